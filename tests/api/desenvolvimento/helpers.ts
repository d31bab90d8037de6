// What the training API tests share: the app with an admin of company 1 and a second company (tenant checks),
// the "refused with this message, nothing stored" check, and a course with a class.
import { expect } from 'vitest';
import { expectFieldError } from '../../helpers/expect.ts';
import {
  Client,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';

export type DesTest = { t: TestApp; admin: Client; other: Client; otherEmpresaId: number };

export async function startDes(): Promise<DesTest> {
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

/** A fingerprint of a table's rows, to show a refused write stored nothing. */
export async function tableHash(t: TestApp, table: string): Promise<string> {
  const r = await t.sql.query(
    `SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM ${table} x`,
  );
  return r.rows[0].h;
}

/** The request must answer 400 with exactly this field message, and none of `tables` may change. */
export async function refused(
  s: DesTest,
  tables: string[],
  send: () => Promise<{ status: number; body: any }>,
  field: string,
  message: string,
) {
  const before = await Promise.all(tables.map((x) => tableHash(s.t, x)));
  expectFieldError(await send(), field, message);
  expect(await Promise.all(tables.map((x) => tableHash(s.t, x)))).toEqual(before);
}

/** The request must answer `status` with this message, and none of `tables` may change. */
export async function refusedWith(
  s: DesTest,
  tables: string[],
  send: () => Promise<{ status: number; body: any }>,
  status: number,
  message: string,
) {
  const before = await Promise.all(tables.map((x) => tableHash(s.t, x)));
  const res = await send();
  expect(res.body?.message).toBe(message);
  expect(res.status).toBe(status);
  expect(await Promise.all(tables.map((x) => tableHash(s.t, x)))).toEqual(before);
}

export const CURSOS = '/api/desenvolvimento/cursos';
export const TURMAS = '/api/desenvolvimento/turmas';
export const INSCRICOES = '/api/desenvolvimento/colaboradores-turma';
export const AVALIACOES = '/api/desenvolvimento/avaliacoes-curso';
export const TIPOS_DESPESA = '/api/desenvolvimento/tipos-despesa';
export const CATEGORIAS = '/api/desenvolvimento/categorias-curso';

export const colaborador = async (c: Client, nome: string) =>
  (await created(c, '/api/cargo-salario/colaboradores', { nome, dataAdmissao: '2024-01-10' })).id as number;

export const turma = (cursoId: number, extra: Record<string, unknown> = {}) => ({
  descricao: 'Turma 1',
  curso: { id: cursoId },
  instrutor: 'Marta Reis',
  custo: 1500,
  dataPrevIni: '2026-03-02',
  dataPrevFim: '2026-03-06',
  ...extra,
});

export { created };
