// Health data (LGPD art. 11) is only for ROLE_SST_SAUDE: a user with ROLE_SST but not ROLE_SST_SAUDE gets 403
// on EVERY health route. The routes are discovered, not listed: every route of a register whose authority is
// ROLE_SST_SAUDE (from Fastify's own route table), every declared action and every report declaring it — so
// health routes added later (certificates with CID-10, the physician's part of a CAT) are covered without
// editing this file. Also: every health register's free-text field is x-sensitive, and the audit trail of a
// health record shows '***' for its health fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_SST_SAUDE } from '../../../src/server/modules/sst/sst.ts';
import { loadReportDeclarations } from '../../../src/server/reports/loader.ts';
import { reportPath } from '../../../src/shared/reports/types.ts';
import type { Resource } from '../../../src/shared/schema/types.ts';
import { Client } from '../../helpers/test-app.ts';
import { created, type SstTest, startSst, userWith } from './helpers.ts';

let s: SstTest;
let sst: Client;
let saudeESst: Client;
let prontuarioId: number;

type Route = { method: string; url: string };

const registrosDeSaude = (): Resource[] =>
  [...s.t.app.engine.registry.resources].filter(
    (r) => r.meta.authority?.read === ROLE_SST_SAUDE || r.meta.authority?.write === ROLE_SST_SAUDE,
  );

