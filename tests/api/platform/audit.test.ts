// The audit trail: one entry per engine write and per declared action, in the write's transaction;
// sensitive fields masked, passwords absent; append-only for real; read through /api/utilitario/log and
// each record's /historico-alteracoes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  countRows,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';

const GRUPOS = '/api/cargo-salario/grupos-ocupacionais';

let t: TestApp;
let admin: Client;
let other: Client;

const entries = async (where: string) =>
  (await t.sql.query(`SELECT * FROM auditoria WHERE ${where} ORDER BY id`)).rows;

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  other = (await createCompanyWithUser(admin, 'Outra Auditada', '11144477735')).client;
});
afterAll(() => t?.close());

describe('engine writes', () => {
  it('records create, update and delete with the changed fields, user, company and IP', async () => {
    const g = await created(admin, GRUPOS, { nome: 'Operacional' });
    expect((await admin.put(`${GRUPOS}/${g.id}`, { nome: 'Operações' })).status).toBe(200);
    expect((await admin.del(`${GRUPOS}/${g.id}`)).status).toBe(204);
    const rows = await entries(`cadastro = 'cargo-salario/grupos-ocupacionais' AND registro_id = ${g.id}`);
    expect(rows.map((r) => r.operacao)).toEqual(['create', 'update', 'delete']);
    expect(rows[0]).toMatchObject({ usuario_id: 1, empresa_id: 1, ip: '127.0.0.1' });
    expect(rows[0].alteracoes).toEqual([{ campo: 'nome', para: 'Operacional' }]);
    expect(rows[1].alteracoes).toEqual([{ campo: 'nome', de: 'Operacional', para: 'Operações' }]);
    expect(rows[2].alteracoes).toEqual([{ campo: 'nome', de: 'Operações' }]);
  });

  it('an update that changes nothing records no field', async () => {
    const g = await created(admin, GRUPOS, { nome: 'Sem mudança' });
    await admin.put(`${GRUPOS}/${g.id}`, { nome: 'Sem mudança' });
    const [, upd] = await entries(`cadastro = 'cargo-salario/grupos-ocupacionais' AND registro_id = ${g.id}`);
    expect(upd.alteracoes).toEqual([]);
  });

  it('a refused write records nothing', async () => {
    const before = await countRows(t, 'auditoria');
    expect((await admin.post(GRUPOS, { nome: '' })).status).toBe(400);
    expect(await countRows(t, 'auditoria')).toBe(before);
  });

  it('masks CPF and never records a password', async () => {
    const perfis = await admin.get('/api/utilitario/perfis?nome=Administrador');
    const u = await created(admin, '/api/utilitario/usuarios', {
      nome: 'Auditado',
      cpf: '39053344705',
      senha: 'senha-secreta-123',
      empresas: [1],
      perfis: [perfis.body[0].id],
    });
    const [row] = await entries(`cadastro = 'utilitario/usuarios' AND registro_id = ${u.id}`);
    const text = JSON.stringify(row.alteracoes);
    expect(row.alteracoes).toContainEqual({ campo: 'cpf', para: '***' });
    expect(text).not.toContain('39053344705');
    expect(text).not.toContain('senha');
  });
});

describe('append-only', () => {
  it('refuses UPDATE, DELETE of a recent entry and TRUNCATE, even from a direct connection', async () => {
    const n = await countRows(t, 'auditoria');
    expect(n).toBeGreaterThan(0);
    await expect(t.sql.query(`UPDATE auditoria SET operacao = 'x'`)).rejects.toThrow(/não pode ser alterada/);
    await expect(t.sql.query('DELETE FROM auditoria')).rejects.toThrow(/não pode ser alterada/);
    await expect(t.sql.query('TRUNCATE auditoria')).rejects.toThrow(/não pode ser esvaziada/);
    expect(await countRows(t, 'auditoria')).toBe(n);
  });
});

