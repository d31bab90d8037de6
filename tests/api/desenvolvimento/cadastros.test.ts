// Training registers (issue 29, spec §5): expense types, course categories with monthly hour goals (H:MM kept
// in minutes), student evaluations, courses (workload H:MM, type, clone, no delete with classes), classes
// (dates, class days, expenses by type and 'O curso não possui despesas detalhadas.'); tenants and authority.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_DES } from '../../../src/server/modules/desenvolvimento/messages.ts';
import { expectFieldError } from '../../helpers/expect.ts';
import { countRows } from '../../helpers/test-app.ts';
import {
  AVALIACOES,
  CATEGORIAS,
  CURSOS,
  created,
  type DesTest,
  refused,
  refusedWith,
  startDes,
  TIPOS_DESPESA,
  TURMAS,
  turma,
} from './helpers.ts';

let s: DesTest;
const ids: Record<string, number> = {};

beforeAll(async () => {
  s = await startDes();
  ids.prova = (
    await created(s.admin, AVALIACOES, { titulo: 'Prova final', tipo: 'n', minimoAprovacao: 7 })
  ).id;
  ids.curso = (
    await created(s.admin, CURSOS, {
      nome: 'NR-35 Trabalho em Altura',
      cargaHoraria: '8:00',
      tipo: 'course',
      percentualMinimoFrequencia: 75,
      avaliacoesCurso: [ids.prova],
      periodicidade: 24,
    })
  ).id;
  ids.instrutor = (await created(s.admin, TIPOS_DESPESA, { descricao: 'Instrutor' })).id;
  ids.coffee = (await created(s.admin, TIPOS_DESPESA, { descricao: 'Coffee break' })).id;
});
afterAll(async () => s?.t.close());

describe('tipos de despesa', () => {
  it('requires the description, at most 50 characters', async () => {
    await refused(
      s,
      ['tipo_despesa'],
      () => s.admin.post(TIPOS_DESPESA, {}),
      'descricao',
      'Descrição é obrigatória',
    );
    await refused(
      s,
      ['tipo_despesa'],
      () => s.admin.post(TIPOS_DESPESA, { descricao: 'x'.repeat(51) }),
      'descricao',
      'Descrição deve ter no máximo 50 caracteres.',
    );
  });
});

describe('categorias de curso (metas de horas)', () => {
  const meta = (mesAno: string, metaHora: string) => ({ mesAno, metaHora });

  it('stores each goal from the first of its month, in H:MM and in minutes', async () => {
    const c = await created(s.admin, CATEGORIAS, {
      nome: 'Segurança',
      metas: [meta('2026-01-15', '120:30'), meta('2026-07-01', '8:05')],
    });
    const lido = (await s.admin.get(`${CATEGORIAS}/${c.id}`)).body;
    expect(lido.metas.map((m: any) => [m.mesAno, m.metaHora, m.metaMinutos])).toEqual([
      ['2026-01-01', '120:30', 7230],
      ['2026-07-01', '8:05', 485],
    ]);
  });

  it('refuses without goals, with the spec messages', async () => {
    await refused(
      s,
      ['categoria_curso'],
      () => s.admin.post(CATEGORIAS, { nome: 'Sem metas', metas: [] }),
      'metas',
      'É obrigatório que haja pelo menos uma meta',
    );
    await refused(
      s,
      ['categoria_curso'],
      () => s.admin.post(CATEGORIAS, { nome: 'Sem metas' }),
      'metas',
      'É obrigatório que haja pelo menos uma meta',
    );
  });

  it('each goal needs its date and hours other than 0:00', async () => {
    const tabelas = ['categoria_curso', 'categoria_curso_metas'];
    await refused(
      s,
      tabelas,
      () => s.admin.post(CATEGORIAS, { nome: 'Qualidade', metas: [{ metaHora: '10:00' }] }),
      'metas.0.mesAno',
      'data a partir de é obrigatória',
    );
    await refused(
      s,
      tabelas,
      () => s.admin.post(CATEGORIAS, { nome: 'Qualidade', metas: [{ mesAno: '2026-01-01' }] }),
      'metas.0.metaHora',
      'meta em horas é obrigatória',
    );
    await refused(
      s,
      tabelas,
      () => s.admin.post(CATEGORIAS, { nome: 'Qualidade', metas: [meta('2026-01-01', '0:00')] }),
      'metas.0.metaHora',
      'meta em horas é obrigatória',
    );
    await refused(
      s,
      tabelas,
      () => s.admin.post(CATEGORIAS, { nome: 'Qualidade', metas: [meta('2026-01-01', '8h')] }),
      'metas.0.metaHora',
      'Informe as horas como H:MM (ex.: 12:30).',
    );
  });

  it('a month appears once', async () => {
    await refused(
      s,
      ['categoria_curso', 'categoria_curso_metas'],
      () =>
        s.admin.post(CATEGORIAS, {
          nome: 'Liderança',
          metas: [meta('2026-03-01', '10:00'), meta('2026-03-20', '12:00')],
        }),
      'metas.1.mesAno',
      'Já existe uma meta para 03/2026.',
    );
  });

  it('the name has at most 60 characters', async () => {
    await refused(
      s,
      ['categoria_curso'],
      () => s.admin.post(CATEGORIAS, { nome: 'x'.repeat(61), metas: [meta('2026-01-01', '1:00')] }),
      'nome',
      'Nome deve ter no máximo 60 caracteres.',
    );
  });
});

