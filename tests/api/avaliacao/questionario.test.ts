// The questionnaire engine on the evaluation model register (avaliacao/modelos-avaliacao declares
// x-resource.questionario): aspects, questions with the §5 rules, order, answers with the §5 rules and the
// score formula, what answers forbid, clone, print and the generic answer sheets. Nothing stored on refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError, expectFieldErrors } from '../../helpers/expect.ts';
import {
  Client,
  countRows,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';

const MODELOS = '/api/avaliacao/modelos-avaliacao';
let t: TestApp;
let admin: Client;
let other: Client;
let otherEmpresaId: number;
let modeloId: number;
let base: string;

const count = (table: string, where = 'TRUE') => countRows(t, table, where);

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  ({ client: other, empresaId: otherEmpresaId } = await createCompanyWithUser(
    admin,
    'Empresa B',
    '11144477735',
  ));
  modeloId = (await created(admin, MODELOS, { titulo: 'Avaliação anual', tipo: 'D' })).id;
  base = `${MODELOS}/${modeloId}`;
});
afterAll(async () => t?.close());

describe('modelos de avaliação', () => {
  it.each([
    ['título ausente', { tipo: 'D' }, 'titulo', 'Título é obrigatório'],
    ['título de 251', { titulo: 't'.repeat(251) }, 'titulo', 'Título deve ter no máximo 250 caracteres.'],
    [
      'acompanhamento sem período',
      { titulo: 'Experiência', tipo: 'E' },
      'periodoAcompanhamentoExperiencia',
      'Período de Experiência é obrigatório no acompanhamento do período de experiência',
    ],
  ])('recusa %s sem gravar', async (_c, body, field, message) => {
    const antes = await count('modelo_avaliacao');
    expectFieldError(await admin.post(MODELOS, body), field, message);
    expect(await count('modelo_avaliacao')).toBe(antes);
  });

  it('período de experiência: dias obrigatório', async () => {
    expectFieldError(
      await admin.post('/api/avaliacao/periodos-experiencia', { nome: '45 dias' }),
      'dias',
      'Dias é obrigatório',
    );
    expect(await count('periodo_experiencia')).toBe(0);
    const p = await created(admin, '/api/avaliacao/periodos-experiencia', { nome: '45 dias', dias: 45 });
    expect(p).toMatchObject({ nome: '45 dias', dias: 45, ativo: true });
    const m = await created(admin, MODELOS, {
      titulo: 'Experiência 45',
      tipo: 'E',
      periodoAcompanhamentoExperiencia: { id: p.id },
    });
    expect(m).toMatchObject({
      periodoAcompanhamentoExperiencia: { id: p.id, nome: '45 dias' },
      possuiResposta: false,
    });
  });
});

describe('aspectos', () => {
  it('inclui, lista, filtra por nome e recusa nome repetido no mesmo questionário', async () => {
    const a = await created(admin, `${base}/aspectos`, { nome: 'Comunicação' });
    expect(a).toMatchObject({ nome: 'Comunicação', cadastro: 'avaliacao/modelos-avaliacao', modeloId });
    await created(admin, `${base}/aspectos`, { nome: 'Entregas' });
    expect((await admin.get(`${base}/aspectos`)).body.map((x: any) => x.nome)).toEqual([
      'Comunicação',
      'Entregas',
    ]);
    expect((await admin.get(`${base}/aspectos?nome=entre`)).body.map((x: any) => x.nome)).toEqual([
      'Entregas',
    ]);
    const antes = await count('questionario_aspecto');
    expectFieldError(
      await admin.post(`${base}/aspectos`, { nome: 'comunicação' }),
      'cadastro',
      'Já existe um aspecto com este nome neste questionário.',
    );
    expectFieldError(await admin.post(`${base}/aspectos`, { nome: '  ' }), 'nome', 'Nome é obrigatório');
    expect(await count('questionario_aspecto')).toBe(antes);
    // the same name in another model is fine
    const outro = await created(admin, MODELOS, { titulo: 'Outro modelo' });
    await created(admin, `${MODELOS}/${outro.id}/aspectos`, { nome: 'Comunicação' });
  });

  it('renomeia e exclui; aspecto de outro questionário ou empresa → 404', async () => {
    const a = await created(admin, `${base}/aspectos`, { nome: 'Temporário' });
    expect((await admin.put(`${base}/aspectos/${a.id}`, { nome: 'Provisório' })).body.nome).toBe(
      'Provisório',
    );
    const outro = await created(admin, MODELOS, { titulo: 'Terceiro modelo' });
    expect((await admin.del(`${MODELOS}/${outro.id}/aspectos/${a.id}`)).status).toBe(404);
    expect((await other.get(`${base}/aspectos`)).status).toBe(404);
    expect((await admin.del(`${base}/aspectos/${a.id}`)).status).toBe(204);
  });

  it('a API genérica do cadastro é somente leitura', async () => {
    const res = await admin.post('/api/questionario/aspectos', {
      cadastro: 'avaliacao/modelos-avaliacao',
      modeloId,
      nome: 'X',
    });
    expect(res.status).toBe(405);
  });
});

