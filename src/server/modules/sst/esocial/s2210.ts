// S-2210 (Comunicação de Acidente de Trabalho), layout S-1.3, from one CAT and its physician's report as plain
// data: the elements evtCAT.xsd asks for and the layout's validations we can check here (hour and hours worked
// for typical and commuting accidents, death date only with death, CEP/municipality/UF by place type, the
// establishment's registration for the employer's own place, the report's date not before the accident, UF of a
// CRM/CRO). Data that cannot make a valid event is refused with the layout element named (EventoRecusado).
// Pure: no database, no signature.

import { type Cabecalho, cnpjDoEmpregador, envelopeEvento } from './envelope.ts';
import { EventoRecusado } from './registro.ts';
import { el, leaf } from './xml.ts';

export const NS_S2210 = 'http://www.esocial.gov.br/schema/evt/evtCAT/v_S_01_03_00';

export type AtestadoS2210 = {
  dataAtendimento: string;
  /** HH:MM */
  horaAtendimento: string;
  internacao: boolean;
  duracaoTratamento: number;
  afastamento: boolean;
  naturezaLesao: number;
  descricaoLesao?: string | null;
  diagnosticoProvavel?: string | null;
  cid: string;
  observacao?: string | null;
  emitente: { nome: string; orgaoClasse: number; numero: string; uf?: string | null };
};

export type DadosS2210 = {
  empregador: { cnpj?: string | null };
  trabalhador: {
    nome: string;
    cpf?: string | null;
    matricula?: string | null;
    vinculo?: string | null;
    admissao?: string | null;
  };
  cat: {
    dataAcidente: string;
    tipoAcidente: number;
    horaAcidente?: string | null;
    horasTrabalhadas?: string | null;
    tipoCat: number;
    obito: boolean;
    dataObito?: string | null;
    comunicacaoPolicia: boolean;
    situacaoGeradora: number;
    iniciativa: number;
    observacao?: string | null;
    ultimoDiaTrabalhado?: string | null;
    houveAfastamento: boolean;
    reciboCatOrigem?: string | null;
  };
  local: {
    tipo: number;
    descricao?: string | null;
    logradouro?: string | null;
    numero?: string | null;
    complemento?: string | null;
    bairro?: string | null;
    cep?: string | null;
    codMunic?: number | null;
    uf?: string | null;
    /** CNPJ of the place: the establishment's (type 1) or the contractor's (type 3) */
    cnpj?: string | null;
  };
  parteAtingida: number;
  lateralidade: number;
  agenteCausador: number;
  atestado: AtestadoS2210 | null;
};

const recusa = (campo: string, motivo: string): never => {
  throw new EventoRecusado(campo, `${motivo} (campo ${campo} do S-2210).`);
};

const SN = (b: boolean) => (b ? 'S' : 'N');
const hhmm = (h: string | null | undefined) => (h ? h.replace(':', '').padStart(4, '0') : undefined);
/** Dates the layout checks against the accident and the admission (dtAcid ≥ 2023-01-16 asks for these two). */
const COM_ULT_DIA = '2023-01-16';
/** Employment bonds without a registration number: sent with their category (as in S-2240). */
const CATEGORIA_SEM_MATRICULA: Record<string, number> = { S: 901, O: 721 };

