// Performance evaluations: the §5 messages, participants from the org structure and by hand, release and
// block, invitation e-mails through the job queue, clone. Nothing stored on refusal.
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
import { type Fixture, montar } from './fixtures.ts';

const AV = '/api/avaliacao/avaliacoes-desempenho';
const PART = '/api/avaliacao/participantes-avaliacao-desempenho';
let t: TestApp;
let admin: Client;
let f: Fixture;
let other: Client;
let otherEmpresaId: number;

const count = (table: string, where = 'TRUE') => countRows(t, table, where);
const valida = () => ({
  titulo: 'Ciclo 2026',
  dataIni: '2026-01-01',
  dataFim: '2099-12-31',
  modeloAvaliacao: { id: f.modelo },
  anonima: false,
  permiteAutoAvaliacao: true,
});

async function until<T>(what: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('tempo esgotado esperando');
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS_INTERVALO_S: '0.5', GENTE_JOBS_ESPERA_S: '1' });
  admin = new Client(t.app);
  await admin.login();
  f = await montar(admin);
  ({ client: other, empresaId: otherEmpresaId } = await createCompanyWithUser(
    admin,
    'Empresa B',
    '11144477735',
  ));
});
afterAll(async () => t?.close());

describe('regras do cadastro (spec §5)', () => {
  it.each([
    [
      'sem permiteAutoAvaliacao',
      { permiteAutoAvaliacao: undefined },
      'permiteAutoAvaliacao',
      'Informe se a avaliação permite autoavaliação',
    ],
    ['sem anonima', { anonima: undefined }, 'anonima', 'Informe se a avaliação é anônima.'],
    ['tipo inválido', { tipo: '3.0' }, 'tipo', 'Tipo de avaliação é obrigatório'],
    ['2.0 sem formato', { tipo: '2.0' }, 'formato', 'Formato é obrigatório na avaliação 2.0'],
    ['sem modelo', { modeloAvaliacao: undefined }, 'modeloAvaliacao', 'Modelo de Avaliação é obrigatório'],
    [
      'data final antes da inicial',
      { dataFim: '2025-12-31' },
      'dataFim',
      'Data final inferior a data inicial.',
    ],
  ])('recusa %s sem gravar', async (_c, mudanca, field, message) => {
    const antes = await count('avaliacao_desempenho');
    expectFieldError(await admin.post(AV, { ...valida(), ...mudanca }), field, message);
    expect(await count('avaliacao_desempenho')).toBe(antes);
  });

  it('somente competências dispensa o modelo e implica as competências do cargo; modelo precisa ser de desempenho', async () => {
    const a = await created(admin, AV, {
      ...valida(),
      modeloAvaliacao: undefined,
      avaliarSomenteCompetencias: true,
    });
    expect(a).toMatchObject({
      avaliarCompetenciasCargo: true,
      liberada: false,
      tipo: '1.0',
      formato: 0,
      possuiResposta: false,
    });
    const p = await created(admin, '/api/avaliacao/periodos-experiencia', { nome: '90 dias', dias: 90 });
    const exp = await created(admin, '/api/avaliacao/modelos-avaliacao', {
      titulo: 'Experiência 90',
      tipo: 'E',
      periodoAcompanhamentoExperiencia: { id: p.id },
    });
    expectFieldError(
      await admin.post(AV, { ...valida(), modeloAvaliacao: { id: exp.id } }),
      'modeloAvaliacao',
      'O modelo deve ser de avaliação de desempenho.',
    );
    expect((await admin.del(`${AV}/${a.id}`)).status).toBe(204);
  });

  it('liberada só muda pelas rotas de liberação', async () => {
    const a = await created(admin, AV, { ...valida(), liberada: true });
    expect(a.liberada).toBe(false);
    const { id: _i, possuiResposta: _p, ...corpo } = a;
    expect((await admin.put(`${AV}/${a.id}`, { ...corpo, liberada: true })).body.liberada).toBe(false);
    await admin.del(`${AV}/${a.id}`);
  });
});

