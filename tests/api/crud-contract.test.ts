// The generic API contract of ARCHITECTURE §4, exercised on captacao/etapas-seletivas and geral/cidades.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createCompanyWithUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

const PATH = '/api/captacao/etapas-seletivas';
let t: TestApp;
let admin: Client;

const count = async (where = 'TRUE') =>
  Number((await t.sql.query(`SELECT count(*) FROM etapa_seletiva WHERE ${where}`)).rows[0].count);

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  const values = Array.from(
    { length: 40 },
    (_, i) => `(1, ${i + 1}, 'Etapa ${String(i + 1).padStart(2, '0')}', ${i % 2 === 0})`,
  );
  values.push(
    `(1, 41, 'Entrevista Técnica', false)`,
    `(1, 42, 'ENTREVISTA com gestor', true)`,
    `(1, 43, 'Dinâmica 50% _ok', false)`,
  );
  await t.sql.query(
    `INSERT INTO etapa_seletiva (empresa_id, ordem, nome, analise_comportamental) VALUES ${values.join(',')}`,
  );
});
afterAll(async () => t?.close());

describe('lists', () => {
  it('pages with the Spring-like shape and default size 15', async () => {
    const res = await admin.get(`${PATH}?page=1`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      size: 15,
      totalElements: 43,
      totalPages: 3,
      number: 1,
      pageable: { paged: true, offset: 15 },
    });
    expect(res.body.content).toHaveLength(15);
    expect(res.body.content[0]).toEqual({
      id: expect.any(Number),
      ordem: 16,
      nome: 'Etapa 16',
      analiseComportamental: false,
    });
  });

  it('answers an unpaged array, and {id, nome} only with resumido', async () => {
    const all = await admin.get(PATH);
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body).toHaveLength(43);
    const short = await admin.get(`${PATH}?resumido=true&nome=entrevista`);
    expect(short.body.map((x: object) => Object.keys(x).sort())).toEqual([
      ['id', 'nome'],
      ['id', 'nome'],
    ]);
  });

  it('answers only the asked properties with fields, paged or not; an unknown one is refused', async () => {
    const page = await admin.get(`${PATH}?page=0&size=2&sort=ordem,asc&fields=nome,ordem`);
    expect(page.status).toBe(200);
    expect(page.body.content).toEqual([
      { id: expect.any(Number), ordem: 1, nome: 'Etapa 01' },
      { id: expect.any(Number), ordem: 2, nome: 'Etapa 02' },
    ]);
    expect(page.body.totalElements).toBe(43);
    const all = await admin.get(`${PATH}?fields=nome&nome=entrevista`);
    expect(all.body.map((x: object) => Object.keys(x).sort())).toEqual([
      ['id', 'nome'],
      ['id', 'nome'],
    ]);
    const bad = await admin.get(`${PATH}?page=0&fields=nome,naoExiste`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Filtro inválido. (fields)');
  });

  it('sorts by a declared column either way, text accent- and case-insensitively', async () => {
    const desc = await admin.get(`${PATH}?page=0&size=3&sort=ordem,desc`);
    expect(desc.body.content.map((x: { ordem: number }) => x.ordem)).toEqual([43, 42, 41]);
    const byName = await admin.get(`${PATH}?page=0&size=2&sort=nome,asc&nome=entrevista`);
    expect(byName.body.content.map((x: { nome: string }) => x.nome)).toEqual([
      'ENTREVISTA com gestor',
      'Entrevista Técnica',
    ]);
    expect((await admin.get(`${PATH}?page=0&sort=senha,asc`)).body).toMatchObject({
      status: 400,
      message: 'Ordenação inválida.',
    });
    expect((await admin.get(`${PATH}?page=0&sort=nome,sideways`)).status).toBe(400);
  });

  it('filters text without accents or case, and takes wildcards literally', async () => {
    const res = await admin.get(`${PATH}?page=0&nome=TECNICA`);
    expect(res.body.content.map((x: { nome: string }) => x.nome)).toEqual(['Entrevista Técnica']);
    expect((await admin.get(`${PATH}?page=0&nome=50%25%20_`)).body.totalElements).toBe(1);
    expect((await admin.get(`${PATH}?page=0&nome=%25`)).body.totalElements).toBe(1);
  });

  it('treats filter values that look like SQL as plain values', async () => {
    const res = await admin.get(`${PATH}?page=0&nome=${encodeURIComponent("x' OR '1'='1")}`);
    expect(res.status).toBe(200);
    expect(res.body.totalElements).toBe(0);
    const cities = await admin.get(`/api/geral/cidades?page=0&uf=${encodeURIComponent('35) OR (1=1')}`);
    expect(cities.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(await count()).toBe(43);
  });

  it('sorts a reference column by the referenced title, not by id', async () => {
    const asc = await admin.get('/api/geral/cidades?page=0&size=3&nome=sao%20jose&sort=uf,asc&sort=nome,asc');
    const ufs = asc.body.content.map((c: { uf: { nome: string } }) => c.uf.nome);
    expect(ufs).toEqual([...ufs].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(ufs[0]).toBe('Alagoas');
    const all = (await admin.get('/api/geral/cidades?nome=sao%20jose')).body.map(
      (c: { uf: { nome: string } }) => c.uf.nome,
    );
    const last = [...all].sort((a: string, b: string) => a.localeCompare(b, 'pt-BR')).at(-1);
    const desc = await admin.get('/api/geral/cidades?page=0&size=1&nome=sao%20jose&sort=uf,desc');
    expect(desc.body.content[0].uf.nome).toBe(last);
    expect(last).not.toBe('Alagoas');
  });

  it('filters references by comma-separated id lists', async () => {
    const res = await admin.get('/api/geral/cidades?page=0&size=1&uf=35,33');
    expect(res.body.totalElements).toBe(645 + 92);
    const one = await admin.get('/api/geral/cidades?page=0&size=1&nome=sao%20paulo&uf=35');
    expect(one.body.content[0]).toMatchObject({
      nome: 'São Paulo',
      uf: { id: 35, nome: 'São Paulo' },
      codigoIbge: 3550308,
    });
  });

  it('refuses malformed paging', async () => {
    for (const q of ['page=-1', 'page=x', 'page=0&size=0', 'page=0&size=100000'])
      expect((await admin.get(`${PATH}?${q}`)).body).toMatchObject({
        status: 400,
        message: 'Paginação inválida.',
      });
  });
});

describe('writes', () => {
  it('creates (201, trimmed, defaults) and reads back', async () => {
    const res = await admin.post(PATH, { ordem: 100, nome: '  Prova prática  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      ordem: 100,
      nome: 'Prova prática',
      analiseComportamental: false,
    });
    expect((await admin.get(`${PATH}/${res.body.id}`)).body).toEqual(res.body);
    const row = (
      await t.sql.query('SELECT empresa_id, created_by FROM etapa_seletiva WHERE id = $1', [res.body.id])
    ).rows[0];
    expect(row).toEqual({ empresa_id: 1, created_by: 1 });
  });

  it('answers every validation with FIELD_VALIDATION_VIOLATION and stores nothing', async () => {
    const before = await count();
    const cases: [unknown, { field: string; message: string }[]][] = [
      // the order is optional (the next after the company's last): only the name is asked
      [{}, [{ field: 'nome', message: 'Nome é obrigatório' }]],
      [{ ordem: 1, nome: '   ' }, [{ field: 'nome', message: 'Nome é obrigatório' }]],
      [{ ordem: 1000, nome: 'x' }, [{ field: 'ordem', message: 'Ordem deve ser no máximo 999.' }]],
      [
        { ordem: 1, nome: 'x'.repeat(101) },
        [{ field: 'nome', message: 'Nome deve ter no máximo 100 caracteres.' }],
      ],
      [{ ordem: 'um', nome: 'x' }, [{ field: 'ordem', message: 'Ordem: valor de tipo inválido.' }]],
      [{ ordem: 1, nome: 'x', senha: 'y' }, [{ field: 'senha', message: 'Campo desconhecido: senha.' }]],
    ];
    for (const [body, errors] of cases) {
      const res = await admin.post(PATH, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({
        status: 400,
        code: 'FIELD_VALIDATION_VIOLATION',
        message: 'Preencha os campos indicados',
        errors,
      });
    }
    expect(await count()).toBe(before);
  });

  it('refuses malformed JSON, arrays and oversized bodies without storing', async () => {
    const before = await count();
    expect((await admin.post(PATH, '{"ordem": 1,')).body).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'O conteúdo enviado não é um JSON válido.',
    });
    expect((await admin.post(PATH, [{ ordem: 1, nome: 'x' }])).status).toBe(400);
    const huge = await admin.post(PATH, { ordem: 1, nome: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'O conteúdo enviado excede o tamanho máximo permitido.',
    });
    expect(await count()).toBe(before);
  });

  it('updates without id in the body; id in the body or a missing record is a clear error', async () => {
    const { body: created } = await admin.post(PATH, { ordem: 200, nome: 'Antes' });
    const ok = await admin.put(`${PATH}/${created.id}`, {
      ordem: 201,
      nome: 'Depois',
      analiseComportamental: true,
    });
    expect(ok.body).toEqual({ id: created.id, ordem: 201, nome: 'Depois', analiseComportamental: true });
    const withId = await admin.put(`${PATH}/${created.id}`, { id: created.id, ordem: 1, nome: 'x' });
    expect(withId.body).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'O identificador não deve ser enviado no corpo da requisição.',
    });
    const missing = await admin.put(`${PATH}/999999`, { ordem: 1, nome: 'x' });
    expect(missing.body).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'O recurso solicitado não foi encontrado.',
    });
    expect((await admin.get(`${PATH}/abc`)).body).toMatchObject({
      status: 400,
      message: 'Identificador inválido.',
    });
    expect((await admin.get(`${PATH}/${created.id}`)).body.nome).toBe('Depois');
  });

  it('deletes (204), then answers 404', async () => {
    const { body: created } = await admin.post(PATH, { ordem: 300, nome: 'Apagar' });
    // a DELETE with content is refused before anything is removed
    const comCorpo = await admin.request('DELETE', `${PATH}/${created.id}`, [created.id]);
    expect(comCorpo.status).toBe(400);
    expect(comCorpo.body.message).toBe('Esta operação não recebe conteúdo no corpo da requisição.');
    expect((await admin.get(`${PATH}/${created.id}`)).status).toBe(200);
    expect((await admin.request('DELETE', `${PATH}/${created.id}`, {})).status).toBe(204);
    expect((await admin.get(`${PATH}/${created.id}`)).status).toBe(404);
    expect((await admin.del(`${PATH}/${created.id}`)).status).toBe(404);
  });

  it('refuses deleting a record still referenced, in Portuguese, keeping it', async () => {
    const perfil = await admin.post('/api/utilitario/perfis', {
      nome: 'Recrutador',
      permissoes: ['ROLE_CAPTACAO'],
    });
    await admin.post('/api/utilitario/usuarios', {
      nome: 'Rita',
      cpf: '11144477735',
      senha: 'senha-da-rita',
      empresas: [1],
      perfis: [perfil.body.id],
    });
    const res = await admin.del(`/api/utilitario/perfis/${perfil.body.id}`);
    expect(res.body).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'Não é possível excluir: Perfil está em uso em Usuários.',
    });
    expect((await admin.get(`/api/utilitario/perfis/${perfil.body.id}`)).status).toBe(200);
  });

  it('never answers write-only fields (password hashes)', async () => {
    const users = await admin.get('/api/utilitario/usuarios');
    expect(users.body.length).toBeGreaterThan(0);
    for (const u of users.body) expect(u).not.toHaveProperty('senha');
    expect((await admin.get('/api/utilitario/usuarios/1')).body).not.toHaveProperty('senha');
  });

  it('refuses writes to read-only reference registers', async () => {
    expect((await admin.post('/api/geral/estados', { sigla: 'XX', nome: 'X', codigoIbge: 99 })).status).toBe(
      405,
    );
  });
});

