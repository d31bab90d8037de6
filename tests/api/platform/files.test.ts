// The file store through the generic file routes: upload by content type (never the name), the spec's
// messages and limits, download headers, tenant scope, single fields keep their last file, deleting the
// owner deletes its files, SHA-256 kept, audited.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  countRows,
  createCompanyWithUser,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF corpo')]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR'),
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n');
const MB = 1024 * 1024;

let t: TestApp;
let admin: Client;
let other: Client;
let colaboradorId: number;

function upload(
  client: Client,
  url: string,
  file: Buffer,
  filename: string,
  type = 'application/octet-stream',
) {
  const boundary = '----gente-arquivos-123';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app
    .inject({
      method: 'POST',
      url,
      payload,
      headers: { cookie: client.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    .then((r) => ({ status: r.statusCode, body: r.json(), headers: r.headers }));
}

const fotoUrl = (id: number) => `/api/cargo-salario/colaboradores/${id}/arquivos/foto`;

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  other = (await createCompanyWithUser(admin, 'Outra Arquivos', '11144477735')).client;
  colaboradorId = (
    await admin.post('/api/cargo-salario/colaboradores', { nome: 'Ana Foto', dataAdmissao: '2020-01-01' })
  ).body.id;
});
afterAll(() => t?.close());

describe('upload and download', () => {
  it('stores an image told by its content, with a sanitised name and its SHA-256, and serves it as an attachment', async () => {
    const res = await upload(admin, fotoUrl(colaboradorId), PNG, 'Minha Foto (1).jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      nome: 'MinhaFoto1.jpg.png',
      tipo: 'image/png',
      tamanho: PNG.length,
      sha256: createHash('sha256').update(PNG).digest('hex'),
      message: 'Arquivo MinhaFoto1.jpg.png carregado com sucesso.',
    });
    const got = await t.app.inject({ method: 'GET', url: res.body.url, headers: { cookie: admin.cookie } });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PNG)).toBe(true);
    expect(got.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': "attachment; filename*=UTF-8''MinhaFoto1.jpg.png",
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    // the record shows the file's metadata; a single field keeps only its last file
    const again = await upload(admin, fotoUrl(colaboradorId), JPEG, 'nova.jpg');
    const rec = (await admin.get(`/api/cargo-salario/colaboradores/${colaboradorId}`)).body;
    expect(rec.foto).toEqual({
      id: again.body.id,
      nome: 'nova.jpg',
      tipo: 'image/jpeg',
      tamanho: JPEG.length,
      url: again.body.url,
    });
    expect(rec.possuiFoto).toBe(true);
    // the field's list: its one file, with the SHA-256 kept
    expect((await admin.get(fotoUrl(colaboradorId))).body).toEqual([
      { ...rec.foto, sha256: createHash('sha256').update(JPEG).digest('hex') },
    ]);
    const sha = await t.sql.query('SELECT sha256, tamanho, created_by FROM arquivo WHERE id = $1', [
      again.body.id,
    ]);
    expect(sha.rows[0]).toEqual({
      sha256: createHash('sha256').update(JPEG).digest('hex'),
      tamanho: JPEG.length,
      created_by: 1,
    });
    expect(await countRows(t, 'arquivo', `registro_id = ${colaboradorId} AND campo = 'foto'`)).toBe(1);
    const audit = await t.sql.query(
      `SELECT operacao FROM auditoria WHERE registro_id = $1 AND operacao = 'anexar-arquivo'`,
      [colaboradorId],
    );
    expect(audit.rows).toHaveLength(2);
  });

  it('the register writes ignore the file field sent back with the record', async () => {
    const rec = (await admin.get(`/api/cargo-salario/colaboradores/${colaboradorId}`)).body;
    const { id: _id, ...body } = rec;
    expect((await admin.put(`/api/cargo-salario/colaboradores/${colaboradorId}`, body)).status).toBe(200);
    expect(await countRows(t, 'arquivo', `campo = 'foto' AND registro_id = ${colaboradorId}`)).toBe(1);
  });

  it('stores a company logo (a global register)', async () => {
    const res = await upload(admin, '/api/utilitario/empresas/1/arquivos/logoEmpresa', PNG, 'logo.png');
    expect(res.status).toBe(201);
    expect((await admin.get('/api/utilitario/empresas/1')).body.logoEmpresa).toMatchObject({
      nome: 'logo.png',
    });
  });
});

