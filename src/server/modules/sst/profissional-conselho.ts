// What can be checked of an SST professional's class-council registration without the council's online
// lookup (not built: no network here and no public API common to the councils): the number's shape per
// council, the state, the abbreviation of an "other" council and the CPF/NIT check digits. The schema
// already refuses most of this on save; this check also covers records stored before a rule existed or
// imported, and is what `cadastroPendente` and GET sst/profissional/{id}/validacao-conselho report.
import { isCpf, isPis } from '../../../shared/br/documents.ts';

export type ProfissionalConselho = {
  nome: string;
  cpf?: string | null;
  nit?: string | null;
  orgaoDeClasse: number;
  siglaOrgaoDeClasse?: string | null;
  numeroInscricao: string;
  /** the state's abbreviation (SP), absent when none */
  uf?: string | null;
};

export type ProblemaConselho = { campo: string; mensagem: string };

export const SIGLAS_CONSELHO: Record<number, string> = { 1: 'CRM', 2: 'CRO', 3: 'RMS', 4: 'CREA', 5: 'CFO' };

export const siglaConselho = (p: Pick<ProfissionalConselho, 'orgaoDeClasse' | 'siglaOrgaoDeClasse'>) =>
  SIGLAS_CONSELHO[p.orgaoDeClasse] ?? p.siglaOrgaoDeClasse?.trim() ?? '';

/** "Ana Souza - CRM 12345/CE" (RMS is national: no state). */
export function nomeFormatado(p: ProfissionalConselho): string {
  const sigla = siglaConselho(p);
  const registro = [sigla, p.numeroInscricao?.trim()].filter(Boolean).join(' ');
  const uf = p.orgaoDeClasse !== 3 && p.uf ? `/${p.uf}` : '';
  return registro ? `${p.nome} - ${registro}${uf}` : p.nome;
}

/**
 * Number rules per council: CRM and CRO (regional numbers), CFO and CREA (the national RNP has 10 digits)
 * are numeric; the eSocial caps the CRM at 10 characters (S-2220 nrCRM) and any council at 14 (nrOC).
 * RMS and "other" councils have no published format: only the length is checked.
 */
const NUMERICO: Record<number, number> = { 1: 10, 2: 14, 4: 10, 5: 14 };

export function validarConselho(p: ProfissionalConselho): ProblemaConselho[] {
  const out: ProblemaConselho[] = [];
  const sigla = siglaConselho(p) || 'conselho';
  const numero = (p.numeroInscricao ?? '').trim();
  const max = NUMERICO[p.orgaoDeClasse];
  if (!numero) out.push({ campo: 'numeroInscricao', mensagem: 'Número de inscrição não informado.' });
  else if (max !== undefined) {
    if (!/^\d+$/.test(numero))
      out.push({
        campo: 'numeroInscricao',
        mensagem: `O número de inscrição no ${sigla} deve ter só dígitos.`,
      });
    else if (/^0+$/.test(numero))
      out.push({ campo: 'numeroInscricao', mensagem: `Número de inscrição no ${sigla} inválido.` });
    else if (numero.length > max)
      out.push({
        campo: 'numeroInscricao',
        mensagem: `O número de inscrição no ${sigla} deve ter no máximo ${max} dígitos.`,
      });
  } else if (numero.length > 14)
    out.push({
      campo: 'numeroInscricao',
      mensagem: 'O número de inscrição deve ter no máximo 14 caracteres.',
    });
  if (p.orgaoDeClasse === 9 && !p.siglaOrgaoDeClasse?.trim())
    out.push({ campo: 'siglaOrgaoDeClasse', mensagem: 'Sigla do órgão de classe não informada.' });
  if (p.orgaoDeClasse !== 3 && !p.uf)
    out.push({ campo: 'uf', mensagem: `Estado do ${sigla} não informado.` });
  if (p.cpf && !isCpf(p.cpf)) out.push({ campo: 'cpf', mensagem: 'CPF inválido (dígitos verificadores).' });
  if (p.nit && !isPis(p.nit)) out.push({ campo: 'nit', mensagem: 'NIT inválido (dígitos verificadores).' });
  return out;
}
