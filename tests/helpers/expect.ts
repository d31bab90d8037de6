import { expect } from 'vitest';
import type { FieldError } from '../../src/shared/messages.ts';

type Answer = { status: number; body: any };

/** A 400 FIELD_VALIDATION_VIOLATION answer with exactly these field errors. */
export function expectFieldErrors(res: Answer, errors: FieldError[]) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({
    status: 400,
    code: 'FIELD_VALIDATION_VIOLATION',
    message: 'Preencha os campos indicados',
  });
  expect(res.body.errors).toEqual(errors);
}

export const expectFieldError = (res: Answer, field: string, message: string) =>
  expectFieldErrors(res, [{ field, message }]);