describe('participantes', () => {
  let av: number;
  beforeAll(async () => {
    av = (await created(admin, AV, valida())).id;
  });

  it('exige ao menos um talento', async () => {
    const antes = await count('avaliacao_participante');
    expectFieldError(
      await admin.post(`${AV}/${av}/participantes/gerar`, { colaboradoresIds: [] }),
      'colaboradoresIds',
      'Selecione ao menos um talento',
    );
    expectFieldError(
      await admin.post(`${AV}/${av}/participantes/gerar`, {}),
      'colaboradoresIds',
      'Selecione ao menos um talento',
    );
    expect(await count('avaliacao_participante')).toBe(antes);
  });

  it('gera da estrutura: autoavaliação, gestor, liderados e pares', async () => {
    const { pessoas: p } = f;
    const res = await admin.post(`${AV}/${av}/participantes/gerar`, {
      colaboradoresIds: [p.caio.id, p.bia.id],
      autoavaliacao: true,
      gestores: true,
      liderados: true,
      pares: true,
      maximoPares: 2,
    });
    expect(res.status).toBe(200);
    // Caio: U, L Bia, P Duda, P Edu (Bia manages the area, so she is no peer); Bia: U, L Ana, A Caio/Duda/Edu
    expect(res.body).toEqual({ avaliados: 2, gerados: 9, incluidos: 9 });
    const lista = (await admin.get(`${PART}?avaliacaoDesempenho=${av}`)).body;
    const pares = lista
      .map(
        (x: any) =>
          `${x.avaliado.id === p.caio.id ? 'caio' : 'bia'}:${x.papel}:${x.avaliador.nome.split(' ')[0]}`,
      )
      .sort();
    expect(pares).toEqual(
      [
        'bia:A:Caio',
        'bia:A:Duda',
        'bia:A:Edu',
        'bia:L:Ana',
        'bia:U:Bia',
        'caio:L:Bia',
        'caio:P:Duda',
        'caio:P:Edu',
        'caio:U:Caio',
      ].sort(),
    );
    // again: nothing duplicated
    const de_novo = await admin.post(`${AV}/${av}/participantes/gerar`, {
      colaboradoresIds: [p.caio.id],
      autoavaliacao: true,
    });
    expect(de_novo.body.incluidos).toBe(0);
    const avaliados = (await admin.get(`${AV}/${av}/avaliados`)).body;
    expect(avaliados.find((x: any) => x.colaborador.id === p.bia.id)).toMatchObject({
      avaliadores: 5,
      respondidas: 0,
      porPapel: { A: 3, L: 1, U: 1 },
    });
    const avaliadores = (await admin.get(`${AV}/${av}/avaliadores`)).body;
    expect(avaliadores.find((x: any) => x.colaborador.id === p.bia.id)).toMatchObject({ avaliados: 2 });
  });

  it('edição à mão: autoavaliação só do próprio, avaliador repetido, outro avaliador', async () => {
    const { pessoas: p } = f;
    const antes = await count('avaliacao_participante');
    const corpo = (avaliado: number, avaliador: number, papel: string) => ({
      avaliacaoDesempenho: { id: av },
      avaliado: { id: avaliado },
      avaliador: { id: avaliador },
      papel,
    });
    expectFieldError(
      await admin.post(PART, corpo(p.caio.id, p.edu.id, 'U')),
      'avaliador',
      'Na autoavaliação o avaliador é o próprio avaliado.',
    );
    expectFieldError(
      await admin.post(PART, corpo(p.caio.id, p.caio.id, 'P')),
      'papel',
      'O avaliador só avalia a si mesmo na autoavaliação.',
    );
    expectFieldError(
      await admin.post(PART, corpo(p.caio.id, p.duda.id, 'R')),
      'avaliacaoDesempenho',
      'Este avaliador já avalia este talento nesta avaliação.',
    );
    expect(await count('avaliacao_participante')).toBe(antes);
    const r = await created(admin, PART, corpo(p.caio.id, p.ana.id, 'R'));
    expect(r).toMatchObject({ papel: 'R', respondida: false, respondidaParcialmente: false });
    const semAuto = await created(admin, AV, { ...valida(), permiteAutoAvaliacao: false });
    expectFieldError(
      await admin.post(PART, {
        ...corpo(p.caio.id, p.caio.id, 'U'),
        avaliacaoDesempenho: { id: semAuto.id },
      }),
      'papel',
      'A avaliação não permite autoavaliação.',
    );
    expectFieldError(
      await admin.post(`${AV}/${semAuto.id}/participantes/gerar`, {
        colaboradoresIds: [p.caio.id],
        autoavaliacao: true,
      }),
      'autoavaliacao',
      'A avaliação não permite autoavaliação.',
    );
  });

  it('libera só com participantes e perguntas; bloqueia; libera em lote', async () => {
    const vazia = await created(admin, AV, { ...valida(), titulo: 'Sem ninguém' });
    const res = await admin.put(`${AV}/${vazia.id}/liberada/true`, undefined);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A avaliação não possui participantes.');
    expect((await admin.put(`${AV}/${av}/liberada/talvez`, undefined)).status).toBe(400);
    expect((await admin.put(`${AV}/${av}/liberada/true`, undefined)).body).toEqual({
      id: av,
      liberada: true,
    });
    expect((await admin.get(`${AV}/${av}`)).body.liberada).toBe(true);
    expect((await admin.put(`${AV}/liberacao`, { ids: [av], liberada: false })).body).toEqual([
      { id: av, liberada: false },
    ]);
    const lote = await admin.put(`${AV}/liberacao`, { ids: [av, vazia.id], liberada: true });
    expect(lote.status).toBe(409);
    expect((await admin.get(`${AV}/${av}`)).body.liberada).toBe(false);
    expect((await other.put(`${AV}/liberacao`, { ids: [av], liberada: true })).status).toBe(404);
    const log = await t.sql.query(
      `SELECT operacao, alteracoes FROM auditoria WHERE cadastro = $1 AND registro_id = $2 AND operacao = 'liberar-avaliacao'`,
      ['avaliacao/avaliacoes-desempenho', av],
    );
    expect(log.rows[0].alteracoes).toEqual([{ campo: 'liberada', de: false, para: true }]);
  });

  it('e-mails: só liberada; convites pela fila, um por avaliador, na caixa de saída', async () => {
    const bloqueada = await admin.post(`${AV}/${av}/envia-email`, { tipo: 'convite' });
    expect(bloqueada.status).toBe(409);
    expect(bloqueada.body.message).toBe('A avaliação não está liberada para respostas.');
    expectFieldError(
      await admin.post(`${AV}/${av}/envia-email`, { tipo: 'spam' }),
      'tipo',
      'Tipo: valor inválido.',
    );
    await admin.put(`${AV}/${av}/liberada/true`, undefined);
    const antes = await count('email_saida');
    const res = await admin.post(`${AV}/${av}/envia-email`, { tipo: 'convite' });
    // Caio, Bia, Duda, Edu and Ana (manager of Bia, and the extra evaluator of Caio)
    expect(res.body).toEqual({ avaliadores: 5, semEmail: 0 });
    const emails = await until(async () => {
      const rows = (
        await t.sql.query('SELECT destinatario, assunto, texto FROM email_saida ORDER BY id')
      ).rows.slice(antes);
      return rows.length === 5 ? rows : undefined;
    });
    const bia = emails.find((e: any) => e.destinatario.startsWith('bia'));
    expect(bia.assunto).toBe('Avaliação de desempenho — Ciclo 2026 — Empresa Padrão');
    expect(bia.texto).toContain('você mesmo (autoavaliação)');
    expect(bia.texto).toContain('Caio Reis (gestor)');
    expect(bia.texto).toContain('/avaliacao/avaliacoes-desempenhos-questionarios');
  });

  it('clona com participantes na mesma empresa; noutra empresa leva uma cópia do modelo e nenhum participante', async () => {
    const mesma = await admin.post(`${AV}/${av}?clonarParticipantes=true`, undefined);
    expect(mesma.status).toBe(201);
    const clone = (await admin.get(`${AV}/${mesma.body[0].id}`)).body;
    expect(clone).toMatchObject({
      titulo: 'Ciclo 2026 (Clone)',
      liberada: false,
      modeloAvaliacao: { id: f.modelo },
    });
    expect(await count('avaliacao_participante', `avaliacao_desempenho_id = ${clone.id}`)).toBe(
      await count('avaliacao_participante', `avaliacao_desempenho_id = ${av}`),
    );
    const outra = await admin.post(
      `${AV}/${av}?empresas=${otherEmpresaId}&clonarParticipantes=true`,
      undefined,
    );
    expect(outra.status).toBe(201);
    const naB = (await other.get(`${AV}/${outra.body[0].id}`)).body;
    expect(naB.modeloAvaliacao.titulo).toBe('Desempenho 2026 (Clone)');
    expect(
      (await other.get(`/api/avaliacao/modelos-avaliacao/${naB.modeloAvaliacao.id}/perguntas`)).body,
    ).toHaveLength(2);
    expect(await count('avaliacao_participante', `avaliacao_desempenho_id = ${naB.id}`)).toBe(0);
  });

  it('exclui a avaliação sem respostas com os participantes', async () => {
    const c = (await admin.post(`${AV}/${av}?clonarParticipantes=true`, undefined)).body[0].id;
    expect((await admin.del(`${AV}/${c}`)).status).toBe(204);
    expect(await count('avaliacao_participante', `avaliacao_desempenho_id = ${c}`)).toBe(0);
  });
});

