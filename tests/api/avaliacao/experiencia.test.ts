// Experience-period follow-up: bulk configuration of the follow-up models, who must be followed up when (from the
// admission date), the follow-up answers per talent with approval by the model's minimum percentage.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaNoServidor } from '../../helpers/dates.ts';
import { expectFieldError } from '../../helpers/expect.ts';
import {
  Client,
  countRows,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';

const BASE = '/api/avaliacao/acompanhamentos-periodos-experiencia';
const CONFIG = '/api/avaliacao/modelos-avaliacao/modelos-acompanhamentos-periodo-experiencias';
let t: TestApp;
let admin: Client;
let fabio: number;
let p30: number;
let p45: number;
let modelo: number;
let pergunta: number;

const dia = diaNoServidor;
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

describe('impressão do acompanhamento respondido', () => {
  const IMPRIMIR = `${BASE}/imprimir-avaliacao-respondida`;
  const imprimir = (client: Client, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: IMPRIMIR,
      payload: body as object,
      headers: { cookie: client.cookie },
    });

  it('o PDF traz o talento, o período, quem respondeu, a nota, a aprovação e cada resposta por aspecto', async () => {
    const comentario = (
      await created(admin, `/api/avaliacao/modelos-avaliacao/${modelo}/perguntas`, {
        tipo: 3,
        texto: 'Pontos a desenvolver',
      })
    ).id;
    await admin.put(CONFIG, { itens: [{ modeloId: modelo, periodoId: p30 }] });
    const r = await admin.post(`${BASE}/talentos/${fabio}/colaboradores-questionarios`, {
      periodoExperienciaId: p30,
      respostas: [
        { perguntaId: pergunta, nota: 9 },
        { perguntaId: comentario, comentario: 'Pedir ajuda mais cedo.' },
      ],
    });
    expect(r.status).toBe(201);
    const pdf = await imprimir(admin, { colaboradorId: fabio, periodoExperienciaId: p30 });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    for (const trecho of [
      'Avaliação do Período de Experiência Respondida',
      'Talento: Fábio Nunes',
      'Período de Experiência: 30 dias',
      'Acompanhamento 30 dias — respondida em',
      'por Administrador',
      'nota 90,00 (aprovado)',
      'Adaptação à equipe',
      '9 (de 1 a 10)',
      'Pontos a desenvolver',
      'Pedir ajuda mais cedo.',
    ])
      expect(text).toContain(trecho);
  });

  it('recusa o que falta com a mensagem, e o que não existe ou é de outra empresa com 404', async () => {
    const antes = await countRows(t, 'questionario_folha');
    const vazio = await imprimir(admin, {});
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'colaboradorId', message: 'Talento é obrigatório' },
        { field: 'periodoExperienciaId', message: 'Período de Experiência é obrigatório' },
      ]),
    );
    // a period not followed up yet: nothing to print
    expect((await imprimir(admin, { colaboradorId: fabio, periodoExperienciaId: p45 })).statusCode).toBe(404);
    const outra = (await createCompanyWithUser(admin, 'Outra Experiência', '11144477735')).client;
    expect((await imprimir(outra, { colaboradorId: fabio, periodoExperienciaId: p30 })).statusCode).toBe(404);
    expect((await imprimir(admin, { colaboradorId: 'x', periodoExperienciaId: p30 })).statusCode).toBe(400);
    expect(await countRows(t, 'questionario_folha')).toBe(antes);
  });
});