describe('perguntas (spec §5)', () => {
  const opcoes = [
    { texto: 'Ótimo', peso: 4 },
    { texto: 'Bom', peso: 3 },
    { texto: 'Regular', peso: 2 },
    { texto: 'Ruim', peso: 0 },
  ];

  it.each([
    ['sem texto', { tipo: 3 }, [{ field: 'texto', message: 'Pergunta é obrigatória' }]],
    ['texto em branco', { tipo: 3, texto: '   ' }, [{ field: 'texto', message: 'Pergunta é obrigatória' }]],
    [
      'objetiva sem opções',
      { tipo: 1, texto: 'P' },
      [{ field: 'respostas', message: 'Informe as opções de resposta' }],
    ],
    [
      'múltipla escolha com lista vazia',
      { tipo: 5, texto: 'P', respostas: [] },
      [{ field: 'respostas', message: 'Informe as opções de resposta' }],
    ],
    [
      'opção sem texto',
      { tipo: 1, texto: 'P', respostas: [{ texto: 'Sim' }, { peso: 1 }] },
      [{ field: 'respostas.1.texto', message: 'Texto da opção é obrigatório' }],
    ],
    [
      'comentário exigido sem texto',
      { tipo: 4, texto: 'P', exigirComentario: true },
      [{ field: 'comentario', message: 'Informe o texto do comentário exigido' }],
    ],
    ['tipo desconhecido', { tipo: 2, texto: 'P' }, [{ field: 'tipo', message: 'Tipo: valor inválido.' }]],
  ])('recusa %s sem gravar', async (_c, body, errors) => {
    const antes = await count('questionario_pergunta');
    expectFieldErrors(await admin.post(`${base}/perguntas`, body), errors);
    expect(await count('questionario_pergunta')).toBe(antes);
  });

  it('nota: faixa padrão 1 a 10 do cadastro; mínima menor que a máxima', async () => {
    const p = await created(admin, `${base}/perguntas`, {
      tipo: 4,
      texto: 'Dê uma nota para a pontualidade',
      peso: 3,
    });
    expect(p).toMatchObject({ notaMinima: 1, notaMaxima: 10, ordem: 1, peso: 3, respostas: [] });
    const antes = await count('questionario_pergunta');
    expectFieldError(
      await admin.post(`${base}/perguntas`, { tipo: 4, texto: 'P', notaMinima: 5, notaMaxima: 5 }),
      'notaMinima',
      'A nota mínima deve ser menor que a nota máxima.',
    );
    expect(await count('questionario_pergunta')).toBe(antes);
  });

  it('objetiva com opções e aspecto; aspecto de outro questionário é recusado', async () => {
    const aspecto = (await admin.get(`${base}/aspectos?nome=comunica`)).body[0];
    const p = await created(admin, `${base}/perguntas`, {
      tipo: 1,
      texto: 'Comunica-se com clareza?',
      aspecto: { id: aspecto.id },
      respostas: opcoes,
      peso: 2,
      exigirComentario: true,
      comentario: 'Justifique a sua resposta:',
      obrigatoria: true,
    });
    expect(p).toMatchObject({
      ordem: 2,
      aspecto: { id: aspecto.id, nome: 'Comunicação' },
      perguntasRespondidas: 0,
    });
    expect(p.respostas.map((o: any) => [o.texto, o.peso])).toEqual(opcoes.map((o) => [o.texto, o.peso]));
    expect(p.notaMinima).toBeUndefined();
    const outro = await created(admin, MODELOS, { titulo: 'Modelo com aspecto' });
    const alheio = await created(admin, `${MODELOS}/${outro.id}/aspectos`, { nome: 'Alheio' });
    expectFieldError(
      await admin.post(`${base}/perguntas`, { tipo: 3, texto: 'P', aspecto: { id: alheio.id } }),
      'aspecto',
      'O aspecto não pertence a este questionário.',
    );
    // filter by aspect
    expect((await admin.get(`${base}/perguntas?aspecto=${aspecto.id}`)).body.map((x: any) => x.id)).toEqual([
      p.id,
    ]);
  });

  it('múltipla escolha e subjetiva; próxima ordem; opções de subjetiva são descartadas', async () => {
    await created(admin, `${base}/perguntas`, {
      tipo: 5,
      texto: 'Quais ferramentas domina?',
      respostas: [
        { texto: 'Excel', peso: 1 },
        { texto: 'Word', peso: 1 },
        { texto: 'Power BI', peso: 2 },
      ],
    });
    const s = await created(admin, `${base}/perguntas`, {
      tipo: 3,
      texto: 'Comentários gerais',
      respostas: [{ texto: 'ignorada' }],
    });
    expect(s.respostas).toEqual([]);
    expect((await admin.get(`${base}/perguntas/proxima-ordem`)).body).toEqual({ ordem: 5 });
  });

  it('reordena (PATCH ordem) e sorteia a ordem', async () => {
    const antes = (await admin.get(`${base}/perguntas`)).body.map((p: any) => p.id);
    const res = await admin.request('PATCH', `${base}/perguntas/${antes[3]}/ordem`, { ordem: 1 });
    expect(res.status).toBe(200);
    expect(res.body.map((p: any) => p.id)).toEqual([antes[3], antes[0], antes[1], antes[2]]);
    expect(res.body.map((p: any) => p.ordem)).toEqual([1, 2, 3, 4]);
    expectFieldError(
      await admin.request('PATCH', `${base}/perguntas/${antes[3]}/ordem`, {}),
      'ordem',
      'Ordem é obrigatória',
    );
    const sorteada = await admin.post(`${base}/ordem-aleatoria`, undefined);
    expect(sorteada.status).toBe(200);
    expect(sorteada.body.map((p: any) => p.ordem)).toEqual([1, 2, 3, 4]);
    expect([...sorteada.body.map((p: any) => p.id)].sort()).toEqual([...antes].sort());
    // put the original order back for the answers below
    for (const [i, id] of antes.entries())
      await admin.request('PATCH', `${base}/perguntas/${id}/ordem`, { ordem: i + 1 });
  });

  it('sugere os conjuntos de opções já usados', async () => {
    const res = await admin.get(`${base}/perguntas/respostas-sugeridas`);
    expect(res.body[0].respostas).toEqual(expect.any(Array));
    expect(res.body.map((x: any) => x.respostas.map((o: any) => o.texto).join('/'))).toContain(
      'Ótimo/Bom/Regular/Ruim',
    );
  });

  it('questionário inteiro para a tela de respostas', async () => {
    const q = (await admin.get(`${base}/questionario`)).body;
    expect(q).toMatchObject({ cadastro: 'avaliacao/modelos-avaliacao', modeloId, titulo: 'Avaliação anual' });
    expect(q.perguntas.map((p: any) => p.tipo)).toEqual([4, 1, 5, 3]);
    expect(q.aspectos.map((a: any) => a.nome)).toEqual(['Comunicação', 'Entregas']);
  });
});

