// The organisational-area endpoints of spec §7 (areas-organizacionais.actions.ts) and the area report (PDF).
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';

const CS = '/api/cargo-salario';
const AREAS = `${CS}/areas-organizacionais`;
let t: TestApp;
let admin: Client;
let other: Client;
let semPermissao: Client;
const ids: Record<string, number> = {};

const area = (nome: string, mae?: number, extra: object = {}) =>
  created(admin, AREAS, { nome, ...(mae ? { areaMae: { id: mae } } : {}), ...extra });

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  other = (await createCompanyWithUser(admin, 'Outra Áreas', '11144477735')).client;
  const perfil = await created(admin, '/api/utilitario/perfis', {
    nome: 'Só Meus Dados',
    permissoes: ['ROLE_CAD_INFO_PESSOAL'],
  });
  const gestora = await created(admin, '/api/utilitario/usuarios', {
    nome: 'Gestora',
    cpf: '39053344705',
    senha: 'senha-gestora-123',
    empresas: [1],
    perfis: [perfil.id],
  });
  semPermissao = new Client(t.app);
  await semPermissao.login('39053344705', 'senha-gestora-123', 1);

  ids.ana = (await created(admin, `${CS}/colaboradores`, { nome: 'Ana', dataAdmissao: '2020-01-01' })).id;
  ids.bia = (
    await created(admin, `${CS}/colaboradores`, {
      nome: 'Bia',
      dataAdmissao: '2020-01-01',
      usuario: { id: gestora.id },
    })
  ).id;
  ids.diretoria = (await area('Diretoria', undefined, { responsaveis: [ids.ana] })).id;
  ids.comercial = (await area('Comercial', ids.diretoria, { coResponsaveis: [ids.bia] })).id;
  ids.vendas = (await area('Vendas', ids.comercial)).id;
  ids.ti = (await area('TI', undefined, { email: 'ti@empresa.com.br' })).id;
  ids.suporte = (await area('Suporte', ids.ti)).id;
  const cargo = await created(admin, `${CS}/cargos`, {
    nome: 'Vendedor',
    nomeMercado: 'Vendedor',
    areasOrganizacionais: [ids.vendas],
  });
  const faixa = await created(admin, `${CS}/faixas-salariais`, {
    cargo: { id: cargo.id },
    nome: 'Única',
    codigoCBO: '252105',
    historico: [{ data: '2020-01-01', tipo: 3, valor: 2000 }],
  });
  await created(admin, `${CS}/historicos-colaboradores`, {
    colaborador: { id: ids.ana },
    data: '2020-01-01',
    areaOrganizacional: { id: ids.vendas },
    faixaSalarial: { id: faixa.id },
    tipoSalario: 1,
  });
});
afterAll(() => t?.close());

