// cargo-salario/faturamentos-mensais: monthly revenue of the company (one per month, the month stored as
// its first day), validation messages with nothing stored, period filter, tenant scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldErrors } from '../../helpers/expect.ts';
import { Client, createCompanyWithUser, startTestApp, type TestApp } from '../../helpers/test-app.ts';

const PATH = '/api/cargo-salario/faturamentos-mensais';
let t: TestApp;
let admin: Client;
let other: Client;

const count = async () =>
  Number((await t.sql.query('SELECT count(*) FROM faturamento_mensal')).rows[0].count);

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  ({ client: other } = await createCompanyWithUser(admin, 'Empresa B', '11144477735'));
});
afterAll(async () => t?.close());

describe('faturamentos-mensais', () => {
  it('creates with exact money and a trimmed note', async () => {
    const res = await admin.post(PATH, {
      mesAno: '2026-01-01',
      valor: 1234567.89,
      observacao: '  Janeiro  ',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      mesAno: '2026-01-01',
      valor: 1234567.89,
      observacao: 'Janeiro',
    });
    const row = await t.sql.query('SELECT valor::text FROM faturamento_mensal WHERE id = $1', [res.body.id]);
    expect(row.rows[0].valor).toBe('1234567.89');
  });

  it.each([
    ['month absent', { valor: 10 }, 'mesAno', 'Mês/Ano é obrigatório'],
    [
      'month not the first day',
      { mesAno: '2026-02-15', valor: 10 },
      'mesAno',
      'Mês/Ano deve ser o primeiro dia do mês.',
    ],
    ['month invalid', { mesAno: '2026-13-01', valor: 10 }, 'mesAno', 'Data inválida.'],
    ['value absent', { mesAno: '2026-02-01' }, 'valor', 'Valor é obrigatório'],
    ['value negative', { mesAno: '2026-02-01', valor: -1 }, 'valor', 'Valor deve ser maior ou igual a 0.'],
    [
      'value with 3 decimals',
      { mesAno: '2026-02-01', valor: 1234567.891 },
      'valor',
      'Valor: número de casas decimais inválido.',
    ],
    [
      'value with 3 decimals below 1',
      { mesAno: '2026-02-01', valor: 0.005 },
      'valor',
      'Valor: número de casas decimais inválido.',
    ],
    [
      'note of 256',
      { mesAno: '2026-02-01', valor: 1, observacao: 'o'.repeat(256) },
      'observacao',
      'Observação deve ter no máximo 255 caracteres.',
    ],
    [
      'a second revenue for a month',
      { mesAno: '2026-01-01', valor: 1 },
      'mesAno',
      'Já existe faturamento cadastrado para este mês.',
    ],
  ])('refuses %s and stores nothing', async (_c, body, field, message) => {
    const before = await count();
    expectFieldErrors(await admin.post(PATH, body), [{ field, message }]);
    expect(await count()).toBe(before);
  });

  it('filters by period, newest first, and keeps companies apart', async () => {
    for (const mesAno of ['2026-02-01', '2026-03-01', '2025-12-01'])
      expect((await admin.post(PATH, { mesAno, valor: 100 })).status).toBe(201);
    const res = await admin.get(`${PATH}?mesAnoIni=2026-01-01&mesAnoFim=2026-02-28`);
    expect(res.body.map((f: { mesAno: string }) => f.mesAno)).toEqual(['2026-02-01', '2026-01-01']);
    // another company may have its own revenue for the same month and sees none of these
    expect((await other.post(PATH, { mesAno: '2026-01-01', valor: 5 })).status).toBe(201);
    expect((await other.get(PATH)).body.map((f: { valor: number }) => f.valor)).toEqual([5]);
    expect((await other.get(`${PATH}/${res.body[0].id}`)).status).toBe(404);
  });
});
