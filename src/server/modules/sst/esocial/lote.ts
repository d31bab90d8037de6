// The messages of the eSocial web services (pure), as the communication XSDs and WSDLs of
// reference-data/esocial-xsd/comunicacao-v1_5_0 define them:
// * the batch (EnvioLoteEventos-v1_1_1.xsd): employer, transmitter (who the certificate names) and up to 50
//   signed events, each whole inside <evento Id="…"> (the Id is how each event's result comes back), in the
//   group of non-periodic events (grupo 2: S-2210, S-2220, S-2240 and their S-3000);
// * the query of a batch by its protocol (ConsultaLoteEventos-v1_0_0.xsd);
// * each inside a SOAP 1.1 envelope, document/literal, in the operation's element and namespace of its WSDL
//   (WsEnviarLoteEventos-v1_1_0.wsdl, WsConsultarLoteEventos-v1_1_0.wsdl), with the WSDL's SOAPAction.
import type { Empregador } from './empregador.ts';
import { el, leaf } from './xml.ts';

/** The eSocial's limit of events in one batch. */
export const MAXIMO_POR_LOTE = 50;
/** Grupo 2: eventos não periódicos. */
export const GRUPO_NAO_PERIODICOS = 2;

export const NS_ENVIO_LOTE = 'http://www.esocial.gov.br/schema/lote/eventos/envio/v1_1_1';
export const NS_CONSULTA_LOTE =
  'http://www.esocial.gov.br/schema/lote/eventos/envio/consulta/retornoProcessamento/v1_0_0';
export const NS_RETORNO_ENVIO = 'http://www.esocial.gov.br/schema/lote/eventos/envio/retornoEnvio/v1_1_0';
export const NS_RETORNO_PROCESSAMENTO =
  'http://www.esocial.gov.br/schema/lote/eventos/envio/retornoProcessamento/v1_3_0';
export const NS_RETORNO_EVENTO = 'http://www.esocial.gov.br/schema/evt/retornoEvento/v1_2_1';
export const NS_SOAP = 'http://schemas.xmlsoap.org/soap/envelope/';

const NS_SERVICO_ENVIO = 'http://www.esocial.gov.br/servicos/empregador/lote/eventos/envio/v1_1_0';
const NS_SERVICO_CONSULTA =
  'http://www.esocial.gov.br/servicos/empregador/lote/eventos/envio/consulta/retornoProcessamento/v1_1_0';

/** The two operations: their SOAPAction, element and the element their parameter goes in. */
export const OPERACOES = {
  enviar: {
    soapAction: `${NS_SERVICO_ENVIO}/ServicoEnviarLoteEventos/EnviarLoteEventos`,
    ns: NS_SERVICO_ENVIO,
    elemento: 'EnviarLoteEventos',
    parametro: 'loteEventos',
    resultado: 'EnviarLoteEventosResult',
  },
  consultar: {
    soapAction: `${NS_SERVICO_CONSULTA}/ServicoConsultarLoteEventos/ConsultarLoteEventos`,
    ns: NS_SERVICO_CONSULTA,
    elemento: 'ConsultarLoteEventos',
    parametro: 'consulta',
    resultado: 'ConsultarLoteEventosResult',
  },
} as const;
export type Operacao = keyof typeof OPERACOES;

/** Who sends: the CNPJ (whole) or CPF the certificate names. */
export type Transmissor = { tpInsc: 1 | 2; nrInsc: string };

/** The batch envelope of signed events (each one's XML whole, as stored). */
export function envioLote(
  empregador: Empregador,
  transmissor: Transmissor,
  eventos: { idEvento: string; xml: string }[],
): string {
  if (eventos.length === 0 || eventos.length > MAXIMO_POR_LOTE)
    throw new Error(`Um lote tem de 1 a ${MAXIMO_POR_LOTE} eventos (${eventos.length}).`);
  return el(
    'eSocial',
    [
      el(
        'envioLoteEventos',
        [
          el('ideEmpregador', [leaf('tpInsc', empregador.tpInsc), leaf('nrInsc', empregador.nrInsc)]),
          el('ideTransmissor', [leaf('tpInsc', transmissor.tpInsc), leaf('nrInsc', transmissor.nrInsc)]),
          el(
            'eventos',
            eventos.map((e) => el('evento', e.xml.replace(/^<\?xml[^>]*\?>\s*/, ''), { Id: e.idEvento })),
          ),
        ],
        { grupo: String(GRUPO_NAO_PERIODICOS) },
      ),
    ],
    { xmlns: NS_ENVIO_LOTE },
  );
}

/** The query of a batch's processing. */
export const consultaLote = (protocolo: string): string =>
  el('eSocial', [el('consultaLoteEventos', [leaf('protocoloEnvio', protocolo)])], {
    xmlns: NS_CONSULTA_LOTE,
  });

/** A message inside the SOAP 1.1 envelope of its operation. */
export const envelopeSoap = (operacao: Operacao, mensagem: string): string => {
  const op = OPERACOES[operacao];
  return (
    `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="${NS_SOAP}"><soap:Body>` +
    `<${op.elemento} xmlns="${op.ns}"><${op.parametro}>${mensagem}</${op.parametro}></${op.elemento}>` +
    `</soap:Body></soap:Envelope>`
  );
};

/**
 * Splits events into batches of at most 50: one environment per batch, an employee's events together and in
 * the order they were generated (the eSocial processes a worker's non-periodic events in sequence).
 */
export function dividirEmLotes<T extends { id: number; colaboradorId: number; tpAmb: number }>(
  eventos: T[],
): T[][] {
  const lotes: T[][] = [];
  const porAmbiente = new Map<number, T[]>();
  for (const e of [...eventos].sort((a, b) => a.colaboradorId - b.colaboradorId || a.id - b.id)) {
    const lista = porAmbiente.get(e.tpAmb) ?? [];
    lista.push(e);
    porAmbiente.set(e.tpAmb, lista);
  }
  for (const lista of porAmbiente.values()) {
    let atual: T[] = [];
    let i = 0;
    while (i < lista.length) {
      // an employee's events go whole into a batch when they fit in one
      let j = i;
      while (j < lista.length && lista[j]!.colaboradorId === lista[i]!.colaboradorId) j++;
      const doColaborador = lista.slice(i, j);
      if (atual.length + doColaborador.length > MAXIMO_POR_LOTE && atual.length > 0) {
        lotes.push(atual);
        atual = [];
      }
      for (const e of doColaborador) {
        if (atual.length === MAXIMO_POR_LOTE) {
          lotes.push(atual);
          atual = [];
        }
        atual.push(e);
      }
      i = j;
    }
    if (atual.length) lotes.push(atual);
  }
  return lotes;
}