describe('area endpoints', () => {
  it('areas-maes: the areas with sub-areas, in hierarchy order', async () => {
    expect((await admin.get(`${AREAS}/areas-maes`)).body).toEqual([
      { id: ids.diretoria, nome: 'Diretoria', descricaoHierarquia: 'Diretoria' },
      { id: ids.comercial, nome: 'Comercial', descricaoHierarquia: 'Diretoria > Comercial' },
      { id: ids.ti, nome: 'TI', descricaoHierarquia: 'TI' },
    ]);
    expect((await other.get(`${AREAS}/areas-maes`)).body).toEqual([]);
  });

  it('responsaveis: each area with its responsáveis and co-responsáveis, or one area', async () => {
    const all = (await admin.get(`${AREAS}/responsaveis`)).body;
    expect(all.map((a: { nome: string }) => a.nome)).toEqual([
      'Diretoria',
      'Comercial',
      'Vendas',
      'TI',
      'Suporte',
    ]);
    const one = await admin.get(`${AREAS}/responsaveis?areaOrganizacionalId=${ids.comercial}`);
    expect(one.body).toEqual([
      {
        id: ids.comercial,
        nome: 'Comercial',
        descricaoHierarquia: 'Diretoria > Comercial',
        responsaveis: [],
        coResponsaveis: [{ id: ids.bia, nome: 'Bia' }],
      },
    ]);
    const bad = await admin.get(`${AREAS}/responsaveis?areaOrganizacionalId=abc`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'areaOrganizacionalId', message: 'Área Organizacional: valor inválido.' },
    ]);
    expect((await admin.get(`${AREAS}/responsaveis?outro=1`)).status).toBe(400);
  });

  it('agrupadas-sem-responsaveis: the areas to complete, by the root of their tree', async () => {
    expect((await admin.get(`${AREAS}/agrupadas-sem-responsaveis`)).body).toEqual([
      {
        areaRaiz: { id: ids.diretoria, nome: 'Diretoria' },
        areas: [
          { id: ids.comercial, nome: 'Comercial', descricaoHierarquia: 'Diretoria > Comercial' },
          { id: ids.vendas, nome: 'Vendas', descricaoHierarquia: 'Diretoria > Comercial > Vendas' },
        ],
      },
      {
        areaRaiz: { id: ids.ti, nome: 'TI' },
        areas: [
          { id: ids.ti, nome: 'TI', descricaoHierarquia: 'TI' },
          { id: ids.suporte, nome: 'Suporte', descricaoHierarquia: 'TI > Suporte' },
        ],
      },
    ]);
  });

  it('permite-ver…: all areas with the authority; else those where the user is (co-)responsável, with sub-areas', async () => {
    expect((await admin.get(`${AREAS}/permite-ver-areas-ou-responsavel-corresponsavel`)).body).toEqual({
      todas: true,
      areasIds: [],
    });
    expect((await semPermissao.get(`${AREAS}/permite-ver-areas-ou-responsavel-corresponsavel`)).body).toEqual(
      {
        todas: false,
        areasIds: [ids.comercial, ids.vendas].sort((a, b) => a - b),
      },
    );
    expect(
      (await new Client(t.app).get(`${AREAS}/permite-ver-areas-ou-responsavel-corresponsavel`)).status,
    ).toBe(401);
  });

  it('*-vinculados: what keeps an area from being deleted', async () => {
    const hist = (await admin.get(`${AREAS}/${ids.vendas}/historicos-colaboradores-vinculados`)).body;
    expect(hist).toEqual({ total: 1, registros: [{ id: expect.any(Number), titulo: 'Ana — 01/01/2020' }] });
    expect((await admin.get(`${AREAS}/${ids.diretoria}/areasOrganizacionais-vinculadas`)).body).toEqual({
      total: 1,
      registros: [{ id: ids.comercial, titulo: 'Comercial' }],
    });
    expect((await admin.get(`${AREAS}/${ids.suporte}/solicitacoes-vinculadas`)).body).toEqual({
      total: 0,
      registros: [],
    });
    expect((await admin.del(`${AREAS}/${ids.vendas}`)).status).toBe(409);
  });

  it('vinculados: every register that references the area, found from the registry', async () => {
    const vendas = (await admin.get(`${AREAS}/${ids.vendas}/vinculados`)).body;
    expect(vendas).toEqual(
      expect.arrayContaining([
        {
          cadastro: 'cargo-salario/historicos-colaboradores',
          nome: expect.any(String),
          total: 1,
          registros: [{ id: expect.any(Number), titulo: 'Ana — 01/01/2020' }],
        },
        {
          cadastro: 'cargo-salario/cargos',
          nome: 'Cargos',
          total: 1,
          registros: [{ id: expect.any(Number), titulo: 'Vendedor' }],
        },
      ]),
    );
    expect(vendas).toHaveLength(2);
    expect((await admin.get(`${AREAS}/${ids.diretoria}/vinculados`)).body).toEqual([
      {
        cadastro: 'cargo-salario/areas-organizacionais',
        nome: 'Áreas Organizacionais',
        total: 1,
        registros: [{ id: ids.comercial, titulo: 'Comercial' }],
      },
    ]);
    expect((await admin.get(`${AREAS}/${ids.suporte}/vinculados`)).body).toEqual([]);
  });

  it('refuses unknown query parameters with a Portuguese message', async () => {
    for (const url of [
      `${AREAS}/areas-maes?x=1`,
      `${AREAS}/agrupadas-sem-responsaveis?x=1`,
      `${AREAS}/permite-ver-areas-ou-responsavel-corresponsavel?x=1`,
      `${AREAS}/${ids.vendas}/vinculados?x=1`,
      `${AREAS}/${ids.vendas}/solicitacoes-vinculadas?x=1`,
      `${AREAS}/relatorio?x=1`,
    ]) {
      const res = await admin.get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.code).toBe('FIELD_VALIDATION_VIOLATION');
      expect(res.body.errors).toEqual([{ field: 'x', message: 'Campo desconhecido: x.' }]);
    }
  });

  it("keeps companies and authorities apart: another company's area is a 404, no authority a 403", async () => {
    for (const seg of ['historicos-colaboradores-vinculados', 'areasOrganizacionais-vinculadas'])
      expect((await other.get(`${AREAS}/${ids.diretoria}/${seg}`)).status).toBe(404);
    expect((await admin.get(`${AREAS}/abc/areasOrganizacionais-vinculadas`)).status).toBe(400);
    expect((await other.get(`${AREAS}/${ids.diretoria}/vinculados`)).status).toBe(404);
    expect((await other.get(`${AREAS}/${ids.diretoria}/solicitacoes-vinculadas`)).status).toBe(404);
    for (const seg of [
      'areas-maes',
      'responsaveis',
      'agrupadas-sem-responsaveis',
      'relatorio',
      `${ids.diretoria}/vinculados`,
      `${ids.diretoria}/areasOrganizacionais-vinculadas`,
    ]) {
      const res = await semPermissao.get(`${AREAS}/${seg}`);
      expect(res.status, seg).toBe(403);
      expect(res.body.message).toBe('Não autorizado.');
    }
    const anon = new Client(t.app);
    for (const seg of ['areas-maes', 'responsaveis', 'relatorio', `${ids.diretoria}/vinculados`]) {
      const res = await anon.get(`${AREAS}/${seg}`);
      expect(res.status, seg).toBe(401);
      expect(res.body.message).toBe('Sessão expirada.');
    }
  });
});

