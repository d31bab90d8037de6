// Which of the server's field messages a form shows under a field of its own. The others ('infoAmb' of an
// S-2240 that has no field on the screen, a property the screen hides, an item of a dialog list that is
// not open) would leave the user with 'Preencha os campos indicados' and nothing marked: the error handler
// puts them in the message instead (notifyError's shownFields).
import type { JsonSchema } from '../../../shared/schema/types.ts';
import { displayPath } from './formData.ts';
import { isShown } from './visibility.ts';

/** Whether `field` (the API's dotted path) has an input on this form, given what the form holds now. */
export function isShownOnForm(schema: JsonSchema, field: string, data: unknown): boolean {
  const path = displayPath(schema, field);
  if (path.length === 0) return false;
  let node: JsonSchema = schema;
  let values: unknown = data;
  for (let i = 0; i < path.length; i++) {
    const part = path[i]!;
    const at = (values ?? {}) as Record<string, unknown>;
    if (node.properties) {
      const prop = node.properties[part];
      if (!prop || prop['x-ui']?.widget === 'hidden' || !isShown(prop, values)) return false;
      // a dialog list marks only itself: its items' fields are on screen only while an item is open
      if (prop['x-ui']?.widget === 'dialogList' && i < path.length - 1) return false;
      node = prop;
      values = at[part];
    } else if (node.items && /^\d+$/.test(part)) {
      node = node.items;
      values = Array.isArray(values) ? values[Number(part)] : undefined;
    } else return false;
  }
  return true;
}
