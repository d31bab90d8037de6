// Experience-period follow-up: bulk configuration of the follow-up models, who must be followed up when (from the
// admission date), the follow-up answers per talent with approval by the model's minimum percentage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError } from '../../helpers/expect.ts';
import { Client, countRows, created, startTestApp, type TestApp } from '../../helpers/test-app.ts';

const BASE = '/api/avaliacao/acompanhamentos-periodos-experiencia';
const CONFIG = '/api/avaliacao/modelos-avaliacao/modelos-acompanhamentos-periodo-experiencias';
let t: TestApp;
let admin: Client;
let fabio: number;
let p30: number;
let p45: number;
let modelo: number;
let pergunta: number;

const dia = (delta: number) => new Date(Date.now() + delta * 86_400_000).toISOString().slice(0, 10);
const admissao = dia(-10);

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  fabio = (
    await created(admin, '/api/cargo-salario/colaboradores', { nome: 'Fábio Nunes', dataAdmissao: admissao })
  ).id;
  p30 = (await created(admin, '/api/avaliacao/periodos-experiencia', { nome: '30 dias', dias: 30 })).id;
  p45 = (await created(admin, '/api/avaliacao/periodos-experiencia', { nome: '45 dias', dias: 45 })).id;
  modelo = (
    await created(admin, '/api/avaliacao/modelos-avaliacao', {
      titulo: 'Acompanhamento 30 dias',
      tipo: 'E',
      periodoAcompanhamentoExperiencia: { id: p45 },
      percentualMinimoAprovacao: 70,
    })
  ).id;
  pergunta = (
    await created(admin, `/api/avaliacao/modelos-avaliacao/${modelo}/perguntas`, {
      tipo: 4,
      texto: 'Adaptação à equipe',
      obrigatoria: true,
    })
  ).id;
});
afterAll(async () => t?.close());

describe('configuração em lote', () => {
  it('liga cada modelo de acompanhamento ao seu período; recusa modelo de desempenho', async () => {
    const desempenho = (
      await created(admin, '/api/avaliacao/modelos-avaliacao', { titulo: 'Desempenho', tipo: 'D' })
    ).id;
    expectFieldError(
      await admin.put(CONFIG, { itens: [{ modeloId: desempenho, periodoId: p30 }] }),
      'itens',
      'O modelo deve ser de acompanhamento do período de experiência.',
    );
    expect((await admin.put(CONFIG, { itens: [{ modeloId: modelo, periodoId: p30 }] })).body).toEqual({
      alterados: 1,
    });
    expect((await admin.get(CONFIG)).body).toEqual([
      {
        modelo: { id: modelo, titulo: 'Acompanhamento 30 dias', ativo: true },
        periodo: { id: p30, nome: '30 dias', dias: 30 },
      },
    ]);
  });
});

describe('previstos e respostas', () => {
  it('quem acompanhar e quando: admissão + dias de cada período', async () => {
    const lista = (await admin.get(`${BASE}/talentos?dataIni=${dia(-40)}&dataFim=${dia(60)}&nome=fabio`))
      .body;
    expect(
      lista.map((r: any) => [r.periodo.nome, r.dataPrevista, r.modelo?.titulo ?? null, r.acompanhamento]),
    ).toEqual([
      ['30 dias', dia(20), 'Acompanhamento 30 dias', null],
      ['45 dias', dia(35), null, null],
    ]);
    expectFieldError(
      await admin.get(`${BASE}/talentos?dataIni=${dia(5)}&dataFim=${dia(1)}`),
      'dataFim',
      'Data final inferior a data inicial.',
    );
  });

  it('regras: período sem modelo, pergunta obrigatória, nada gravado', async () => {
    const antes = await countRows(t, 'questionario_folha');
    expectFieldError(
      await admin.post(`${BASE}/talentos/${fabio}/colaboradores-questionarios`, {
        periodoExperienciaId: p45,
        respostas: [],
      }),
      'periodoExperienciaId',
      'Nenhum modelo de acompanhamento está configurado para este período de experiência.',
    );
    expectFieldError(
      await admin.post(`${BASE}/talentos/${fabio}/colaboradores-questionarios`, { respostas: [] }),
      'periodoExperienciaId',
      'Período de Experiência é obrigatório',
    );
    expectFieldError(
      await admin.post(`${BASE}/talentos/${fabio}/colaboradores-questionarios`, {
        periodoExperienciaId: p30,
        respostas: [],
      }),
      `respostas.${pergunta}`,
      'Informe a nota.',
    );
    expect(await countRows(t, 'questionario_folha')).toBe(antes);
  });

  it('responde, aprova pelo percentual mínimo, não repete o período, altera e exclui', async () => {
    const url = `${BASE}/talentos/${fabio}/colaboradores-questionarios`;
    const r = await admin.post(url, {
      periodoExperienciaId: p30,
      respostas: [{ perguntaId: pergunta, nota: 6 }],
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ concluida: true, nota: 60 });
    const de_novo = await admin.post(url, {
      periodoExperienciaId: p30,
      respostas: [{ perguntaId: pergunta, nota: 9 }],
    });
    expect(de_novo.status).toBe(409);
    expect(de_novo.body.message).toBe('Este período de experiência já foi avaliado para o talento.');
    const detalhe = (await admin.get(`${url}/detail`)).body;
    expect(detalhe[0].acompanhamento).toMatchObject({ id: r.body.id, nota: 60, aprovado: false });
    const alterado = await admin.put(`${url}/${r.body.id}`, {
      periodoExperienciaId: p30,
      respostas: [{ perguntaId: pergunta, nota: 8 }],
    });
    expect(alterado.body).toMatchObject({ id: r.body.id, nota: 80 });
    const um = (await admin.get(`${url}/${r.body.id}`)).body;
    expect(um).toMatchObject({
      nota: 80,
      respondente: 'Administrador',
      respostas: [{ perguntaId: pergunta, nota: 8 }],
    });
    expect(
      (await admin.get(`${BASE}/talentos?dataIni=${dia(-40)}&dataFim=${dia(60)}&situacao=RESPONDIDAS`))
        .body[0].acompanhamento,
    ).toMatchObject({ aprovado: true });
    expect((await admin.del(`${url}/${r.body.id}`)).status).toBe(204);
    expect((await admin.get(`${url}/${r.body.id}`)).status).toBe(404);
  });
});
