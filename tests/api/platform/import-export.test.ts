// Spreadsheets of every register: export (filter, sort, tenant, headers; XLSX and CSV), the import
// template (headers, drop-downs), and the import — all or nothing, 'Linha N, campo: mensagem', references
// by title or id, one audit entry.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../src/server/db/csv.ts';
import {
  Client,
  countRows,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';

const CARGOS = '/api/cargo-salario/cargos';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let t: TestApp;
let admin: Client;
let other: Client;
let areaId: number;

const get = (client: Client, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: client.cookie } });

function upload(client: Client, url: string, file: Buffer, filename: string) {
  const boundary = '----gente-planilha-9';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
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
    .then((r) => ({ status: r.statusCode, body: r.json() }));
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Dados');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function readXlsx(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  other = (await createCompanyWithUser(admin, 'Outra Planilhas', '11144477735')).client;
  areaId = (await created(admin, '/api/cargo-salario/areas-organizacionais', { nome: 'Operações Ágeis' })).id;
  await created(admin, '/api/cargo-salario/grupos-ocupacionais', { nome: 'Técnico' });
  for (const nome of ['Analista', 'Zelador', 'Assistente'])
    await created(admin, CARGOS, {
      nome,
      nomeMercado: `${nome} de mercado`,
      areasOrganizacionais: [areaId],
      ativa: nome !== 'Zelador',
    });
  const outraArea = await created(other, '/api/cargo-salario/areas-organizacionais', { nome: 'Outra área' });
  await created(other, CARGOS, {
    nome: 'Cargo da outra',
    nomeMercado: 'x',
    areasOrganizacionais: [outraArea.id],
  });
});
afterAll(() => t?.close());

describe('export', () => {
  it('writes the list as XLSX with the visible columns, the filter and the sort of the list', async () => {
    const res = await get(admin, `${CARGOS}/exportar?formato=xlsx&sort=nome,desc&nome=a`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="cargos-\d{8}-\d{4}\.xlsx"$/);
    const sheet = (await readXlsx(res.rawPayload)).worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header[0]).toBe('Nome');
    const names = [];
    for (let i = 2; i <= sheet.rowCount; i++) names.push(sheet.getRow(i).getCell(1).value);
    expect(names).toEqual(['Zelador', 'Assistente', 'Analista']);
  });

  it('writes CSV with BOM and ; for Brazilian spreadsheets, only the company rows', async () => {
    const res = await get(admin, `${CARGOS}/exportar?formato=csv`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = res.body;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain('Analista');
    expect(text).not.toContain('Cargo da outra');
    expect(text.split('\r\n')[0]).toContain(';');
  });

  it('refuses a bad filter or format in Portuguese, and needs a session', async () => {
    expect((await get(admin, `${CARGOS}/exportar?formato=pdf`)).json().message).toBe(
      'Formato de exportação inválido: use xlsx ou csv.',
    );
    expect((await get(admin, `${CARGOS}/exportar?sort=naoExiste,asc`)).statusCode).toBe(400);
    expect((await get(new Client(t.app), `${CARGOS}/exportar`)).statusCode).toBe(401);
  });
});

describe('import template', () => {
  it('has the writable fields as headers, required ones marked, and drop-down lists', async () => {
    const res = await get(admin, `${CARGOS}/modelo-importacao`);
    expect(res.statusCode).toBe(200);
    const book = await readXlsx(res.rawPayload);
    const data = book.getWorksheet('Dados')!;
    const header = (data.getRow(1).values as unknown[]).slice(1) as string[];
    expect(header).toEqual(
      expect.arrayContaining(['Nome *', 'Nome de Mercado *', 'Áreas Organizacionais *', 'Ativo']),
    );
    const ativa = header.indexOf('Ativo') + 1;
    expect(data.getRow(2).getCell(ativa).dataValidation).toMatchObject({ type: 'list' });
    expect(book.getWorksheet('Instruções')).toBeDefined();
    // a read-only register has no template: the path reads as a (malformed) record id
    expect((await get(admin, '/api/geral/estados/modelo-importacao')).statusCode).toBe(400);
  });
});

