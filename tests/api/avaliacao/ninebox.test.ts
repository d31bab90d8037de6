// Nine-box: the §5 threshold and box rules with their messages, generation from an evaluation's results (sheets
// written straight into the tables: the answering itself is tested elsewhere), boxes by the thresholds, axis
// inversion, calibration with justification kept in the audit trail, who did not answer, anonymity (hidden people,
// closed evaluations only), the complementary suppression cases, and the printed report.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError, expectFieldErrors } from '../../helpers/expect.ts';
import { Client, countRows, created, startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { type Fixture, montar } from './fixtures.ts';

const AV = '/api/avaliacao/avaliacoes-desempenho';
const NB = '/api/avaliacao/ninebox';
const CAL = '/api/avaliacao/ninebox-calibracoes';
let t: TestApp;
let admin: Client;
let f: Fixture;

const count = (table: string, where = 'TRUE') => countRows(t, table, where);

async function avaliacao(anonima: boolean, titulo: string): Promise<number> {
  return (
    await created(admin, AV, {
      titulo,
      dataIni: '2026-01-01',
      dataFim: '2026-02-28',
      modeloAvaliacao: { id: f.modelo },
      anonima,
      permiteAutoAvaliacao: true,
      avaliarCompetenciasCargo: true,
    })
  ).id;
}

/** A participation and, when `notas` is given, its finished sheet with questionnaire and competence scores. */
async function folha(
  av: number,
  avaliado: number,
  avaliador: number,
  papel: string,
  notas?: [number, number],
) {
  await t.sql.query(
    `INSERT INTO avaliacao_participante (empresa_id, avaliacao_desempenho_id, avaliado_id, avaliador_id, papel, respondida)
     VALUES (1, $1, $2, $3, $4, $5)`,
    [av, avaliado, avaliador, papel, !!notas],
  );
  if (!notas) return;
  const { rows } = await t.sql.query(
    `INSERT INTO questionario_folha (origem, empresa_id, cadastro, modelo_id, contexto, contexto_id, avaliado_id, papel, anonima, concluida, nota)
     VALUES ('avaliacao-desempenho', 1, 'avaliacao/modelos-avaliacao', $1, 'avaliacao/avaliacoes-desempenho', $2, $3, $4, true, true, $5) RETURNING id`,
    [f.modelo, av, avaliado, papel, notas[0]],
  );
  await t.sql.query(
    `INSERT INTO avaliacao_folha_nota (folha_id, nota_questionario, nota_competencias, nota_geral) VALUES ($1, $2::numeric, $3::numeric, ($2::numeric + $3::numeric) / 2)`,
    [rows[0].id, notas[0], notas[1]],
  );
}

const config = (av: number, extra: Record<string, unknown> = {}) => ({
  avaliacaoDesempenho: { id: av },
  percentualBaixoPotencial: 33,
  percentualAltoPotencial: 66,
  percentualBaixoDesempenho: 33,
  percentualAltoDesempenho: 66,
  ...extra,
});

let av: number;
let nb: any;

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  f = await montar(admin);
  const { ana, bia, caio, duda, edu } = f.pessoas;
  av = await avaliacao(false, 'Ciclo para o nove-box');
  // Caio: (90, 80) → ALTA CAPACIDADE; Duda: (20, 90) → ENIGMA; Edu: (50, 50) → MANTENEDOR;
  // Bia: only her self-evaluation → not placed; Ana: evaluated, nobody answered yet
  await folha(av, caio.id, bia.id, 'L', [90, 80]);
  await folha(av, duda.id, bia.id, 'L', [20, 90]);
  await folha(av, edu.id, bia.id, 'L', [50, 50]);
  await folha(av, bia.id, bia.id, 'U', [70, 70]);
  await folha(av, ana.id, caio.id, 'A');
});
afterAll(async () => t?.close());