describe('refusals store nothing', () => {
  it.each([
    ['a PDF as a photo', PDF, 'foto.jpg', 'O arquivo adicionado não é uma imagem'],
    [
      'text named .png',
      Buffer.from('<svg onload=alert(1)>'),
      'x.png',
      'O arquivo adicionado não é uma imagem',
    ],
    ['an empty file', Buffer.alloc(0), 'vazio.jpg', 'O arquivo adicionado não é uma imagem'],
  ])('refuses %s', async (_case, bytes, name, message) => {
    const before = await countRows(t, 'arquivo');
    const res = await upload(admin, fotoUrl(colaboradorId), bytes, name);
    expect(res).toMatchObject({
      status: 400,
      body: { code: 'FIELD_VALIDATION_VIOLATION', errors: [{ field: 'foto', message }] },
    });
    expect(await countRows(t, 'arquivo')).toBe(before);
  });

  it('refuses an image over 5 MB with the limit formatted', async () => {
    const big = Buffer.alloc(5 * MB + 1, 0x20);
    JPEG.copy(big);
    const before = await countRows(t, 'arquivo');
    const res = await upload(admin, fotoUrl(colaboradorId), big, 'grande.jpg');
    expect(res.body.errors).toEqual([{ field: 'foto', message: 'O arquivo deve ser menor que 5 MB' }]);
    expect(await countRows(t, 'arquivo')).toBe(before);
  });

  it('answers 404 for a record of another company, an unknown field or file, and 401 without a session', async () => {
    expect((await upload(other, fotoUrl(colaboradorId), JPEG, 'x.jpg')).status).toBe(404);
    expect((await other.get(fotoUrl(colaboradorId))).status).toBe(404);
    const rec = (await admin.get(`/api/cargo-salario/colaboradores/${colaboradorId}`)).body;
    expect((await other.get(rec.foto.url)).status).toBe(404);
    expect((await other.del(rec.foto.url)).status).toBe(404);
    expect(
      (await upload(admin, `/api/cargo-salario/colaboradores/${colaboradorId}/arquivos/nome`, JPEG, 'x.jpg'))
        .status,
    ).toBe(404);
    expect((await admin.get(`${fotoUrl(colaboradorId)}/999999`)).status).toBe(404);
    expect((await admin.get(`${fotoUrl(colaboradorId)}/abc`)).status).toBe(400);
    expect((await new Client(t.app).get(rec.foto.url)).status).toBe(401);
    expect(await countRows(t, 'arquivo', `campo = 'foto' AND registro_id = ${colaboradorId}`)).toBe(1);
  });

  it('refuses a body that is not multipart', async () => {
    const res = await admin.post(fotoUrl(colaboradorId), { foto: 'base64' });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Tipo de conteúdo não suportado.');
  });
});

describe('removal', () => {
  it('DELETE removes one file; deleting the owner removes all of its files', async () => {
    const id = (
      await admin.post('/api/cargo-salario/colaboradores', { nome: 'Bruno Foto', dataAdmissao: '2020-01-01' })
    ).body.id;
    const up = await upload(admin, fotoUrl(id), JPEG, 'b.jpg');
    expect((await admin.del(up.body.url)).status).toBe(204);
    expect(await countRows(t, 'arquivo', `campo = 'foto' AND registro_id = ${id}`)).toBe(0);
    await upload(admin, fotoUrl(id), JPEG, 'c.jpg');
    expect((await admin.del(`/api/cargo-salario/colaboradores/${id}`)).status).toBe(204);
    expect(
      await countRows(t, 'arquivo', `cadastro = 'cargo-salario/colaboradores' AND registro_id = ${id}`),
    ).toBe(0);
  });
});
