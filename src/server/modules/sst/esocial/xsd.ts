// Validation of eSocial events against the official S-1.3 XSDs (reference-data/esocial-xsd/S-1.3, unmodified),
// with xmllint-wasm: many events in one run (the run's start-up, ~90 ms, is paid once per batch), errors told
// apart by file name. The schemas are read once, on the first validation.
import { readFile } from 'node:fs/promises';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

const DIR = new URL('../../../../../reference-data/esocial-xsd/S-1.3/', import.meta.url);
/** The official XSD of each event this module generates. */
export const XSD_DO_EVENTO = {
  'S-2210': 'evtCAT.xsd',
  'S-2220': 'evtMonit.xsd',
  'S-2240': 'evtExpRisco.xsd',
} as const;
export type TipoEvento = keyof typeof XSD_DO_EVENTO;

const esquemas = new Map<TipoEvento, Promise<{ schema: XMLFileInfo; preload: XMLFileInfo[] }>>();

const arquivo = async (nome: string): Promise<XMLFileInfo> => ({
  fileName: nome,
  contents: await readFile(new URL(nome, DIR)),
});

function carregar(tipo: TipoEvento) {
  let e = esquemas.get(tipo);
  if (!e) {
    e = Promise.all([
      arquivo(XSD_DO_EVENTO[tipo]),
      arquivo('tipos.xsd'),
      arquivo('xmldsig-core-schema.xsd'),
    ]).then(([schema, tipos, dsig]) => ({ schema, preload: [tipos, dsig] }));
    esquemas.set(tipo, e);
  }
  return e;
}

/** Per event (same order): null when valid, else the first error's message (element and what is wrong). */
export async function validarEventos(tipo: TipoEvento, xmls: string[]): Promise<(string | null)[]> {
  if (xmls.length === 0) return [];
  const { schema, preload } = await carregar(tipo);
  const nomes = xmls.map((_, i) => `evento-${i}.xml`);
  const res = await validateXML({
    xml: xmls.map((contents, i) => ({ fileName: nomes[i]!, contents })),
    schema: [schema],
    preload,
    // 16 KiB per event is plenty; 64 KiB pages
    maxMemoryPages: Math.min(65536, 256 + Math.ceil((xmls.length * 16 * 1024) / 65536) * 4),
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
