// The declared actions' schemas (schemas/<module>/_acoes/<name>.json) with the shared _defs inlined, as
// the server reads them (src/server/schema-loader.ts): the forms of actions that have one.
import { inlineDefs } from '../../shared/schema/registry.ts';
import type { JsonSchema } from '../../shared/schema/types.ts';
import { byId, defsById } from './defs.ts';

const files = import.meta.glob<JsonSchema>('../../../schemas/*/_acoes/*.json', {
  eager: true,
  import: 'default',
});

const actions: JsonSchema[] = Object.values(files)
  .sort(byId)
  .map((a) => inlineDefs(a, defsById, String(a.$id)));

export default actions;
