// S-2240 (Condições Ambientais do Trabalho - Agentes Nocivos), layout S-1.3, from plain data: which elements
// the layout asks for and when (evtExpRisco.xsd and its "Validação" notes), and the data that cannot make a
// valid event, refused with the field it lacks. Pure: no database, no signature.
import { type Cabecalho, cnpjDoEmpregador, envelopeEvento, hashConteudo } from './envelope.ts';
import { el, group, leaf } from './xml.ts';

export const NS_S2240 = 'http://www.esocial.gov.br/schema/evt/evtExpRisco/v_S_01_03_00';
export const AUSENCIA = '09.01.001';
/** Agents whose description the layout requires (dscAgNoc). */
const COM_DESCRICAO = new Set([
  ...Array.from({ length: 10 }, (_, i) => `01.${String(i + 1).padStart(2, '0')}.001`),
  ...Array.from({ length: 7 }, (_, i) => `01.${String(i + 12).padStart(2, '0')}.001`),
  '05.01.001',
]);
const COM_LIMITE = new Set(['01.18.001', '02.01.014']);

export type AgenteS2240 = {
  codigo: string;
  descricao?: string | null;
  tipoAvaliacao?: string | null;
  intensidadeConcentracao?: string | number | null;
  limiteTolerancia?: string | number | null;
  unidadeMedida?: number | null;
  tecnicaMedicao?: string | null;
  numeroProcessoJudicial?: string | null;
  utilizaEpc?: string | null;
  epcEficaz?: string | null;
  utilizaEpi?: string | null;
  epiEficaz?: string | null;
  /** name and CA of each EPI */
  epis: { nome: string; numeroCA?: string | null }[];
  respostasEpi: Record<
    'medProtecao' | 'condFuncto' | 'usoInint' | 'przValid' | 'periodicTroca' | 'higienizacao',
    string | null | undefined
  >;
};

export type ResponsavelS2240 = {
  nome: string;
  cpf?: string | null;
  orgaoDeClasse: number;
  siglaOrgaoDeClasse?: string | null;
  numeroInscricao: string;
  uf?: string | null;
};

export type DadosS2240 = {
  empregador: { cnpj?: string | null };
  trabalhador: { nome: string; cpf?: string | null; matricula?: string | null; vinculo?: string | null };
  dtIniCondicao: string;
  ambiente: {
    nome: string;
    /** 1 own (establishment or works), 2 third party */
    localAmb: 1 | 2;
    tpInsc?: number | null;
    nrInsc?: string | null;
  } | null;
  atividades?: string | null;
  agentes: AgenteS2240[] | null;
  responsaveis: ResponsavelS2240[];
  observacao?: string | null;
};

/**
 * Agents the technical note S-1.0 05/2022 took out of Table 24 on 15/06/2022, each folded into the code that now
 * names it (01.09.003 '…, bisclorometil'; 01.19.008 'Aminobifenila (4-aminodifenil)'): a condition starting
 * after that day is refused with the code to use (reference-data/SOURCES.md).
 */
export const SAIRAM_DA_TABELA_24: Record<string, string> = {
  '01.19.020': '01.09.003',
  '01.19.037': '01.19.008',
};
const FIM_NT_05_2022 = '2022-06-15';
export const MSG_TABELA_24 = {
  saiu: (codigo: string, sucessor: string) =>
    `O agente ${codigo} saiu da Tabela 24 do eSocial em 15/06/2022 (NT 05/2022): use ${sucessor}`,
} as const;

/** Refusal: the event cannot be produced; `campo` is the layout's path of what is missing or wrong. */
export class S2240Recusado extends Error {
  constructor(
    readonly campo: string,
    message: string,
  ) {
    super(message);
  }
}

const recusa = (campo: string, motivo: string): never => {
  throw new S2240Recusado(campo, `${motivo} (campo ${campo} do S-2240).`);
};

/** Employment bonds without a registration number sent with their category (TSV); the rest by registration. */
const CATEGORIA_SEM_MATRICULA: Record<string, number> = { S: 901, O: 721 };
const SEM_S2240 = new Set(['TA', 'SE']);

/** Órgão de classe of S-2240: 1 CRM, 4 CREA, 9 other (with its abbreviation). */
function orgao(r: ResponsavelS2240): { ideOC: number; dscOC?: string } {
  if (r.orgaoDeClasse === 1 || r.orgaoDeClasse === 4) return { ideOC: r.orgaoDeClasse };
  const sigla = { 2: 'CRO', 3: 'RMS', 5: 'CFO' }[r.orgaoDeClasse] ?? r.siglaOrgaoDeClasse ?? '';
  return { ideOC: 9, dscOC: sigla };
}

