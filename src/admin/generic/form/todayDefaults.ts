// x-ui.defaultToday: a date that is obviously today on a new record (a personnel request's date) starts so.
import type { JsonSchema } from '../../../shared/schema/types.ts';

/** `data` with today's date in every empty root date marked x-ui.defaultToday. */
export function withTodayDefaults(
  schema: JsonSchema,
  data: Record<string, unknown>,
  today: string,
): Record<string, unknown> {
  const out = { ...data };
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const empty = out[name] === undefined || out[name] === null || out[name] === '';
    if (prop['x-ui']?.defaultToday && !prop.readOnly && empty) out[name] = today;
  }
  return out;
}
