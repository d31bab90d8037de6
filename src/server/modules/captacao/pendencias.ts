// What a candidate's registration still lacks (spec §7 verificar-pendencias): a pure function of the
// record, so the save hook, the single check and the batch check agree. A registration without
// pendências is COMPLETO; with any, INCOMPLETO, and an unverified candidate becomes DADOS_INCOMPLETOS.
// The portal's per-company required fields (campos-extras-visiveis-obrigatorios) add to this list when
// the portal declares them.

export type Pendencia = { campo: string; mensagem: string };

type Candidato = Record<string, any>;

const filled = (v: unknown) => v !== undefined && v !== null && v !== '';

const ENDERECO = ['logradouro', 'numero', 'bairro', 'uf', 'cidade'] as const;

/** `temArquivoCurriculo`: whether a CV file is attached (files live outside the record's columns). */
export function pendenciasDoCandidato(c: Candidato, temArquivoCurriculo: boolean): Pendencia[] {
  const out: Pendencia[] = [];
  const add = (campo: string, mensagem: string) => out.push({ campo, mensagem });
  if (!filled(c.cpf)) add('cpf', 'CPF não informado.');
  if (!filled(c.pessoal?.dataNascimento)) add('pessoal.dataNascimento', 'Data de nascimento não informada.');
  if (!filled(c.pessoal?.sexo)) add('pessoal.sexo', 'Sexo não informado.');
  if (!filled(c.pessoal?.escolaridade)) add('pessoal.escolaridade', 'Escolaridade não informada.');
  const contato = c.contato ?? {};
  if (!filled(contato.email) && !filled(contato.foneCelular) && !filled(contato.foneFixo))
    add('contato', 'Informe um e-mail ou um telefone para contato.');
  if (ENDERECO.some((k) => !filled(c.endereco?.[k]))) add('endereco', 'Endereço incompleto.');
  if (!Array.isArray(c.cargos) || c.cargos.length === 0)
    add('cargos', 'Nenhum cargo/função pretendida informado.');
  if (c.primeiroEmprego !== true && (!Array.isArray(c.experiencias) || c.experiencias.length === 0))
    add('experiencias', "Informe as experiências profissionais ou marque 'Primeiro Emprego'.");
  if (!filled(c.ocrTexto) && !temArquivoCurriculo)
    add('ocrTexto', 'Currículo não informado (texto ou arquivo).');
  return out;
}

export type Qualificacao = 'NAO_VERIFICADO' | 'QUALIFICADO' | 'NAO_QUALIFICADO' | 'DADOS_INCOMPLETOS';

/**
 * The qualification after a check: pendências turn an unverified candidate into DADOS_INCOMPLETOS, and a
 * candidate whose data became complete goes back to NAO_VERIFICADO (waiting for the recruiter's decision).
 * QUALIFICADO and NAO_QUALIFICADO are the recruiter's decisions and stay.
 */
export function qualificacaoAposVerificar(atual: Qualificacao | undefined, pendencias: number): Qualificacao {
  const q = atual ?? 'NAO_VERIFICADO';
  if (pendencias > 0 && q === 'NAO_VERIFICADO') return 'DADOS_INCOMPLETOS';
  if (pendencias === 0 && q === 'DADOS_INCOMPLETOS') return 'NAO_VERIFICADO';
  return q;
}
