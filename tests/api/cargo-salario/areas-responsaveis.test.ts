// Users linked to the employee they are (per company), the area's responsáveis and co-responsáveis with
// their replication to child areas, the org chart showing them, and the user's photo in /api/userinfo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError } from '../../helpers/expect.ts';
import {
  Client,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';

const CS = '/api/cargo-salario';
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF foto')]);
let t: TestApp;
let admin: Client;
let other: Client;
let otherUserId: number;

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  const b = await createCompanyWithUser(admin, 'Outra Responsáveis', '11144477735');
  other = b.client;
  otherUserId = b.userId;
});
afterAll(() => t?.close());

const talento = (nome: string, extra: object = {}) =>
  created(admin, `${CS}/colaboradores`, { nome, dataAdmissao: '2020-01-01', ...extra });

describe('users linked to employees', () => {
  it('links a user to one employee per company, and shows its photo in /api/userinfo', async () => {
    expect((await admin.get('/api/userinfo')).body.usuario.colaboradorFotoUrl).toBeNull();
    const eu = await talento('Administrador Talento', { usuario: { id: 1 } });
    expect(eu.usuario).toMatchObject({ id: 1 });
    expectFieldError(
      await admin.post(`${CS}/colaboradores`, {
        nome: 'Outro',
        dataAdmissao: '2020-01-01',
        usuario: { id: 1 },
      }),
      'usuario',
      'Este usuário já está ligado a outro talento desta empresa.',
    );
    const boundary = '----foto';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="foto"; filename="f.jpg"\r\n\r\n`),
      JPEG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await t.app.inject({
      method: 'PUT',
      url: `${CS}/colaboradores/${eu.id}/foto`,
      payload,
      headers: { cookie: admin.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(up.statusCode).toBe(200);
    expect((await admin.get('/api/userinfo')).body.usuario.colaboradorFotoUrl).toBe(
      `${CS}/colaboradores/${eu.id}/foto`,
    );
    // the same user may be an employee of another company too
    const lá = await other.post(`${CS}/colaboradores`, {
      nome: 'Eu lá',
      dataAdmissao: '2020-01-01',
      usuario: { id: otherUserId },
    });
    expect(lá.status).toBe(201);
  });
});

describe('responsáveis of areas', () => {
  it('keeps responsáveis and co-responsáveis, names them, replicates them below, and the org chart shows them', async () => {
    const ana = await talento('Ana Responsável');
    const bia = await talento('Bia Co-responsável');
    const mae = await created(admin, `${CS}/areas-organizacionais`, { nome: 'Diretoria' });
    const filha = await created(admin, `${CS}/areas-organizacionais`, {
      nome: 'Gerência',
      areaMae: { id: mae.id },
    });
    const neta = await created(admin, `${CS}/areas-organizacionais`, {
      nome: 'Coordenação',
      areaMae: { id: filha.id },
    });
    const { id: _id, descricaoHierarquia: _d, ...body } = mae;
    const res = await admin.put(`${CS}/areas-organizacionais/${mae.id}`, {
      ...body,
      responsaveis: [ana.id],
      coResponsaveis: [bia.id],
      replicarResponsaveisParaAreasFilhas: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      nomeResponsaveis: 'Ana Responsável',
      nomeCoResponsaveis: 'Bia Co-responsável',
    });
    const n = (await admin.get(`${CS}/areas-organizacionais/${neta.id}`)).body;
    expect(n.responsaveis).toEqual([ana.id]);
    expect(n.coResponsaveis ?? []).toEqual([]);
    const chart = (await admin.get(`${CS}/areas-organizacionais/organogramas?ativa=true`)).body;
    const diretoria = chart.find((a: { id: number }) => a.id === mae.id);
    expect(diretoria.responsaveis).toBe('Ana Responsável');
    // an employee of another company cannot be a responsável here
    const fora = await other.post(`${CS}/colaboradores`, { nome: 'De fora', dataAdmissao: '2020-01-01' });
    expectFieldError(
      await admin.put(`${CS}/areas-organizacionais/${filha.id}`, {
        nome: 'Gerência',
        areaMae: { id: mae.id },
        responsaveis: [fora.body.id],
      }),
      'responsaveis',
      'Responsáveis: registro não encontrado.',
    );
  });
});