/** The register whose path is the longest prefix of the URL (as the route sweep reads it). */
function registroDe(url: string): Resource | undefined {
  const path = url.replace(/^\/api\//, '');
  return [...s.t.app.engine.registry.resources]
    .filter((r) => path === r.path || path.startsWith(`${r.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/** Every route that serves health data: method, URL (params filled with a real record id) and why. */
function rotasDeSaude(): (Route & { origem: string })[] {
  const out: (Route & { origem: string })[] = [];
  const vistas = new Set<string>();
  const add = (method: string, url: string, origem: string) => {
    const k = `${method} ${url}`;
    if (vistas.has(k)) return;
    vistas.add(k);
    out.push({ method, url, origem });
  };
  const acoes = s.t.app.actions;
  for (const a of acoes)
    if (a.authority === ROLE_SST_SAUDE) add(a.method, `/api/${a.path}`, `ação ${a.name}`);
  const saude = new Set(registrosDeSaude().map((r) => r.path));
  for (const route of s.t.app.routeTable) {
    if (!route.url.startsWith('/api/') || route.url.includes('/relatorios/')) continue;
    const action = acoes.find((a) => a.method === route.method && `/api/${a.path}` === route.url);
    if (action) continue; // an action under a register's path has its own authority (above)
    const r = registroDe(route.url);
    if (r && saude.has(r.path)) add(route.method, route.url, `cadastro ${r.path}`);
  }
  for (const d of loadReportDeclarations())
    if (d.authority === ROLE_SST_SAUDE) {
      const { api } = reportPath(d.$id);
      add('POST', api, `relatório ${d.$id}`);
      if (d.preview) add('GET', `${api}/previa`, `relatório ${d.$id}`);
    }
  return out;
}

const preencher = (url: string) => url.replace(/:([A-Za-z]+)/g, () => String(prontuarioId));

beforeAll(async () => {
  s = await startSst();
  sst = await userWith(s, 'ROLE_SST', '86288366757');
  const colaborador = await created(s.admin, '/api/cargo-salario/colaboradores', {
    nome: 'Ana Souza',
    dataAdmissao: '2024-01-10',
  });
  prontuarioId = (
    await created(s.admin, '/api/sst/prontuarios', {
      colaborador: { id: colaborador.id },
      data: '2025-03-10',
      tipoAtendimento: 'CONSULTA',
      anamnese: 'Hipertensão arterial em acompanhamento.',
      observacoes: 'Encaminhada ao cardiologista.',
    })
  ).id;
  // a health professional who is also SST staff: the positive control of the same routes
  const perfil = await created(s.admin, '/api/utilitario/perfis', {
    nome: 'SST e Saúde',
    permissoes: ['ROLE_SST', ROLE_SST_SAUDE],
  });
  await created(s.admin, '/api/utilitario/usuarios', {
    nome: 'Médica do Trabalho',
    cpf: '12345678909',
    senha: 'senha-de-teste-9',
    empresas: [1],
    perfis: [perfil.id],
  });
  saudeESst = new Client(s.t.app);
  await saudeESst.login('12345678909', 'senha-de-teste-9', 1);
});
afterAll(async () => s?.t.close());

describe('ROLE_SST_SAUDE', () => {
  it('finds the health routes: at least the medical records, their report and history', () => {
    const rotas = rotasDeSaude().map((r) => `${r.method} ${r.url}`);
    expect(rotas).toEqual(
      expect.arrayContaining([
        'GET /api/sst/prontuarios',
        'POST /api/sst/prontuarios',
        'GET /api/sst/prontuarios/:id',
        'PUT /api/sst/prontuarios/:id',
        'DELETE /api/sst/prontuarios/:id',
        'GET /api/sst/prontuarios/:id/historico-alteracoes',
        'POST /api/sst/relatorios/prontuario',
        'GET /api/sst/relatorios/prontuario/previa',
      ]),
    );
  });

  it('a user with ROLE_SST but not ROLE_SST_SAUDE gets 403 on every one, and nothing changes', async () => {
    const rotas = rotasDeSaude();
    const antes = await s.t.sql.query(
      `SELECT md5(string_agg(p::text, '|' ORDER BY id)) AS h FROM prontuario p`,
    );
    const falhas: string[] = [];
    for (const r of rotas) {
      const url = preencher(r.url);
      const corpo = r.method === 'GET' || r.method === 'DELETE' ? undefined : {};
      const res = await sst.request(r.method as never, url, corpo);
      if (res.status !== 403) falhas.push(`${r.method} ${url} (${r.origem}): ${res.status}`);
    }
    expect(falhas).toEqual([]);
    const depois = await s.t.sql.query(
      `SELECT md5(string_agg(p::text, '|' ORDER BY id)) AS h FROM prontuario p`,
    );
    expect(depois.rows[0].h).toBe(antes.rows[0].h);
    console.log(
      `saúde: ${rotas.length} rotas conferidas (403 sem ${ROLE_SST_SAUDE}): ${[...new Set(rotas.map((r) => r.origem.replace(/^ação .*/, 'ações')))].join(', ')}`,
    );
  });

  it('the same reads succeed with ROLE_SST_SAUDE (the 403 is the authority, not a broken route)', async () => {
    const leituras = rotasDeSaude().filter((r) => r.method === 'GET' && !r.url.endsWith('/previa'));
    for (const r of leituras) {
      const res = await saudeESst.get(preencher(r.url));
      expect.soft(res.status, `${r.method} ${r.url}`).not.toBe(403);
      expect.soft(res.status, `${r.method} ${r.url}`).toBeLessThan(500);
    }
    expect((await saudeESst.get(`/api/sst/prontuarios/${prontuarioId}`)).status).toBe(200);
  });

  it('marks every free-text field of a health register as sensitive', () => {
    const semMascara: string[] = [];
    for (const r of registrosDeSaude())
      for (const [nome, p] of Object.entries(r.schema.properties ?? {}) as [string, any][]) {
        const textoLivre =
          p.type === 'string' &&
          !p.enum &&
          !p.format &&
          (p['x-ui']?.widget === 'textarea' || (p.maxLength ?? 0) > 100);
        if (textoLivre && !p['x-sensitive']) semMascara.push(`${r.path}.${nome}`);
      }
    expect(semMascara).toEqual([]);
  });

  it("the audit trail shows '***' for the health fields", async () => {
    await saudeESst.put(`/api/sst/prontuarios/${prontuarioId}`, {
      colaborador: (await saudeESst.get(`/api/sst/prontuarios/${prontuarioId}`)).body.colaborador,
      data: '2025-03-10',
      tipoAtendimento: 'RETORNO',
      anamnese: 'Pressão controlada.',
      observacoes: 'Alta.',
    });
    const log = await s.admin.get(`/api/utilitario/log?cadastro=sst/prontuarios&registroId=${prontuarioId}`);
    expect(log.status).toBe(200);
    const [alteracao, inclusao] = log.body.content;
    expect(alteracao.alteracoes).toEqual(
      expect.arrayContaining([
        { campo: 'anamnese', de: '***', para: '***' },
        { campo: 'observacoes', de: '***', para: '***' },
        expect.objectContaining({ campo: 'tipoAtendimento', de: 'CONSULTA', para: 'RETORNO' }),
      ]),
    );
    expect(inclusao.alteracoes).toEqual(expect.arrayContaining([{ campo: 'anamnese', para: '***' }]));
    const texto = JSON.stringify(log.body);
    for (const frase of ['Hipertensão', 'cardiologista', 'Pressão', 'Alta.'])
      expect(texto).not.toContain(frase);
  });
});
