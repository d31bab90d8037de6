// One evaluator's answered sheet for HR in PDF/XLSX, two sheets of the same evaluated person compared, the blank
// questionnaire of a participation, the levels an evaluator has given (cncc), and the nine-box's competences per
// person (chart/cncc) and action plans per box (chart/pdi) — with authority, other company 404 and anonymity: an
// anonymous evaluation's sheets are never shown per evaluator, and a person whose result is hidden shows no levels.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError } from '../../helpers/expect.ts';
import {
  Client,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';
import { cpf, type Fixture, montar, opcao } from './fixtures.ts';

const AV = '/api/avaliacao/avaliacoes-desempenho';
const Q = '/api/avaliacao/avaliacoes-desempenhos-questionarios';
const NB = '/api/avaliacao/ninebox';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let t: TestApp;
let admin: Client;
let outra: Client;
let f: Fixture;
let identificada: number;
let anonima: number;

const respostas = (obj: string, nota: number) => [
  { perguntaId: f.perguntas.objetiva.id, respostaId: opcao(f.perguntas.objetiva, obj) },
  { perguntaId: f.perguntas.nota.id, nota },
];
const competencias = (excel: number, negociacao: number, proatividade: number) => [
  { tipo: 'C', competenciaId: f.competencias.excel, nivelId: excel },
  { tipo: 'H', competenciaId: f.competencias.negociacao, nivelId: negociacao, comentario: 'Negocia bem' },
  { tipo: 'A', competenciaId: f.competencias.proatividade, nivelId: proatividade },
];

/** The participation of `quem` evaluating `avaliadoId` in evaluation `av`. */
async function participacao(quem: Client, av: number, avaliadoId = f.pessoas.caio.id): Promise<any> {
  const lista = (await quem.get(`${Q}?avaliacaoId=${av}`)).body;
  return lista.find((p: any) => p.avaliado.id === avaliadoId);
}

async function nova(anonimaFlag: boolean): Promise<number> {
  const a = await created(admin, AV, {
    titulo: anonimaFlag ? 'Ciclo anônimo' : 'Ciclo identificado',
    dataIni: '2026-01-01',
    dataFim: '2099-12-31',
    modeloAvaliacao: { id: f.modelo },
    anonima: anonimaFlag,
    permiteAutoAvaliacao: true,
    avaliarCompetenciasCargo: true,
    exibirNivelCompetenciaExigido: true,
  });
  await admin.post(`${AV}/${a.id}/participantes/gerar`, {
    colaboradoresIds: [f.pessoas.caio.id],
    autoavaliacao: true,
    gestores: true,
    pares: true,
  });
  // Bia (manager) also evaluates Duda; Ana evaluates Caio and never answers
  await created(admin, '/api/avaliacao/participantes-avaliacao-desempenho', {
    avaliacaoDesempenho: { id: a.id },
    avaliado: { id: f.pessoas.duda.id },
    avaliador: { id: f.pessoas.bia.id },
    papel: 'L',
  });
  await created(admin, '/api/avaliacao/participantes-avaliacao-desempenho', {
    avaliacaoDesempenho: { id: a.id },
    avaliado: { id: f.pessoas.caio.id },
    avaliador: { id: f.pessoas.ana.id },
    papel: 'R',
  });
  await admin.put(`${AV}/${a.id}/liberada/true`, undefined);
  return a.id;
}

/** Caio is answered by Bia, Duda, Edu and himself; Duda only by Bia. */
async function respondem(av: number) {
  const { niveis: n, pessoas: p } = f;
  for (const [quem, obj, nota, comp, avaliado] of [
    [p.bia, 'Bom', 8, competencias(n.avancado, n.avancado, n.especialista), p.caio.id],
    [p.duda, 'Ótimo', 10, competencias(n.especialista, n.especialista, n.especialista), p.caio.id],
    [p.edu, 'Regular', 5, competencias(n.basico, n.basico, n.basico), p.caio.id],
    [p.caio, 'Bom', 7, competencias(n.intermediario, n.intermediario, n.intermediario), p.caio.id],
    [p.bia, 'Ruim', 2, competencias(n.basico, n.basico, n.basico), p.duda.id],
  ] as const) {
    const part = await participacao(quem.client, av, avaliado);
    const res = await quem.client.post(`${Q}/${part.id}`, {
      respostas: respostas(obj, nota),
      competencias: comp,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

/** HR's id of the participation of `avaliador` evaluating `avaliado`. */
async function idParticipacao(av: number, avaliador: number, avaliado = f.pessoas.caio.id): Promise<number> {
  const { rows } = await t.sql.query(
    'SELECT id FROM avaliacao_participante WHERE avaliacao_desempenho_id = $1 AND avaliador_id = $2 AND avaliado_id = $3',
    [av, avaliador, avaliado],
  );
  return rows[0].id;
}

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  f = await montar(admin);
  await t.sql.query('UPDATE config_nivel_competencia_faixa_habilidades SET solicitar_comentario = true');
  identificada = await nova(false);
  anonima = await nova(true);
  outra = (await createCompanyWithUser(admin, 'Outra Empresa Folhas', cpf(700_000_002))).client;
});
afterAll(async () => t?.close());

describe('cncc: os níveis que o avaliador já deu', () => {
  it('mostra o rascunho a quem responde; a participação de outro é 404', async () => {
    const bia = await participacao(f.pessoas.bia.client, identificada);
    const vazio = (await f.pessoas.bia.client.get(`${Q}/cncc/${bia.id}`)).body;
    expect(vazio.competencias.map((c: any) => [c.competencia.nome, c.nivel])).toEqual([
      ['Excel', null],
      ['Negociação', null],
      ['Proatividade', null],
    ]);
    await f.pessoas.bia.client.post(`${Q}/${bia.id}`, {
      respostas: [],
      competencias: [{ tipo: 'C', competenciaId: f.competencias.excel, nivelId: f.niveis.avancado }],
      respondidoParcialmente: true,
    });
    const res = await f.pessoas.bia.client.get(`${Q}/cncc/${bia.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ avaliado: { nome: 'Caio Reis' }, respondidaParcialmente: true });
    expect(res.body.competencias[0]).toMatchObject({
      competencia: { nome: 'Excel' },
      nivel: { descricao: 'Avançado' },
      nivelExigido: { descricao: 'Intermediário' },
    });
    expect((await f.pessoas.edu.client.get(`${Q}/cncc/${bia.id}`)).status).toBe(404);
    expect((await outra.get(`${Q}/cncc/${bia.id}`)).status).toBe(404);
  });

  it('na avaliação anônima, a folha concluída não volta nem a quem respondeu', async () => {
    await respondem(identificada);
    await respondem(anonima);
    const bia = await participacao(f.pessoas.bia.client, anonima);
    const res = (await f.pessoas.bia.client.get(`${Q}/cncc/${bia.id}`)).body;
    expect(res.respondida).toBe(true);
    expect(res.competencias.every((c: any) => c.nivel === null)).toBe(true);
    const identificadaBia = await participacao(f.pessoas.bia.client, identificada);
    const dada = (await f.pessoas.bia.client.get(`${Q}/cncc/${identificadaBia.id}`)).body;
    expect(dada.competencias.map((c: any) => c.nivel?.descricao)).toEqual([
      'Avançado',
      'Avançado',
      'Especialista',
    ]);
  });
});

describe('a folha respondida de um avaliador em PDF e planilha', () => {
  it('PDF e XLSX da avaliação identificada', async () => {
    const id = await idParticipacao(identificada, f.pessoas.bia.id);
    const pdf = await admin.get(`${Q}/${id}/respondida/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(Number(pdf.headers['x-report-rows'])).toBe(5); // 2 questions + 3 competences
    const xls = await admin.get(`${Q}/${id}/respondida/xls`);
    expect(xls.status).toBe(200);
    expect(xls.headers['content-type']).toBe(XLSX);
  });

  it('anônima: 409, também a autoavaliação; não concluída: 409; outra empresa 404; sem autoridade 403', async () => {
    for (const quem of [f.pessoas.bia.id, f.pessoas.caio.id]) {
      const res = await admin.get(`${Q}/${await idParticipacao(anonima, quem)}/respondida/pdf`);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        'A avaliação é anônima: as respostas de cada avaliador não são mostradas.',
      );
    }
    const ana = await idParticipacao(identificada, f.pessoas.ana.id);
    const res = await admin.get(`${Q}/${ana}/respondida/xls`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('O avaliador ainda não concluiu esta avaliação.');
    const bia = await idParticipacao(identificada, f.pessoas.bia.id);
    expect((await outra.get(`${Q}/${bia}/respondida/pdf`)).status).toBe(404);
    expect((await f.pessoas.bia.client.get(`${Q}/${bia}/respondida/pdf`)).status).toBe(403);
  });
});

describe('comparativa de duas folhas do mesmo avaliado', () => {
  it('autoavaliação × gestor, pergunta a pergunta e competência a competência', async () => {
    const caio = await idParticipacao(identificada, f.pessoas.caio.id);
    const bia = await idParticipacao(identificada, f.pessoas.bia.id);
    const res = await admin.get(`${Q}/${caio}/${bia}/comparativa`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.folhas.map((x: any) => [x.lado, x.papel, x.avaliador.nome])).toEqual([
      [1, 'U', 'Caio Reis'],
      [2, 'L', 'Bia Souza'],
    ]);
    expect(res.body.comparacao).toContain('Avaliado: Caio Reis');
    expect(res.body.itens.map((i: any) => [i.item, i.folha1, i.folha2])).toEqual([
      ['Cumpre os prazos combinados?', 'Bom', 'Bom'],
      ['Nota para a colaboração com o time', '7 (de 1 a 10)', '8 (de 1 a 10)'],
      ['Excel', 'Intermediário (nível 2 de 4; exigido 2)', 'Avançado (nível 3 de 4; exigido 2)'],
      [
        'Negociação',
        'Intermediário (nível 2 de 4; exigido 3) — Negocia bem',
        'Avançado (nível 3 de 4; exigido 3) — Negocia bem',
      ],
      ['Proatividade', 'Intermediário (nível 2 de 4; exigido 3)', 'Especialista (nível 4 de 4; exigido 3)'],
    ]);
    const pdf = await admin.get(`${Q}/${caio}/${bia}/comparativa/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('recusa: outro avaliado, a mesma folha, anônima, não concluída; outra empresa 404; sem autoridade 403', async () => {
    const caio = await idParticipacao(identificada, f.pessoas.caio.id);
    const biaDuda = await idParticipacao(identificada, f.pessoas.bia.id, f.pessoas.duda.id);
    const conflito = async (url: string, message: string) => {
      const res = await admin.get(url);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(message);
    };
    await conflito(
      `${Q}/${caio}/${biaDuda}/comparativa`,
      'As duas folhas comparadas devem ser do mesmo avaliado.',
    );
    await conflito(
      `${Q}/${caio}/${caio}/comparativa/pdf`,
      'Escolha duas participações diferentes para comparar.',
    );
    await conflito(
      `${Q}/${await idParticipacao(anonima, f.pessoas.caio.id)}/${await idParticipacao(anonima, f.pessoas.bia.id)}/comparativa`,
      'A avaliação é anônima: as respostas de cada avaliador não são mostradas.',
    );
    await conflito(
      `${Q}/${caio}/${await idParticipacao(identificada, f.pessoas.ana.id)}/comparativa`,
      'O avaliador ainda não concluiu esta avaliação.',
    );
    expect((await outra.get(`${Q}/${caio}/${biaDuda}/comparativa`)).status).toBe(404);
    expect((await f.pessoas.caio.client.get(`${Q}/${caio}/${biaDuda}/comparativa`)).status).toBe(403);
  });
});

describe('o questionário de uma participação em PDF', () => {
  it('o RH e o próprio avaliador imprimem; outro talento 404, outra empresa 404', async () => {
    const id = await idParticipacao(anonima, f.pessoas.bia.id);
    for (const quem of [admin, f.pessoas.bia.client]) {
      const pdf = await quem.get(`${Q}/${id}/questionario/pdf`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(Number(pdf.headers['x-report-rows'])).toBe(2);
    }
    expect((await f.pessoas.edu.client.get(`${Q}/${id}/questionario/pdf`)).status).toBe(404);
    expect((await outra.get(`${Q}/${id}/questionario/pdf`)).status).toBe(404);
  });
});

describe('nove-box: competências por talento e PDI por quadrante', () => {
  let nb: number;
  let nbAnonimo: number;

  beforeAll(async () => {
    const config = (av: number) => ({
      avaliacaoDesempenho: { id: av },
      percentualBaixoPotencial: 33,
      percentualAltoPotencial: 66,
      percentualBaixoDesempenho: 33,
      percentualAltoDesempenho: 66,
    });
    nb = (await created(admin, NB, config(identificada))).id;
    nbAnonimo = (await created(admin, NB, config(anonima))).id;
  });

  it('antes de gerar: 409; depois, os níveis médios dos outros × exigido (o exemplo de docs/avaliacao.md)', async () => {
    const antes = await admin.get(`${NB}/chart/cncc/${nb}`);
    expect(antes.status).toBe(409);
    expect(antes.body.message).toBe('O nove-box ainda não foi gerado.');
    await admin.post(`${NB}/${nb}/gerar`, undefined);
    const res = await admin.get(`${NB}/chart/cncc/${nb}`);
    expect(res.status).toBe(200);
    const caio = res.body.find((x: any) => x.colaborador.nome === 'Caio Reis');
    expect(
      caio.competencias.map((c: any) => [c.competencia.nome, Number(c.nivel), c.exigido, c.maximo]),
    ).toEqual([
      ['Excel', 2.67, 2, 4],
      ['Negociação', 2.67, 3, 4],
      ['Proatividade', 3, 3, 4],
    ]);
    expect((await outra.get(`${NB}/chart/cncc/${nb}`)).status).toBe(404);
    expect((await f.pessoas.bia.client.get(`${NB}/chart/cncc/${nb}`)).status).toBe(403);
  });

  it('anônima: só depois do fim; quem tem menos de 2 avaliadores fica sem níveis', async () => {
    await t.sql.query(`UPDATE avaliacao_desempenho SET data_fim = '2026-01-31' WHERE id = $1`, [anonima]);
    expect((await admin.post(`${NB}/${nbAnonimo}/gerar`, undefined)).status).toBe(200);
    const res = (await admin.get(`${NB}/chart/cncc/${nbAnonimo}`)).body;
    const por = Object.fromEntries(res.map((x: any) => [x.colaborador.nome, x.competencias.length]));
    expect(por).toEqual({ 'Caio Reis': 3, 'Duda Melo': 0 });
  });

  it('chart/pdi: os talentos do quadrante com os seus planos de ação', async () => {
    await created(admin, '/api/avaliacao/planos-acao', {
      colaborador: { id: f.pessoas.caio.id },
      avaliacaoDesempenho: { id: identificada },
      nome: 'Mentoria de liderança',
      meta: 'Conduzir um projeto do time',
      responsavel: { id: f.pessoas.bia.id },
      previsaoInicio: '2026-03-01',
      previsaoTermino: '2026-08-31',
    });
    // Caio: desempenho 75,56 and potencial 68,75 → box 3 (ALTA CAPACIDADE); Duda: 6/25 → box 7 (INSUFICIENTE)
    const res = await admin.get(`${NB}/chart/pdi/${nb}/3`);
    expect(res.status).toBe(200);
    expect(res.body.quadrante).toMatchObject({ quadrante: 3, nomeclatura: 'ALTA CAPACIDADE' });
    expect(res.body.colaboradores).toHaveLength(1);
    expect(res.body.colaboradores[0]).toMatchObject({
      colaborador: { nome: 'Caio Reis' },
      planos: [{ nome: 'Mentoria de liderança', previsaoTermino: '2026-08-31' }],
    });
    const duda = (await admin.get(`${NB}/chart/pdi/${nb}/7`)).body;
    expect(duda.colaboradores.map((c: any) => [c.colaborador.nome, c.planos])).toEqual([['Duda Melo', []]]);
    expect((await admin.get(`${NB}/chart/pdi/${nb}/5`)).body.colaboradores).toEqual([]);
    expectFieldError(
      await admin.get(`${NB}/chart/pdi/${nb}/10`),
      'b',
      'Quadrante: informe um número de 1 a 9.',
    );
    expect((await outra.get(`${NB}/chart/pdi/${nb}/3`)).status).toBe(404);
    expect((await f.pessoas.bia.client.get(`${NB}/chart/pdi/${nb}/3`)).status).toBe(403);
  });
});