describe("the area report (the spec's /relatorio PDF)", () => {
  const URL = `${CS}/relatorios/areas-organizacionais`;
  const post = (body: object, query = '') =>
    t.app.inject({ method: 'POST', url: `${URL}${query}`, payload: body, headers: { cookie: admin.cookie } });

  it('lists the areas by hierarchy with responsáveis and head count, as PDF and XLSX', async () => {
    const pdf = await post({ situacao: 'A' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('Áreas Organizacionais');
    expect(text).toContain('Diretoria > Comercial > Vendas');
    expect(text).toContain('Ana');
    const xlsx = await post({ situacao: 'A' }, '?formato=xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    const vendas = rows.find((r) => r[0] === 'Diretoria > Comercial > Vendas');
    expect(vendas?.at(-1)).toBe(1);
    const diretoria = rows.find((r) => r[0] === 'Diretoria');
    expect(diretoria?.[1]).toBe('Ana');
  });

  it('GET /areas-organizacionais/relatorio answers the same PDF', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${AREAS}/relatorio?situacao=T`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="areas-organizacionais-.*\.pdf"$/,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('TI > Suporte');
    const padrao = await t.app.inject({
      method: 'GET',
      url: `${AREAS}/relatorio`,
      headers: { cookie: admin.cookie },
    });
    expect(padrao.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const bad = await admin.get(`${AREAS}/relatorio?situacao=X`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'situacao', message: 'Situação: informe A (ativas), I (inativas) ou T (todas).' },
    ]);
    expect((await admin.get(`${AREAS}/relatorio?data=31-12-2020`)).status).toBe(400);
    // no area in the filter: the report's own 'no data' answer
    const vazio = await other.get(`${AREAS}/relatorio`);
    expect(vazio.status).toBe(200);
    expect(vazio.body.code).toBe('REPORT_NO_DATA');
  });

  it('refuses a bad filter and users without the authority', async () => {
    expect((await post({ situacao: 'X' })).statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { situacao: 'A' },
      headers: { cookie: semPermissao.cookie },
    });
    expect(res.statusCode).toBe(403);
  });
});
