// What the talent-management API tests share: the app with an admin of company 1 and a second company, a user
// with chosen authorities, employees placed in an area, and the "refused, nothing stored" check.
import { expect } from 'vitest';
import { expectFieldError } from '../../helpers/expect.ts';
import {
  created,
  startTwoCompanies,
  type TwoCompanies,
  tableFingerprint,
  userWithRoles,
} from '../../helpers/test-app.ts';
import { entradaCarreira } from '../sst/fixtures.ts';

export type GtTest = TwoCompanies;
export const startGt = (): Promise<GtTest> => startTwoCompanies();

/** A logged-in user of company 1 with these authorities; answers the client and the user id. */
export const userWith = (s: GtTest, roles: string[], cpf: string, nome = `Usuário ${cpf}`) =>
  userWithRoles(s.admin, roles, cpf, { nome });

const hash = (s: GtTest, table: string) => tableFingerprint(s.t, table);

/** The request must answer 400 with exactly this field message, and `table` must not change. */
export async function refused(
  s: GtTest,
  table: string,
  send: () => Promise<{ status: number; body: any }>,
  field: string,
  message: string,
) {
  const before = await hash(s, table);
  expectFieldError(await send(), field, message);
  expect(await hash(s, table)).toBe(before);
}

/** The request must answer 409 with exactly this message, and `table` must not change. */
export async function conflicted(
  s: GtTest,
  table: string,
  send: () => Promise<{ status: number; body: any }>,
  message: string,
) {
  const before = await hash(s, table);
  const res = await send();
  expect(res.status).toBe(409);
  expect(res.body).toMatchObject({ status: 409, code: 'CONFLICT', message });
  expect(await hash(s, table)).toBe(before);
}

/** An employee admitted on `admissao` in area/range `pos`, with its admission history entry. */
export async function talento(
  s: GtTest,
  nome: string,
  pos: { areaId: number; faixaId: number },
  admissao = '2020-01-10',
  extra: Record<string, unknown> = {},
  historico: Record<string, unknown> = {},
) {
  const c = await created(s.admin, '/api/cargo-salario/colaboradores', {
    nome,
    dataAdmissao: admissao,
    ...extra,
  });
  await created(
    s.admin,
    '/api/cargo-salario/historicos-colaboradores',
    entradaCarreira(pos, c.id, admissao, historico),
  );
  return c.id as number;
}

export { created };
