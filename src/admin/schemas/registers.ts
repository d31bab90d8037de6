// The registers' schemas as the server reads them (schemas/<module>/<register>.json with the shared _defs
// inlined, src/shared/schema/registry.ts), for the generated screens and the reference pickers. Read from
// the files themselves, not from a generated bundle: adding a register changes no shared file here.
// Loaded after login (vite.config.ts CONSOLE_AFTER_LOGIN), never with the entry.
import { buildRegistry } from '../../shared/schema/registry.ts';
import type { JsonSchema } from '../../shared/schema/types.ts';
import { byId, defs } from './defs.ts';

const files = import.meta.glob<JsonSchema>(['../../../schemas/*/*.json', '!../../../schemas/_defs/*.json'], {
  eager: true,
  import: 'default',
});

const schemas: JsonSchema[] = buildRegistry(Object.values(files).sort(byId), defs)
  .resources.map((r) => r.schema)
  .sort(byId);

export default schemas;
