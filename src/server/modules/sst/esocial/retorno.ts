// Reading the eSocial's answers (SOAP 1.1): the batch's reception (RetornoEnvioLoteEventos-v1_1_0.xsd: status
// and protocoloEnvio) and its processing (RetornoProcessamentoLote-v1_3_0.xsd, each event's RetornoEvento-v1_2_1.xsd:
// cdResposta, the receipt nrRecibo or the occurrences — code, description, type, location). Parsed with
// @xmldom/xmldom; elements are found by local name and the eSocial roots checked by namespace.
//
// Codes the developer manual gives (batch reception, batch query, each event):
//   201 received / processed successfully, 202 processed with warnings, 101 awaiting processing,
//   301 server error (try again later), 401–405 batch refused (content, schema, version, certificate, empty),
//   501–505 query refused; per event 201 success, 202 success with warnings, 301 server error, 4xx refused.
import { DOMParser } from '@xmldom/xmldom';
import { NS_RETORNO_ENVIO, NS_RETORNO_EVENTO, NS_RETORNO_PROCESSAMENTO, NS_SOAP } from './lote.ts';

export const CODIGOS = {
  aguardando: 101,
  sucesso: 201,
  advertencias: 202,
  erroServidor: 301,
} as const;

export type Ocorrencia = {
  /** 1 erro, 2 advertência */
  tipo: number;
  codigo: number;
  descricao: string;
  localizacao: string | null;
  /** the layout field the location names, without the event's root ('ideVinculo/matricula') */
  campo: string | null;
};

export type RetornoEnvio = {
  cdResposta: number;
  descResposta: string;
  protocolo: string | null;
  ocorrencias: Ocorrencia[];
  /** the eSocial message inside the SOAP answer */
  xml: string;
};

export type RetornoDoEvento = {
  idEvento: string;
  cdResposta: number;
  descResposta: string;
  nrRecibo: string | null;
  ocorrencias: Ocorrencia[];
  /** the eSocial already had this event (evtDupl): the receipt is the first one's */
  duplicado: boolean;
};

export type RetornoProcessamento = {
  cdResposta: number;
  descResposta: string;
  tempoEstimado: number | null;
  ocorrencias: Ocorrencia[];
  eventos: RetornoDoEvento[];
  xml: string;
};

/** An answer that is not what the WSDL promises (SOAP fault, another document, broken XML). */
export class RespostaInvalida extends Error {}

function documento(xml: string) {
  const erros: string[] = [];
  const doc = new DOMParser({
    errorHandler: { warning: () => undefined, error: (m) => erros.push(m), fatalError: (m) => erros.push(m) },
  }).parseFromString(xml, 'text/xml');
  if (erros.length || !doc?.documentElement)
    throw new RespostaInvalida('A resposta do eSocial não é um XML válido.');
  return doc;
}

const filhos = (e: Element, nome: string): Element[] =>
  Array.from(e.childNodes).filter((n): n is Element => n.nodeType === 1 && (n as Element).localName === nome);
const filho = (e: Element, nome: string): Element | undefined => filhos(e, nome)[0];
const texto = (e: Element | undefined, nome: string): string | null => {
  const f = e && filho(e, nome);
  return f ? (f.textContent ?? '').trim() : null;
};
const primeiroElemento = (e: Element): Element | undefined =>
  Array.from(e.childNodes).find((n): n is Element => n.nodeType === 1);

/** 'the eSocial root' of a SOAP answer: Envelope/Body/<op>Response/<op>Result/eSocial, checked by namespace. */
function raizDaResposta(xml: string, resultado: string, namespace: string): Element {
  const doc = documento(xml);
  const env = doc.documentElement!;
  if (env.localName !== 'Envelope' || env.namespaceURI !== NS_SOAP)
    throw new RespostaInvalida('A resposta do eSocial não é um envelope SOAP.');
  const corpo = filho(env, 'Body');
  const falha = corpo && filho(corpo, 'Fault');
  if (falha)
    throw new RespostaInvalida(
      `O eSocial respondeu com uma falha SOAP: ${texto(falha, 'faultstring') ?? 'sem descrição'}.`,
    );
  const res = corpo?.getElementsByTagNameNS('*', resultado)[0];
  const raiz = res && primeiroElemento(res as Element);
  if (!raiz || raiz.localName !== 'eSocial' || raiz.namespaceURI !== namespace)
    throw new RespostaInvalida(`A resposta do eSocial não traz o ${resultado} esperado.`);
  return raiz;
}

