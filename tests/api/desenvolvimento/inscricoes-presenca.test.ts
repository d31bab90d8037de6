// Enrolments and attendance (issue 29): enrolling by choice and by area ('Talento(s) incluído(s) com sucesso!'),
// grades only in the course's evaluations, the attendance grid ('Não existe previsão de dias para esta turma.'),
// approval from attendance ≥ the course's minimum and grade ≥ the evaluation's minimum with the failure reason,
// and attendance by QR code: valid, expired, forged, replayed, not enrolled, without an employee, other company.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../../src/server/http/params.ts';
import { MSG_DES } from '../../../src/server/modules/desenvolvimento/messages.ts';
import { gerarCodigo } from '../../../src/server/modules/desenvolvimento/presenca-qrcode.ts';
import { Client, countRows } from '../../helpers/test-app.ts';
import { type Fixture, montar, SENHA } from '../avaliacao/fixtures.ts';
import {
  AVALIACOES,
  CURSOS,
  colaborador,
  created,
  type DesTest,
  INSCRICOES,
  refused,
  refusedWith,
  startDes,
  TURMAS,
  turma,
} from './helpers.ts';

let s: DesTest;
let f: Fixture;
const ids: Record<string, number> = {};
const hoje = today();
const somaDias = (d: string, n: number) => {
  const x = new Date(`${d}T12:00:00Z`);
  x.setUTCDate(x.getUTCDate() + n);
  return x.toISOString().slice(0, 10);
};
const br = (d: string) => d.split('-').reverse().join('/');
const ontem = somaDias(hoje, -1);
const dias: Record<string, number> = {};
const inscricao = async (colaboradorId: number) =>
  (
    await s.t.sql.query('SELECT id FROM colaborador_turma WHERE turma_id = $1 AND colaborador_id = $2', [
      ids.turma,
      colaboradorId,
    ])
  ).rows[0].id as number;
const TABELAS = ['colaborador_turma', 'colaborador_turma_notas', 'presenca_turma'];

beforeAll(async () => {
  s = await startDes();
  f = await montar(s.admin);
  ids.prova = (
    await created(s.admin, AVALIACOES, { titulo: 'Prova final', tipo: 'n', minimoAprovacao: 7 })
  ).id;
  ids.outraAvaliacao = (
    await created(s.admin, AVALIACOES, { titulo: 'Redação', tipo: 'p', minimoAprovacao: 60 })
  ).id;
  ids.curso = (
    await created(s.admin, CURSOS, {
      nome: 'Atendimento ao Cliente',
      cargaHoraria: '16:00',
      percentualMinimoFrequencia: 75,
      avaliacoesCurso: [ids.prova],
    })
  ).id;
  // four days: two days ago, yesterday (morning and afternoon) and today
  const t = await created(
    s.admin,
    TURMAS,
    turma(ids.curso, {
      dataPrevIni: somaDias(hoje, -2),
      dataPrevFim: somaDias(hoje, 1),
      diasTurma: [
        { dia: somaDias(hoje, -2), turno: 'M' },
        { dia: ontem, turno: 'M' },
        { dia: ontem, turno: 'T' },
        { dia: hoje, turno: 'N', horaIni: '19:00', horaFim: '22:00' },
      ],
    }),
  );
  ids.turma = t.id;
  [dias.d1, dias.d2, dias.d3, dias.hoje] = t.diasTurma.map((d: any) => d.id);
  ids.semDias = (await created(s.admin, TURMAS, turma(ids.curso, { descricao: 'Turma sem dias' }))).id;
});
afterAll(async () => s?.t.close());