describe('configuração (spec §5)', () => {
  it('os quatro percentuais obrigatórios, cada um com a sua mensagem', async () => {
    const antes = await count('ninebox');
    expectFieldErrors(await admin.post(NB, { avaliacaoDesempenho: { id: av } }), [
      { field: 'percentualBaixoPotencial', message: 'O campo de Baixo Potencial é obrigatório.' },
      { field: 'percentualAltoPotencial', message: 'O campo de Alto Potencial é obrigatório.' },
      { field: 'percentualBaixoDesempenho', message: 'O campo de Baixo Desempenho é obrigatório.' },
      { field: 'percentualAltoDesempenho', message: 'O campo de Alto Desempenho é obrigatório.' },
    ]);
    expect(await count('ninebox')).toBe(antes);
  });

  it.each([
    [
      { percentualBaixoPotencial: 66 },
      'percentualBaixoPotencial',
      'O percentual de baixo potencial não pode ser maior ou igual do que o alto potencial.',
    ],
    [
      { percentualBaixoDesempenho: 70 },
      'percentualBaixoDesempenho',
      'O percentual de baixo desempenho não pode ser maior ou igual do que o alto desempenho.',
    ],
    [
      { percentualAltoPotencial: 100 },
      'percentualAltoPotencial',
      'O percentual de alto potencial deve ter no máximo 2 dígitos.',
    ],
    [
      { percentualAltoDesempenho: 'abc' },
      'percentualAltoDesempenho',
      'Informe somente números no campo de Alto Desempenho.',
    ],
    [
      { percentualBaixoPotencial: -1 },
      'percentualBaixoPotencial',
      'Informe somente números no campo de Baixo Potencial.',
    ],
  ])('recusa %j sem gravar', async (mudanca, field, message) => {
    const antes = await count('ninebox');
    expectFieldError(await admin.post(NB, config(av, mudanca)), field, message);
    expect(await count('ninebox')).toBe(antes);
  });

  it('quadrantes: título obrigatório até 24, descrição obrigatória, os nove', async () => {
    const boxes = Array.from({ length: 9 }, (_, i) => ({
      quadrante: i + 1,
      nomeclatura: `Q${i + 1}`,
      descricao: 'd',
    }));
    expectFieldError(
      await admin.post(
        NB,
        config(av, { boxes: boxes.map((b, i) => (i === 2 ? { ...b, nomeclatura: 'x'.repeat(25) } : b)) }),
      ),
      'boxes.2.nomeclatura',
      'Título do quadrante deve ter no máximo 24 caracteres.',
    );
    expectFieldError(
      await admin.post(
        NB,
        config(av, { boxes: boxes.map((b, i) => (i === 0 ? { ...b, descricao: ' ' } : b)) }),
      ),
      'boxes.0.descricao',
      'Descrição do quadrante é obrigatória',
    );
    expectFieldError(
      await admin.post(NB, config(av, { boxes: boxes.slice(1) })),
      'boxes',
      'Informe os 9 quadrantes.',
    );
    expectFieldError(
      await admin.post(NB, config(av, { boxes: boxes.map((b) => ({ ...b, quadrante: 1 })) })),
      'boxes',
      'Informe os 9 quadrantes.',
    );
  });

  it('sem quadrantes: os nomes padrão da spec; uma por avaliação', async () => {
    nb = await created(admin, NB, config(av));
    expect(nb.boxes.map((b: any) => b.nomeclatura)).toEqual([
      'ENIGMA',
      'FORTE POTENCIAL',
      'ALTA CAPACIDADE',
      'QUESTIONAVEL',
      'MANTENEDOR',
      'FORTE DESEMPENHO',
      'INSUFICIENTE',
      'EFICAZ',
      'COMPROMETIDO',
    ]);
    expect(nb).toMatchObject({
      titulo: 'Ciclo para o nove-box',
      fontePotencial: 'COMPETENCIAS',
      inverterEixo: false,
    });
    expectFieldError(
      await admin.post(NB, config(av)),
      'avaliacaoDesempenho',
      'Esta avaliação já possui um nove-box.',
    );
    expect((await admin.get(`${NB}/exists?avaliacaoId=${av}`)).body).toEqual({ existe: true, id: nb.id });
  });
});