describe('import', () => {
  it('stores every row in one go, references by title or id, and records one audit entry', async () => {
    const before = await countRows(t, 'cargo', 'empresa_id = 1');
    const file = await xlsx([
      ['Nome *', 'Nome de Mercado *', 'Áreas Organizacionais *', 'Grupo Ocupacional', 'Ativo'],
      ['Soldador', 'Soldador industrial', 'operacoes ageis', 'técnico', 'Sim'],
      ['Eletricista', 'Eletricista predial', String(areaId), '', 'Não'],
      [],
    ]);
    const res = await upload(admin, `${CARGOS}/importar`, file, 'cargos.xlsx');
    expect(res).toEqual({ status: 200, body: { quantidade: 2, message: '2 registros importados.' } });
    expect(await countRows(t, 'cargo', 'empresa_id = 1')).toBe(before + 2);
    const soldador = (await admin.get(`${CARGOS}?nome=soldador`)).body[0];
    expect(soldador).toMatchObject({
      nomeMercado: 'Soldador industrial',
      ativa: true,
      grupoOcupacional: { nome: 'Técnico' },
    });
    const audit = await t.sql.query(`SELECT * FROM auditoria WHERE operacao = 'importar'`);
    expect(audit.rows).toEqual([
      expect.objectContaining({
        cadastro: 'cargo-salario/cargos',
        alteracoes: [{ campo: 'linhas', para: 2 }],
      }),
    ]);
    expect(await countRows(t, 'auditoria', `operacao = 'create' AND cadastro = 'cargo-salario/cargos'`)).toBe(
      4,
    );
  });

  it('lists each problem as "Linha N, campo: mensagem" and stores nothing', async () => {
    const before = await countRows(t, 'cargo');
    const csv = Buffer.from(
      '\ufeffNome;Nome de Mercado;Áreas Organizacionais;Grupo Ocupacional\r\n' +
        'Pintor;Pintor;Operações Ágeis;\r\n' +
        ';Sem nome;Operações Ágeis;\r\n' +
        'Pedreiro;Pedreiro;Área que não existe;\r\n' +
        'Analista;Duplicado;Operações Ágeis;Grupo inexistente\r\n',
    );
    const res = await upload(admin, `${CARGOS}/importar`, csv, 'cargos.csv');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A planilha tem problemas: nada foi importado.');
    expect(res.body.errors.map((e: { message: string }) => e.message)).toEqual([
      'Linha 3, Nome: Nome é obrigatório',
      'Linha 4, Áreas Organizacionais: Áreas Organizacionais: registro não encontrado.',
      'Linha 5, Grupo Ocupacional: Grupo Ocupacional: registro não encontrado.',
    ]);
    expect(await countRows(t, 'cargo')).toBe(before);
  });

  it('refuses unknown columns, files that are not spreadsheets, and another company never sees the rows', async () => {
    const unknown = await upload(
      admin,
      `${CARGOS}/importar`,
      await xlsx([
        ['Nome', 'Coluna estranha'],
        ['X', 'y'],
      ]),
      'x.xlsx',
    );
    expect(unknown.body.errors).toEqual([
      { field: 'Coluna estranha', message: 'Linha 1, Coluna estranha: coluna desconhecida.' },
    ]);
    const binary = await upload(admin, `${CARGOS}/importar`, Buffer.from([0, 1, 2, 3, 0]), 'x.csv');
    expect(binary).toMatchObject({
      status: 400,
      body: { message: 'Não foi possível ler a planilha. Envie um arquivo XLSX ou CSV.' },
    });
    expect((await other.get(`${CARGOS}?nome=soldador`)).body).toEqual([]);
    expect((await upload(new Client(t.app), `${CARGOS}/importar`, Buffer.from('a'), 'a.csv')).status).toBe(
      401,
    );
  });
});

describe('export: no cell can be read as a formula', () => {
  // one job per dangerous start; tab and carriage return stored by SQL (input may refuse them, old data not)
  const DANGEROUS = {
    '=': '=HYPERLINK("http://x","clique")',
    '+': '+1+1',
    '-': "-2+3+cmd|' /C calc'!A0",
    '@': '@SUM(1+1)*cmd|',
    tab: '\t=1+1',
    cr: '\r=1+1',
  } as const;

  beforeAll(async () => {
    for (const [k, nome] of Object.entries(DANGEROUS)) {
      const { id } = await created(admin, CARGOS, {
        nome: `Fórmula ${k}`,
        nomeMercado: 'Fórmula',
        areasOrganizacionais: [areaId],
      });
      await t.sql.query('UPDATE cargo SET nome = $1 WHERE id = $2', [nome, id]);
    }
  });

  it('writes each such CSV cell with a leading quote, quoted, and keeps the others as they were', async () => {
    const res = await get(admin, `${CARGOS}/exportar?formato=csv&nomeMercado=Fórmula&sort=id,asc`);
    expect(res.statusCode).toBe(200);
    const lines = res.body.slice(1).split('\r\n');
    const cells = parseCsv(res.body, ';').slice(1);
    expect(cells.map((c) => c[0])).toEqual(Object.values(DANGEROUS).map((v) => `'${v}`));
    for (const v of Object.values(DANGEROUS)) expect(res.body).toContain(`"'${v.replace(/"/g, '""')}"`);
    // no line (nor a cell that a carriage return split) starts with a dangerous character
    expect(lines.filter((l) => /^[=+\-@\t\r]/.test(l))).toEqual([]);
    const plain = await get(admin, `${CARGOS}/exportar?formato=csv&nome=Analista`);
    expect(plain.body.split('\r\n')[1]).toMatch(/^Analista;/);
  });

  it('writes them in XLSX as text, never as a formula', async () => {
    const res = await get(admin, `${CARGOS}/exportar?formato=xlsx&nomeMercado=Fórmula&sort=id,asc`);
    const sheet = (await readXlsx(res.rawPayload)).worksheets[0]!;
    const values = [];
    for (let i = 2; i <= sheet.rowCount; i++) {
      const cell = sheet.getRow(i).getCell(1);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
      values.push(cell.value);
    }
    // an XML reader turns a stored carriage return into a line feed: still text
    expect(values).toEqual(Object.values(DANGEROUS).map((v) => v.replace('\r', '\n')));
  });
});
