// The spec's POST /avaliacao/ninebox/relatorio: the nine-box printout from the nine-box's own path, the same
// answer as the report avaliacao/ninebox (PDF by default, or a spreadsheet), its filter's messages as they are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError } from '../../helpers/expect.ts';
import { Client, created, startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { type Fixture, montar } from './fixtures.ts';

const NB = '/api/avaliacao/ninebox';
let t: TestApp;
let admin: Client;
let f: Fixture;
let nb: number;

const relatorio = (payload: Record<string, unknown>, cookie = admin.cookie) =>
  t.app.inject({ method: 'POST', url: `${NB}/relatorio`, payload, headers: { cookie } });

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  f = await montar(admin);
  const av = (
    await created(admin, '/api/avaliacao/avaliacoes-desempenho', {
      titulo: 'Ciclo do relatório',
      dataIni: '2026-01-01',
      dataFim: '2026-02-28',
      modeloAvaliacao: { id: f.modelo },
      anonima: false,
      permiteAutoAvaliacao: true,
      avaliarCompetenciasCargo: true,
    })
  ).id;
  const { caio, bia } = f.pessoas;
  await t.sql.query(
    `INSERT INTO avaliacao_participante (empresa_id, avaliacao_desempenho_id, avaliado_id, avaliador_id, papel, respondida)
     VALUES (1, $1, $2, $3, 'L', true)`,
    [av, caio.id, bia.id],
  );
  const { rows } = await t.sql.query(
    `INSERT INTO questionario_folha (origem, empresa_id, cadastro, modelo_id, contexto, contexto_id, avaliado_id, papel, anonima, concluida, nota)
     VALUES ('avaliacao-desempenho', 1, 'avaliacao/modelos-avaliacao', $1, 'avaliacao/avaliacoes-desempenho', $2, $3, 'L', false, true, 90) RETURNING id`,
    [f.modelo, av, caio.id],
  );
  await t.sql.query(
    `INSERT INTO avaliacao_folha_nota (folha_id, nota_questionario, nota_competencias, nota_geral) VALUES ($1, 90, 80, 85)`,
    [rows[0].id],
  );
  nb = (
    await created(admin, NB, {
      avaliacaoDesempenho: { id: av },
      percentualBaixoPotencial: 33,
      percentualAltoPotencial: 66,
      percentualBaixoDesempenho: 33,
      percentualAltoDesempenho: 66,
    })
  ).id;
  expect((await admin.post(`${NB}/${nb}/gerar`, undefined)).status).toBe(200);
});
afterAll(async () => t?.close());

describe('POST /avaliacao/ninebox/relatorio', () => {
  it('responde o PDF do nove-box, com as linhas do relatório', async () => {
    const res = await relatorio({ ninebox: nb });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.headers['x-report-rows']).toBe('1');
  });

  it('ou a planilha, quando pedida', async () => {
    const res = await relatorio({ ninebox: nb, formato: 'xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('sem o nove-box: a mensagem do campo', async () => {
    const res = await admin.post(`${NB}/relatorio`, {});
    expectFieldError(res, 'ninebox', 'Nove-Box é obrigatório');
  });

  it('sem sessão: 401', async () => {
    const res = await relatorio({ ninebox: nb }, '');
    expect(res.statusCode).toBe(401);
  });
});
