import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import metaSchema from '../shared/schema/meta-schema.json' with { type: 'json' };
import { buildRegistry, type Registry, RegistryError } from '../shared/schema/registry.ts';
import type { JsonSchema } from '../shared/schema/types.ts';

export const SCHEMAS_DIR = fileURLToPath(new URL('../../schemas/', import.meta.url));

function listJson(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? listJson(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : [],
    )
    .sort();
}

/** Reads schemas/**.json, checks each against the meta-schema and that its $id matches its file. */
export function loadSchemaDocs(dir = SCHEMAS_DIR): { docs: JsonSchema[]; defs: JsonSchema[] } {
  const checkMeta = new Ajv2020({ allErrors: true, strict: false }).compile(metaSchema);
  const docs: JsonSchema[] = [];
  const defs: JsonSchema[] = [];
  const problems: string[] = [];
  for (const file of listJson(dir)) {
    const rel = relative(dir, file).replace(/\\/g, '/');
    let doc: JsonSchema;
    try {
      doc = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      problems.push(`${rel}: JSON inválido (${(e as Error).message})`);
      continue;
    }
    const expectedId = rel.replace(/\.json$/, '');
    if (doc.$id !== expectedId) problems.push(`${rel}: $id deve ser '${expectedId}'`);
    if (rel.startsWith('_defs/')) {
      defs.push(doc);
      continue;
    }
    if (!checkMeta(doc)) {
      for (const e of checkMeta.errors ?? []) problems.push(`${rel}${e.instancePath}: ${e.message}`);
      continue;
    }
    if ((doc['x-resource'] as { path?: string } | undefined)?.path !== expectedId)
      problems.push(`${rel}: x-resource.path deve ser '${expectedId}'`);
    docs.push(doc);
  }
  if (problems.length) throw new RegistryError(`Schemas inválidos:\n  ${problems.join('\n  ')}`);
  return { docs, defs };
}

/** The registry and the shared `_defs` (report filters inline them too), read once. */
export function loadSchemas(dir = SCHEMAS_DIR): { registry: Registry; defs: JsonSchema[] } {
  const { docs, defs } = loadSchemaDocs(dir);
  return { registry: buildRegistry(docs, defs), defs };
}

export const loadRegistry = (dir = SCHEMAS_DIR): Registry => loadSchemas(dir).registry;
