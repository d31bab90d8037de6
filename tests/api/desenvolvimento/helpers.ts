// What the training API tests share: the app with an admin of company 1 and a second company (tenant checks),
// the "refused with this message, nothing stored" check, and a course with a class.
import { expect } from 'vitest';
import { expectFieldError } from '../../helpers/expect.ts';
import {
  type Client,
  created,
  startTwoCompanies,
  type TwoCompanies,
  tableFingerprint,
} from '../../helpers/test-app.ts';

export type DesTest = TwoCompanies;
export const startDes = (): Promise<DesTest> => startTwoCompanies();
export const tableHash = tableFingerprint;

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
