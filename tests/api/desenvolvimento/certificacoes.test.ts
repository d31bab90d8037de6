// Certifications (issue 29, spec §5 Certification): name, periodicity > 0, at least one course, certificate text
// placeholders, prerequisite cycles refused naming both; each employee's certifications with completion and
// expiry (completion + periodicity) on fixed dates; the daily job e-mailing the employee and the area's
// manager 30 days before expiry and on the day, run on a fixed date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENCIMENTO_CERTIFICACOES_JOB } from '../../../src/server/modules/desenvolvimento/desenvolvimento.ts';
import { MSG_DES } from '../../../src/server/modules/desenvolvimento/messages.ts';
import { type Fixture, montar } from '../avaliacao/fixtures.ts';
import { CURSOS, created, type DesTest, refused, startDes, TURMAS, turma } from './helpers.ts';

const CERT = '/api/desenvolvimento/certificacoes';
const DO_TALENTO = '/api/desenvolvimento/colaboradores-certificacoes';
let s: DesTest;
let f: Fixture;
const ids: Record<string, number> = {};

/** A class of the course that ended on `fim`, with two days, where `pessoas` attended both. */
async function turmaConcluida(cursoId: number, ini: string, fim: string, pessoas: number[]) {
  const t = await created(
    s.admin,
    TURMAS,
    turma(cursoId, {
      dataPrevIni: ini,
      dataPrevFim: fim,
      diasTurma: [
        { dia: ini, turno: 'M' },
        { dia: fim, turno: 'M' },
      ],
    }),
  );
  await s.admin.post(`${TURMAS}/${t.id}/inscrever`, { colaboradorIds: pessoas });
  const grade = (await s.admin.get(`${TURMAS}/${t.id}/presencas`)).body;
  const presencas = grade.inscritos.flatMap((i: any) =>
    t.diasTurma.map((d: any) => ({ colaboradorTurmaId: i.id, diaTurmaId: d.id, presente: true })),
  );
  expect((await s.admin.put(`${TURMAS}/${t.id}/presencas`, { presencas })).status).toBe(200);
}

beforeAll(async () => {
  s = await startDes();
  f = await montar(s.admin);
  const curso = async (nome: string) =>
    (await created(s.admin, CURSOS, { nome, cargaHoraria: '40:00', percentualMinimoFrequencia: 75 }))
      .id as number;
  ids.basico = await curso('NR-10 Básico');
  ids.sep = await curso('NR-10 SEP');
  // Caio: both courses (the last class ends 2025-02-10); Duda: only the basic one
  await turmaConcluida(ids.basico, '2025-01-13', '2025-01-20', [f.pessoas.caio.id, f.pessoas.duda.id]);
  await turmaConcluida(ids.sep, '2025-02-03', '2025-02-10', [f.pessoas.caio.id]);
});
afterAll(async () => s?.t.close());

describe('certificações (§5)', () => {
  it('name ≤ 100, periodicity > 0, at least one course', async () => {
    const base = { nome: 'NR-10', periodicidade: 24, cursos: [ids.basico] };
    await refused(
      s,
      ['certificacao'],
      () => s.admin.post(CERT, { ...base, nome: 'x'.repeat(101) }),
      'nome',
      'Nome deve ter no máximo 100 caracteres.',
    );
    await refused(
      s,
      ['certificacao'],
      () => s.admin.post(CERT, { ...base, periodicidade: 0 }),
      'periodicidade',
      'A periodicidade deve ser maior que zero.',
    );
    await refused(
      s,
      ['certificacao'],
      () => s.admin.post(CERT, { ...base, cursos: [] }),
      'cursos',
      'Selecione ao menos um curso.',
    );
    const { cursos: _c, ...semCursos } = base;
    await refused(
      s,
      ['certificacao'],
      () => s.admin.post(CERT, semCursos),
      'cursos',
      'Selecione ao menos um curso.',
    );
  });

  it('the certificate text uses only {talento}, {curso} and {cargaHoraria}', async () => {
    await refused(
      s,
      ['certificacao'],
      () =>
        s.admin.post(CERT, {
          nome: 'NR-10',
          periodicidade: 24,
          cursos: [ids.basico],
          certificadoConteudo: 'Certificamos que {talento} concluiu {curso} em {data}.',
        }),
      'certificadoConteudo',
      MSG_DES.marcadorDesconhecido('{data}'),
    );
    ids.nr10 = (
      await created(s.admin, CERT, {
        nome: 'NR-10',
        periodicidade: 24,
        cursos: [ids.basico, ids.sep],
        certificadoTitulo: 'Certificado NR-10',
        certificadoConteudo:
          'Certificamos que {talento} concluiu {curso}, com carga horária de {cargaHoraria}.',
      })
    ).id;
  });

  it('refuses a prerequisite cycle, naming both certifications', async () => {
    const a = await created(s.admin, CERT, {
      nome: 'Eletricista I',
      periodicidade: 12,
      cursos: [ids.basico],
    });
    const b = await created(s.admin, CERT, {
      nome: 'Eletricista II',
      periodicidade: 12,
      cursos: [ids.sep],
      certificacaoPreRequisito: { id: a.id },
    });
    const c = await created(s.admin, CERT, {
      nome: 'Eletricista III',
      periodicidade: 12,
      cursos: [ids.sep],
      certificacaoPreRequisito: { id: b.id },
    });
    const { id: _id, ...corpo } = (await s.admin.get(`${CERT}/${a.id}`)).body;
    await refused(
      s,
      ['certificacao'],
      () => s.admin.put(`${CERT}/${a.id}`, { ...corpo, certificacaoPreRequisito: { id: c.id } }),
      'certificacaoPreRequisito',
      'A certificação "Eletricista III" não pode ser pré-requisito de "Eletricista I": "Eletricista III" já depende de "Eletricista I".',
    );
    await refused(
      s,
      ['certificacao'],
      () => s.admin.put(`${CERT}/${a.id}`, { ...corpo, certificacaoPreRequisito: { id: a.id } }),
      'certificacaoPreRequisito',
      MSG_DES.preRequisitoSiMesma,
    );
    // another company's certification is not found
    const deB = await s.other.post(CERT, { nome: 'X', periodicidade: 1, cursos: [ids.basico] });
    expect(deB.status).toBe(400);
  });
});