describe('consultas', () => {
  it('ativas, respondidas e data mínima', async () => {
    expect((await admin.get(`${AV}/ativa`)).body.map((a: any) => a.titulo)).toContain('Ciclo 2026');
    expect((await admin.get(`${AV}/avaliacoes-respondidas`)).body).toEqual([]);
    expect((await admin.get(`${AV}/data-minima`)).body).toEqual({ data: '2026-01-01' });
    // anonymous and 2.0 evaluations, and the active models by type, for the screens' and reports' pickers
    const anonima = await created(admin, AV, {
      titulo: 'Clima anônimo',
      dataIni: '2026-02-01',
      dataFim: '2026-02-28',
      modeloAvaliacao: { id: f.modelo },
      anonima: true,
      permiteAutoAvaliacao: false,
      tipo: '2.0',
      formato: 2,
    });
    const titulos = async (url: string) => (await admin.get(url)).body.map((a: any) => a.titulo);
    expect(await titulos(`${AV}/anonima`)).toEqual(['Clima anônimo']);
    expect(await titulos(`${AV}/dois-ponto-zero`)).toEqual(['Clima anônimo']);
    expect((await admin.get(`${AV}/anonima`)).body[0]).toEqual({
      id: anonima.id,
      titulo: 'Clima anônimo',
      dataIni: '2026-02-01',
      dataFim: '2026-02-28',
      anonima: true,
      tipo: '2.0',
    });
    expect(await titulos(`${AV}/ativa`)).not.toContain('Clima anônimo');
    const periodo = await created(admin, '/api/avaliacao/periodos-experiencia', {
      nome: '45 dias',
      dias: 45,
    });
    await created(admin, '/api/avaliacao/modelos-avaliacao', {
      titulo: 'Experiência 45',
      tipo: 'E',
      periodoAcompanhamentoExperiencia: { id: periodo.id },
    });
    await created(admin, '/api/avaliacao/modelos-avaliacao', {
      titulo: 'Desempenho inativo',
      tipo: 'D',
      ativo: false,
    });
    const desempenho = await titulos('/api/avaliacao/modelos-avaliacao/tipo-desempenho');
    expect(desempenho).toContain('Desempenho 2026');
    expect(desempenho).not.toContain('Desempenho inativo');
    expect(desempenho).not.toContain('Experiência 45');
    // ordered by the period's days (the fixture's 90-day model comes after)
    const experiencia = (await admin.get('/api/avaliacao/modelos-avaliacao/periodo-experiencia')).body;
    expect(experiencia.map((m: any) => m.titulo)).toEqual(['Experiência 45', 'Experiência 90']);
    expect(experiencia[0].periodo).toEqual({ id: periodo.id, nome: '45 dias', dias: 45 });
    expect((await other.get(`${AV}/anonima`)).body).toEqual([]);
    const res = await admin.post(AV, {});
    res.body.errors.sort((a: any, b: any) => a.field.localeCompare(b.field));
    expectFieldErrors(res, [
      { field: 'anonima', message: 'Informe se a avaliação é anônima.' },
      { field: 'dataFim', message: 'Data Final é obrigatória' },
      { field: 'dataIni', message: 'Data Inicial é obrigatória' },
      { field: 'modeloAvaliacao', message: 'Modelo de Avaliação é obrigatório' },
      { field: 'permiteAutoAvaliacao', message: 'Informe se a avaliação permite autoavaliação' },
      { field: 'titulo', message: 'Título é obrigatório' },
    ]);
  });
});
