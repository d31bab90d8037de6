// SST risk registers: risk sources, gravities, probabilities (with the defaults every company starts with),
// risks ('Tipo de Risco é obrigatório.') and the severity matrix ('Adicione pelo menos uma combinação da
// matriz.', the gravity × probability lookup by date).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { created, refused, refusedAll, type SstTest, startSst, userWith } from './helpers.ts';

let s: SstTest;
beforeAll(async () => {
  s = await startSst();
});
afterAll(async () => s?.t.close());

const GRAVIDADES = '/api/sst/gravidades-risco';
const PROBABILIDADES = '/api/sst/probabilidades-risco';
const FONTES = '/api/sst/fontes-risco';
const RISCOS = '/api/sst/risco';
const MATRIZ = '/api/sst/matriz-risco';

const nomes = async (path: string, c = s.admin) =>
  ((await c.get(`${path}?sort=id,asc`)).body as { nome: string }[]).map((x) => x.nome);

describe('defaults', () => {
  it('every company starts with three gravities, three probabilities and a 3 × 3 matrix from 2022-01-03', async () => {
    for (const c of [s.admin, s.other]) {
      expect(await nomes(GRAVIDADES, c)).toEqual(['Leve', 'Moderado', 'Significativo']);
      expect(await nomes(PROBABILIDADES, c)).toEqual(['Pouco Exposto', 'Muito Exposto', 'Altamente Exposto']);
      const [matriz] = (await c.get(MATRIZ)).body;
      expect(matriz.data).toBe('2022-01-03');
      expect((await c.get(`${MATRIZ}/${matriz.id}`)).body.combinacoes).toHaveLength(9);
    }
  });

  it('the company B defaults are its own records', async () => {
    const [a] = (await s.admin.get(`${GRAVIDADES}?sort=id,asc`)).body;
    expect((await s.other.get(`${GRAVIDADES}/${a.id}`)).status).toBe(404);
  });
});

describe('lookups', () => {
  it.each([
    [FONTES, 'fonte_risco'],
    [GRAVIDADES, 'gravidade_risco'],
    [PROBABILIDADES, 'probabilidade_risco'],
  ])('%s: nome required, at most 255 characters', async (path, table) => {
    await refused(s, table, () => s.admin.post(path, {}), 'nome', 'Nome é obrigatório');
    await refused(s, table, () => s.admin.post(path, { nome: '   ' }), 'nome', 'Nome é obrigatório');
    await refused(
      s,
      table,
      () => s.admin.post(path, { nome: 'x'.repeat(256) }),
      'nome',
      'Nome deve ter no máximo 255 caracteres.',
    );
    expect((await s.admin.post(path, { nome: 'y'.repeat(255) })).status).toBe(201);
  });

  it('needs ROLE_SST', async () => {
    const semSst = await userWith(s, 'ROLE_CARGO_SALARIO', '39053344705');
    expect((await semSst.get(GRAVIDADES)).status).toBe(403);
    expect((await semSst.post(FONTES, { nome: 'Máquina' })).status).toBe(403);
  });
});

describe('sst/risco', () => {
  it('creates a risk with its group, source and texts', async () => {
    const fonte = await created(s.admin, FONTES, { nome: 'Prensa hidráulica' });
    const risco = await created(s.admin, RISCOS, {
      grupoRisco: 'FISICO',
      descricao: ' Ruído contínuo ',
      fonteRisco: { id: fonte.id },
      possiveisDanosSaude: 'Perda auditiva induzida por ruído',
      procedimentoEmergencia: 'Afastar o trabalhador da fonte',
    });
    expect(risco).toMatchObject({
      grupoRisco: 'FISICO',
      descricao: 'Ruído contínuo',
      fonteRisco: { id: fonte.id, nome: 'Prensa hidráulica' },
    });
    expect((await s.admin.get(`${RISCOS}?grupoRisco=FISICO`)).body.map((r: any) => r.id)).toContain(risco.id);
  });

  it.each([
    ['type absent', { descricao: 'Poeira' }, 'grupoRisco', 'Tipo de Risco é obrigatório.'],
    [
      'type TODOS (a list filter, not a type)',
      { grupoRisco: 'TODOS', descricao: 'Poeira' },
      'grupoRisco',
      'Tipo de Risco é obrigatório.',
    ],
    [
      'type of another kind',
      { grupoRisco: 3, descricao: 'Poeira' },
      'grupoRisco',
      'Tipo de Risco é obrigatório.',
    ],
    ['name absent', { grupoRisco: 'QUIMICO' }, 'descricao', 'Nome é obrigatório'],
    ['name blank', { grupoRisco: 'QUIMICO', descricao: ' ' }, 'descricao', 'Nome é obrigatório'],
    [
      'name of 256',
      { grupoRisco: 'QUIMICO', descricao: 'p'.repeat(256) },
      'descricao',
      'Nome deve ter no máximo 255 caracteres.',
    ],
  ])('refuses %s and stores nothing', async (_c, body, field, message) => {
    await refused(s, 'risco', () => s.admin.post(RISCOS, body), field, message);
  });

  it("refuses another company's risk source", async () => {
    const fonteB = await created(s.other, FONTES, { nome: 'Fonte da B' });
    await refused(
      s,
      'risco',
      () =>
        s.admin.post(RISCOS, { grupoRisco: 'ACIDENTE', descricao: 'Queda', fonteRisco: { id: fonteB.id } }),
      'fonteRisco',
      'Fonte Geradora: registro não encontrado.',
    );
  });
});