/** The agents as the layout takes them: no 09.01.001 beside harmful agents, one per code and description. */
function agentesDoEvento(agentes: AgenteS2240[]): AgenteS2240[] {
  const nocivos = agentes.filter((a) => a.codigo !== AUSENCIA);
  if (nocivos.length === 0) return [agentes.find((a) => a.codigo === AUSENCIA)!];
  const vistos = new Set<string>();
  return nocivos.filter((a) => {
    const chave = `${a.codigo}|${a.descricao ?? ''}`;
    if (vistos.has(chave)) return false;
    vistos.add(chave);
    return true;
  });
}

const decimal = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? undefined : String(Number(v));

function agNoc(a: AgenteS2240, dtIni: string): string {
  const ausencia = a.codigo === AUSENCIA;
  const campo = `agNoc[${a.codigo}]`;
  const sucessor = SAIRAM_DA_TABELA_24[a.codigo];
  if (sucessor && dtIni > FIM_NT_05_2022) recusa(`${campo}/codAgNoc`, MSG_TABELA_24.saiu(a.codigo, sucessor));
  if (COM_DESCRICAO.has(a.codigo) && !a.descricao)
    recusa(`${campo}/dscAgNoc`, `O agente ${a.codigo} precisa de descrição`);
  const dsc = ausencia && dtIni >= '2024-04-22' ? undefined : (a.descricao ?? undefined);
  if (ausencia) return el('agNoc', [leaf('codAgNoc', a.codigo), leaf('dscAgNoc', dsc)]);
  const quantitativa = (a.tipoAvaliacao ?? '1') === '1';
  if (quantitativa) {
    if (a.intensidadeConcentracao === null || a.intensidadeConcentracao === undefined)
      recusa(
        `${campo}/intConc`,
        `A avaliação quantitativa do agente ${a.codigo} não tem intensidade/concentração`,
      );
    if (!a.unidadeMedida)
      recusa(`${campo}/unMed`, `A avaliação quantitativa do agente ${a.codigo} não tem unidade de medida`);
    if (!a.tecnicaMedicao)
      recusa(
        `${campo}/tecMedicao`,
        `A avaliação quantitativa do agente ${a.codigo} não tem técnica de medição`,
      );
    if (COM_LIMITE.has(a.codigo) && (a.limiteTolerancia === null || a.limiteTolerancia === undefined))
      recusa(`${campo}/limTol`, `O agente ${a.codigo} precisa do limite de tolerância`);
  }
  if (a.codigo === '05.01.001' && !a.numeroProcessoJudicial && dtIni >= '2024-01-22')
    recusa(`${campo}/nrProcJud`, 'O agente 05.01.001 precisa do número do processo');
  const utilizEpc = a.utilizaEpc ?? '0';
  const utilizEpi = a.utilizaEpi ?? '0';
  if (utilizEpi === '2') {
    if (a.epis.length === 0)
      recusa(`${campo}/epi`, `O agente ${a.codigo} usa EPI mas nenhum EPI foi informado`);
    for (const e of a.epis)
      if (!e.numeroCA) recusa(`${campo}/epi/docAval`, `O EPI ${e.nome} não tem número do CA`);
  }
  return el('agNoc', [
    leaf('codAgNoc', a.codigo),
    leaf('dscAgNoc', dsc),
    leaf('tpAval', quantitativa ? 1 : 2),
    quantitativa ? leaf('intConc', decimal(a.intensidadeConcentracao)) : undefined,
    quantitativa && COM_LIMITE.has(a.codigo) ? leaf('limTol', decimal(a.limiteTolerancia)) : undefined,
    quantitativa ? leaf('unMed', a.unidadeMedida) : undefined,
    quantitativa ? leaf('tecMedicao', a.tecnicaMedicao) : undefined,
    a.codigo === '05.01.001' ? leaf('nrProcJud', a.numeroProcessoJudicial) : undefined,
    el('epcEpi', [
      leaf('utilizEPC', utilizEpc),
      utilizEpc === '2' ? leaf('eficEpc', a.epcEficaz ?? 'N') : undefined,
      leaf('utilizEPI', utilizEpi),
      ...(utilizEpi === '2'
        ? [
            leaf('eficEpi', a.epiEficaz ?? 'N'),
            ...[...new Set(a.epis.map((e) => e.numeroCA!))].map((ca) => el('epi', [leaf('docAval', ca)])),
            el(
              'epiCompl',
              (
                [
                  'medProtecao',
                  'condFuncto',
                  'usoInint',
                  'przValid',
                  'periodicTroca',
                  'higienizacao',
                ] as const
              ).map((k) => leaf(k, a.respostasEpi[k] ?? 'S')),
            ),
          ]
        : []),
    ]),
  ]);
}