describe('avaliações dos alunos', () => {
  it('a grade minimum goes up to 10; a percentage up to 100', async () => {
    await refused(
      s,
      ['avaliacao_curso'],
      () => s.admin.post(AVALIACOES, { titulo: 'Teste', tipo: 'n', minimoAprovacao: 70 }),
      'minimoAprovacao',
      MSG_DES.notaMinimaAte10,
    );
    expect(
      (await s.admin.post(AVALIACOES, { titulo: 'Teste %', tipo: 'p', minimoAprovacao: 70 })).status,
    ).toBe(201);
  });
});

describe('cursos', () => {
  it('keeps the workload typed as H:MM also in minutes, and the event type', async () => {
    const c = (await s.admin.get(`${CURSOS}/${ids.curso}`)).body;
    expect(c).toMatchObject({
      cargaHoraria: '8:00',
      cargaHorariaMinutos: 480,
      tipo: 'course',
      periodicidade: 24,
    });
    const w = await created(s.admin, CURSOS, {
      nome: 'Workshop de Excel',
      cargaHoraria: '03:45',
      tipo: 'workshop',
    });
    expect(w).toMatchObject({ cargaHoraria: '3:45', cargaHorariaMinutos: 225, tipo: 'workshop' });
    const { id: _id, ...corpo } = w;
    const put = await s.admin.put(`${CURSOS}/${w.id}`, { ...corpo, cargaHoraria: '10:15' });
    expect(put.body).toMatchObject({ cargaHoraria: '10:15', cargaHorariaMinutos: 615 });
  });

  it('refuses a workload that is not H:MM, or zero', async () => {
    await refused(
      s,
      ['curso'],
      () => s.admin.post(CURSOS, { nome: 'Curso X', cargaHoraria: '8' }),
      'cargaHoraria',
      'Informe as horas como H:MM (ex.: 8:30).',
    );
    await refused(
      s,
      ['curso'],
      () => s.admin.post(CURSOS, { nome: 'Curso X', cargaHoraria: '0:00' }),
      'cargaHoraria',
      MSG_DES.cargaHorariaZero,
    );
    await refused(
      s,
      ['curso'],
      () => s.admin.post(CURSOS, { nome: 'Curso X', cargaHoraria: '1:00', tipo: 'palestra' }),
      'tipo',
      expect.any(String) as unknown as string,
    );
    await refused(
      s,
      ['curso'],
      () => s.admin.post(CURSOS, { nome: 'Curso X', cargaHoraria: '1:00', percentualMinimoFrequencia: 101 }),
      'percentualMinimoFrequencia',
      expect.any(String) as unknown as string,
    );
  });

  it('clones a course as "<nome> (Clone)", then "(Clone 2)", with its evaluations and no classes', async () => {
    const a = await s.admin.post(`${CURSOS}/${ids.curso}/clone-curso`, {});
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({
      nome: 'NR-35 Trabalho em Altura (Clone)',
      cargaHoraria: '8:00',
      cargaHorariaMinutos: 480,
      percentualMinimoFrequencia: 75,
      periodicidade: 24,
    });
    expect(a.body.id).not.toBe(ids.curso);
    const lido = (await s.admin.get(`${CURSOS}/${a.body.id}`)).body;
    expect(JSON.stringify(lido.avaliacoesCurso)).toContain(String(ids.prova));
    const b = await s.admin.post(`${CURSOS}/${ids.curso}/clone-curso`, {});
    expect(b.body.nome).toBe('NR-35 Trabalho em Altura (Clone 2)');
    const c = await s.admin.post(`${CURSOS}/${ids.curso}/clone-curso`, { nome: 'NR-35 Reciclagem' });
    expect(c.body.nome).toBe('NR-35 Reciclagem');
    expect(await countRows(s.t, 'turma', `curso_id = ${c.body.id}`)).toBe(0);
  });

  it('another company cannot read or clone the course', async () => {
    expect((await s.other.get(`${CURSOS}/${ids.curso}`)).status).toBe(404);
    expect((await s.other.post(`${CURSOS}/${ids.curso}/clone-curso`, {})).status).toBe(404);
  });
});