describe('sst/matriz-risco', () => {
  let g: { id: number; nome: string }[];
  let p: { id: number; nome: string }[];
  beforeAll(async () => {
    g = (await s.admin.get(`${GRAVIDADES}?sort=id,asc`)).body;
    p = (await s.admin.get(`${PROBABILIDADES}?sort=id,asc`)).body;
  });

  it("refuses a matrix without combinations: 'Adicione pelo menos uma combinação da matriz.'", async () => {
    const msg = 'Adicione pelo menos uma combinação da matriz.';
    await refused(s, 'matriz_risco', () => s.admin.post(MATRIZ, { data: '2024-01-01' }), 'combinacoes', msg);
    await refused(
      s,
      'matriz_risco',
      () => s.admin.post(MATRIZ, { data: '2024-01-01', combinacoes: [] }),
      'combinacoes',
      msg,
    );
  });

  it('refuses a pair given twice, naming it, and a combination without classification', async () => {
    const par = { gravidade: { id: g[0]!.id }, probabilidade: { id: p[0]!.id } };
    await refused(
      s,
      'matriz_risco',
      () =>
        s.admin.post(MATRIZ, {
          data: '2024-01-01',
          combinacoes: [
            { ...par, classificacao: 'TRIVIAL' },
            { ...par, classificacao: 'MODERADO' },
          ],
        }),
      'combinacoes.1.probabilidade',
      'A combinação Leve × Pouco Exposto já está na matriz.',
    );
    await refused(
      s,
      'matriz_risco',
      () => s.admin.post(MATRIZ, { data: '2024-01-01', combinacoes: [par] }),
      'combinacoes.0.classificacao',
      'Classificação é obrigatória',
    );
    await refusedAll(
      s,
      'matriz_risco',
      () => s.admin.post(MATRIZ, { data: '2022-01-03', combinacoes: [{ ...par, classificacao: 'TRIVIAL' }] }),
      [{ field: 'data', message: 'Já existe uma matriz de severidade nesta data.' }],
    );
  });

  it('looks up the classification of a pair in the matrix in force at the date', async () => {
    const url = (gi: number, pi: number, data?: string) =>
      `${MATRIZ}/gravidade/${g[gi]!.id}/probabilidade/${p[pi]!.id}${data ? `?data=${data}` : ''}`;
    expect((await s.admin.get(url(2, 2))).body).toMatchObject({
      classificacao: 'INTOLERAVEL',
      descricao: 'Intolerável',
      matriz: { data: '2022-01-03' },
    });
    expect((await s.admin.get(url(0, 1))).body.classificacao).toBe('TOLERAVEL');
    // a revised matrix from 2025 classifies the same pair differently, from its date on
    await created(s.admin, MATRIZ, {
      data: '2025-01-01',
      descricao: 'Revisão 2025',
      combinacoes: [
        { gravidade: { id: g[0]!.id }, probabilidade: { id: p[1]!.id }, classificacao: 'MODERADO' },
      ],
    });
    expect((await s.admin.get(url(0, 1, '2024-12-31'))).body.classificacao).toBe('TOLERAVEL');
    expect((await s.admin.get(url(0, 1, '2025-01-01'))).body.classificacao).toBe('MODERADO');
    const semPar = await s.admin.get(url(2, 2, '2025-06-01'));
    expect(semPar.status).toBe(404);
    expect(semPar.body.message).toBe(
      'A matriz de severidade em vigor não tem esta combinação de gravidade e probabilidade.',
    );
    expect((await s.admin.get(url(0, 0, '2021-12-31'))).status).toBe(404);
    expect((await s.admin.get(`${url(0, 0)}?data=31/12/2024`)).status).toBe(400);
  });

  it("answers 404 for another company's gravity", async () => {
    const gB = (await s.other.get(`${GRAVIDADES}?sort=id,asc`)).body[0];
    expect((await s.admin.get(`${MATRIZ}/gravidade/${gB.id}/probabilidade/${p[0]!.id}`)).status).toBe(404);
  });
});