/** ideVinculo, infoExpRisco: the event's content, also hashed to know whether an employee's conditions changed. */
export function conteudoS2240(d: DadosS2240): string {
  const t = d.trabalhador;
  if (!t.cpf) recusa('ideVinculo/cpfTrab', `${t.nome} não tem CPF`);
  const vinculo = t.vinculo ?? 'E';
  if (SEM_S2240.has(vinculo))
    recusa('ideVinculo/codCateg', `O vínculo de ${t.nome} não é informado no S-2240`);
  const categoria = CATEGORIA_SEM_MATRICULA[vinculo];
  if (categoria === undefined && !t.matricula) recusa('ideVinculo/matricula', `${t.nome} não tem matrícula`);
  if (!d.ambiente) recusa('infoAmb', `${t.nome} não tem ambiente vigente no histórico na data`);
  const amb = d.ambiente!;
  if (!amb.tpInsc || !amb.nrInsc)
    recusa('infoAmb/nrInsc', `O local do ambiente ${amb.nome} não tem inscrição (CNPJ, CAEPF ou CNO)`);
  if (!d.atividades)
    recusa(
      'infoAtiv/dscAtivDes',
      `${t.nome} não tem função vigente (com a descrição das atividades) no histórico na data`,
    );
  if (!d.agentes || d.agentes.length === 0)
    recusa('agNoc', `O ambiente ${amb.nome} não tem condição ambiental registrada até a data`);
  const agentes = agentesDoEvento(d.agentes!);
  const nocivo = agentes.some((a) => a.codigo !== AUSENCIA);
  if (d.responsaveis.length === 0)
    recusa('respReg', `A condição ambiental do ambiente ${amb.nome} não tem profissional responsável`);
  const resp = d.responsaveis.map((r) => {
    if (!r.cpf) recusa('respReg/cpfResp', `O profissional ${r.nome} não tem CPF`);
    if (!nocivo) return el('respReg', [leaf('cpfResp', r.cpf)]);
    if (!r.uf) recusa('respReg/ufOC', `O profissional ${r.nome} não tem o estado do órgão de classe`);
    const oc = orgao(r);
    if (oc.ideOC === 9 && !oc.dscOC)
      recusa('respReg/dscOC', `O profissional ${r.nome} não tem a sigla do órgão de classe`);
    return el('respReg', [
      leaf('cpfResp', r.cpf),
      leaf('ideOC', oc.ideOC),
      leaf('dscOC', oc.dscOC),
      leaf('nrOC', r.numeroInscricao),
      leaf('ufOC', r.uf),
    ]);
  });
  return (
    el('ideVinculo', [
      leaf('cpfTrab', t.cpf),
      categoria === undefined ? leaf('matricula', t.matricula) : leaf('codCateg', categoria),
    ]) +
    el('infoExpRisco', [
      leaf('dtIniCondicao', d.dtIniCondicao),
      el('infoAmb', [
        leaf('localAmb', amb.localAmb),
        leaf('dscSetor', amb.nome),
        leaf('tpInsc', amb.tpInsc),
        leaf('nrInsc', amb.nrInsc),
      ]),
      el('infoAtiv', [leaf('dscAtivDes', d.atividades)]),
      ...agentes.map((a) => agNoc(a, d.dtIniCondicao)),
      ...resp,
      group('obs', [leaf('obsCompl', d.observacao)]),
    ])
  );
}

export { idEvento } from './registro.ts';
export { hashConteudo };

/** The whole unsigned event, ready for the enveloped signature. */
export const eventoS2240 = (id: string, cab: Cabecalho, conteudo: string): string =>
  envelopeEvento('evtExpRisco', NS_S2240, id, cab, conteudo);

/** The employer's CNPJ, or the refusal that names it. */
export function cnpjEmpregador(d: DadosS2240): string {
  const cnpj = cnpjDoEmpregador(d.empregador.cnpj);
  if (!cnpj) recusa('ideEmpregador/nrInsc', 'A empresa não tem CNPJ');
  return cnpj!;
}
