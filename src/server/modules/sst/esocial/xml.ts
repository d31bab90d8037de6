// A tiny XML writer whose output is already in W3C canonical form (C14N 1.0): no declaration, no comments, no
// self-closing tags, attributes in the order given (only the root's xmlns and the event's Id), text and attribute
// values escaped exactly as C14N escapes them (https://www.w3.org/TR/xml-c14n#ProcessingModel). The enveloped
// signature can then digest the text as written; assinatura.test.ts checks it against xml-crypto's C14N.
const TEXTO: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#xD;' };
const ATRIBUTO: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '"': '&quot;',
  '\t': '&#x9;',
  '\n': '&#xA;',
  '\r': '&#xD;',
};
const textoC14n = (v: string) => v.replace(/[&<>\r]/g, (c) => TEXTO[c]!);
const atributoC14n = (v: string) => v.replace(/[&<"\t\n\r]/g, (c) => ATRIBUTO[c]!);

/** An element: children (already written) or a text value; undefined/null/'' children are dropped. */
export type Child = string | undefined | null | false;

export function el(name: string, content: Child | Child[] | number, attrs?: Record<string, string>): string {
  const a = attrs
    ? Object.entries(attrs)
        .map(([k, v]) => ` ${k}="${atributoC14n(v)}"`)
        .join('')
    : '';
  const inner = Array.isArray(content)
    ? content.filter((c): c is string => typeof c === 'string' && c !== '').join('')
    : typeof content === 'number'
      ? String(content)
      : (content ?? '');
  return `<${name}${a}>${inner}</${name}>`;
}

/** A leaf element with a text value, or nothing when the value is absent. */
export function leaf(name: string, value: string | number | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return `<${name}>${textoC14n(String(value))}</${name}>`;
}

/** An element only when it has some content. */
export function group(name: string, children: Child[]): string | undefined {
  const inner = children.filter((c): c is string => typeof c === 'string' && c !== '');
  return inner.length ? el(name, inner) : undefined;
}