/** '/eSocial/evtExpRisco/ideVinculo/matricula' → 'ideVinculo/matricula'. */
export const campoDaLocalizacao = (localizacao: string | null): string | null => {
  if (!localizacao) return null;
  const partes = localizacao.split('/').filter(Boolean);
  const i = partes[0] === 'eSocial' ? 2 : 0;
  return partes.slice(i).join('/') || null;
};

function ocorrencias(pai: Element | undefined): Ocorrencia[] {
  const grupo = pai && filho(pai, 'ocorrencias');
  return (grupo ? filhos(grupo, 'ocorrencia') : []).map((o) => {
    const localizacao = texto(o, 'localizacao');
    return {
      tipo: Number(texto(o, 'tipo') ?? 1),
      codigo: Number(texto(o, 'codigo') ?? 0),
      descricao: texto(o, 'descricao') ?? '',
      localizacao,
      campo: campoDaLocalizacao(localizacao),
    };
  });
}

const serializar = (e: Element) => e.toString();

/** The answer of EnviarLoteEventos. */
export function lerRetornoEnvio(soap: string): RetornoEnvio {
  const raiz = raizDaResposta(soap, 'EnviarLoteEventosResult', NS_RETORNO_ENVIO);
  const ret = filho(raiz, 'retornoEnvioLoteEventos');
  const status = ret && filho(ret, 'status');
  if (!ret || !status) throw new RespostaInvalida('A resposta do eSocial não traz o status do lote.');
  return {
    cdResposta: Number(texto(status, 'cdResposta')),
    descResposta: texto(status, 'descResposta') ?? '',
    protocolo: texto(filho(ret, 'dadosRecepcaoLote'), 'protocoloEnvio'),
    ocorrencias: ocorrencias(status),
    xml: serializar(raiz),
  };
}

/** The answer of ConsultarLoteEventos: the batch's status and, once processed, each event's result. */
export function lerRetornoProcessamento(soap: string): RetornoProcessamento {
  const raiz = raizDaResposta(soap, 'ConsultarLoteEventosResult', NS_RETORNO_PROCESSAMENTO);
  const ret = filho(raiz, 'retornoProcessamentoLoteEventos');
  const status = ret && filho(ret, 'status');
  if (!ret || !status) throw new RespostaInvalida('A resposta do eSocial não traz o status do lote.');
  const estimado = texto(status, 'tempoEstimadoConclusao');
  const lista = filho(ret, 'retornoEventos');
  const eventos = (lista ? filhos(lista, 'evento') : []).map((ev): RetornoDoEvento => {
    const interno = filho(ev, 'retornoEvento');
    const esocial = interno && primeiroElemento(interno);
    if (!esocial || esocial.localName !== 'eSocial' || esocial.namespaceURI !== NS_RETORNO_EVENTO)
      throw new RespostaInvalida('A resposta do eSocial traz um evento sem o seu retornoEvento.');
    const re = filho(esocial, 'retornoEvento');
    const proc = re && filho(re, 'processamento');
    return {
      idEvento: ev.getAttribute('Id') ?? '',
      cdResposta: Number(texto(proc, 'cdResposta')),
      descResposta: texto(proc, 'descResposta') ?? '',
      nrRecibo: texto(re && filho(re, 'recibo'), 'nrRecibo'),
      ocorrencias: ocorrencias(proc),
      duplicado: ev.getAttribute('evtDupl') === 'true',
    };
  });
  return {
    cdResposta: Number(texto(status, 'cdResposta')),
    descResposta: texto(status, 'descResposta') ?? '',
    tempoEstimado: estimado ? Number(estimado) : null,
    ocorrencias: ocorrencias(status),
    eventos,
    xml: serializar(raiz),
  };
}

/** One line per occurrence: 'código — descrição (campo X)'. */
export const resumoDasOcorrencias = (lista: Ocorrencia[]): string =>
  lista.map((o) => `${o.codigo} — ${o.descricao}${o.campo ? ` (campo ${o.campo})` : ''}`).join('\n');
