// Certificates (issue 29): the PDF of one approved employee and of a whole class, each with a verification code
// and a QR code; refused for a course without certificate and for those not approved; the public verification
// (no login) confirms only name, course, hours, completion date and issuing company.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_DES } from '../../../src/server/modules/desenvolvimento/messages.ts';
import { Client, countRows } from '../../helpers/test-app.ts';
import {
  CURSOS,
  colaborador,
  created,
  type DesTest,
  INSCRICOES,
  refusedWith,
  startDes,
  TURMAS,
  turma,
} from './helpers.ts';

let s: DesTest;
const ids: Record<string, number> = {};
const pdf = async (c: Client, url: string) => {
  const res = await c.app.inject({ method: 'POST', url, headers: { cookie: c.cookie } });
  return {
    status: res.statusCode,
    body: res.rawPayload,
    json: String(res.headers['content-type'] ?? '').includes('json') ? res.json() : undefined,
    headers: res.headers,
  };
};
const paginas = (b: Buffer) => (b.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

beforeAll(async () => {
  s = await startDes();
  ids.curso = (
    await created(s.admin, CURSOS, {
      nome: 'Primeiros Socorros',
      cargaHoraria: '12:30',
      percentualMinimoFrequencia: 100,
      certificado: true,
    })
  ).id;
  ids.semCertificado = (await created(s.admin, CURSOS, { nome: 'Palestra', cargaHoraria: '1:00' })).id;
  ids.ana = await colaborador(s.admin, 'Ana Souza');
  ids.bruno = await colaborador(s.admin, 'Bruno Lima');
  ids.carla = await colaborador(s.admin, 'Carla Dias');
  const t = await created(
    s.admin,
    TURMAS,
    turma(ids.curso, {
      dataPrevIni: '2026-02-02',
      dataPrevFim: '2026-02-03',
      diasTurma: [
        { dia: '2026-02-02', turno: 'M' },
        { dia: '2026-02-03', turno: 'M' },
      ],
    }),
  );
  ids.turma = t.id;
  await s.admin.post(`${TURMAS}/${t.id}/inscrever`, { colaboradorIds: [ids.ana, ids.bruno, ids.carla] });
  const grade = (await s.admin.get(`${TURMAS}/${t.id}/presencas`)).body;
  const insc = Object.fromEntries(grade.inscritos.map((i: any) => [i.colaborador.nome, i.id]));
  [ids.iAna, ids.iBruno, ids.iCarla] = [insc['Ana Souza'], insc['Bruno Lima'], insc['Carla Dias']];
  // Ana and Bruno both days; Carla only one (50% < 100%)
  const presencas = [ids.iAna, ids.iBruno].flatMap((i) =>
    t.diasTurma.map((d: any) => ({ colaboradorTurmaId: i, diaTurmaId: d.id, presente: true })),
  );
  presencas.push({ colaboradorTurmaId: ids.iCarla, diaTurmaId: t.diasTurma[0].id, presente: true });
  await s.admin.put(`${TURMAS}/${t.id}/presencas`, { presencas });
});
afterAll(async () => s?.t.close());

describe('certificados', () => {
  it('one employee: a one-page PDF; the certificate gets a verification code kept on reprint', async () => {
    const r = await pdf(s.admin, `${INSCRICOES}/${ids.iAna}/certificado`);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(paginas(r.body)).toBe(1);
    const { rows } = await s.t.sql.query(
      'SELECT codigo, nome, curso, carga_horaria, data_conclusao::text AS data FROM certificado_emitido',
    );
    expect(rows).toEqual([
      {
        codigo: expect.stringMatching(/^[A-Z2-9]{12}$/),
        nome: 'Ana Souza',
        curso: 'Primeiros Socorros',
        carga_horaria: '12:30',
        data: '2026-02-03',
      },
    ]);
    ids.codigoAna = rows[0].codigo;
    await pdf(s.admin, `${INSCRICOES}/${ids.iAna}/certificado`);
    expect((await s.t.sql.query('SELECT codigo FROM certificado_emitido')).rows).toEqual([
      { codigo: ids.codigoAna },
    ]);
  });

  it('refuses an employee not approved, with the reason, issuing nothing', async () => {
    await refusedWith(
      s,
      ['certificado_emitido'],
      () =>
        pdf(s.admin, `${INSCRICOES}/${ids.iCarla}/certificado`).then((r) => ({
          status: r.status,
          body: r.json,
        })),
      409,
      MSG_DES.naoAprovado('Frequência de 50% abaixo do mínimo de 100%.'),
    );
  });

  it('the whole class: one page per approved employee (Ana, Bruno), not Carla', async () => {
    const r = await pdf(s.admin, `${TURMAS}/${ids.turma}/certificados`);
    expect(r.status).toBe(200);
    expect(paginas(r.body)).toBe(2);
    expect(await countRows(s.t, 'certificado_emitido')).toBe(2);
  });

  it('a course that issues no certificate, a class with nobody approved, another company', async () => {
    const t = await created(s.admin, TURMAS, turma(ids.semCertificado));
    await refusedWith(
      s,
      ['certificado_emitido'],
      () => pdf(s.admin, `${TURMAS}/${t.id}/certificados`).then((r) => ({ status: r.status, body: r.json })),
      409,
      MSG_DES.cursoSemCertificado,
    );
    const vazia = await created(s.admin, TURMAS, turma(ids.curso, { descricao: 'Vazia' }));
    await refusedWith(
      s,
      ['certificado_emitido'],
      () =>
        pdf(s.admin, `${TURMAS}/${vazia.id}/certificados`).then((r) => ({ status: r.status, body: r.json })),
      409,
      MSG_DES.nenhumAprovado,
    );
    expect((await pdf(s.other, `${TURMAS}/${ids.turma}/certificados`)).status).toBe(404);
    expect((await pdf(s.other, `${INSCRICOES}/${ids.iAna}/certificado`)).status).toBe(404);
  });

  it('the public verification, without login, confirms only name, course, hours, date and company', async () => {
    const anon = new Client(s.t.app);
    const j = await anon.get(`/api/desenvolvimento/certificados/verificacao/${ids.codigoAna}`);
    expect(j.status).toBe(200);
    expect(j.body).toEqual({
      nome: 'Ana Souza',
      curso: 'Primeiros Socorros',
      cargaHoraria: '12:30',
      dataConclusao: '2026-02-03',
      empresa: 'Empresa Padrão',
    });
    const html = await anon.get(
      `/api/desenvolvimento/certificados/verificar/${String(ids.codigoAna).toLowerCase()}`,
    );
    expect(html.status).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('Certificado válido');
    expect(html.body).toContain('Ana Souza');
    expect(html.body).toContain('03/02/2026');
    const nada = await anon.get('/api/desenvolvimento/certificados/verificacao/AAAAAAAAAAAA');
    expect(nada.status).toBe(404);
    expect(nada.body.message).toBe(MSG_DES.certificadoNaoEncontrado);
    expect((await anon.get('/api/desenvolvimento/certificados/verificar/AAAAAAAAAAAA')).body).toContain(
      'Certificado não encontrado',
    );
  });
});
