// IBGE reference data (reference-data/estados.csv, municipios.csv) through geral/estados and geral/cidades.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let admin: Client;

const count = async (table: string) =>
  Number((await t.sql.query(`SELECT count(*) FROM ${table}`)).rows[0].count);

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
});
afterAll(async () => t?.close());

describe('reference data', () => {
  it('loads the 27 states and the 5,571 municipalities', async () => {
    expect(await count('estado')).toBe(27);
    expect(await count('cidade')).toBe(5571);
    const estados = await admin.get('/api/geral/estados');
    expect(estados.status).toBe(200);
    expect(estados.body).toHaveLength(27);
    expect(estados.body.find((e: { sigla: string }) => e.sigla === 'SP')).toEqual({
      id: 35,
      sigla: 'SP',
      nome: 'São Paulo',
      codigoIbge: 35,
    });
    const cidades = await admin.get('/api/geral/cidades?page=0&size=1');
    expect(cidades.body.totalElements).toBe(5571);
  });

  it('pages the cities of a state with the Spring-like shape', async () => {
    const res = await admin.get('/api/geral/cidades?uf=35&page=0&size=15');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      size: 15,
      totalElements: 645,
      totalPages: 43,
      number: 0,
      pageable: { paged: true, offset: 0, pageNumber: 0, pageSize: 15 },
    });
    expect(res.body.content).toHaveLength(15);
    for (const c of res.body.content) {
      expect(c).toEqual({
        id: expect.any(Number),
        nome: expect.any(String),
        // the label tells homonyms of other states apart (issue 26)
        rotulo: `${c.nome}/SP`,
        uf: { id: 35, nome: 'São Paulo' },
        codigoIbge: expect.any(Number),
      });
    }
    // sorted by name, accent-insensitively: Adamantina is the first municipality of SP
    expect(res.body.content[0].nome).toBe('Adamantina');
    const last = await admin.get('/api/geral/cidades?uf=35&page=42&size=15');
    expect(last.body.content).toHaveLength(645 - 42 * 15);
    expect(last.body.pageable.offset).toBe(630);
  });

  it('finds São Paulo when searching "sao paulo" (accent- and case-insensitive)', async () => {
    const res = await admin.get('/api/geral/cidades?nome=sao%20paulo&page=0&size=50');
    expect(res.status).toBe(200);
    const nomes = res.body.content.map((c: { nome: string }) => c.nome);
    expect(nomes).toContain('São Paulo');
    expect(nomes).toContain('São Paulo das Missões');
    for (const n of nomes)
      expect(n.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).toContain('sao paulo');
    const capital = await admin.get('/api/geral/cidades?nome=SÃO%20PAULO&uf=35&page=0');
    expect(capital.body.content.map((c: { id: number }) => c.id)).toContain(3550308);
    const estado = await admin.get('/api/geral/estados?nome=sao%20paulo');
    expect(estado.body.map((e: { sigla: string }) => e.sigla)).toEqual(['SP']);
  });

  it('reads one state and one city by id', async () => {
    expect((await admin.get('/api/geral/estados/33')).body).toMatchObject({
      sigla: 'RJ',
      nome: 'Rio de Janeiro',
    });
    expect((await admin.get('/api/geral/cidades/3550308')).body).toEqual({
      id: 3550308,
      nome: 'São Paulo',
      rotulo: 'São Paulo/SP',
      uf: { id: 35, nome: 'São Paulo' },
      codigoIbge: 3550308,
    });
    expect((await admin.get('/api/geral/cidades/1')).status).toBe(404);
  });

  it('is read-only: writes answer 405 and change nothing', async () => {
    const post = await admin.post('/api/geral/estados', { sigla: 'XX', nome: 'Novo Estado', codigoIbge: 99 });
    expect(post.status).toBe(405);
    expect(post.body).toMatchObject({ status: 405, message: 'Este cadastro não pode ser alterado.' });
    const put = await admin.put('/api/geral/estados/35', { sigla: 'SP', nome: 'Outro Nome', codigoIbge: 35 });
    expect(put.status).toBe(405);
    expect((await admin.del('/api/geral/estados/35')).status).toBe(405);
    const postCity = await admin.post('/api/geral/cidades', {
      nome: 'Cidade Nova',
      uf: { id: 35 },
      codigoIbge: 3599999,
    });
    expect(postCity.status).toBe(405);
    expect(
      (await admin.put('/api/geral/cidades/3550308', { nome: 'X', uf: { id: 35 }, codigoIbge: 3550308 }))
        .status,
    ).toBe(405);
    expect((await admin.del('/api/geral/cidades/3550308')).status).toBe(405);
    expect(await count('estado')).toBe(27);
    expect(await count('cidade')).toBe(5571);
    expect((await t.sql.query('SELECT nome FROM estado WHERE id = 35')).rows[0].nome).toBe('São Paulo');
    expect((await t.sql.query('SELECT nome FROM cidade WHERE id = 3550308')).rows[0].nome).toBe('São Paulo');
  });

  it('needs a session', async () => {
    const anon = new Client(t.app);
    expect((await anon.get('/api/geral/estados')).status).toBe(401);
    expect((await anon.get('/api/geral/cidades?uf=35&page=0')).status).toBe(401);
  });
});
