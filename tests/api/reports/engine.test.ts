// The report engine, proven on cargo-salario/cargos-resumidos: PDF text, XLSX cells, no data, bad filter.
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderReport } from '../../../src/server/reports/runner.ts';
import { Client, createCompanyWithUser, startTestApp, type TestApp } from '../../helpers/test-app.ts';

const URL_ = '/api/cargo-salario/relatorios/cargos-resumidos';
let t: TestApp;
let admin: Client;

async function post(client: Client, body: unknown, formato = 'pdf') {
  const res = await client.app.inject({
    method: 'POST',
    url: `${URL_}?formato=${formato}`,
    headers: { cookie: client.cookie },
    payload: body as object,
  });
  return res;
}

async function pdfText(buf: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(buf));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  await t.sql.query(
    `INSERT INTO grupo_ocupacional (empresa_id, nome) VALUES (1, 'Administrativo'), (1, 'Técnico')`,
  );
  await t.sql.query(`
    INSERT INTO cargo (empresa_id, nome, nome_mercado, ativa, grupo_ocupacional_id) VALUES
      (1, 'Analista de RH', 'Analista de Recursos Humanos', true, 1),
      (1, 'Assistente Administrativo', 'Auxiliar de Escritório', true, 1),
      (1, 'Técnico de Segurança', 'Técnico em Segurança do Trabalho', true, 2),
      (1, 'Operador Antigo', 'Operador', false, 2),
      (1, 'Estagiário', 'Estagiário', true, NULL)`);
  await t.sql.query(
    `INSERT INTO faixa_salarial (empresa_id, cargo_id, nome) VALUES (1, 1, 'I'), (1, 1, 'II'), (1, 1, 'III'), (1, 3, 'Júnior')`,
  );
});
afterAll(async () => t?.close());

describe('POST /api/cargo-salario/relatorios/cargos-resumidos', () => {
  it('renders a PDF with header, groups, subtotals, total and page numbers', async () => {
    const res = await post(admin, { situacao: 'A' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="cargos-resumidos-\d{8}-\d{4}\.pdf"$/,
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Empresa Padrão');
    expect(text).toContain('Cargos Resumidos');
    expect(text).toContain('Filtro: Situação: Ativos');
    expect(text).toMatch(/Emitido em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} por Administrador/);
    expect(text).toContain('Grupo Ocupacional: Administrativo');
    expect(text).toMatch(/Analista de RH Analista de Recursos Humanos Sim 3/);
    expect(text).toMatch(/Subtotal Grupo Ocupacional: Administrativo \(2 registros\) 3/);
    expect(text).toMatch(/Subtotal Grupo Ocupacional: Técnico \(1 registro\) 1/);
    expect(text).toContain('Grupo Ocupacional: Sem grupo ocupacional');
    expect(text).toMatch(/Total geral \(4 registros\) 4/);
    expect(text).not.toContain('Operador Antigo');
    expect(text).toContain('Página 1 de 1');
  });

  it('names referenced records in the filter summary and filters by them', async () => {
    const text = await pdfText((await post(admin, { situacao: 'T', gruposOcupacionais: [2] })).rawPayload);
    expect(text).toContain('Grupos Ocupacionais: Técnico; Situação: Todos');
    expect(text).toContain('Operador Antigo');
    expect(text).not.toContain('Analista de RH');
  });

  it('exports the same rows as XLSX with typed cells', async () => {
    const res = await post(admin, { situacao: 'A' }, 'xlsx');
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as any);
    const ws = wb.worksheets[0];
    const rows: unknown[][] = [];
    ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Cargos Resumidos']);
    const header = rows.findIndex((r) => r[0] === 'Grupo Ocupacional');
    expect(rows[header]).toEqual([
      'Grupo Ocupacional',
      'Cargo',
      'Nome de Mercado',
      'Ativo',
      'Faixas Salariais',
    ]);
    expect(rows.slice(header + 1)).toEqual([
      ['Administrativo', 'Analista de RH', 'Analista de Recursos Humanos', 'Sim', 3],
      ['Administrativo', 'Assistente Administrativo', 'Auxiliar de Escritório', 'Sim', 0],
      ['Subtotal Grupo Ocupacional: Administrativo (2 registros)', undefined, undefined, undefined, 3],
      ['Técnico', 'Técnico de Segurança', 'Técnico em Segurança do Trabalho', 'Sim', 1],
      ['Subtotal Grupo Ocupacional: Técnico (1 registro)', undefined, undefined, undefined, 1],
      ['Sem grupo ocupacional', 'Estagiário', 'Estagiário', 'Sim', 0],
      ['Subtotal Grupo Ocupacional: Sem grupo ocupacional (1 registro)', undefined, undefined, undefined, 0],
      ['Total geral (4 registros)', undefined, undefined, undefined, 4],
    ]);
  });

  it("answers the spec's info message when nothing matches, with no file", async () => {
    const res = await post(admin, { situacao: 'I', gruposOcupacionais: [1] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      code: 'REPORT_NO_DATA',
      message: 'Não existem dados para o filtro informado.',
    });
  });

  it('refuses an invalid filter with field messages, and unknown formats', async () => {
    const res = await post(admin, { situacao: 'X', extra: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'FIELD_VALIDATION_VIOLATION',
      errors: [
        { field: 'extra', message: 'Campo desconhecido: extra.' },
        { field: 'situacao', message: 'Situação: valor inválido.' },
      ],
    });
    expect((await post(admin, { situacao: 'A' }, 'docx')).json()).toMatchObject({
      status: 400,
      message: 'Formato de relatório não disponível.',
    });
  });

  it('requires a session and the authority, and shows only the session company', async () => {
    const anon = new Client(t.app);
    expect((await post(anon, { situacao: 'A' })).statusCode).toBe(401);
    const other = await createCompanyWithUser(admin, 'Outra', '15350946056');
    const res = await post(other.client, { situacao: 'T' });
    expect(res.json()).toMatchObject({ code: 'REPORT_NO_DATA' });
  });

  it('lists the reports the user may generate', async () => {
    const res = await admin.get('/api/relatorios');
    expect(res.body).toContainEqual(
      expect.objectContaining({
        id: 'cargo-salario/cargos-resumidos',
        title: 'Cargos Resumidos',
        formats: ['pdf', 'xlsx'],
      }),
    );
  });
});

describe('renderReport', () => {
  const decl = {
    $id: 'x/y',
    title: 'Teste',
    formats: ['pdf'] as ('pdf' | 'xlsx')[],
    filter: { type: 'object' },
    columns: [{ key: 'a', title: 'A' }],
  };
  const header = { empresa: 'E', usuario: 'U', emitidoEm: '01/01/2026 10:00', filtro: '' };

  it('rejects on a failing query and leaves no file behind', async () => {
    await expect(
      renderReport(
        { databaseUrl: t.database.url, sql: 'SELECT 1/0 AS a', parameters: [], decl, header, format: 'pdf' },
        new AbortController().signal,
      ),
    ).rejects.toThrow(/division by zero/);
  });

  it('stops when cancelled', async () => {
    const abort = new AbortController();
    const run = renderReport(
      {
        databaseUrl: t.database.url,
        sql: 'SELECT g AS a, pg_sleep(0.001) FROM generate_series(1, 100000) g',
        parameters: [],
        decl,
        header,
        format: 'pdf',
      },
      abort.signal,
    );
    setTimeout(() => abort.abort(), 300);
    await expect(run).rejects.toThrow(/cancelado/);
  });
});
