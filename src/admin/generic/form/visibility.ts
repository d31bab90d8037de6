// x-ui.showIf: a field shown only while its object (the record, or a list item) satisfies a JSON Schema,
// e.g. the EPI answers only when EPIs are used. Checked with the eval-free structural checker; a hidden field's
// value is neither shown nor sent (toWire), so what is validated is what is sent.
import type { JsonSchema } from '../../../shared/schema/types.ts';
import { structuralErrors } from './structural.ts';

export function isShown(prop: JsonSchema | undefined, object: unknown): boolean {
  const condition = prop?.['x-ui']?.showIf;
  if (!condition) return true;
  return structuralErrors(condition, object ?? {}).length === 0;
}