describe('reading the trail', () => {
  it('lists the company entries with filters, newest first', async () => {
    const g = await created(admin, GRUPOS, { nome: 'Filtrado' });
    await admin.put(`${GRUPOS}/${g.id}`, { nome: 'Filtrado 2' });
    const res = await admin.get(
      `/api/utilitario/log?cadastro=cargo-salario/grupos-ocupacionais&registroId=${g.id}&page=0&size=10`,
    );
    expect(res.status).toBe(200);
    expect(res.body.totalElements).toBe(2);
    expect(res.body.content.map((e: { operacao: string }) => e.operacao)).toEqual(['update', 'create']);
    expect(res.body.content[0]).toMatchObject({
      usuario: { id: 1 },
      cadastroLabel: 'Grupo Ocupacional',
      operacaoLabel: 'Alteração',
      alteracoes: [{ campo: 'nome', de: 'Filtrado', para: 'Filtrado 2' }],
    });
    const byOp = await admin.get(`/api/utilitario/log?operacao=delete&registroId=${g.id}`);
    expect(byOp.body.totalElements).toBe(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const byDate = await admin.get(`/api/utilitario/log?dataIni=2000-01-01&dataFim=2000-01-31`);
    expect(byDate.body.totalElements).toBe(0);
    expect((await admin.get(`/api/utilitario/log?dataIni=${today}`)).body.totalElements).toBeGreaterThan(0);
  });

  it('refuses bad filters in Portuguese', async () => {
    const res = await admin.get('/api/utilitario/log?dataIni=2023-02-30&registroId=abc');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('FIELD_VALIDATION_VIOLATION');
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['dataIni', 'registroId']);
  });

  it("another company sees none of this company's entries", async () => {
    const res = await other.get('/api/utilitario/log?cadastro=cargo-salario/grupos-ocupacionais');
    expect(res.body.totalElements).toBe(0);
  });

  it("answers one record's history, and 404 for another company's record", async () => {
    const g = await created(admin, GRUPOS, { nome: 'Histórico' });
    await admin.put(`${GRUPOS}/${g.id}`, { nome: 'Histórico 2' });
    const res = await admin.get(`${GRUPOS}/${g.id}/historico-alteracoes`);
    expect(res.status).toBe(200);
    expect(res.body.content).toHaveLength(2);
    expect((await other.get(`${GRUPOS}/${g.id}/historico-alteracoes`)).status).toBe(404);
    expect((await admin.get(`${GRUPOS}/${g.id}/historico-alteracoes?page=-1`)).status).toBe(400);
  });
});

describe('declared actions', () => {
  it('records the action by name with its record, in the same transaction as its writes', async () => {
    const area = await created(admin, '/api/cargo-salario/areas-organizacionais', { nome: 'Área Auditoria' });
    const cargo = await created(admin, '/api/cargo-salario/cargos', {
      nome: 'Auditor',
      nomeMercado: 'Auditor',
      areasOrganizacionais: [area.id],
    });
    const faixa = await created(admin, '/api/cargo-salario/faixas-salariais', {
      cargo: { id: cargo.id },
      nome: 'Júnior',
      codigoCBO: '252105',
      historico: [{ data: '2026-01-01', tipo: 3, valor: 3000 }],
    });
    const url = `/api/cargo-salario/faixas-salariais/cargo/${cargo.id}/transferir-faixas-salariais`;
    const before = await countRows(t, 'auditoria');
    // refused by the name rule after validation: nothing stored, no entry
    const dup = await admin.post(url, { cargoOrigem: cargo.id, faixaSalarial: faixa.id, nome: 'JÚNIOR' });
    expect(dup.status).toBe(400);
    expect(await countRows(t, 'auditoria')).toBe(before);
    const ok = await admin.post(url, { cargoOrigem: cargo.id, faixaSalarial: faixa.id, nome: 'Pleno' });
    expect(ok.status).toBe(201);
    const rows = await entries(`id > (SELECT max(id) - 2 FROM auditoria)`);
    expect(rows.map((r) => [r.operacao, r.cadastro])).toEqual([
      ['create', 'cargo-salario/faixas-salariais'],
      ['transferir-faixas-salariais', 'cargo-salario/cargos'],
    ]);
    expect(rows[1].registro_id).toBe(cargo.id);
  });
});
