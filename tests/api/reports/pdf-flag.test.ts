// Every report filter takes the spec's `pdf` flag (§9: default true): false gives the spreadsheet;
// `?formato=` keeps working and wins when both are given.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, created, startTestApp, type TestApp } from '../../helpers/test-app.ts';

const URL = '/api/cargo-salario/relatorios/cargos-resumidos';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  const area = await created(admin, '/api/cargo-salario/areas-organizacionais', { nome: 'Área Relatório' });
  await created(admin, '/api/cargo-salario/cargos', {
    nome: 'Analista',
    nomeMercado: 'Analista',
    areasOrganizacionais: [area.id],
  });
});
afterAll(() => t?.close());

const post = (url: string, body: unknown) =>
  t.app.inject({ method: 'POST', url, payload: body as object, headers: { cookie: admin.cookie } });

describe('the pdf flag of report filters', () => {
  it('answers a PDF by default and with pdf true, the XLSX with pdf false', async () => {
    expect((await post(URL, { situacao: 'A' })).headers['content-type']).toBe('application/pdf');
    expect((await post(URL, { situacao: 'A', pdf: true })).headers['content-type']).toBe('application/pdf');
    const xlsx = await post(URL, { situacao: 'A', pdf: false });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(XLSX);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('keeps ?formato=, which wins over the flag', async () => {
    expect((await post(`${URL}?formato=xlsx`, { situacao: 'A' })).headers['content-type']).toBe(XLSX);
    expect((await post(`${URL}?formato=pdf`, { situacao: 'A', pdf: false })).headers['content-type']).toBe(
      'application/pdf',
    );
  });

  it('refuses a flag that is not a boolean, in Portuguese', async () => {
    const res = await post(URL, { situacao: 'A', pdf: 'sim' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'pdf', message: 'PDF: valor de tipo inválido.' }]);
  });
});
