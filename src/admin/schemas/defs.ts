// The shared definitions (schemas/_defs/*.json), read from the files themselves: registers, actions and
// report filters name them with $ref and get them inlined, as on the server (src/server/schema-loader.ts).
import type { JsonSchema } from '../../shared/schema/types.ts';

const files = import.meta.glob<JsonSchema>('../../../schemas/_defs/*.json', {
  eager: true,
  import: 'default',
});

export const defs: JsonSchema[] = Object.values(files);
export const defsById = new Map(defs.map((d) => [String(d.$id), d]));

/** Code-unit order, as src/generated's indexes: the same on every machine. */
export const byId = (a: { $id?: string }, b: { $id?: string }) => {
  const x = String(a.$id);
  const y = String(b.$id);
  return x < y ? -1 : x > y ? 1 : 0;
};