describe('respostas (folhas) e nota', () => {
  let perguntas: any[];
  let folhaId: string;

  beforeAll(async () => {
    perguntas = (await admin.get(`${base}/questionario`)).body.perguntas;
  });
  const [nota, objetiva, multipla, subjetiva] = [0, 1, 2, 3].map((i) => () => perguntas[i]);
  const opcao = (p: any, texto: string) => p.respostas.find((o: any) => o.texto === texto).id;

  it('recusa a folha sem as obrigatórias e com valores inválidos, sem gravar', async () => {
    const antes = await count('questionario_folha');
    expectFieldErrors(
      await admin.post(`${base}/folhas`, {
        respostas: [
          { perguntaId: nota().id, nota: 11 },
          { perguntaId: multipla().id, respostasIds: [opcao(objetiva(), 'Bom')] },
        ],
      }),
      [
        { field: `respostas.${nota().id}`, message: 'A nota deve estar entre 1 e 10.' },
        { field: `respostas.${multipla().id}`, message: 'Opção de resposta inválida.' },
        { field: `respostas.${objetiva().id}`, message: 'Selecione uma resposta.' },
      ],
    );
    expectFieldError(
      await admin.post(`${base}/folhas`, {
        respostas: [{ perguntaId: objetiva().id, respostaId: opcao(objetiva(), 'Bom') }],
      }),
      `respostas.${objetiva().id}`,
      'Comentário é obrigatório',
    );
    expect(await count('questionario_folha')).toBe(antes);
  });

  it('parcial: grava sem as obrigatórias; depois conclui com a nota do exemplo 1 (72,5)', async () => {
    const parcial = await admin.post(`${base}/folhas`, {
      respostas: [{ perguntaId: nota().id, nota: 7 }],
      respondidoParcialmente: true,
    });
    expect(parcial.status).toBe(201);
    expect(parcial.body).toMatchObject({ concluida: false, nota: 70 });
    folhaId = parcial.body.id;
    const final = await admin.put(`${base}/folhas/${folhaId}`, {
      respostas: [
        { perguntaId: nota().id, nota: 7 },
        {
          perguntaId: objetiva().id,
          respostaId: opcao(objetiva(), 'Bom'),
          comentario: 'Clareza nas reuniões.',
        },
        {
          perguntaId: multipla().id,
          respostasIds: [opcao(multipla(), 'Excel'), opcao(multipla(), 'Power BI')],
        },
        { perguntaId: subjetiva().id, comentario: '  Comunica bem.  ' },
      ],
      observacao: 'Primeira avaliação',
    });
    expect(final.status).toBe(200);
    expect(final.body).toEqual({ id: folhaId, concluida: true, nota: 72.5 });
    const lida = (await admin.get(`${base}/folhas/${folhaId}`)).body;
    expect(lida).toMatchObject({
      concluida: true,
      respondidoParcialmente: false,
      nota: 72.5,
      observacao: 'Primeira avaliação',
    });
    expect(lida.respostas).toContainEqual({ perguntaId: subjetiva().id, comentario: 'Comunica bem.' });
    const lista = (await admin.get(`${base}/folhas`)).body;
    expect(lista).toEqual([
      expect.objectContaining({ id: folhaId, nota: 72.5, respondente: { id: 1, nome: 'Administrador' } }),
    ]);
    expect((await admin.get(`${base}/perguntas/quantidade-perguntas-respondidas`)).body).toEqual({
      quantidade: 4,
    });
  });

  it('outro usuário não altera a folha; outra empresa não a vê', async () => {
    expect((await other.get(`${base}/folhas/${folhaId}`)).status).toBe(404);
    expect((await admin.get(`${base}/folhas/00000000-0000-0000-0000-000000000000`)).status).toBe(404);
    expect((await admin.get(`${base}/folhas/abc`)).status).toBe(404);
  });

  it('com respostas: recusa mudar tipo, peso, opções e faixa, excluir e tornar obrigatória; texto e ordem podem', async () => {
    const p = objetiva();
    const atual = (await admin.get(`${base}/perguntas/${p.id}`)).body;
    const { id: _id, perguntasRespondidas: _n, cadastro: _c, modeloId: _m, ...corpo } = atual;
    expect(atual.perguntasRespondidas).toBe(1);
    const msg =
      'O questionário já possui respostas: esta alteração invalidaria as respostas dadas. Altere apenas textos, aspectos e a ordem, inclua perguntas não obrigatórias, ou clone o questionário.';
    for (const mudanca of [
      { peso: 5 },
      { tipo: 5 },
      { respostas: corpo.respostas.slice(1) },
      { respostas: corpo.respostas.map((o: any, i: number) => (i === 0 ? { ...o, peso: 9 } : o)) },
    ]) {
      const res = await admin.put(`${base}/perguntas/${p.id}`, {
        ...corpo,
        aspecto: { id: corpo.aspecto.id },
        ...mudanca,
      });
      expect(res.status, JSON.stringify(mudanca)).toBe(409);
      expect(res.body.message).toBe(msg);
    }
    const notaAtual = (await admin.get(`${base}/perguntas/${nota().id}`)).body;
    const { id: _i2, perguntasRespondidas: _n2, cadastro: _c2, modeloId: _m2, ...corpoNota } = notaAtual;
    expect((await admin.put(`${base}/perguntas/${nota().id}`, { ...corpoNota, notaMaxima: 5 })).status).toBe(
      409,
    );
    expect((await admin.del(`${base}/perguntas/${p.id}`)).status).toBe(409);
    expect(
      (await admin.post(`${base}/perguntas`, { tipo: 3, texto: 'Nova', obrigatoria: true })).status,
    ).toBe(409);
    const ok = await admin.put(`${base}/perguntas/${p.id}`, {
      ...corpo,
      aspecto: { id: corpo.aspecto.id },
      texto: 'Comunica-se com clareza e objetividade?',
      respostas: corpo.respostas.map((o: any) => ({ ...o, texto: o.texto.toUpperCase() })),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.respostas.map((o: any) => o.texto)).toEqual(['ÓTIMO', 'BOM', 'REGULAR', 'RUIM']);
    expect((await admin.post(`${base}/perguntas`, { tipo: 3, texto: 'Opcional nova' })).status).toBe(201);
    expect((await admin.get(`${base}`)).body.possuiResposta).toBe(true);
    const del = await admin.del(base);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('Não é possível excluir: o questionário já possui respostas.');
  });
});

describe('clone e impressão', () => {
  it('clona na empresa da sessão com aspectos, perguntas e opções', async () => {
    const res = await admin.post(`${base}`, undefined);
    expect(res.status).toBe(201);
    expect(res.body).toEqual([{ empresaId: 1, id: expect.any(Number) }]);
    const clone = (await admin.get(`${MODELOS}/${res.body[0].id}/questionario`)).body;
    const original = (await admin.get(`${base}/questionario`)).body;
    expect(clone.titulo).toBe('Avaliação anual (Clone)');
    expect(clone.aspectos.map((a: any) => a.nome)).toEqual(original.aspectos.map((a: any) => a.nome));
    const semIds = (q: any) =>
      q.perguntas.map(({ id: _i, respostas, aspecto, ...p }: any) => ({
        ...p,
        aspecto: aspecto?.nome,
        respostas: respostas.map(({ id: _o, ...o }: any) => o),
      }));
    expect(semIds(clone)).toEqual(semIds(original));
    expect((await admin.get(`${MODELOS}/${res.body[0].id}`)).body.possuiResposta).toBe(false);
  });

  it('clona em outra empresa que o usuário alcança; recusa empresa que ele não alcança', async () => {
    const res = await admin.post(`${base}?empresas=${otherEmpresaId}`, undefined);
    expect(res.status).toBe(201);
    const naB = (await other.get(`${MODELOS}/${res.body[0].id}/questionario`)).body;
    expect(naB.titulo).toBe('Avaliação anual (Clone)');
    expect(naB.perguntas).toHaveLength(5);
    const antes = await count('modelo_avaliacao');
    expectFieldError(
      await other.post(`${MODELOS}/${res.body[0].id}?empresas=1`, undefined),
      'empresas',
      'Empresa não permitida para este usuário.',
    );
    expect(await count('modelo_avaliacao')).toBe(antes);
  });

  it('imprime o questionário em PDF', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${base}/relatorio`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await other.get(`${base}/relatorio`)).status).toBe(404);
  });

  it('exclui um modelo sem respostas com aspectos e perguntas', async () => {
    const m = await created(admin, MODELOS, { titulo: 'Descartável' });
    await created(admin, `${MODELOS}/${m.id}/aspectos`, { nome: 'A' });
    await created(admin, `${MODELOS}/${m.id}/perguntas`, { tipo: 3, texto: 'P' });
    expect((await admin.del(`${MODELOS}/${m.id}`)).status).toBe(204);
    expect(await count('questionario_pergunta', `modelo_id = ${m.id}`)).toBe(0);
    expect(await count('questionario_aspecto', `modelo_id = ${m.id}`)).toBe(0);
  });
});