describe('certificações dos talentos', () => {
  const naData = async (data: string, extra = '') =>
    (await s.admin.get(`${DO_TALENTO}?data=${data}&certificacaoIds=${ids.nr10}${extra}`)).body;

  it('completion = the last class of its courses; expiry = completion + 24 months; situation on a date', async () => {
    expect(await naData('2026-06-01')).toEqual([
      {
        colaborador: { id: f.pessoas.caio.id, nome: 'Caio Reis' },
        certificacao: { id: ids.nr10, nome: 'NR-10', periodicidade: 24 },
        dataConclusao: '2025-02-10',
        vencimento: '2027-02-10',
        situacao: 'Válida',
        cursosPendentes: [],
      },
    ]);
    expect((await naData('2027-01-11'))[0].situacao).toBe('A vencer');
    expect((await naData('2027-02-10'))[0].situacao).toBe('A vencer');
    expect((await naData('2027-02-11'))[0].situacao).toBe('Vencida');
  });

  it('with the pending ones: Duda lacks NR-10 SEP; before the classes end nobody holds it', async () => {
    const r = await naData('2026-06-01', '&incluirPendentes=true');
    const duda = r.find((x: any) => x.colaborador.id === f.pessoas.duda.id);
    expect(duda).toMatchObject({
      situacao: 'Pendente',
      vencimento: null,
      cursosPendentes: [{ id: ids.sep, nome: 'NR-10 SEP' }],
    });
    expect(await naData('2025-02-09')).toEqual([]);
  });

  it('a certification with a prerequisite is held only with the prerequisite', async () => {
    const pre = await created(s.admin, CERT, {
      nome: 'NR-10 Avançada',
      periodicidade: 12,
      cursos: [ids.sep],
      certificacaoPreRequisito: { id: ids.nr10 },
    });
    const r = (await s.admin.get(`${DO_TALENTO}?data=2026-06-01&certificacaoIds=${pre.id}`)).body;
    expect(r.map((x: any) => [x.colaborador.nome, x.vencimento])).toEqual([['Caio Reis', '2026-02-10']]);
  });

  it('another company sees none of them', async () => {
    expect((await s.other.get(`${DO_TALENTO}?data=2026-06-01`)).body).toEqual([]);
  });
});

describe('aviso de vencimento (tarefa diária)', () => {
  const emails = async () =>
    (
      await s.t.sql.query(
        `SELECT destinatario, assunto FROM email_saida WHERE assunto LIKE 'Certificação NR-10 de%' ORDER BY id`,
      )
    ).rows;
  const rodar = (hoje: string) => s.t.app.engine.jobs!.run(VENCIMENTO_CERTIFICACOES_JOB, { hoje });

  it('30 days before: the employee and the manager of the area (Bia, Comercial) are e-mailed', async () => {
    await rodar('2027-01-10');
    expect(await emails()).toEqual([]);
    await rodar('2027-01-11');
    expect(await emails()).toEqual([
      {
        destinatario: 'caio@exemplo.com.br',
        assunto: 'Certificação NR-10 de Caio Reis vence em 10/02/2027 — Empresa Padrão',
      },
      {
        destinatario: 'bia@exemplo.com.br',
        assunto: 'Certificação NR-10 de Caio Reis vence em 10/02/2027 — Empresa Padrão',
      },
    ]);
  });

  it('on the day of expiry, again; the day after, nothing', async () => {
    await rodar('2027-02-10');
    expect((await emails()).slice(2)).toEqual([
      {
        destinatario: 'caio@exemplo.com.br',
        assunto: 'Certificação NR-10 de Caio Reis vence hoje — Empresa Padrão',
      },
      {
        destinatario: 'bia@exemplo.com.br',
        assunto: 'Certificação NR-10 de Caio Reis vence hoje — Empresa Padrão',
      },
    ]);
    await rodar('2027-02-11');
    expect(await emails()).toHaveLength(4);
  });
});
