// What the SST API tests share: the app with an admin of company 1 and a second company (tenant checks), a
// user with one authority, and the "refused, nothing stored" check every §5 rule needs.
import { expect } from 'vitest';
import { expectFieldError, expectFieldErrors } from '../../helpers/expect.ts';
import {
  Client,
  countRows,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';

export type SstTest = { t: TestApp; admin: Client; other: Client; otherEmpresaId: number };

export async function startSst(): Promise<SstTest> {
  const t = await startTestApp();
  const admin = new Client(t.app);
  await admin.login();
  const { client: other, empresaId: otherEmpresaId } = await createCompanyWithUser(
    admin,
    'Empresa B',
    '11144477735',
  );
  return { t, admin, other, otherEmpresaId };
}

/** A logged-in user of company 1 whose only authority is `role`. */
export async function userWith(s: SstTest, role: string, cpf: string): Promise<Client> {
  const perfil = await created(s.admin, '/api/utilitario/perfis', {
    nome: `Somente ${role}`,
    permissoes: [role],
  });
  await created(s.admin, '/api/utilitario/usuarios', {
    nome: `Usuário ${role}`,
    cpf,
    senha: 'senha-de-teste-9',
    empresas: [1],
    perfis: [perfil.id],
  });
  const client = new Client(s.t.app);
  await client.login(cpf, 'senha-de-teste-9', 1);
  return client;
}

/** POST (or PUT) must answer 400 with exactly this field message, and `table` must not change. */
export async function refused(
  s: SstTest,
  table: string,
  send: () => Promise<{ status: number; body: any }>,
  field: string,
  message: string,
) {
  const before = await s.t.sql.query(
    `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY id), '')) AS h FROM ${table} t`,
  );
  expectFieldError(await send(), field, message);
  const after = await s.t.sql.query(
    `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY id), '')) AS h FROM ${table} t`,
  );
  expect(after.rows[0].h).toBe(before.rows[0].h);
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
