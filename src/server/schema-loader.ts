import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import metaSchema from '../shared/schema/meta-schema.json' with { type: 'json' };
import { buildRegistry, inlineDefs, type Registry, RegistryError } from '../shared/schema/registry.ts';
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
export function loadSchemaDocs(dir = SCHEMAS_DIR): {
  docs: JsonSchema[];
  defs: JsonSchema[];
  actions: JsonSchema[];
} {
  const metaAjv = new Ajv2020({ allErrors: true, strict: false });
  const checkMeta = metaAjv.compile(metaSchema);
  // an action's properties follow the same x- keyword rules as a register's
  const checkProperty = metaAjv.getSchema('gente-meta-schema#/$defs/property')!;
  const docs: JsonSchema[] = [];
  const defs: JsonSchema[] = [];
  const actions: JsonSchema[] = [];
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
    if (/^[a-z0-9-]+\/_acoes\/[a-z0-9-]+\.json$/.test(rel)) {
      if (doc.type !== 'object') problems.push(`${rel}: o schema de uma ação deve ser do tipo object`);
      for (const [name, prop] of Object.entries(doc.properties ?? {}))
        if (!checkProperty(prop))
          for (const e of checkProperty.errors ?? [])
            problems.push(`${rel}: ${name}${e.instancePath}: ${e.message}`);
      actions.push(doc);
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
  return { docs, defs, actions };
}

/**
 * The registry, the shared `_defs` (report filters inline them too) and the declared actions' schemas
 * (`schemas/<module>/_acoes/<name>.json`, with `_defs` inlined), read once.
 */
export function loadSchemas(dir = SCHEMAS_DIR): {
  registry: Registry;
  defs: JsonSchema[];
  actions: JsonSchema[];
} {
  const { docs, defs, actions } = loadSchemaDocs(dir);
  const byId = new Map(defs.map((d) => [String(d.$id), d]));
  return {
    registry: buildRegistry(docs, defs),
    defs,
    actions: actions.map((a) => inlineDefs(a, byId, String(a.$id))),
  };
}

export const loadRegistry = (dir = SCHEMAS_DIR): Registry => loadSchemas(dir).registry;
