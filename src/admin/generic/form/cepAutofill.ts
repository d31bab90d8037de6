// Filling an address from its CEP (any object with a `cep` property of widget 'cep', like _defs/endereco):
// when the CEP of a group changes to 8 digits, the server says what it knows (GET /api/geral/cep: known
// addresses, the CEP's region, its state) and the empty fields of the group are filled. Never blocks: a
// failed lookup changes nothing and says nothing.
import type { JsonSchema } from '../../../shared/schema/types.ts';

type Data = Record<string, unknown>;
export type CepAnswer = {
  logradouro: string | null;
  bairro: string | null;
  uf: { id: number; nome: string } | null;
  cidade: { id: number; nome: string } | null;
};

const digits = (v: unknown) => (typeof v === 'string' ? v.replace(/\D/g, '') : '');

/** Root groups whose CEP changed to a complete one: [group name, cep digits]. */
export function changedCeps(schema: JsonSchema, before: Data, after: Data): [string, string][] {
  const out: [string, string][] = [];
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (prop.properties?.cep?.['x-ui']?.widget !== 'cep') continue;
    const novo = digits((after[name] as Data | undefined)?.cep);
    if (novo.length === 8 && novo !== digits((before[name] as Data | undefined)?.cep)) out.push([name, novo]);
  }
  return out;
}

const vazio = (v: unknown) =>
  v === undefined ||
  v === null ||
  v === '' ||
  (typeof v === 'object' && (v as { id?: unknown }).id === undefined);

/** The group with the answer's values in the fields the user left empty (a typed street is kept). */
export function filledGroup(group: Data | undefined, answer: CepAnswer): Data {
  const out: Data = { ...(group ?? {}) };
  const put = (k: keyof CepAnswer) => {
    if (answer[k] && vazio(out[k])) out[k] = answer[k];
  };
  put('uf');
  // a city of another state than the one already chosen is not forced on the user
  const uf = out.uf as { id?: number } | undefined;
  if (!answer.uf || !uf?.id || uf.id === answer.uf.id) put('cidade');
  put('logradouro');
  put('bairro');
  return out;
}