describe('quem vê os acompanhamentos', () => {
  const SENHA = 'senha-de-teste-9';
  let gestora: Client;
  let semArea: Client;
  let gil: number;
  let hana: number;

  beforeAll(async () => {
    const API = '/api/cargo-salario';
    const loja = await created(admin, `${API}/areas-organizacionais`, { nome: 'Loja' });
    const fabrica = await created(admin, `${API}/areas-organizacionais`, { nome: 'Fábrica' });
    const cargo = await created(admin, `${API}/cargos`, {
      nome: 'Auxiliar',
      nomeMercado: 'Auxiliar',
      areasOrganizacionais: [loja.id, fabrica.id],
    });
    const faixa = await created(admin, `${API}/faixas-salariais`, {
      cargo: { id: cargo.id },
      nome: 'I',
      codigoCBO: '422310',
      historico: [{ data: '2020-01-01', tipo: 3, valor: 2000 }],
    });
    const pessoa = async (nome: string, area: number, usuario?: number) => {
      const c = await created(admin, `${API}/colaboradores`, {
        nome,
        dataAdmissao: admissao,
        ...(usuario ? { usuario: { id: usuario } } : {}),
      });
      await created(admin, `${API}/historicos-colaboradores`, {
        colaborador: { id: c.id },
        data: admissao,
        areaOrganizacional: { id: area },
        faixaSalarial: { id: faixa.id },
        tipoSalario: 1,
      });
      return c.id as number;
    };
    const perfil = await created(admin, '/api/utilitario/perfis', {
      nome: 'Avaliação apenas',
      permissoes: ['ROLE_AVALIACAO'],
    });
    const usuario = async (nome: string, cpf: string) =>
      (
        await created(admin, '/api/utilitario/usuarios', {
          nome,
          cpf,
          senha: SENHA,
          empresas: [1],
          perfis: [perfil.id],
        })
      ).id as number;
    const uGestora = await usuario('Gestora', '39053344705');
    const uSemArea = await usuario('Sem Área', '86288366757');
    const ivo = await pessoa('Ivo Gestor', loja.id, uGestora);
    gil = await pessoa('Gil Loja', loja.id);
    hana = await pessoa('Hana Fábrica', fabrica.id);
    await pessoa('Jair Sem Área', fabrica.id, uSemArea);
    const atual = (await admin.get(`${API}/areas-organizacionais/${loja.id}`)).body;
    const {
      id: _id,
      descricaoHierarquia: _d,
      nomeResponsaveis: _n,
      nomeCoResponsaveis: _c,
      ...corpo
    } = atual;
    expect(
      (await admin.put(`${API}/areas-organizacionais/${loja.id}`, { ...corpo, responsaveis: [ivo] })).status,
    ).toBe(200);
    gestora = new Client(t.app);
    await gestora.login('39053344705', SENHA, 1);
    semArea = new Client(t.app);
    await semArea.login('86288366757', SENHA, 1);
  });

  it('o gestor vê só os talentos das áreas de que é responsável; os de outra área são 404', async () => {
    const todos = (await admin.get(`${BASE}/talentos`)).body.map((r: any) => r.colaborador.id);
    expect(todos).toEqual(expect.arrayContaining([gil, hana]));
    const res = await gestora.get(`${BASE}/talentos`);
    expect(res.status).toBe(200);
    const nomes = [...new Set(res.body.map((r: any) => r.colaborador.nome))];
    expect(nomes).toEqual(['Gil Loja', 'Ivo Gestor']);
    expect((await gestora.get(`${BASE}/talentos/${gil}/colaboradores-questionarios/detail`)).status).toBe(
      200,
    );
    expect((await gestora.get(`${BASE}/talentos/${hana}/colaboradores-questionarios/detail`)).status).toBe(
      404,
    );
    const antes = await countRows(t, 'questionario_folha');
    const resposta = await gestora.post(`${BASE}/talentos/${hana}/colaboradores-questionarios`, {
      periodoExperienciaId: p45,
      respostas: [],
    });
    expect(resposta.status).toBe(404);
    expect(await countRows(t, 'questionario_folha')).toBe(antes);
  });

  it('quem não é responsável de nenhuma área ouve o porquê, em vez de uma lista vazia', async () => {
    const res = await semArea.get(`${BASE}/talentos`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Você não é responsável nem co-responsável por nenhuma área organizacional, e o acompanhamento do período de experiência mostra os talentos das áreas sob a sua responsabilidade. Peça ao RH para incluí-lo como responsável de uma área (Cargos e Salários › Áreas Organizacionais).',
    );
    expect((await semArea.get(`${BASE}/talentos/${gil}/colaboradores-questionarios/detail`)).status).toBe(
      409,
    );
  });
});
