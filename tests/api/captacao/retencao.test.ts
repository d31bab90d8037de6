// LGPD retention of candidates with a fake clock: who is deleted (never hired, inactive for the company's
// months, not in an open process), with what goes with them, and an audit entry without personal data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  excluirCandidatosInativos,
  OPERACAO_RETENCAO,
  RETENCAO_CANDIDATOS_JOB,
} from '../../../src/server/modules/captacao/retencao.ts';
import {
  Client as ApiClient,
  type Client,
  countRows,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';
import { type Base, CANDIDATOS, SOLICITACOES, seedCaptacao, solicitacao } from './fixtures.ts';

let t: TestApp;
let admin: Client;
let b: Base;

const AGORA = new Date('2027-06-15T12:00:00-03:00');
const envelhece = (tabela: string, where: string, quando: string) =>
  t.sql.query(`UPDATE ${tabela} SET updated_at = $1 WHERE ${where}`, [quando]);

beforeAll(async () => {
  t = await startTestApp();
  admin = new ApiClient(t.app);
  await admin.login();
  b = await seedCaptacao(admin);
});
afterAll(async () => t?.close());

describe('excluirCandidatosInativos', () => {
  it('deletes only expired, never-hired candidates outside open processes, and audits counts only', async () => {
    await t.sql.query('UPDATE empresa SET tempo_exclusao_candidato = 6 WHERE id = 1');
    const novo = async (nome: string, cpf?: string) =>
      (await created(admin, CANDIDATOS, { nome, cargos: [b.cargo], ...(cpf ? { cpf } : {}) })).id as number;
    const antigo = await novo('Antigo', '52998224725');
    const recente = await novo('Recente');
    const contratado = await novo('Contratado');
    const emProcesso = await novo('Em processo');
    const movimentado = await novo('Movimentado há pouco');
    await t.sql.query(
      `INSERT INTO arquivo (empresa_id, cadastro, registro_id, campo, nome, tipo, tamanho, sha256, conteudo)
       VALUES (1, 'captacao/candidatos', $1, 'curriculo', 'cv.txt', 'text/plain', 2, 'x', '\\x6f69')`,
      [antigo],
    );
    await created(admin, `${CANDIDATOS}/${antigo}/documentos-anexos`, {
      descricao: 'RG',
      data: '2026-01-01',
    });
    const aberta = await created(admin, SOLICITACOES, solicitacao(b));
    await admin.put(`${SOLICITACOES}/${aberta.id}/libera`, {});
    await admin.post(`/api/captacao/candidatos-solicitacao/lote?solicitacaoId=${aberta.id}`, {
      candidatosIds: [emProcesso, movimentado],
    });
    await admin.put(`${SOLICITACOES}/${aberta.id}/encerra`, { dataEncerramento: '2026-10-02' });
    // 'Em processo' stays in an open request: a second one, still open
    const outra = await created(admin, SOLICITACOES, solicitacao(b, { descricao: 'Outra vaga' }));
    await admin.put(`${SOLICITACOES}/${outra.id}/libera`, {});
    await admin.post(`/api/captacao/candidatos-solicitacao/lote?solicitacaoId=${outra.id}`, {
      candidatosIds: [emProcesso],
    });
    await t.sql.query('UPDATE candidato SET contratado = true WHERE id = $1', [contratado]);

    const velho = '2026-11-01T00:00:00-03:00';
    await envelhece('candidato', `id IN (${antigo}, ${contratado}, ${emProcesso}, ${movimentado})`, velho);
    await envelhece('candidato', `id = ${recente}`, '2027-02-01T00:00:00-03:00');
    await envelhece('documento_candidato', 'TRUE', velho);
    await envelhece('candidato_solicitacao', `candidato_id = ${emProcesso}`, velho);
    await envelhece('candidato_solicitacao', `candidato_id = ${movimentado}`, '2027-03-01T00:00:00-03:00');

    const contagem = await t.app.engine.db
      .transaction()
      .execute((tx) => excluirCandidatosInativos(tx, AGORA));
    expect(contagem).toEqual({ 1: 1 });
    const restantes = (await t.sql.query('SELECT nome FROM candidato ORDER BY nome')).rows.map((r) => r.nome);
    expect(restantes).toEqual(['Contratado', 'Em processo', 'Movimentado há pouco', 'Recente']);
    expect(
      await countRows(t, 'arquivo', `registro_id = ${antigo} AND cadastro = 'captacao/candidatos'`),
    ).toBe(0);
    expect(await countRows(t, 'documento_candidato', `candidato_id = ${antigo}`)).toBe(0);
    const audit = await t.sql.query(`SELECT empresa_id, usuario_id, registro_id, alteracoes FROM auditoria
      WHERE operacao = '${OPERACAO_RETENCAO}'`);
    expect(audit.rows).toEqual([
      {
        empresa_id: 1,
        usuario_id: null,
        registro_id: null,
        alteracoes: [{ campo: 'candidatosExcluidos', para: 1 }],
      },
    ]);
    expect(JSON.stringify(audit.rows)).not.toMatch(/52998224725|Antigo/);
  });

  it('keeps everyone in companies without a retention time, and a month before the deadline', async () => {
    await t.sql.query('UPDATE empresa SET tempo_exclusao_candidato = NULL WHERE id = 1');
    await t.sql.query(`UPDATE candidato SET updated_at = '2000-01-01'`);
    expect(await t.app.engine.db.transaction().execute((tx) => excluirCandidatosInativos(tx, AGORA))).toEqual(
      {},
    );
    await t.sql.query('UPDATE empresa SET tempo_exclusao_candidato = 12 WHERE id = 1');
    const c = (await created(admin, CANDIDATOS, { nome: 'Quase', cargos: [b.cargo] })).id;
    await envelhece('candidato', `id = ${c}`, '2026-07-15T12:00:00-03:00');
    const result = await t.app.engine.db.transaction().execute((tx) => excluirCandidatosInativos(tx, AGORA));
    expect(await countRows(t, 'candidato', `id = ${c}`)).toBe(1);
    // idle since 2000: only 'Recente' goes ('Movimentado' moved in a process 3 months ago)
    expect(result).toEqual({ 1: 1 });
    const restantes = (await t.sql.query('SELECT nome FROM candidato ORDER BY nome')).rows.map((r) => r.nome);
    expect(restantes).toEqual(['Contratado', 'Em processo', 'Movimentado há pouco', 'Quase']);
  });

  it('is scheduled nightly in São Paulo time', async () => {
    const { rows } = await t.sql.query('SELECT cron, timezone FROM pgboss.schedule WHERE name = $1', [
      RETENCAO_CANDIDATOS_JOB,
    ]);
    expect(rows).toEqual([{ cron: '37 2 * * *', timezone: 'America/Sao_Paulo' }]);
  });
});
