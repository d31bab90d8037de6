// Real anonymity and results: an anonymous survey's finished sheets keep no respondent and no time, no table
// joins them back to a person (the test tries every column that holds an id of a participant, and the audit),
// results wait for the last day and need 3 answers; results per question and aspect, the response rate, the
// eNPS (worked example), area filters of an identified survey, and removing identified answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { semearPesquisa } from '../../../scripts/demo/pesquisa.ts';
import { today } from '../../../src/server/http/params.ts';
import { gerarRelatorio, pdfText, xlsxRelatorio } from '../../helpers/reports.ts';
import { Client, countRows, startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { type Completa, type Fixture, liberar, montar, opcao, pesquisaCompleta } from './fixtures.ts';

const MINHAS = '/api/pesquisa/colaborador-questionario';
const RESP = '/api/pesquisa/respostas';

let t: TestApp;
let admin: Client;
let f: Fixture;
const count = (table: string, where = 'TRUE') => countRows(t, table, where);

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  f = await montar(admin);
});
afterAll(() => t?.close());

async function responde(
  quem: Client,
  s: Completa,
  r: { obj: string; nota: number; enps: number; texto?: string },
) {
  const part = (await quem.get(MINHAS)).body.find((p: any) => p.pesquisa.id === s.id);
  const res = await quem.post(`${RESP}/${part.id}`, {
    respostas: [
      { perguntaId: s.perguntas.objetiva.id, respostaId: opcao(s.perguntas.objetiva, r.obj) },
      {
        perguntaId: s.perguntas.multipla.id,
        respostasIds: [opcao(s.perguntas.multipla, 'Equipe'), opcao(s.perguntas.multipla, 'Horário')],
      },
      { perguntaId: s.perguntas.nota.id, nota: r.nota },
      { perguntaId: s.perguntas.enps.id, nota: r.enps },
      ...(r.texto ? [{ perguntaId: s.perguntas.subjetiva.id, comentario: r.texto }] : []),
    ],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
}

const fechar = (s: Completa) =>
  t.sql.query(`UPDATE pesquisa SET data_fim = '2026-01-31' WHERE id = $1`, [s.id]);

describe('pesquisa anônima', () => {
  let s: Completa;
  const { pessoas: p } = {} as Fixture;
  beforeAll(async () => {
    s = await pesquisaCompleta(admin, { anonima: true, titulo: 'Clima anônimo' });
    await liberar(admin, s, [f.pessoas.ana.id, f.pessoas.bia.id, f.pessoas.caio.id, f.pessoas.duda.id]);
    void p;
  });

  it('a draft is the respondent’s until finished; the finished sheet has no respondent, no time, a new id', async () => {
    const bia = f.pessoas.bia.client!;
    const part = (await bia.get(MINHAS)).body.find((x: any) => x.pesquisa.id === s.id);
    await bia.post(`${RESP}/${part.id}`, {
      respostas: [{ perguntaId: s.perguntas.nota.id, nota: 7 }],
      respondidoParcialmente: true,
    });
    const rascunho = (await t.sql.query(`SELECT id FROM questionario_folha WHERE contexto_id = $1`, [s.id]))
      .rows[0].id;
    const res = await responde(bia, s, { obj: 'Sempre', nota: 7, enps: 10, texto: 'Gosto da equipe' });
    // the answer hands out no sheet id
    expect(res.body).toEqual({ respondida: true, respondidaParcialmente: false });
    const folhas = (await t.sql.query(`SELECT * FROM questionario_folha WHERE contexto_id = $1`, [s.id]))
      .rows;
    expect(folhas).toHaveLength(1);
    expect(folhas[0]).toMatchObject({
      respondente_id: null,
      respondida_em: null,
      anonima: true,
      concluida: true,
    });
    expect(folhas[0].id).not.toBe(rascunho);
    // the participation says only that Bia answered: no time was written on it
    const pp = (await t.sql.query(`SELECT * FROM pesquisa_participante WHERE id = $1`, [part.id])).rows[0];
    expect(pp).toMatchObject({ respondida: true, respondida_parcialmente: false });
    expect(pp.updated_at).toEqual(pp.created_at);
  });

  it('results wait for the last day; with 2 answers they stay hidden', async () => {
    await responde(f.pessoas.caio.client!, s, { obj: 'Às vezes', nota: 4, enps: 6, texto: 'Salário baixo' });
    const relCedo = await gerarRelatorio(admin, 'pesquisa', 'resultado-pesquisa', { pesquisa: s.id });
    expect(relCedo.statusCode).toBe(409);
    const cedo = await admin.get(`${s.Q}/resultados`);
    expect(cedo.status).toBe(409);
    expect(cedo.body.message).toMatch(
      /^Pesquisa anônima: os resultados ficam disponíveis depois da data final/,
    );
    await fechar(s);
    const dois = (await admin.get(`${s.Q}/resultados`)).body;
    expect(dois).toMatchObject({
      respostas: 2,
      oculto: 'Resultados ocultos: menos de 3 respostas neste grupo (mínimo para preservar o anonimato).',
      perguntas: [],
    });
    expect(dois.taxa.texto).toBe('4 colaboradores. Respondeu: 2 (50 %). Não respondeu: 2 (50 %)');
    expect(JSON.stringify(dois)).not.toContain('Salário baixo');
    // the printed results, with 2 answers: nothing
    const rel2 = await gerarRelatorio(admin, 'pesquisa', 'resultado-pesquisa', { pesquisa: s.id });
    expect(rel2.json()).toMatchObject({ code: 'REPORT_NO_DATA' });
    // by area: refused, the sheets do not know anybody's area
    const area = await admin.get(`${s.Q}/resultados?area=${f.comercial}`);
    expect(area.status).toBe(400);
    expect(area.body.errors[0].field).toBe('area');
    // a closed anonymous survey is never reopened (one more answer compared with these results)
    const { id: _i, liberada: _l, ...atual } = (await admin.get(s.Q)).body;
    const reabrir = await admin.put(s.Q, { ...atual, dataFim: '2099-12-31' });
    expect(reabrir.status, JSON.stringify(reabrir.body)).toBe(409);
    expect(reabrir.body.message).toBe(
      'A pesquisa anônima está encerrada: o prazo de respostas não pode ser reaberto (os resultados já podem ter sido vistos).',
    );
  });

  it('no table, export or audit entry joins an answer back to a person', async () => {
    await t.sql.query(`UPDATE pesquisa SET data_fim = '2099-12-31' WHERE id = $1`, [s.id]);
    await responde(f.pessoas.duda.client!, s, { obj: 'Nunca', nota: 2, enps: 0 });
    const folhas = (
      await t.sql.query(
        `SELECT id::text FROM questionario_folha WHERE contexto_id = $1 AND origem = 'pesquisa'`,
        [s.id],
      )
    ).rows.map((r) => r.id);
    expect(folhas).toHaveLength(3);
    const respondentes = [f.pessoas.bia.id, f.pessoas.caio.id, f.pessoas.duda.id];
    // every column of every table that could hold a sheet id or a person's id
    const colunas = (
      await t.sql.query(`SELECT table_name, column_name, data_type FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type IN ('uuid', 'integer', 'text', 'jsonb', 'ARRAY', 'character varying')`)
    ).rows;
    for (const folha of folhas) {
      // 1. the sheet row and its answers carry no person
      const linha = (await t.sql.query(`SELECT * FROM questionario_folha WHERE id = $1`, [folha])).rows[0];
      expect(linha.respondente_id).toBeNull();
      expect(linha.respondida_em).toBeNull();
      expect(linha.avaliado_id).toBeNull();
      // 2. no other table mentions the sheet id (a link table, a log, the audit, the outbox)
      for (const c of colunas) {
        if (c.table_name === 'questionario_folha' || c.table_name === 'questionario_resposta') continue;
        if (c.data_type === 'integer') continue;
        const { rows } = await t.sql.query(
          `SELECT 1 FROM "${c.table_name}" WHERE "${c.column_name}"::text LIKE $1 LIMIT 1`,
          [`%${folha}%`],
        );
        expect(rows, `${c.table_name}.${c.column_name}`).toEqual([]);
      }
    }
    // 3. the audit of the survey and of its participants says nothing of the answers
    const auditoria = JSON.stringify(
      (
        await t.sql.query(
          `SELECT * FROM auditoria WHERE operacao ILIKE '%respond%' OR operacao ILIKE '%pesquisa-responder%'`,
        )
      ).rows,
    );
    expect(auditoria).toBe('[]');
    // 4. the engine's sheet endpoints do not list the survey's sheets either
    const generica = await admin.get(`${s.Q}/folhas`);
    expect(JSON.stringify(generica.body)).not.toMatch(new RegExp(folhas.join('|')));
    // 5. nothing with a person's id points at a sheet: the participations hold flags only
    const part = (await t.sql.query(`SELECT * FROM pesquisa_participante WHERE pesquisa_id = $1`, [s.id]))
      .rows;
    for (const r of part) expect(Object.values(r).map(String)).not.toEqual(expect.arrayContaining(folhas));
    expect(
      part
        .filter((r) => r.respondida)
        .map((r) => r.colaborador_id)
        .sort(),
    ).toEqual(respondentes.sort());
  });

  it('3 answers: results per question, aspect and eNPS; comments in alphabetical order', async () => {
    await fechar(s);
    const r = (await admin.get(`${s.Q}/resultados`)).body;
    expect(r.respostas).toBe(3);
    expect(r.taxa.texto).toBe('4 colaboradores. Respondeu: 3 (75 %). Não respondeu: 1 (25 %)');
    const porId = Object.fromEntries(r.perguntas.map((p: any) => [p.id, p]));
    expect(
      porId[s.perguntas.objetiva.id].opcoes.map((o: any) => [o.texto, o.quantidade, o.percentual]),
    ).toEqual([
      ['Sempre', 1, '33,3'],
      ['Às vezes', 1, '33,3'],
      ['Nunca', 1, '33,3'],
    ]);
    expect(porId[s.perguntas.multipla.id].opcoes.map((o: any) => o.quantidade)).toEqual([3, 0, 3]);
    // notes 7, 4, 2 → mean 4,33
    expect(porId[s.perguntas.nota.id].media).toBe(4.33);
    // eNPS of 10, 6, 0: 1 promoter, 2 detractors → 33,3 % − 66,7 % = −33,3
    expect(porId[s.perguntas.enps.id].nps).toEqual({
      respostas: 3,
      promotores: 1,
      neutros: 0,
      detratores: 2,
      indice: -33.3,
    });
    expect(porId[s.perguntas.subjetiva.id].comentarios).toEqual(['Gosto da equipe', 'Salário baixo']);
    // aspect Ambiente: its note question only (7, 4, 2 of 10) → 43,33 %
    const ambiente = r.aspectos.find((a: any) => a.nome === 'Ambiente');
    expect(ambiente).toMatchObject({ respostas: 3, mediaPercentual: 43.33 });
    const soAspecto = (await admin.get(`${s.Q}/resultados?aspecto=${s.aspectos.lideranca.id}`)).body;
    expect(soAspecto.perguntas.map((p: any) => p.id)).toEqual([s.perguntas.objetiva.id]);
    // the same results printed (PDF and XLSX): counts, notes, the mean and the comments, no person
    const xlsx = await xlsxRelatorio(admin, 'pesquisa', 'resultado-pesquisa', { pesquisa: s.id }, 'Aspecto');
    const linha = (resposta: string) => xlsx.rows.find((r) => r.includes(resposta));
    expect(linha('Sempre')).toEqual(expect.arrayContaining(['Liderança', 'Sempre', 1]));
    expect(linha('Média: 4,33')).toBeTruthy();
    expect(linha('Salário baixo')).toBeTruthy();
    const pdf = await gerarRelatorio(admin, 'pesquisa', 'resultado-pesquisa', { pesquisa: s.id });
    const texto = await pdfText(pdf.rawPayload);
    expect(texto).toContain('Resultado da Pesquisa');
    for (const nome of ['Bia Souza', 'Caio Reis', 'Duda Melo']) {
      expect(texto).not.toContain(nome);
      expect(JSON.stringify(xlsx.all)).not.toContain(nome);
    }
    // removing answers by person is impossible in an anonymous survey
    const rem = await admin.post(`${s.Q}/respostas/remover`, { colaboradores: [f.pessoas.bia.id] });
    expect(rem.status).toBe(409);
    expect(await count('questionario_folha', `contexto_id = ${s.id} AND concluida`)).toBe(3);
  });
});

describe('pesquisa identificada', () => {
  it('results by area; removing the answers of selected employees lets them answer again', async () => {
    const s = await pesquisaCompleta(admin, { titulo: 'Clima identificado' });
    await liberar(admin, s, [f.pessoas.ana.id, f.pessoas.bia.id, f.pessoas.caio.id]);
    await responde(f.pessoas.ana.client!, s, { obj: 'Sempre', nota: 10, enps: 10 });
    await responde(f.pessoas.bia.client!, s, { obj: 'Nunca', nota: 2, enps: 3 });
    const tudo = (await admin.get(`${s.Q}/resultados`)).body;
    expect(tudo.respostas).toBe(2);
    expect(tudo.taxa.texto).toBe('3 colaboradores. Respondeu: 2 (66,7 %). Não respondeu: 1 (33,3 %)');
    const comercial = (await admin.get(`${s.Q}/resultados?area=${f.comercial}`)).body;
    expect(comercial.respostas).toBe(1); // Bia
    expect(comercial.taxa.texto).toBe('2 colaboradores. Respondeu: 1 (50 %). Não respondeu: 1 (50 %)');
    const nota = comercial.perguntas.find((p: any) => p.id === s.perguntas.nota.id);
    expect(nota.media).toBe(2);
    const rem = await admin.post(`${s.Q}/respostas/remover`, { colaboradores: [f.pessoas.bia.id] });
    expect(rem.body).toEqual({ removidas: 1 });
    expect(
      await count('questionario_folha', `contexto_id = ${s.id} AND respondente_id = ${f.pessoas.bia.id}`),
    ).toBe(0);
    await responde(f.pessoas.bia.client!, s, { obj: 'Sempre', nota: 9, enps: 9 });
    expect((await admin.get(`${s.Q}/resultados`)).body.respostas).toBe(2);
  });
});

describe('pulso recorrente', () => {
  it('a new edition every month for the same people; the trend across editions', async () => {
    const incompleta = await admin.post('/api/pesquisa/pesquisas', {
      titulo: 'Pulso incompleto',
      dataIni: '2026-01-01',
      dataFim: '2099-01-31',
      anonima: false,
      repetirCada: 1,
    });
    expect(incompleta.status).toBe(400);
    expect(incompleta.body.errors).toEqual([
      {
        field: 'repetirUnidade',
        message: 'Informe o intervalo e a unidade da repetição (semanas ou meses).',
      },
    ]);
    const semPulso = await pesquisaCompleta(admin, { titulo: 'Sem pulso' });
    const recusa = await admin.post(`${semPulso.Q}/nova-edicao`, {});
    expect(recusa.status).toBe(409);
    expect(recusa.body.message).toBe(
      'Informe de quanto em quanto tempo a pesquisa se repete (Repetir a Cada e a unidade).',
    );

    const s = await pesquisaCompleta(admin, {
      titulo: 'Pulso de teste',
      dataIni: '2026-01-31',
      dataFim: '2099-01-31',
      repetirCada: 1,
      repetirUnidade: 'meses',
    });
    await liberar(admin, s, [f.pessoas.ana.id, f.pessoas.bia.id]);
    await responde(f.pessoas.ana.client!, s, { obj: 'Sempre', nota: 6, enps: 10 });
    const ed2 = await admin.post(`${s.Q}/nova-edicao`, {});
    expect(ed2.status, JSON.stringify(ed2.body)).toBe(201);
    expect(ed2.body).toMatchObject({ dataIni: '2026-02-28', dataFim: '2099-02-28', liberada: true });
    const segunda = (await admin.get(`/api/pesquisa/pesquisas/${ed2.body.id}`)).body;
    expect(segunda).toMatchObject({ titulo: 'Pulso de teste', edicaoDe: { id: s.id }, repetirCada: 1 });
    expect(await count('pesquisa_participante', `pesquisa_id = ${ed2.body.id} AND NOT respondida`)).toBe(2);
    expect(
      await count('questionario_pergunta', `cadastro = 'pesquisa/pesquisas' AND modelo_id = ${ed2.body.id}`),
    ).toBe(5);
    // the second edition is answered on its own (its questions are copies)
    const s2 = { ...s, id: ed2.body.id, Q: `/api/pesquisa/pesquisas/${ed2.body.id}` };
    // the copies, matched by their text (the questionnaire brings the options)
    const copias = (await admin.get(`${s2.Q}/questionario`)).body.perguntas;
    const copia = (original: any) => copias.find((p: any) => p.texto === original.texto);
    Object.assign(s2, {
      perguntas: Object.fromEntries(Object.entries(s.perguntas).map(([k, v]) => [k, copia(v)])),
    });
    await responde(f.pessoas.ana.client!, s2 as Completa, { obj: 'Sempre', nota: 8, enps: 9 });
    await responde(f.pessoas.bia.client!, s2 as Completa, { obj: 'Nunca', nota: 4, enps: 5 });
    const tendencia = (await admin.get(`${s2.Q}/tendencia`)).body;
    expect(tendencia).toEqual([
      expect.objectContaining({
        id: s.id,
        taxa: '2 colaboradores. Respondeu: 1 (50 %). Não respondeu: 1 (50 %)',
        respostas: 1,
        mediaPercentual: 60,
        nps: 100,
      }),
      expect.objectContaining({
        id: ed2.body.id,
        taxa: '2 colaboradores. Respondeu: 2 (100 %). Não respondeu: 0 (0 %)',
        respostas: 2,
        mediaPercentual: 60,
        nps: 0,
      }),
    ]);
  });
});

describe('demonstração (scripts/demo/pesquisa.ts)', () => {
  it('a finished anonymous climate survey and a running identified pulse, as the app writes them', async () => {
    const [resumo] = await semearPesquisa(t.sql, [1], { semente: 7, dataReferencia: today() });
    expect(resumo).toMatchObject({ empresaId: 1, pesquisas: 2 });
    const { rows } = await t.sql.query(
      `SELECT id, titulo, anonima, liberada, data_fim < current_date AS encerrada FROM pesquisa
        WHERE titulo LIKE 'Pesquisa de Clima%' OR titulo = 'Pulso mensal' ORDER BY titulo`,
    );
    expect(
      rows.map((r) => [r.titulo.startsWith('Pesquisa de Clima'), r.anonima, r.liberada, r.encerrada]),
    ).toEqual([
      [true, true, true, true],
      [false, false, true, false],
    ]);
    const [clima, pulso] = rows;
    // the climate sheets keep no respondent; as many as the participations marked answered
    const folhas = await count('questionario_folha', `contexto_id = ${clima.id} AND origem = 'pesquisa'`);
    expect(
      await count('questionario_folha', `contexto_id = ${clima.id} AND respondente_id IS NOT NULL`),
    ).toBe(0);
    expect(await count('pesquisa_participante', `pesquisa_id = ${clima.id} AND respondida`)).toBe(folhas);
    expect(await count('questionario_folha', `contexto_id = ${pulso.id} AND respondente_id IS NULL`)).toBe(0);
    const r = await admin.get(`/api/pesquisa/pesquisas/${clima.id}/resultados`);
    expect(r.status).toBe(200);
    expect(r.body.respostas).toBe(folhas);
    if (folhas >= 3) expect(r.body.perguntas).toHaveLength(5);
    expect(resumo!.folhas).toBe(folhas + (await count('questionario_folha', `contexto_id = ${pulso.id}`)));
  });
});
