// Document file fields and lists through the generic file routes. No register of the modules built so far has
// one (candidate CVs, class documents come with their modules), so this test extends a real register
// (captacao/como-ficou-sabendo-vaga) with three x-file fields and serves it with the real engine, session,
// file and CRUD plugins on the test database: a document list (at most 2), a text-only field of 1 KB and an
// image list.
import { crc32 } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPlugin } from '../../../src/server/auth/auth.plugin.ts';
import { crudRoutes } from '../../../src/server/crud/crud.routes.ts';
import type { Engine } from '../../../src/server/crud/engine.ts';
import { createDatabase } from '../../../src/server/db/database.ts';
import { fileRoutes } from '../../../src/server/files/files.routes.ts';
import { installErrorHandler } from '../../../src/server/http/error-handler.ts';
import { installRequestContext } from '../../../src/server/http/request-context.ts';
import { createEngine } from '../../../src/server/platform.ts';
import { loadSchemaDocs } from '../../../src/server/schema-loader.ts';
import { buildRegistry } from '../../../src/shared/schema/registry.ts';
import type { JsonSchema } from '../../../src/shared/schema/types.ts';
import {
  Client,
  countRows,
  createCompanyWithUser,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';

const PATH = 'captacao/como-ficou-sabendo-vaga';

/** A zip of stored (uncompressed) entries, with its central directory, as office suites write them. */
function zip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const FILES = {
  pdf: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
  doc: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
  docx: zip([
    ['[Content_Types].xml', '<?xml version="1.0"?><Types/>'],
    ['_rels/.rels', '<Relationships/>'],
    ['word/document.xml', '<w:document/>'],
  ]),
  odt: zip([
    ['mimetype', 'application/vnd.oasis.opendocument.text'],
    ['content.xml', '<office:document-content/>'],
  ]),
  txt: Buffer.from('Currículo de Ana\nExperiência: 5 anos\n'),
  jpg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF')]),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR')]),
};
const XLSX = zip([
  ['[Content_Types].xml', '<Types/>'],
  ['xl/workbook.xml', '<workbook/>'],
]);
const ODS = zip([['mimetype', 'application/vnd.oasis.opendocument.spreadsheet']]);

let t: TestApp;
let app: FastifyInstance;
let engine: Engine;
let admin: Client;
let other: Client;

async function extendedApp(url: string): Promise<FastifyInstance> {
  const { docs, defs } = loadSchemaDocs();
  const extended = docs.map(
    (d): JsonSchema =>
      d.$id !== PATH
        ? d
        : {
            ...d,
            properties: {
              ...d.properties,
              anexos: {
                type: 'array',
                title: 'Anexos',
                readOnly: true,
                items: { type: 'object' },
                'x-file': { kind: 'document', multiple: true, maxFiles: 2 },
              },
              texto: {
                type: 'object',
                title: 'Texto',
                readOnly: true,
                'x-file': { kind: 'document', types: ['txt'], maxBytes: 1024 },
              },
              fotos: {
                type: 'array',
                title: 'Fotos',
                readOnly: true,
                items: { type: 'object' },
                'x-file': {
                  kind: 'image',
                  multiple: true,
                  maxFiles: 1,
                  maxFilesMessage: 'Não foi possível inserir. O número limite de 1 foto já foi atingido.',
                },
              },
            },
          },
  );
  const registry = buildRegistry(extended, defs);
  const { db } = createDatabase(url, 2, { randomPageCost: 4 });
  engine = await createEngine(db, registry);
  const server = Fastify();
  server.addHook('onClose', () => db.destroy());
  installRequestContext(server);
  installErrorHandler(server);
  await server.register(authPlugin, { db, registry });
  await server.register(crudRoutes, { engine });
  await server.register(fileRoutes, { engine });
  await server.ready();
  return server;
}