describe('unfiltered totals (kept by triggers, not counted per request)', () => {
  it('stay exact through API and SQL inserts and deletes, per company', async () => {
    const total = async () => (await admin.get(`${PATH}?page=0&size=1`)).body.totalElements;
    const exact = async () => count('empresa_id = 1');
    expect(await total()).toBe(await exact());
    const a = await admin.post(PATH, { ordem: 500, nome: 'Contada A' });
    await admin.post(PATH, { ordem: 501, nome: 'Contada B' });
    await t.sql.query(
      `INSERT INTO etapa_seletiva (empresa_id, ordem, nome) SELECT 1, g, 'Lote ' || g FROM generate_series(1, 25) g`,
    );
    await admin.del(`${PATH}/${a.body.id}`);
    await t.sql.query(`DELETE FROM etapa_seletiva WHERE nome LIKE 'Lote 1%'`);
    expect(await total()).toBe(await exact());
    // a filtered list counts for real
    expect((await admin.get(`${PATH}?page=0&size=1&nome=lote`)).body.totalElements).toBe(
      await count(`nome LIKE 'Lote%'`),
    );
  });
});

describe('sessions, authorities and tenants', () => {
  it('answers 401 without a session and 403 without the authority', async () => {
    const anon = new Client(t.app);
    expect((await anon.get(PATH)).body).toEqual({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Sessão expirada.',
    });
    expect((await anon.post(PATH, { ordem: 1, nome: 'x' })).status).toBe(401);
    const forged = new Client(t.app);
    forged.cookie = 'gente_sessao=forjado';
    expect((await forged.get(PATH)).status).toBe(401);

    const perfil = await admin.post('/api/utilitario/perfis', { nome: 'Só SST', permissoes: ['ROLE_SST'] });
    await admin.post('/api/utilitario/usuarios', {
      nome: 'Sandro',
      cpf: '39053344705',
      senha: 'senha-do-sandro',
      empresas: [1],
      perfis: [perfil.body.id],
    });
    const sst = new Client(t.app);
    await sst.login('39053344705', 'senha-do-sandro', 1);
    expect((await sst.get(PATH)).body).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Não autorizado.',
    });
    expect((await sst.get('/api/geral/estados?page=0')).status).toBe(200);
  });

  it("isolates companies: another company's record is absent (404) and unchanged", async () => {
    const other = await createCompanyWithUser(admin, 'Outra Empresa', '15350946056');
    const theirs = await other.client.post(PATH, { ordem: 1, nome: 'Da outra' });
    expect(theirs.status).toBe(201);
    expect((await admin.get(`${PATH}/${theirs.body.id}`)).status).toBe(404);
    expect((await admin.put(`${PATH}/${theirs.body.id}`, { ordem: 2, nome: 'Invadida' })).status).toBe(404);
    expect((await admin.del(`${PATH}/${theirs.body.id}`)).status).toBe(404);
    expect((await admin.get(`${PATH}?page=0&nome=outra`)).body.totalElements).toBe(0);
    expect((await other.client.get(`${PATH}/${theirs.body.id}`)).body.nome).toBe('Da outra');
    expect((await other.client.get(`${PATH}?page=0`)).body.totalElements).toBe(1);
  });
});

describe('documentation and health', () => {
  it('serves an OpenAPI document generated from the registry', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/captacao/etapas-seletivas']).toHaveProperty('post');
    expect(doc.paths['/api/captacao/etapas-seletivas/{id}']).toHaveProperty('delete');
    expect(doc.components.schemas.etapa_seletiva.properties.nome).toMatchObject({
      type: 'string',
      maxLength: 100,
    });
  });
  it('answers health and JSON 404 for unknown API paths, never a stack trace', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
      status: 'ok',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(res.json()).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'O recurso solicitado não foi encontrado.',
    });
  });
});
