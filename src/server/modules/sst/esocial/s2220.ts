// S-2220 (Monitoramento da Saúde do Trabalhador), layout S-1.3, from one ASO as plain data: the elements
// evtMonit.xsd asks for and the layout's validations we can check here (procedure code of table 27, ordExame of
// the audiometry, obsProc of the generic procedures, exam not after the ASO, physicians with a CRM and its
// state); data that cannot make a valid event is refused with the layout element named (EventoRecusado).
// Pure: no database, no signature.

import { AUDIOMETRIA, PROCEDIMENTOS_COM_OBSERVACAO } from '../aso.ts';
import { type Cabecalho, cnpjDoEmpregador, envelopeEvento } from './envelope.ts';
import { EventoRecusado } from './registro.ts';
import { el, group, leaf } from './xml.ts';

export const NS_S2220 = 'http://www.esocial.gov.br/schema/evt/evtMonit/v_S_01_03_00';

export type MedicoS2220 = {
  nome: string;
  cpf?: string | null;
  orgaoDeClasse: number;
  numeroInscricao: string;
  uf?: string | null;
};

export type ExameS2220 = {
  nome: string;
  data: string;
  /** table-27 code, 4 digits */
  procedimento?: string | null;
  observacao?: string | null;
  ordem?: number | null;
  resultado?: number | null;
};

export type DadosS2220 = {
  empregador: { cnpj?: string | null };
  trabalhador: { nome: string; cpf?: string | null; matricula?: string | null; vinculo?: string | null };
  aso: { tipo: number; data: string; resultado?: number | null };
  exames: ExameS2220[];
  medico: MedicoS2220;
  coordenador?: MedicoS2220 | null;
};

const recusa = (campo: string, motivo: string): never => {
  throw new EventoRecusado(campo, `${motivo} (campo ${campo} do S-2220).`);
};

/** Bonds without a registration number go with their category (TSVE); the rest by registration. */
const CATEGORIA_SEM_MATRICULA: Record<string, number> = { S: 901, O: 721 };
const SEM_EVENTO = new Set(['TA', 'SE']);

function crm(m: MedicoS2220, campo: string, papel: string) {
  if (m.nome.trim().length < 2) recusa(`${campo}/nome`, `O nome do ${papel} ${m.nome} é curto demais`);
  if (m.orgaoDeClasse !== 1) recusa(`${campo}/nrCRM`, `O ${papel} ${m.nome} não tem registro no CRM`);
  if (!m.numeroInscricao || m.numeroInscricao.length > 10)
    recusa(`${campo}/nrCRM`, `O número do CRM do ${papel} ${m.nome} deve ter de 1 a 10 caracteres`);
  if (!m.uf) recusa(`${campo}/ufCRM`, `O ${papel} ${m.nome} não tem o estado do CRM`);
}

function exame(e: ExameS2220, dtAso: string): string {
  const campo = `exame[${e.nome}]`;
  if (!e.procedimento || !/^\d{4}$/.test(e.procedimento))
    recusa(`${campo}/procRealizado`, `O exame ${e.nome} não tem o procedimento diagnóstico da Tabela 27`);
  if (e.data > dtAso) recusa(`${campo}/dtExm`, `O exame ${e.nome} é posterior à data do ASO`);
  if (e.procedimento === AUDIOMETRIA && !e.ordem)
    recusa(`${campo}/ordExame`, `O exame ${e.nome} (audiometria) não tem a ordem do exame`);
  if (PROCEDIMENTOS_COM_OBSERVACAO.has(e.procedimento!) && !e.observacao?.trim())
    recusa(`${campo}/obsProc`, `O exame ${e.nome} (procedimento ${e.procedimento}) não tem observação`);
  return el('exame', [
    leaf('dtExm', e.data),
    leaf('procRealizado', e.procedimento),
    leaf('obsProc', e.observacao?.trim().slice(0, 999)),
    leaf('ordExame', e.ordem),
    leaf('indResult', e.resultado),
  ]);
}

/** ideVinculo and exMedOcup: the event's content (hashed to tell an ASO changed since its last event). */
export function conteudoS2220(d: DadosS2220): string {
  const t = d.trabalhador;
  if (!t.cpf) recusa('ideVinculo/cpfTrab', `${t.nome} não tem CPF`);
  const vinculo = t.vinculo ?? 'E';
  if (SEM_EVENTO.has(vinculo))
    recusa('ideVinculo/codCateg', `O vínculo de ${t.nome} não é informado no S-2220`);
  const categoria = CATEGORIA_SEM_MATRICULA[vinculo];
  if (categoria === undefined && !t.matricula) recusa('ideVinculo/matricula', `${t.nome} não tem matrícula`);
  if (d.exames.length === 0) recusa('aso/exame', 'O ASO não tem exames');
  if (d.exames.length > 99) recusa('aso/exame', 'O ASO tem mais de 99 exames');
  crm(d.medico, 'aso/medico', 'médico examinador');
  if (d.coordenador) crm(d.coordenador, 'respMonit', 'médico coordenador do PCMSO');
  // the layout's group key is (dtExm, procRealizado): one exam per code and date
  const vistos = new Set<string>();
  const exames = [...d.exames]
    .sort(
      (a, b) => a.data.localeCompare(b.data) || (a.procedimento ?? '').localeCompare(b.procedimento ?? ''),
    )
    .map((e) => {
      const xml = exame(e, d.aso.data);
      const chave = `${e.data}|${e.procedimento}`;
      if (vistos.has(chave))
        recusa(
          `exame[${e.nome}]/procRealizado`,
          `O procedimento ${e.procedimento} aparece duas vezes na data ${e.data}`,
        );
      vistos.add(chave);
      return xml;
    });
  const c = d.coordenador;
  return (
    el('ideVinculo', [
      leaf('cpfTrab', t.cpf),
      categoria === undefined ? leaf('matricula', t.matricula) : leaf('codCateg', categoria),
    ]) +
    el('exMedOcup', [
      leaf('tpExameOcup', d.aso.tipo),
      el('aso', [
        leaf('dtAso', d.aso.data),
        leaf('resAso', d.aso.resultado),
        ...exames,
        el('medico', [
          leaf('nmMed', d.medico.nome.trim()),
          leaf('nrCRM', d.medico.numeroInscricao),
          leaf('ufCRM', d.medico.uf),
        ]),
      ]),
      c
        ? group('respMonit', [
            leaf('cpfResp', c.cpf),
            leaf('nmResp', c.nome.trim()),
            leaf('nrCRM', c.numeroInscricao),
            leaf('ufCRM', c.uf),
          ])
        : undefined,
    ])
  );
}

/** The whole unsigned event, ready for the enveloped signature. */
export const eventoS2220 = (id: string, cab: Cabecalho, conteudo: string): string =>
  envelopeEvento('evtMonit', NS_S2220, id, cab, conteudo);

/** The employer's CNPJ, or the refusal that names it. */
export function cnpjS2220(d: DadosS2220): string {
  const cnpj = cnpjDoEmpregador(d.empregador.cnpj);
  if (!cnpj) recusa('ideEmpregador/nrInsc', 'A empresa não tem CNPJ');
  return cnpj!;
}
