// Validation of eSocial events against the official S-1.3 XSDs (reference-data/esocial-xsd/S-1.3, unmodified),
// with xmllint-wasm: many events in one run (the run's start-up, ~90 ms, is paid once per batch), errors told
// apart by file name. The schemas are read once, on the first validation.
import { readFile } from 'node:fs/promises';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

const DIR = new URL('../../../../../reference-data/esocial-xsd/S-1.3/', import.meta.url);
let esquemas: Promise<{ schema: XMLFileInfo; preload: XMLFileInfo[] }> | undefined;

const arquivo = async (nome: string): Promise<XMLFileInfo> => ({
  fileName: nome,
  contents: await readFile(new URL(nome, DIR)),
});

function carregar() {
  esquemas ??= Promise.all([
    arquivo('evtExpRisco.xsd'),
    arquivo('tipos.xsd'),
    arquivo('xmldsig-core-schema.xsd'),
  ]).then(([schema, tipos, dsig]) => ({ schema, preload: [tipos, dsig] }));
  return esquemas;
}

/** Per event (same order): null when valid, else the first error's message (element and what is wrong). */
export async function validarS2240(xmls: string[]): Promise<(string | null)[]> {
  if (xmls.length === 0) return [];
  const { schema, preload } = await carregar();
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

/** The element an xmllint message names ("Element '{ns}dscAgNoc': …" → 'dscAgNoc'). */
export const elementoDoErro = (mensagem: string) => /Element '(?:\{[^}]*\})?([^']+)'/.exec(mensagem)?.[1];
