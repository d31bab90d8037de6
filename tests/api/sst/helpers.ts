// What the SST API tests share: the app with an admin of company 1 and a second company (tenant checks), a
// user with one authority, and the "refused, nothing stored" check every §5 rule needs.
import { expect } from 'vitest';
import { expectFieldError, expectFieldErrors } from '../../helpers/expect.ts';
import {
  type Client,
  countRows,
  created,
  startTwoCompanies,
  type TwoCompanies,
  tableFingerprint,
  userWithRoles,
} from '../../helpers/test-app.ts';

export type SstTest = TwoCompanies;
export const startSst = (): Promise<SstTest> => startTwoCompanies();

/** A logged-in user of company 1 whose only authority is `role`. */
export const userWith = async (s: SstTest, role: string, cpf: string): Promise<Client> =>
  (await userWithRoles(s.admin, [role], cpf, { nome: `Usuário ${role}`, perfil: `Somente ${role}` })).client;

/** POST (or PUT) must answer 400 with exactly this field message, and `table` must not change. */
export async function refused(
  s: SstTest,
  table: string,
  send: () => Promise<{ status: number; body: any }>,
  field: string,
  message: string,
) {
  const before = await tableFingerprint(s.t, table);
  expectFieldError(await send(), field, message);
  expect(await tableFingerprint(s.t, table)).toBe(before);
}

type FieldErrors = { field: string; message: string }[];
const byField = (errors: FieldErrors) =>
  [...errors].sort((a, b) => a.field.localeCompare(b.field) || a.message.localeCompare(b.message));

/** As `refused`, for answers with several field errors (in any order). */
export async function refusedAll(
  s: SstTest,
  table: string,
  send: () => Promise<{ status: number; body: any }>,
  errors: FieldErrors,
) {
  const before = await countRows(s.t, table);
  const res = await send();
  expectFieldErrors(
    { ...res, body: { ...res.body, errors: byField(res.body?.errors ?? []) } },
    byField(errors),
  );
  expect(await countRows(s.t, table)).toBe(before);
}

export { created };
