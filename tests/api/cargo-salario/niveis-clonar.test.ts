// 'Clonar' of a level configuration: a copy at today's date with its levels; refused when today already
// has one (the register's duplicate-date message), 404 for another company's configuration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../../src/server/http/params.ts';
import { expectFieldError } from '../../helpers/expect.ts';
import {
  Client,
  countRows,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';

const PATH = '/api/cargo-salario/niveis-competencia-historico';
let t: TestApp;
let admin: Client;
let other: Client;

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  other = (await createCompanyWithUser(admin, 'Outra Níveis', '11144477735')).client;
});
afterAll(() => t?.close());

describe('clonar', () => {
  it('copies a configuration with its levels to today, then refuses a second copy today', async () => {
    const nivel = await created(admin, '/api/cargo-salario/niveis-competencia', {
      descricao: 'Avançado',
      ordem: 1,
    });
    const source = await created(admin, PATH, {
      data: '2024-01-01',
      considerarPercentualMinimo: true,
      configHistoricosNiveis: [{ nivelCompetencia: { id: nivel.id }, ordem: 3, percentual: 40 }],
    });
    const res = await admin.post(`${PATH}/${source.id}/clonar`, {});
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      data: today(),
      considerarPercentualMinimo: true,
      configHistoricosNiveis: [{ nivelCompetencia: { id: nivel.id }, ordem: 3, percentual: 40 }],
    });
    expect(res.body.id).not.toBe(source.id);
    expect(res.body.configHistoricosNiveis[0].id).not.toBe(source.configHistoricosNiveis[0].id);
    const before = await countRows(t, 'nivel_competencia_historico');
    expectFieldError(
      await admin.post(`${PATH}/${source.id}/clonar`, {}),
      'data',
      'Já existe uma configuração de níveis de competência nesta data.',
    );
    expect(await countRows(t, 'nivel_competencia_historico')).toBe(before);
    expect((await other.post(`${PATH}/${source.id}/clonar`, {})).status).toBe(404);
  });
});
