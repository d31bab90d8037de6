// Control characters in text: PostgreSQL refuses NUL in text columns (the write failed with a 500), and the
// others (BEL, ESC, form feed, vertical tab…) are no text a person types: stored, they broke the eSocial
// XML (its XSD refuses them) long after the input. TAB, LF and CR stay allowed: text areas have lines.
import type { FieldError } from '../messages.ts';

export const MSG_CONTROLE = 'Contém caracteres de controle não permitidos.';

// U+0000–U+001F except TAB (U+0009), LF (U+000A) and CR (U+000D); and DEL (U+007F)
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_ALL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export const hasControlCharacters = (text: string): boolean => CONTROL.test(text);

/**
 * Only what JSON, a query string or a form parser builds is walked, never a Buffer or a class instance: plain
 * objects, and dictionaries without Object's prototype (a null one, or one that is itself an empty
 * dictionary, as Fastify's query string parser builds them).
 */
function isPlainObject(v: object): boolean {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

/** A value to look at and where it is (its path is only spelled out when it is reported). */
type Node = { value: unknown; key: string; parent: Node | null };

function pathOf(node: Node): string {
  const keys: string[] = [];
  for (let n: Node | null = node; n?.parent; n = n.parent) keys.push(n.key);
  return keys.reverse().join('.');
}

/**
 * The fields of a parsed body (JSON, form, query string) holding a control character, named by their path as
 * the validators name fields ('contato.email', 'experiencias.0.empresa'); a key with one counts as its field.
 * Walked without recursion (a deeply nested body cannot exhaust the stack); at most `limit` fields are told.
 */
export function controlCharacterErrors(value: unknown, limit = 20): FieldError[] {
  const out: FieldError[] = [];
  const report = (node: Node) => out.push({ field: pathOf(node), message: MSG_CONTROLE });
  const stack: Node[] = [{ value, key: '', parent: null }];
  while (stack.length > 0 && out.length < limit) {
    const node = stack.pop()!;
    const v = node.value;
    if (typeof v === 'string') {
      if (CONTROL.test(v)) report(node);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: String(i), parent: node });
    } else if (v !== null && typeof v === 'object' && isPlainObject(v)) {
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        const child = { value: (v as Record<string, unknown>)[key], key, parent: node };
        if (CONTROL.test(key)) report({ ...child, key: key.replace(CONTROL_ALL, '') });
        else stack.push(child);
      }
    }
  }
  return out;
}