describe('turmas', () => {
  it('requires description, course, instructor, cost and start date', async () => {
    const res = await s.admin.post(TURMAS, {});
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: any) => e.field).sort()).toEqual(
      ['curso', 'custo', 'dataPrevIni', 'descricao', 'instrutor'].sort(),
    );
    expect(await countRows(s.t, 'turma')).toBe(0);
  });

  it("refuses an end before the start ('A data final deve ser maior que a data inicial')", async () => {
    await refused(
      s,
      ['turma'],
      () => s.admin.post(TURMAS, turma(ids.curso, { dataPrevFim: '2026-03-01' })),
      'dataPrevFim',
      'A data final deve ser maior que a data inicial',
    );
  });

  it('class days fall within the dates, end after they start, once per day and shift', async () => {
    const tabelas = ['turma', 'turma_dias_turma'];
    await refused(
      s,
      tabelas,
      () => s.admin.post(TURMAS, turma(ids.curso, { diasTurma: [{ dia: '2026-03-09', turno: 'M' }] })),
      'diasTurma.0.dia',
      'O dia deve estar entre a data inicial e a data final da turma (02/03/2026 a 06/03/2026).',
    );
    await refused(
      s,
      tabelas,
      () =>
        s.admin.post(
          TURMAS,
          turma(ids.curso, {
            diasTurma: [{ dia: '2026-03-02', turno: 'M', horaIni: '12:00', horaFim: '08:00' }],
          }),
        ),
      'diasTurma.0.horaFim',
      MSG_DES.horaFinal,
    );
    await refused(
      s,
      tabelas,
      () =>
        s.admin.post(
          TURMAS,
          turma(ids.curso, {
            diasTurma: [
              { dia: '2026-03-02', turno: 'M' },
              { dia: '2026-03-02', turno: 'M' },
            ],
          }),
        ),
      'diasTurma.1.turno',
      MSG_DES.diaRepetido,
    );
    await refused(
      s,
      tabelas,
      () =>
        s.admin.post(
          TURMAS,
          turma(ids.curso, { diasTurma: [{ dia: '2026-03-02', turno: 'M', horaIni: '25:00' }] }),
        ),
      'diasTurma.0.horaIni',
      'Hora inválida.',
    );
  });

  it('stores a class with its days and a one-day class (start = end)', async () => {
    const t = await created(
      s.admin,
      TURMAS,
      turma(ids.curso, {
        diasTurma: [
          { dia: '2026-03-02', turno: 'M', horaIni: '08:00', horaFim: '12:00' },
          {
            dia: '2026-03-02',
            turno: 'T',
            horaIni: '13:30',
            horaFim: '17:30',
            link: 'https://meet.example/x',
          },
        ],
      }),
    );
    ids.turma = t.id;
    const lida = (await s.admin.get(`${TURMAS}/${t.id}`)).body;
    expect(lida.diasTurma.map((d: any) => [d.dia, d.turno, d.horaIni, d.horaFim])).toEqual([
      ['2026-03-02', 'M', '08:00', '12:00'],
      ['2026-03-02', 'T', '13:30', '17:30'],
    ]);
    expect(
      (await s.admin.post(TURMAS, turma(ids.curso, { dataPrevFim: '2026-03-02', descricao: 'Um dia' })))
        .status,
    ).toBe(201);
  });

  it("without expenses, says 'O curso não possui despesas detalhadas.'; PUT /despesas details them and the cost is their sum", async () => {
    const vazio = await s.admin.get(`${TURMAS}/${ids.turma}/despesas`);
    expect(vazio.body).toEqual({
      custo: 1500,
      despesas: [],
      mensagem: 'O curso não possui despesas detalhadas.',
    });
    const put = await s.admin.put(`${TURMAS}/${ids.turma}/despesas`, {
      despesas: [
        { tipoDespesa: { id: ids.instrutor }, valor: 1200.1 },
        { tipoDespesa: { id: ids.coffee }, valor: 350.2 },
      ],
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({
      custo: 1550.3,
      despesas: [
        { tipoDespesa: { id: ids.instrutor, descricao: 'Instrutor' }, valor: 1200.1 },
        { tipoDespesa: { id: ids.coffee, descricao: 'Coffee break' }, valor: 350.2 },
      ],
      mensagem: null,
    });
    expect((await s.admin.get(`${TURMAS}/${ids.turma}`)).body.custo).toBe(1550.3);
    // the days were kept (same ids) by the expenses' write
    expect(await countRows(s.t, 'turma_dias_turma', `owner_id = ${ids.turma}`)).toBe(2);
  });

  it('an expense type appears once; another company’s type or class is refused', async () => {
    await refused(
      s,
      ['turma', 'turma_despesas'],
      () =>
        s.admin.put(`${TURMAS}/${ids.turma}/despesas`, {
          despesas: [
            { tipoDespesa: { id: ids.coffee }, valor: 10 },
            { tipoDespesa: { id: ids.coffee }, valor: 20 },
          ],
        }),
      'despesas.1.tipoDespesa',
      MSG_DES.despesaRepetida,
    );
    const outro = await created(s.other, TIPOS_DESPESA, { descricao: 'Hotel' });
    await refused(
      s,
      ['turma', 'turma_despesas'],
      () =>
        s.admin.put(`${TURMAS}/${ids.turma}/despesas`, {
          despesas: [{ tipoDespesa: { id: outro.id }, valor: 10 }],
        }),
      'despesas.0.tipoDespesa',
      'Tipo de Despesa: registro não encontrado.',
    );
    expect((await s.other.get(`${TURMAS}/${ids.turma}/despesas`)).status).toBe(404);
    expect((await s.other.put(`${TURMAS}/${ids.turma}/despesas`, { despesas: [] })).status).toBe(404);
  });

  it('a course with classes cannot be deleted (the platform dependency message)', async () => {
    await refusedWith(
      s,
      ['curso', 'turma'],
      () => s.admin.del(`${CURSOS}/${ids.curso}`),
      409,
      'Não é possível excluir: Curso está em uso em Turmas.',
    );
  });

  it('needs ROLE_DESENVOLVIMENTO', async () => {
    const perfil = await created(s.admin, '/api/utilitario/perfis', {
      nome: 'Só SST',
      permissoes: ['ROLE_SST'],
    });
    await created(s.admin, '/api/utilitario/usuarios', {
      nome: 'Usuário SST',
      cpf: '39053344705',
      senha: 'senha-de-teste-9',
      empresas: [1],
      perfis: [perfil.id],
    });
    const { Client } = await import('../../helpers/test-app.ts');
    const sst = new Client(s.t.app);
    await sst.login('39053344705', 'senha-de-teste-9', 1);
    expect((await sst.get(CURSOS)).status).toBe(403);
    expect((await sst.get(`${TURMAS}/${ids.turma}/despesas`)).status).toBe(403);
    expectFieldError(
      await s.admin.post(TIPOS_DESPESA, { descricao: '' }),
      'descricao',
      'Descrição é obrigatória',
    );
  });
});
