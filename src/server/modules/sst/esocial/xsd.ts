// Validation of eSocial events against the official S-1.3 XSDs (reference-data/esocial-xsd/S-1.3, unmodified),
// and of the batch messages against the communication XSDs (reference-data/esocial-xsd/comunicacao-v1_5_0),
// with xmllint-wasm: many documents in one run (the run's start-up, ~90 ms, is paid once per batch), errors told
// apart by file name. The schemas are read once, on the first validation.
import { readFile } from 'node:fs/promises';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

const DIR = new URL('../../../../../reference-data/esocial-xsd/S-1.3/', import.meta.url);
const DIR_COMUNICACAO = new URL(
  '../../../../../reference-data/esocial-xsd/comunicacao-v1_5_0/',
  import.meta.url,
);
/** The official XSD of each event this module generates. */
export const XSD_DO_EVENTO = {
  'S-2210': 'evtCAT.xsd',
  'S-2220': 'evtMonit.xsd',
  'S-2240': 'evtExpRisco.xsd',
  'S-3000': 'evtExclusao.xsd',
} as const;
export type TipoEvento = keyof typeof XSD_DO_EVENTO;

/** The communication messages: the batch sent, the batch query and the answers. */
export const XSD_DA_COMUNICACAO = {
  envioLote: 'EnvioLoteEventos-v1_1_1.xsd',
  retornoEnvio: 'RetornoEnvioLoteEventos-v1_1_0.xsd',
  consultaLote: 'ConsultaLoteEventos-v1_0_0.xsd',
  retornoProcessamento: 'RetornoProcessamentoLote-v1_3_0.xsd',
  retornoEvento: 'RetornoEvento-v1_2_1.xsd',
} as const;
export type MensagemEsocial = keyof typeof XSD_DA_COMUNICACAO;

type Esquema = { schema: XMLFileInfo; preload: XMLFileInfo[] };
const esquemas = new Map<string, Promise<Esquema>>();

const arquivo = async (nome: string, dir = DIR): Promise<XMLFileInfo> => ({
  fileName: nome,
  contents: await readFile(new URL(nome, dir)),
});

function carregar(tipo: TipoEvento | MensagemEsocial): Promise<Esquema> {
  let e = esquemas.get(tipo);
  if (!e) {
    e =
      tipo in XSD_DO_EVENTO
        ? Promise.all([
            arquivo(XSD_DO_EVENTO[tipo as TipoEvento]),
            arquivo('tipos.xsd'),
            arquivo('xmldsig-core-schema.xsd'),
          ]).then(([schema, tipos, dsig]) => ({ schema, preload: [tipos, dsig] }))
        : Promise.all([
            arquivo(XSD_DA_COMUNICACAO[tipo as MensagemEsocial], DIR_COMUNICACAO),
            arquivo('xmldsig-core-schema.xsd', DIR_COMUNICACAO),
          ]).then(([schema, dsig]) => ({ schema, preload: [dsig] }));
    esquemas.set(tipo, e);
  }
  return e;
}

/** Per event (same order): null when valid, else the first error's message (element and what is wrong). */
export const validarEventos = (tipo: TipoEvento, xmls: string[]) => validar(tipo, xmls);

/** Per message (same order): null when valid against its communication XSD, else the first error. */
export const validarMensagens = (tipo: MensagemEsocial, xmls: string[]) => validar(tipo, xmls);

async function validar(tipo: TipoEvento | MensagemEsocial, xmls: string[]): Promise<(string | null)[]> {
  if (xmls.length === 0) return [];
  const { schema, preload } = await carregar(tipo);
  const nomes = xmls.map((_, i) => `evento-${i}.xml`);
  // 16 KiB per event is plenty, a batch of 50 events needs its size several times over; 64 KiB pages
  const bytes = Math.max(
    xmls.length * 16 * 1024,
    xmls.reduce((soma, x) => soma + x.length, 0),
  );
  const res = await validateXML({
    xml: xmls.map((contents, i) => ({ fileName: nomes[i]!, contents })),
    schema: [schema],
    preload,
    maxMemoryPages: Math.min(65536, 256 + Math.ceil(bytes / 65536) * 4),
  });
  const porArquivo = new Map<string, string>();
  for (const e of res.errors) {
    // xmllint ends each invalid file with '<file> fails to validate' (no line): that file's, not a general error
    const nome = e.loc?.fileName ?? /^(\S+) fails to validate/.exec(e.rawMessage.trim())?.[1] ?? '';
    if (!porArquivo.has(nome)) porArquivo.set(nome, e.message.trim());
  }
  // an error without a file (schema problem) fails everything
  const geral = porArquivo.get('');
  return nomes.map((n) => porArquivo.get(n) ?? geral ?? null);
}

export const validarS2240 = (xmls: string[]) => validarEventos('S-2240', xmls);

/** The element an xmllint message names ("Element '{ns}dscAgNoc': …" → 'dscAgNoc'). */
export const elementoDoErro = (mensagem: string) => /Element '(?:\{[^}]*\})?([^']+)'/.exec(mensagem)?.[1];