describe('inscrições', () => {
  it("enrols chosen employees: 'Talento(s) incluído(s) com sucesso!', leaving those already enrolled", async () => {
    const r1 = await s.admin.post(`${TURMAS}/${ids.turma}/inscrever`, {
      colaboradorIds: [f.pessoas.bia.id, f.pessoas.caio.id],
    });
    expect(r1.status).toBe(200);
    expect(r1.body).toEqual({
      mensagem: 'Talento(s) incluído(s) com sucesso!',
      incluidos: 2,
      jaInscritos: 0,
    });
    const r2 = await s.admin.post(`${TURMAS}/${ids.turma}/inscrever`, {
      colaboradorIds: [f.pessoas.caio.id, f.pessoas.duda.id],
    });
    expect(r2.body).toEqual({
      mensagem: 'Talento(s) incluído(s) com sucesso!',
      incluidos: 1,
      jaInscritos: 1,
    });
    expect(await countRows(s.t, 'colaborador_turma', `turma_id = ${ids.turma}`)).toBe(3);
  });

  it('refuses when nobody is left to enrol, and another company’s employee', async () => {
    await refused(
      s,
      TABELAS,
      () => s.admin.post(`${TURMAS}/${ids.turma}/inscrever`, { colaboradorIds: [f.pessoas.bia.id] }),
      'colaboradorIds',
      MSG_DES.nenhumTalento,
    );
    const deB = await colaborador(s.other, 'Zeca de B');
    await refused(
      s,
      TABELAS,
      () => s.admin.post(`${TURMAS}/${ids.turma}/inscrever`, { colaboradorIds: [f.pessoas.edu.id, deB] }),
      'colaboradorIds.1',
      'Talentos: registro não encontrado.',
    );
    expect((await s.other.post(`${TURMAS}/${ids.turma}/inscrever`, { colaboradorIds: [deB] })).status).toBe(
      404,
    );
  });

  it('enrols the active employees of an area with its sub-areas (Diretoria ⊃ Comercial)', async () => {
    const r = await s.admin.post(`${TURMAS}/${ids.semDias}/inscrever`, { areaIds: [f.diretoria] });
    expect(r.body).toEqual({ mensagem: 'Talento(s) incluído(s) com sucesso!', incluidos: 5, jaInscritos: 0 });
  });

  it('an employee is enrolled once in a class', async () => {
    const res = await s.admin.post(INSCRICOES, {
      turma: { id: ids.turma },
      colaborador: { id: f.pessoas.bia.id },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toBe('Este talento já está inscrito nesta turma.');
    expect(await countRows(s.t, 'colaborador_turma', `turma_id = ${ids.turma}`)).toBe(3);
  });

  it('grades only in the evaluations of the class’s course, once each, 0 to 10 in a grade evaluation', async () => {
    const id = await inscricao(f.pessoas.bia.id);
    const { id: _id, ...atual } = (await s.admin.get(`${INSCRICOES}/${id}`)).body;
    const com = (notas: unknown[]) => () => s.admin.put(`${INSCRICOES}/${id}`, { ...atual, notas });
    await refused(
      s,
      TABELAS,
      com([{ avaliacaoCurso: { id: ids.outraAvaliacao }, nota: 80 }]),
      'notas.0.avaliacaoCurso',
      MSG_DES.avaliacaoDeOutroCurso,
    );
    await refused(
      s,
      TABELAS,
      com([{ avaliacaoCurso: { id: ids.prova }, nota: 10.5 }]),
      'notas.0.nota',
      MSG_DES.notaAte10,
    );
    await refused(
      s,
      TABELAS,
      com([
        { avaliacaoCurso: { id: ids.prova }, nota: 8 },
        { avaliacaoCurso: { id: ids.prova }, nota: 9 },
      ]),
      'notas.1.avaliacaoCurso',
      MSG_DES.avaliacaoRepetida,
    );
    await refusedWith(
      s,
      TABELAS,
      () => s.admin.put(`${INSCRICOES}/${id}`, { ...atual, colaborador: { id: f.pessoas.edu.id } }),
      409,
      MSG_DES.inscricaoFixa,
    );
  });
});

describe('lista de presença e aprovação', () => {
  it("a class without days: the grid says 'Não existe previsão de dias para esta turma.' and attendance is refused", async () => {
    const g = await s.admin.get(`${TURMAS}/${ids.semDias}/presencas`);
    expect(g.body.mensagem).toBe('Não existe previsão de dias para esta turma.');
    expect(g.body.inscritos[0]).toMatchObject({ frequencia: null, aprovado: null });
    const insc = (
      await s.t.sql.query('SELECT id FROM colaborador_turma WHERE turma_id = $1 LIMIT 1', [ids.semDias])
    ).rows[0].id;
    await refusedWith(
      s,
      TABELAS,
      () =>
        s.admin.put(`${TURMAS}/${ids.semDias}/presencas`, {
          presencas: [{ colaboradorTurmaId: insc, diaTurmaId: dias.d1, presente: true }],
        }),
      409,
      'Não existe previsão de dias para esta turma.',
    );
  });

  it('refuses a day or an enrolment of another class', async () => {
    const bia = await inscricao(f.pessoas.bia.id);
    const deOutra = (
      await s.t.sql.query('SELECT id FROM colaborador_turma WHERE turma_id = $1 LIMIT 1', [ids.semDias])
    ).rows[0].id;
    const outraComDia = await created(
      s.admin,
      TURMAS,
      turma(ids.curso, { descricao: 'Outra', diasTurma: [{ dia: '2026-03-03', turno: 'M' }] }),
    );
    await refused(
      s,
      TABELAS,
      () =>
        s.admin.put(`${TURMAS}/${ids.turma}/presencas`, {
          presencas: [{ colaboradorTurmaId: bia, diaTurmaId: outraComDia.diasTurma[0].id, presente: true }],
        }),
      'presencas.0.diaTurmaId',
      MSG_DES.diaDeOutraTurma,
    );
    await refused(
      s,
      TABELAS,
      () =>
        s.admin.put(`${TURMAS}/${ids.turma}/presencas`, {
          presencas: [{ colaboradorTurmaId: deOutra, diaTurmaId: dias.d1, presente: true }],
        }),
      'presencas.0.colaboradorTurmaId',
      MSG_DES.inscricaoDeOutraTurma,
    );
    expect(
      (
        await s.other.put(`${TURMAS}/${ids.turma}/presencas`, {
          presencas: [{ colaboradorTurmaId: bia, diaTurmaId: dias.d1, presente: true }],
        })
      ).status,
    ).toBe(404);
  });

  it('worked example: 4 days, 75% minimum, grade ≥ 7 — who passed and why the others failed', async () => {
    const [bia, caio, duda] = [
      await inscricao(f.pessoas.bia.id),
      await inscricao(f.pessoas.caio.id),
      await inscricao(f.pessoas.duda.id),
    ];
    const marca = (c: number, ds: number[]) =>
      ds.map((d) => ({ colaboradorTurmaId: c, diaTurmaId: d, presente: true }));
    const put = await s.admin.put(`${TURMAS}/${ids.turma}/presencas`, {
      presencas: [
        ...marca(bia, [dias.d1, dias.d2, dias.d3]),
        ...marca(caio, [dias.d1, dias.d2, dias.d3, dias.hoje]),
        ...marca(duda, [dias.d1, dias.d2, dias.d3]),
      ],
    });
    expect(put.status).toBe(200);
    // Duda's third day was a mistake: unmarked
    await s.admin.put(`${TURMAS}/${ids.turma}/presencas`, {
      presencas: [{ colaboradorTurmaId: duda, diaTurmaId: dias.d3, presente: false }],
    });
    const nota = async (id: number, n: number) => {
      const { id: _id, ...atual } = (await s.admin.get(`${INSCRICOES}/${id}`)).body;
      const r = await s.admin.put(`${INSCRICOES}/${id}`, {
        ...atual,
        notas: [{ avaliacaoCurso: { id: ids.prova }, nota: n }],
      });
      expect(r.status).toBe(200);
      return r.body;
    };
    expect(await nota(bia, 7)).toMatchObject({ frequencia: 75, aprovado: true, motivoReprovacao: null });
    expect(await nota(caio, 6.5)).toMatchObject({
      frequencia: 100,
      aprovado: false,
      motivoReprovacao: 'Nota 6,5 na avaliação "Prova final", abaixo do mínimo de 7.',
    });
    const g = (await s.admin.get(`${TURMAS}/${ids.turma}/presencas`)).body;
    expect(g.dias.map((d: any) => d.id)).toEqual([dias.d1, dias.d2, dias.d3, dias.hoje]);
    const porNome = Object.fromEntries(g.inscritos.map((i: any) => [i.colaborador.nome, i]));
    expect(porNome['Duda Melo']).toMatchObject({
      presencas: [dias.d1, dias.d2],
      frequencia: 50,
      aprovado: false,
      motivoReprovacao: 'Frequência de 50% abaixo do mínimo de 75%. Sem nota na avaliação "Prova final".',
    });
    expect(porNome['Bia Souza']).toMatchObject({ frequencia: 75, aprovado: true });
    // the list of enrolments answers the same computed situation
    const lista = (await s.admin.get(`${INSCRICOES}?turma=${ids.turma}`)).body;
    const caioNaLista = lista.find((i: any) => i.id === caio);
    expect(caioNaLista).toMatchObject({ frequencia: 100, aprovado: false });
    const log = await s.t.sql.query(
      `SELECT count(*)::int AS n FROM auditoria WHERE cadastro = 'desenvolvimento/turmas' AND registro_id = $1 AND operacao = 'gravar-presencas-turma'`,
      [ids.turma],
    );
    expect(log.rows[0].n).toBe(2);
  });
});

describe('presença por QR code', () => {
  const QR = '/api/desenvolvimento/dias-turmas/qr-code-presenca';
  const MARCAR = '/api/desenvolvimento/dias-turmas/presenca-qrcode';
  const presente = async (pessoa: number, dia: number) =>
    Number(
      (
        await s.t.sql.query(
          `SELECT count(*) FROM presenca_turma p JOIN colaborador_turma ct ON ct.id = p.colaborador_turma_id
            WHERE ct.colaborador_id = $1 AND p.dia_turma_id = $2`,
          [pessoa, dia],
        )
      ).rows[0].count,
    );

  it('the class may show a code today; the code is an SVG QR code of the scan page, renewed every 30 s', async () => {
    const pode = await s.admin.get(`${TURMAS}/${ids.turma}/pode-gerar-qrcode-presenca`);
    expect(pode.body).toEqual({
      pode: true,
      mensagem: null,
      dias: [{ id: dias.hoje, dia: hoje, turno: 'N' }],
    });
    expect((await s.admin.get(`${TURMAS}/${ids.semDias}/pode-gerar-qrcode-presenca`)).body).toMatchObject({
      pode: false,
      mensagem: 'Não existe previsão de dias para esta turma.',
    });
    const qr = await s.admin.get(`${QR}?diaTurmaId=${dias.hoje}`);
    expect(qr.status).toBe(200);
    expect(qr.body.intervaloSegundos).toBe(30);
    expect(qr.body.svg).toMatch(/^<svg/);
    expect(qr.body.url).toContain(
      `/desenvolvimento/presenca-qrcode?codigo=${encodeURIComponent(qr.body.codigo)}`,
    );
    expect(Date.parse(qr.body.validoAte) - Date.now()).toBeLessThanOrEqual(60_000);
  });

  it('is not shown for a day other than today, nor for another company', async () => {
    await refusedWith(
      s,
      ['presenca_turma'],
      () => s.admin.get(`${QR}?diaTurmaId=${dias.d2}`),
      409,
      MSG_DES.qrForaDoDia(ontem),
    );
    expect((await s.other.get(`${QR}?diaTurmaId=${dias.hoje}`)).status).toBe(404);
  });

  it('an enrolled employee scans it and is marked present; a second scan (replay) is refused', async () => {
    const { codigo } = (await s.admin.get(`${QR}?diaTurmaId=${dias.hoje}`)).body;
    const bia = f.pessoas.bia.client;
    const r = await bia.post(MARCAR, { codigo });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      mensagem: `Presença registrada em ${br(hoje)}.`,
      curso: 'Atendimento ao Cliente',
      turma: 'Turma 1',
      dia: hoje,
    });
    expect(await presente(f.pessoas.bia.id, dias.hoje)).toBe(1);
    const origem = await s.t.sql.query(`SELECT origem FROM presenca_turma WHERE dia_turma_id = $1`, [
      dias.hoje,
    ]);
    expect(origem.rows.map((x) => x.origem)).toContain('qrcode');
    await refusedWith(s, ['presenca_turma'], () => bia.post(MARCAR, { codigo }), 409, MSG_DES.qrJaRegistrada);
    // Bia now has all 4 days
    expect((await s.admin.get(`${INSCRICOES}/${await inscricao(f.pessoas.bia.id)}`)).body.frequencia).toBe(
      100,
    );
  });

  it('refuses an employee not enrolled, a user without an employee and another company', async () => {
    const { codigo } = (await s.admin.get(`${QR}?diaTurmaId=${dias.hoje}`)).body;
    await refusedWith(
      s,
      ['presenca_turma'],
      () => f.pessoas.edu.client.post(MARCAR, { codigo }),
      400,
      MSG_DES.qrNaoInscrito,
    );
    await refusedWith(
      s,
      ['presenca_turma'],
      () => s.admin.post(MARCAR, { codigo }),
      400,
      MSG_DES.qrSemTalento,
    );
    await refusedWith(
      s,
      ['presenca_turma'],
      () => s.other.post(MARCAR, { codigo }),
      400,
      MSG_DES.qrOutraEmpresa,
    );
    expect(await presente(f.pessoas.edu.id, dias.hoje)).toBe(0);
  });

  it('refuses an expired code (a photo used a minute later) and a forged one', async () => {
    const chave = (
      await s.t.sql.query(`SELECT valor FROM segredo_servidor WHERE nome = 'desenvolvimento-presenca-qrcode'`)
    ).rows[0].valor;
    const velho = gerarCodigo(chave, 1, dias.hoje, Date.now() - 65_000).codigo;
    const duda = f.pessoas.duda.client;
    await refusedWith(
      s,
      ['presenca_turma'],
      () => duda.post(MARCAR, { codigo: velho }),
      400,
      MSG_DES.qrExpirado,
    );
    const [e, , j, a] = gerarCodigo(chave, 1, dias.hoje, Date.now()).codigo.split('.');
    await refusedWith(
      s,
      ['presenca_turma'],
      () => duda.post(MARCAR, { codigo: `${e}.${dias.d1}.${j}.${a}` }),
      400,
      MSG_DES.qrInvalido,
    );
    await refusedWith(
      s,
      ['presenca_turma'],
      () => duda.post(MARCAR, { codigo: 'abc' }),
      400,
      MSG_DES.qrInvalido,
    );
    expect(await presente(f.pessoas.duda.id, dias.hoje)).toBe(0);
    // a fresh code works for Duda, who needs no authority beyond her session
    const { codigo } = (await s.admin.get(`${QR}?diaTurmaId=${dias.hoje}`)).body;
    expect((await duda.post(MARCAR, { codigo })).status).toBe(201);
  });

  it('needs a session', async () => {
    const anon = new Client(s.t.app);
    expect((await anon.post(MARCAR, { codigo: 'x' })).status).toBe(401);
    expect(SENHA).toBeTruthy();
  });
});