/** ideVinculo and cat: the event's content. */
export function conteudoS2210(d: DadosS2210): string {
  const t = d.trabalhador;
  const c = d.cat;
  if (!t.cpf) recusa('ideVinculo/cpfTrab', `${t.nome} não tem CPF`);
  const categoria = CATEGORIA_SEM_MATRICULA[t.vinculo ?? 'E'];
  if (categoria === undefined && !t.matricula) recusa('ideVinculo/matricula', `${t.nome} não tem matrícula`);
  const tipico = c.tipoAcidente === 1 || c.tipoAcidente === 3;
  if (tipico && !c.horaAcidente) recusa('cat/hrAcid', 'A CAT não tem a hora do acidente');
  if (tipico && !c.horasTrabalhadas)
    recusa('cat/hrsTrabAntesAcid', 'A CAT não tem as horas trabalhadas antes do acidente');
  if (c.tipoCat === 3 && !c.obito)
    recusa('cat/indCatObito', 'A CAT de comunicação de óbito precisa do óbito');
  if (c.tipoCat === 2 && c.obito) recusa('cat/indCatObito', 'A CAT de reabertura não informa óbito');
  if (c.obito && !c.dataObito) recusa('cat/dtObito', 'A CAT não tem a data do óbito');
  if (c.tipoCat !== 1 && !c.reciboCatOrigem)
    recusa('catOrigem/nrRecCatOrig', 'A CAT não tem o recibo da CAT de origem');
  const recente = c.dataAcidente >= COM_ULT_DIA;
  if (recente && !c.ultimoDiaTrabalhado) recusa('cat/ultDiaTrab', 'A CAT não tem o último dia trabalhado');
  if (c.ultimoDiaTrabalhado && t.admissao && c.ultimoDiaTrabalhado < t.admissao)
    recusa('cat/ultDiaTrab', 'O último dia trabalhado é anterior à admissão');

  const l = d.local;
  const exterior = l.tipo === 2;
  if (!l.logradouro) recusa('localAcidente/dscLograd', 'O local do acidente não tem logradouro');
  if (!l.numero) recusa('localAcidente/nrLograd', 'O local do acidente não tem número');
  if (exterior)
    recusa('localAcidente/pais', 'Acidente no exterior não é gerado por aqui (país e código postal)');
  if ([1, 3, 5].includes(l.tipo) && !l.cep) recusa('localAcidente/cep', 'O local do acidente não tem CEP');
  if ([1, 3, 4, 5].includes(l.tipo) && (!l.codMunic || !l.uf))
    recusa('localAcidente/codMunic', 'O local do acidente não tem município e UF');
  if ((l.tipo === 1 || l.tipo === 3) && !l.cnpj)
    recusa(
      'localAcidente/ideLocalAcid/nrInsc',
      'O local do acidente não tem a inscrição (CNPJ) do estabelecimento',
    );

  const a = d.atestado;
  if (!a) return recusa('atestado', 'A CAT não tem o atestado médico');
  if (a.dataAtendimento < c.dataAcidente)
    recusa('atestado/dtAtendimento', 'O atendimento é anterior ao acidente');
  if (c.obito && a.afastamento) recusa('atestado/indAfast', 'Com óbito, o atestado não indica afastamento');
  if ((a.emitente.orgaoClasse === 1 || a.emitente.orgaoClasse === 2) && !a.emitente.uf)
    recusa('emitente/ufOC', `O emitente ${a.emitente.nome} não tem a UF do órgão de classe`);

  return (
    el('ideVinculo', [
      leaf('cpfTrab', t.cpf),
      categoria === undefined ? leaf('matricula', t.matricula) : leaf('codCateg', categoria),
    ]) +
    el('cat', [
      leaf('dtAcid', c.dataAcidente),
      leaf('tpAcid', c.tipoAcidente),
      tipico ? leaf('hrAcid', hhmm(c.horaAcidente)) : undefined,
      tipico ? leaf('hrsTrabAntesAcid', hhmm(c.horasTrabalhadas)) : undefined,
      leaf('tpCat', c.tipoCat),
      leaf('indCatObito', SN(c.obito)),
      c.obito ? leaf('dtObito', c.dataObito) : undefined,
      leaf('indComunPolicia', SN(c.comunicacaoPolicia)),
      leaf('codSitGeradora', c.situacaoGeradora),
      leaf('iniciatCAT', c.iniciativa),
      leaf('obsCAT', c.observacao),
      leaf('ultDiaTrab', c.ultimoDiaTrabalhado),
      recente ? leaf('houveAfast', SN(c.houveAfastamento)) : undefined,
      el('localAcidente', [
        leaf('tpLocal', l.tipo),
        leaf('dscLocal', l.descricao),
        leaf('dscLograd', l.logradouro),
        leaf('nrLograd', l.numero),
        leaf('complemento', l.complemento),
        leaf('bairro', l.bairro),
        leaf('cep', l.cep),
        leaf('codMunic', l.codMunic),
        leaf('uf', l.uf),
        l.cnpj && (l.tipo === 1 || l.tipo === 3)
          ? el('ideLocalAcid', [leaf('tpInsc', 1), leaf('nrInsc', l.cnpj)])
          : undefined,
      ]),
      el('parteAtingida', [leaf('codParteAting', d.parteAtingida), leaf('lateralidade', d.lateralidade)]),
      el('agenteCausador', [leaf('codAgntCausador', d.agenteCausador)]),
      el('atestado', [
        leaf('dtAtendimento', a.dataAtendimento),
        leaf('hrAtendimento', hhmm(a.horaAtendimento)),
        leaf('indInternacao', SN(a.internacao)),
        leaf('durTrat', a.duracaoTratamento),
        leaf('indAfast', SN(a.afastamento)),
        leaf('dscLesao', a.naturezaLesao),
        leaf('dscCompLesao', a.descricaoLesao),
        leaf('diagProvavel', a.diagnosticoProvavel),
        leaf('codCID', a.cid),
        leaf('observacao', a.observacao),
        el('emitente', [
          leaf('nmEmit', a.emitente.nome),
          leaf('ideOC', a.emitente.orgaoClasse),
          leaf('nrOC', a.emitente.numero),
          leaf('ufOC', a.emitente.uf),
        ]),
      ]),
      c.tipoCat !== 1 ? el('catOrigem', [leaf('nrRecCatOrig', c.reciboCatOrigem)]) : undefined,
    ])
  );
}

/** The employer's CNPJ, or the refusal that names it. */
export function cnpjEmpregadorS2210(d: DadosS2210): string {
  const cnpj = cnpjDoEmpregador(d.empregador.cnpj);
  if (!cnpj) recusa('ideEmpregador/nrInsc', 'A empresa não tem CNPJ');
  return cnpj!;
}

/** The whole unsigned event, ready for the enveloped signature. */
export const eventoS2210 = (id: string, cab: Cabecalho, conteudo: string): string =>
  envelopeEvento('evtCAT', NS_S2210, id, cab, conteudo);
