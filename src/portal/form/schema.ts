// The candidate register's schema in the portal: the same file the server and the console read
// (schemas/captacao/candidatos.json with its shared definitions inlined by the registry's own function), so
// labels, tabs, limits and rules are written once. Only the candidate's own fields are shown.

import camposExtras from '../../../schemas/_defs/campos-extras.json' with { type: 'json' };
import contato from '../../../schemas/_defs/contato.json' with { type: 'json' };
import dadosPessoais from '../../../schemas/_defs/dados-pessoais.json' with { type: 'json' };
import dinheiro from '../../../schemas/_defs/dinheiro.json' with { type: 'json' };
import documentos from '../../../schemas/_defs/documentos-pessoais.json' with { type: 'json' };
import endereco from '../../../schemas/_defs/endereco.json' with { type: 'json' };
import ref from '../../../schemas/_defs/ref.json' with { type: 'json' };
import candidatos from '../../../schemas/captacao/candidatos.json' with { type: 'json' };
import { CAMPOS_DO_RH } from '../../shared/portal/campos-candidato.ts';
import { inlineDefs } from '../../shared/schema/registry.ts';
import type { JsonSchema } from '../../shared/schema/types.ts';

const defs = new Map(
  [dadosPessoais, documentos, endereco, contato, camposExtras, ref, dinheiro].map((d) => [
    d.$id,
    d as JsonSchema,
  ]),
);

export const CANDIDATO: JsonSchema = inlineDefs(
  candidatos as unknown as JsonSchema,
  defs,
  'captacao/candidatos',
);

export { typeOf } from '../../shared/schema/schema-info.ts';

/** Shown to the candidate at all: not server-kept, not HR's, not hidden, not the password (its own section). */
export const doCandidato = (name: string, s: JsonSchema) =>
  !s.readOnly || (s['x-file'] !== undefined && !(CAMPOS_DO_RH as readonly string[]).includes(name))
    ? !(CAMPOS_DO_RH as readonly string[]).includes(name) &&
      name !== 'senha' &&
      name !== 'id' &&
      !s['x-virtual'] &&
      s['x-ui']?.widget !== 'hidden'
    : false;

const order = (s: JsonSchema) => (s['x-ui']?.order as number | undefined) ?? 999;

/** Properties of a node in their x-ui order. */
export const propsOf = (s: JsonSchema) =>
  Object.entries(s.properties ?? {}).sort(([, a], [, b]) => order(a) - order(b));

/** The tabs of the form: the register's x-ui.tab of the candidate's own top-level fields, in order. */
export function abasDoCandidato(): { aba: string; campos: [string, JsonSchema][] }[] {
  const abas: { aba: string; campos: [string, JsonSchema][] }[] = [];
  for (const [name, s] of propsOf(CANDIDATO)) {
    if (!doCandidato(name, s)) continue;
    const aba = (s['x-ui']?.tab as string | undefined) ?? 'Dados Pessoais';
    const grupo = abas.find((a) => a.aba === aba);
    if (grupo) grupo.campos.push([name, s]);
    else abas.push({ aba, campos: [[name, s]] });
  }
  return abas;
}