function upload(client: Client, url: string, file: Buffer, filename: string) {
  const boundary = '----gente-documentos-9';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app
    .inject({
      method: 'POST',
      url,
      payload,
      headers: { cookie: client.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    .then((r) => ({ status: r.statusCode, body: r.json() }));
}

const newRecord = async (nome: string) => (await admin.post(`/api/${PATH}`, { nome })).body.id as number;
const url = (id: number, campo: string) => `/api/${PATH}/${id}/arquivos/${campo}`;

beforeAll(async () => {
  t = await startTestApp();
  app = await extendedApp(t.database.url);
  const boss = new Client(t.app);
  await boss.login();
  other = (await createCompanyWithUser(boss, 'Outra Documentos', '11144477735')).client;
  // the same sessions are valid on the extended server (one database)
  admin = new Client(app);
  admin.cookie = boss.cookie;
  other = Object.assign(new Client(app), { cookie: other.cookie });
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe('document kind', () => {
  it.each(Object.entries(FILES))('accepts a %s told by its content', async (type, bytes) => {
    const id = await newRecord(`Documento ${type}`);
    const res = await upload(admin, url(id, 'anexos'), bytes, `Meu arquivo (${type}).${type}`);
    expect(res.status).toBe(201);
    expect(res.body.nome).toBe(`Meuarquivo${type}.${type}`);
    expect(res.body.message).toBe(`Arquivo Meuarquivo${type}.${type} carregado com sucesso.`);
    const got = await app.inject({ method: 'GET', url: res.body.url, headers: { cookie: admin.cookie } });
    expect(got.rawPayload.equals(bytes)).toBe(true);
    expect(got.headers['content-type']).toContain(res.body.tipo);
  });

  it.each([
    ['a spreadsheet (zip) named .docx', XLSX, 'planilha.docx'],
    ['an ODF spreadsheet named .odt', ODS, 'planilha.odt'],
    ['an executable named .pdf', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), 'programa.pdf'],
    ['Latin-1 text named .txt', Buffer.from([0x6d, 0xe3, 0x65, 0x0a]), 'mae.txt'],
  ])('refuses %s, storing nothing', async (_case, bytes, name) => {
    const id = await newRecord(`Recusa ${name}`);
    const res = await upload(admin, url(id, 'anexos'), bytes, name);
    expect(res).toMatchObject({
      status: 400,
      body: {
        code: 'FIELD_VALIDATION_VIOLATION',
        errors: [
          {
            field: 'anexos',
            message: 'Selecione um arquivo com a extensão: pdf, doc, docx, odt, txt, jpg, png',
          },
        ],
      },
    });
    expect(await countRows(t, 'arquivo', `registro_id = ${id} AND cadastro = '${PATH}'`)).toBe(0);
  });

  it('refuses a document over 10 MB with the limit formatted', async () => {
    const id = await newRecord('Documento grande');
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
    FILES.pdf.copy(big);
    const res = await upload(admin, url(id, 'anexos'), big, 'grande.pdf');
    expect(res.body.errors).toEqual([{ field: 'anexos', message: 'O arquivo deve ser menor que 10 MB' }]);
    expect(await countRows(t, 'arquivo', `registro_id = ${id} AND cadastro = '${PATH}'`)).toBe(0);
  });
});

describe('a field narrowed to text of 1 KB', () => {
  it("asks for a .txt ('Selecione um arquivo com a extensão: txt') and keeps the limit of the field", async () => {
    const id = await newRecord('Só texto');
    expect((await upload(admin, url(id, 'texto'), FILES.pdf, 'notas.txt')).body.errors).toEqual([
      { field: 'texto', message: 'Selecione um arquivo com a extensão: txt' },
    ]);
    const big = Buffer.alloc(1025, 0x61);
    expect((await upload(admin, url(id, 'texto'), big, 'notas.txt')).body.errors).toEqual([
      { field: 'texto', message: 'O arquivo deve ser menor que 1 KB' },
    ]);
    expect(await countRows(t, 'arquivo', `registro_id = ${id} AND cadastro = '${PATH}'`)).toBe(0);
    expect((await upload(admin, url(id, 'texto'), Buffer.alloc(1024, 0x61), 'notas.txt')).status).toBe(201);
  });
});

describe('lists', () => {
  let id: number;
  beforeAll(async () => {
    id = await newRecord('Com lista');
  });

  it('keeps every file up to maxFiles, lists them and shows them in the record', async () => {
    const a = await upload(admin, url(id, 'anexos'), FILES.pdf, 'a.pdf');
    const b = await upload(admin, url(id, 'anexos'), FILES.txt, 'b.txt');
    expect((await upload(admin, url(id, 'anexos'), FILES.odt, 'c.odt')).body.errors).toEqual([
      {
        field: 'anexos',
        message: 'Não foi possível inserir. O número limite de 2 arquivos já foi atingido.',
      },
    ]);
    const listed = await admin.get(url(id, 'anexos'));
    expect(listed.body).toEqual([
      {
        id: a.body.id,
        nome: 'a.pdf',
        tipo: 'application/pdf',
        tamanho: FILES.pdf.length,
        sha256: a.body.sha256,
        url: a.body.url,
      },
      {
        id: b.body.id,
        nome: 'b.txt',
        tipo: 'text/plain; charset=utf-8',
        tamanho: FILES.txt.length,
        sha256: b.body.sha256,
        url: b.body.url,
      },
    ]);
    const record = (await admin.get(`/api/${PATH}/${id}`)).body;
    expect(record.anexos.map((f: { nome: string }) => f.nome)).toEqual(['a.pdf', 'b.txt']);
    expect(record.fotos).toEqual([]);
    expect(record.texto).toBeUndefined();
  });

  it('words the limit its own way when the field says so', async () => {
    expect((await upload(admin, url(id, 'fotos'), FILES.png, 'a.png')).status).toBe(201);
    expect((await upload(admin, url(id, 'fotos'), FILES.jpg, 'b.jpg')).body.errors).toEqual([
      { field: 'fotos', message: 'Não foi possível inserir. O número limite de 1 foto já foi atingido.' },
    ]);
  });

  it('another company gets 404 on the list, a file and an upload', async () => {
    const [first] = (await admin.get(url(id, 'anexos'))).body;
    expect((await other.get(url(id, 'anexos'))).status).toBe(404);
    expect((await other.get(first.url)).status).toBe(404);
    expect((await other.del(first.url)).status).toBe(404);
    expect((await upload(other, url(id, 'texto'), FILES.txt, 'x.txt')).status).toBe(404);
    expect(await countRows(t, 'arquivo', `registro_id = ${id} AND cadastro = '${PATH}'`)).toBe(3);
  });

  it('deleting one file keeps the others; deleting the record deletes them all', async () => {
    const [first] = (await admin.get(url(id, 'anexos'))).body;
    expect((await admin.del(first.url)).status).toBe(204);
    expect((await admin.get(url(id, 'anexos'))).body).toHaveLength(1);
    expect((await admin.del(`/api/${PATH}/${id}`)).status).toBe(204);
    expect(await countRows(t, 'arquivo', `registro_id = ${id} AND cadastro = '${PATH}'`)).toBe(0);
  });
});
