// geral/cbo: the CBO 2002 occupations (reference-data/cbo2002-ocupacoes.csv) loaded at start, read-only,
// searchable by code, by title and by either (spec §7 "CBO GET ?codigoOudescricao").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../src/server/db/database.ts';
import { loadReferenceData } from '../../../src/server/db/reference-data.ts';
import { Client, startTestApp, type TestApp } from '../../helpers/test-app.ts';

const PATH = '/api/geral/cbo';
let t: TestApp;
let admin: Client;

const count = async () => Number((await t.sql.query('SELECT count(*) FROM cbo')).rows[0].count);
const codigos = (body: { codigo: string }[]) => body.map((c) => c.codigo);

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
});
afterAll(async () => t?.close());

describe('loading', () => {
  it('loads the 2,694 occupations with id = the numeric code', async () => {
    expect(await count()).toBe(2694);
    const page = await admin.get(`${PATH}?page=0&size=2`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ totalElements: 2694, size: 2 });
    expect(page.body.content).toEqual([
      { id: 10105, codigo: '010105', titulo: 'Oficial general da aeronáutica' },
      { id: 10110, codigo: '010110', titulo: 'Oficial general do exército' },
    ]);
    expect((await admin.get(`${PATH}/252105`)).body).toEqual({
      id: 252105,
      codigo: '252105',
      titulo: 'Administrador',
    });
  });

  it('keeps titles that contain commas whole', async () => {
    expect((await admin.get(`${PATH}/122205`)).body.titulo).toBe(
      'Diretor de produção e operações da indústria de transformação, extração mineral e utilidades',
    );
  });

  it('is idempotent: a second start inserts nothing', async () => {
    const { db } = createDatabase(t.database.url, 1);
    try {
      expect(await loadReferenceData(db)).toEqual({
        estados: 0,
        cidades: 0,
        cbo: 0,
        agentesNocivos: 0,
        procedimentosEsocial: 0,
      });
    } finally {
      await db.destroy();
    }
    expect(await count()).toBe(2694);
  });
});

describe('search', () => {
  it('filters by part of the code and by title ignoring accents and case', async () => {
    expect(codigos((await admin.get(`${PATH}?codigo=25210`)).body)).toEqual([
      '225210',
      '252105',
      '325210',
      '725210',
    ]);
    const titulo = await admin.get(`${PATH}?titulo=ADMINISTRACAO`);
    expect(titulo.status).toBe(200);
    expect(titulo.body.length).toBeGreaterThan(0);
    for (const c of titulo.body) expect(c.titulo.toLowerCase()).toContain('administração');
  });

  it.each([
    ['a code with its punctuation', '2521-05', ['252105']],
    ['the start of a code', '21122', ['211220']],
    ['a family of codes', '2123', ['212305', '212310', '212315', '212320']],
    ['a title, accent- and case-insensitive', 'CIENTISTA de DADOS', ['211220']],
    ['a title with accents typed without them', 'oficial de protecao de dados', ['142135']],
  ])('codigoOudescricao matches %s', async (_c, q, expected) => {
    const res = await admin.get(`${PATH}?codigoOudescricao=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    expect(codigos(res.body)).toEqual(expected);
  });

  it('codigoOudescricao matches the code or the title, paged', async () => {
    const res = await admin.get(`${PATH}?codigoOudescricao=administrador&page=0&size=50`);
    expect(res.status).toBe(200);
    expect(res.body.totalElements).toBeGreaterThanOrEqual(9);
    expect(codigos(res.body.content)).toContain('252105');
    expect(codigos(res.body.content)).toContain('212305');
  });

  it('takes LIKE wildcards literally and finds nothing for them', async () => {
    const res = await admin.get(`${PATH}?codigoOudescricao=${encodeURIComponent('%_')}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('answers the dropdown shape with the title', async () => {
    const res = await admin.get(`${PATH}?resumido=true&codigo=252105`);
    expect(res.body).toEqual([{ id: 252105, nome: 'Administrador' }]);
  });
});

describe('access', () => {
  it('is read-only (405) and keeps its rows', async () => {
    const post = await admin.post(PATH, { codigo: '999999', titulo: 'Inventada' });
    expect(post.status).toBe(405);
    expect(post.body).toMatchObject({ message: 'Este cadastro não pode ser alterado.' });
    expect((await admin.put(`${PATH}/252105`, { codigo: '252105', titulo: 'X' })).status).toBe(405);
    expect((await admin.del(`${PATH}/252105`)).status).toBe(405);
    expect(await count()).toBe(2694);
    expect((await admin.get(`${PATH}/252105`)).body.titulo).toBe('Administrador');
  });

  it('needs a session', async () => {
    const res = await new Client(t.app).get(`${PATH}?codigoOudescricao=252105`);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'Sessão expirada.' });
  });
});
