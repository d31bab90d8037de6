// The line under a candidate found by words of the CV ('Incluir candidatos'): the part of the CV where the words
// are, with them marked. PostgreSQL's ts_headline finds it in the CV's folded text (gente_search: no accents,
// lower case; the vectors are built from it); the marks are then put on the same stretch of the CV as typed,
// whose characters line up one to one with the folded ones, so the line keeps its accents and capitals.

/** What ts_headline is asked to put around each word found (characters a CV does not hold). */
export const INICIO = '\u27e6';
export const FIM = '\u27e7';
/** Between two fragments of one CV. */
export const SEPARADOR = ' \u2026 ';

export type Trecho = { texto: string; destaques: [inicio: number, fim: number][] };

/** The folding of gente_search (schema-sync.ts), character for character. */
const DE = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ';
const PARA = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy';
export function dobra(texto: string): string {
  let out = '';
  for (const ch of texto) {
    const i = DE.indexOf(ch);
    out += (i >= 0 ? PARA[i]! : ch).toLowerCase();
  }
  return out;
}

/** One fragment of the headline as {texto, destaques}, before it is put back on the CV as typed. */
function marcas(fragmento: string): Trecho {
  let texto = '';
  const destaques: [number, number][] = [];
  let inicio = -1;
  for (const ch of fragmento) {
    if (ch === INICIO) inicio = texto.length;
    else if (ch === FIM) {
      if (inicio >= 0) destaques.push([inicio, texto.length]);
      inicio = -1;
    } else texto += ch;
  }
  return { texto, destaques };
}

/**
 * The headline of `curriculo` (as ts_headline answered it over its folded text) as the CV's own text with the
 * found words marked; fragments joined by ' … ', white space collapsed. Undefined when nothing was marked.
 */
export function trechoDoCurriculo(curriculo: string, headline: string): Trecho | undefined {
  const dobrado = dobra(curriculo);
  const alinhado = dobrado.length === curriculo.length;
  const partes = headline.split(SEPARADOR).map(marcas);
  if (!partes.some((p) => p.destaques.length > 0)) return undefined;
  let texto = '';
  const destaques: [number, number][] = [];
  for (const parte of partes) {
    if (texto) texto += SEPARADOR;
    // the fragment as typed: the same stretch of the CV, when the folding kept the length
    const onde = alinhado ? dobrado.indexOf(parte.texto) : -1;
    const original = onde >= 0 ? curriculo.slice(onde, onde + parte.texto.length) : parte.texto;
    // collapse white space, moving the marks with the text
    let limpo = '';
    const mapa: number[] = [];
    for (let i = 0; i < original.length; i++) {
      mapa[i] = limpo.length;
      const ch = original[i]!;
      if (/\s/.test(ch)) {
        if (limpo && !limpo.endsWith(' ')) limpo += ' ';
      } else limpo += ch;
    }
    mapa[original.length] = limpo.length;
    const desloca = texto.length;
    texto += limpo;
    for (const [a, b] of parte.destaques) destaques.push([desloca + mapa[a]!, desloca + mapa[b]!]);
  }
  return { texto: texto.trim(), destaques };
}
