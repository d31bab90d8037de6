// A declared action's body checked in the browser by the server's own precompiled validator ('acao:<id>'),
// with the same Portuguese messages the server would answer; the schema (for labels) comes with the
// generated action schemas, loaded on first use.
import type { FieldError } from '../../../shared/messages.ts';
import { toFieldErrors } from '../../../shared/schema/field-errors.ts';
import type { JsonSchema } from '../../../shared/schema/types.ts';
import { loadValidator } from '../../generic/form/loadValidator.ts';

export async function validarAcao(id: string, body: unknown): Promise<FieldError[]> {
  const validar = await loadValidator(`acao:${id}`);
  if (validar(body)) return [];
  const schemas = (await import('../../schemas/actions.ts')).default as unknown as JsonSchema[];
  const schema = schemas.find((s) => s.$id === id) ?? { type: 'object' };
  return toFieldErrors(validar.errors, schema);
}
