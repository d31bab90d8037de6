import type { FieldError } from '../messages.ts';
import { formatMessages } from './formats.ts';
import type { JsonSchema } from './types.ts';

/** The error object shape ajv produces (kept local so the browser bundle needs no ajv types). */
export type AjvError = {
  keyword: string;
  instancePath: string;
  params: Record<string, any>;
  message?: string;
};

// Nouns of these endings are feminine in Portuguese, with the usual exceptions below.
const FEMININE_ENDINGS = /(a|ção|são|dade|ude|gem|ie)$/i;
const MASCULINE_EXCEPTIONS = new Set([
  'idioma',
  'sistema',
  'dia',
  'tema',
  'problema',
  'programa',
  'mapa',
  'cpf',
]);
const FEMININE_EXCEPTIONS = new Set([
  'ordem',
  'cor',
  'chave',
  'parte',
  'vez',
  'luz',
  'nuvem',
  'senha',
  'origem',
  'mãe',
  'foto',
]);

export function isFeminine(label: string): boolean {
  // the first noun decides: 'Data de Admissão' is feminine, 'Cargo/Faixa Salarial' masculine
  const first =
    label
      .trim()
      .split(/[\s/]+/)[0]
      ?.toLowerCase() ?? '';
  if (FEMININE_EXCEPTIONS.has(first)) return true;
  return !MASCULINE_EXCEPTIONS.has(first) && FEMININE_ENDINGS.test(first);
}

export const requiredMessage = (label: string) =>
  `${label} é ${isFeminine(label) ? 'obrigatória' : 'obrigatório'}`;

/** The schema node at a JSON pointer inside a register schema (properties / items only). */
export function schemaAt(schema: JsonSchema, pointer: string[]): JsonSchema | undefined {
  let node: JsonSchema | undefined = schema;
  for (const part of pointer) {
    if (!node) return undefined;
    if (node.properties && part in node.properties) node = node.properties[part];
    else if (node.items && /^\d+$/.test(part)) node = node.items;
    else return undefined;
  }
  return node;
}

const decodePointer = (p: string) =>
  p
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

/** Turns raw ajv errors into the API's {field, message} list with the spec's Portuguese messages. */
export function toFieldErrors(errors: AjvError[] | null | undefined, schema: JsonSchema): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  for (const e of errors ?? []) {
    // an if/then failure is reported by the `then` keyword's own errors; `if` itself says nothing useful
    if (e.keyword === 'if') continue;
    let path = decodePointer(e.instancePath);
    if (e.keyword === 'errorMessage') {
      // ajv-errors: message already Portuguese; for `required` it names the property.
      const inner = (e.params.errors as AjvError[] | undefined)?.[0];
      if (inner?.keyword === 'required') path = [...path, String(inner.params.missingProperty)];
      push(path, e.message ?? '');
      continue;
    }
    if (e.keyword === 'required') path = [...path, String(e.params.missingProperty)];
    if (e.keyword === 'additionalProperties') path = [...path, String(e.params.additionalProperty)];
    const node = schemaAt(schema, path);
    const label = node?.title ?? path[path.length - 1] ?? 'Registro';
    push(path, messageFor(e, node, label));
  }
  return out;

  function push(path: string[], message: string) {
    const field = path.join('.');
    const key = `${field}\u0000${message}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ field, message });
  }
}

function messageFor(e: AjvError, node: JsonSchema | undefined, label: string): string {
  const p = e.params;
  switch (e.keyword) {
    case 'required':
      return requiredMessage(label);
    case 'additionalProperties':
      return `Campo desconhecido: ${p.additionalProperty}.`;
    case 'type':
      return `${label}: valor de tipo inválido.`;
    case 'format':
      return formatMessages[String(p.format)] ?? `${label}: formato inválido.`;
    case 'maxLength':
      return `${label} deve ter no máximo ${p.limit} caracteres.`;
    case 'minLength':
      return p.limit === 1 ? requiredMessage(label) : `${label} deve ter no mínimo ${p.limit} caracteres.`;
    case 'minimum':
      return `${label} deve ser maior ou igual a ${p.limit}.`;
    case 'exclusiveMinimum':
      return `${label} deve ser maior que ${p.limit}.`;
    case 'maximum':
      return `${label} deve ser menor ou igual a ${p.limit}.`;
    case 'exclusiveMaximum':
      return `${label} deve ser menor que ${p.limit}.`;
    case 'multipleOf':
      return `${label}: número de casas decimais inválido.`;
    case 'minItems':
      return p.limit === 1 ? `Selecione ao menos um(a) ${label}` : `Selecione ao menos ${p.limit} ${label}`;
    case 'maxItems':
      return `Selecione no máximo ${p.limit} ${label}`;
    case 'enum':
    case 'const':
      return `${label}: valor inválido.`;
    case 'pattern':
      return `${label}: formato inválido.`;
    case 'x-not-before':
      return 'Data final inferior a data inicial.';
    case 'x-gte-sibling':
      return `${label}: valor menor que o permitido.`;
    case 'x-not-after-today':
      return `${label} não pode ser posterior à data atual.`;
    case 'x-less-than':
      return `${label} deve ser menor que ${p.other}.`;
    case 'x-ano':
      return `${label} deve estar entre 1900 e o ano atual.`;
    default:
      return node?.title ? `${label}: valor inválido.` : 'Valor inválido.';
  }
}