describe('gráfico', () => {
  it('antes de gerar: 409', async () => {
    const res = await admin.get(`${NB}/chart/${nb.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('O nove-box ainda não foi gerado.');
  });

  it('gera: cada um no seu quadrante; quem não tem resultado fica de fora com o motivo', async () => {
    const g = (await admin.post(`${NB}/${nb.id}/gerar`, undefined)).body;
    const onde = Object.fromEntries(
      g.boxes.flatMap((b: any) => b.colaboradores.map((c: any) => [c.nome.split(' ')[0], b.nomeclatura])),
    );
    expect(onde).toEqual({ Caio: 'ALTA CAPACIDADE', Duda: 'ENIGMA', Edu: 'MANTENEDOR' });
    expect(g.boxes.find((b: any) => b.nomeclatura === 'ENIGMA')).toMatchObject({
      quantidade: 1,
      linha: 0,
      coluna: 0,
    });
    expect(g.semResultado.map((x: any) => [x.nome, x.motivo])).toEqual([
      ['Ana Lima', 'Sem respostas de outros avaliadores.'],
      ['Bia Souza', 'Sem respostas de outros avaliadores.'],
    ]);
    expect(g.eixos).toEqual({ horizontal: 'Desempenho', vertical: 'Potencial' });
    const caio = g.boxes.flatMap((b: any) => b.colaboradores).find((c: any) => c.nome === 'Caio Reis');
    expect(caio).toMatchObject({
      desempenho: 90,
      potencial: 80,
      boxCalculado: 3,
      area: 'Comercial',
      cargo: 'Vendedor',
    });
  });

  it('limites novos mudam os quadrantes sem gerar de novo; inverte os eixos', async () => {
    const atual = (await admin.get(`${NB}/${nb.id}`)).body;
    const { id: _i, titulo: _t, geradoEm: _g, ...corpo } = atual;
    const res = await admin.put(`${NB}/${nb.id}`, {
      ...corpo,
      percentualAltoDesempenho: 95,
      inverterEixo: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const g = (await admin.get(`${NB}/chart/${nb.id}`)).body;
    const forte = g.boxes.find((b: any) => b.nomeclatura === 'FORTE POTENCIAL');
    expect(forte.colaboradores.map((c: any) => c.nome)).toEqual(['Caio Reis']);
    expect(g.eixos).toEqual({ horizontal: 'Potencial', vertical: 'Desempenho' });
    expect(g.boxes.find((b: any) => b.nomeclatura === 'ENIGMA')).toMatchObject({ linha: 2, coluna: 2 });
    await admin.put(`${NB}/${nb.id}`, { ...corpo, inverterEixo: false });
  });

  it('avaliadores que não responderam', async () => {
    expect((await admin.get(`${NB}/${nb.id}/avaliadores-nao-responderam`)).body).toEqual([
      { avaliador: { id: f.pessoas.caio.id, nome: 'Caio Reis' }, pendentes: 1, avaliados: ['Ana Lima'] },
    ]);
  });
});

describe('calibração', () => {
  it('justificativa obrigatória; só quem está no nove-box', async () => {
    const antes = await count('ninebox_calibracao');
    expectFieldError(
      await admin.post(CAL, { ninebox: { id: nb.id }, colaborador: { id: f.pessoas.edu.id }, box: 6 }),
      'justificativa',
      'A justificativa da calibração é obrigatória.',
    );
    expectFieldError(
      await admin.post(CAL, {
        ninebox: { id: nb.id },
        colaborador: { id: f.pessoas.ana.id },
        box: 6,
        justificativa: 'x',
      }),
      'colaborador',
      'O talento não está posicionado neste nove-box.',
    );
    expect(await count('ninebox_calibracao')).toBe(antes);
  });

  it('move o talento, guarda o quadrante calculado ao lado e a justificativa na auditoria', async () => {
    const cal = await created(admin, CAL, {
      ninebox: { id: nb.id },
      colaborador: { id: f.pessoas.edu.id },
      box: 6,
      justificativa: 'Assumiu a carteira de grandes contas no segundo semestre.',
    });
    expect(cal).toMatchObject({ box: 6, boxCalculado: 5 });
    const g = (await admin.get(`${NB}/chart/${nb.id}`)).body;
    const edu = g.boxes.find((b: any) => b.nomeclatura === 'FORTE DESEMPENHO').colaboradores[0];
    expect(edu).toMatchObject({
      nome: 'Edu Prado',
      boxCalculado: 5,
      calibracao: { box: 6, justificativa: 'Assumiu a carteira de grandes contas no segundo semestre.' },
    });
    expect(g.boxes.find((b: any) => b.nomeclatura === 'MANTENEDOR').quantidade).toBe(0);
    const { id: _i, boxCalculado: _b, ...corpo } = cal;
    await admin.put(`${CAL}/${cal.id}`, {
      ...corpo,
      colaborador: { id: corpo.colaborador.id },
      ninebox: { id: nb.id },
      box: 3,
      justificativa: 'Revisto no comitê.',
    });
    const trilha = (await admin.get(`${CAL}/${cal.id}/historico-alteracoes`)).body.content;
    expect(trilha.map((e: any) => e.operacao)).toEqual(['update', 'create']);
    expect(JSON.stringify(trilha)).toContain('Assumiu a carteira de grandes contas');
    expect(JSON.stringify(trilha)).toContain('Revisto no comitê.');
  });

  it('imprime o relatório do nove-box', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/avaliacao/relatorios/ninebox?formato=pdf',
      payload: { ninebox: nb.id },
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-report-rows']).toBe('5');
  });
});

describe('anonimato no nove-box', () => {
  it('anônima: só encerrada; papéis com um avaliador somem junto com o menor visível; geral exige 2', async () => {
    const { ana, bia, caio, duda, edu } = f.pessoas;
    const anon = await avaliacao(true, 'Anônima para o nove-box');
    // Caio: L 1 + R 1 + P 2 → hidden L and R add up to 2, P stays visible; Duda: L 1 only → hidden
    await folha(anon, caio.id, bia.id, 'L', [80, 80]);
    await folha(anon, caio.id, ana.id, 'R', [60, 60]);
    await folha(anon, caio.id, duda.id, 'P', [70, 70]);
    await folha(anon, caio.id, edu.id, 'P', [90, 90]);
    await folha(anon, duda.id, bia.id, 'L', [40, 40]);
    await t.sql.query(`UPDATE avaliacao_desempenho SET data_fim = '2099-12-31' WHERE id = $1`, [anon]);
    const nbAnon = await created(admin, NB, config(anon));
    const cedo = await admin.post(`${NB}/${nbAnon.id}/gerar`, undefined);
    expect(cedo.status).toBe(409);
    await t.sql.query(`UPDATE avaliacao_desempenho SET data_fim = '2026-02-28' WHERE id = $1`, [anon]);
    const g = (await admin.post(`${NB}/${nbAnon.id}/gerar`, undefined)).body;
    expect(
      g.boxes.flatMap((b: any) => b.colaboradores.map((c: any) => [c.nome, c.desempenho, c.potencial])),
    ).toEqual([['Caio Reis', 75, 75]]);
    expect(g.semResultado).toEqual([
      {
        id: duda.id,
        nome: 'Duda Melo',
        motivo: 'Resultado oculto: avaliação anônima com menos de 2 avaliadores.',
      },
    ]);
    const res = (await admin.get(`${AV}/${anon}/resultados/${caio.id}`)).body;
    const papeis = Object.fromEntries(res.porPapel.map((p: any) => [p.papel, p]));
    expect(papeis.L.oculto).toBe(true);
    expect(papeis.R.oculto).toBe(true);
    expect(papeis.P).toMatchObject({ folhas: 2, questionario: 80 });
  });
});
