// Labels of records whose title alone is ambiguous (x-resource.recordLabel, issue 26): a salary range is
// 'Pedreiro – I' and an area 'Diretoria > RH > Recrutamento' in the record, every reference to it, the list,
// the unpaged dropdown list, the export and a report; the label search (`?q=`) finds a record by any word of
// its label, without accents or case; `?id=` answers the chosen records; homonyms in other branches stay apart.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xlsxRelatorio } from '../../helpers/reports.ts';
import { Client, created, startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { type Base, SOLICITACOES, seedCaptacao, solicitacao } from '../captacao/fixtures.ts';

const FAIXAS = '/api/cargo-salario/faixas-salariais';
const AREAS = '/api/cargo-salario/areas-organizacionais';
let t: TestApp;
let admin: Client;
let base: Base;
const ids: Record<string, number> = {};

const faixa = (cargo: number, nome: string) => ({
  cargo: { id: cargo },
  nome,
  codigoCBO: '715210',
  historico: [{ data: '2025-01-01', tipo: 3, valor: 2000 }],
});

async function cargo(nome: string, area: number) {
  return (
    await created(admin, '/api/cargo-salario/cargos', {
      nome,
      nomeMercado: nome,
      areasOrganizacionais: [area],
    })
  ).id as number;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  base = await seedCaptacao(admin);
  ids.diretoria = (await created(admin, AREAS, { nome: 'Diretoria' })).id;
  ids.rh = (await created(admin, AREAS, { nome: 'RH', areaMae: { id: ids.diretoria } })).id;
  ids.recrutamento = (await created(admin, AREAS, { nome: 'Recrutamento', areaMae: { id: ids.rh } })).id;
  ids.obras = (await created(admin, AREAS, { nome: 'Obras' })).id;
  // a homonym in another branch
  ids.recrutamentoObras = (
    await created(admin, AREAS, { nome: 'Recrutamento', areaMae: { id: ids.obras } })
  ).id;
  ids.pedreiro = await cargo('Pedreiro', ids.obras);
  ids.gerente = await cargo('Gerente Financeiro', ids.diretoria);
  ids.tecnico = await cargo('Técnico de Segurança', ids.obras);
  for (const [c, nomes] of [
    ['pedreiro', ['I', 'II', 'III']],
    ['gerente', ['I', 'II', 'III']],
    ['tecnico', ['Único']],
  ] as const)
    for (const n of nomes) ids[`${c}${n}`] = (await created(admin, FAIXAS, faixa(ids[c]!, n))).id;
});
afterAll(async () => t?.close());

const labels = (rows: { rotulo?: string }[]) => rows.map((r) => r.rotulo ?? '').sort();

function upload(url: string, csv: string) {
  const boundary = '----gente-rotulos';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="x.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(`\ufeff${csv}`),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app
    .inject({
      method: 'POST',
      url,
      payload,
      headers: { cookie: admin.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    .then((r) => ({ status: r.statusCode, body: r.json() }));
}

describe('salary ranges: the job and the band', () => {
  it('answers the label with the record, in its list and in the unpaged dropdown list', async () => {
    const one = await admin.get(`${FAIXAS}/${ids.pedreiroI}`);
    expect(one.body).toMatchObject({
      nome: 'I',
      rotulo: 'Pedreiro – I',
      cargo: { id: ids.pedreiro, nome: 'Pedreiro' },
    });
    const page = await admin.get(`${FAIXAS}?page=0&size=15&q=pedreiro&sort=rotulo,asc`);
    expect(page.body.content.map((r: { rotulo: string }) => r.rotulo)).toEqual([
      'Pedreiro – I',
      'Pedreiro – II',
      'Pedreiro – III',
    ]);
    expect(page.body.totalElements).toBe(3);
    const resumido = await admin.get(`${FAIXAS}?resumido=true&q=pedreiro`);
    expect(resumido.body).toContainEqual({ id: ids.pedreiroI, nome: 'I', rotulo: 'Pedreiro – I' });
    // only the fields a picker asks for, and the label with them
    const partial = await admin.get(`${FAIXAS}?page=0&size=5&q=pedreiro iii&fields=nome`);
    expect(partial.body.content).toEqual([{ id: ids.pedreiroIII, nome: 'III', rotulo: 'Pedreiro – III' }]);
  });

  it('finds a range by any word of its label, accents and case aside', async () => {
    const q = async (text: string) =>
      labels((await admin.get(`${FAIXAS}?q=${encodeURIComponent(text)}`)).body as { rotulo: string }[]);
    expect(await q('pedreiro')).toEqual(['Pedreiro – I', 'Pedreiro – II', 'Pedreiro – III']);
    expect(await q('PEDREIRO iii')).toEqual(['Pedreiro – III']);
    // the label as it is shown, separator and all
    expect(await q('Pedreiro – II')).toEqual(['Pedreiro – II', 'Pedreiro – III']);
    expect(await q('iii')).toEqual(['Gerente Financeiro – III', 'Pedreiro – III']);
    expect(await q('tecnico unico')).toEqual(['Técnico de Segurança – Único']);
    // 'i' is in every label here (the bands and the jobs' names)
    expect((await q('i')).filter((l) => l.startsWith('Pedreiro'))).toEqual([
      'Pedreiro – I',
      'Pedreiro – II',
      'Pedreiro – III',
    ]);
    expect(await q('pedreiro financeiro')).toEqual([]);
    // LIKE wildcards are text; a search of no word at all filters nothing
    expect(await q('pedr%ro')).toEqual([]);
    expect(await q(' – ')).toHaveLength(8);
  });

  it('answers the chosen ids (a picker showing what was picked)', async () => {
    const res = await admin.get(`${FAIXAS}?id=${ids.pedreiroII},${ids.gerenteI}&fields=nome`);
    expect(labels(res.body)).toEqual(['Gerente Financeiro – I', 'Pedreiro – II']);
    const bad = await admin.get(`${FAIXAS}?id=1,x`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Filtro inválido. (id)');
  });

  it('a personnel request carries the label of its range in the record, the list, the export and a report', async () => {
    const s = await created(admin, SOLICITACOES, solicitacao(base, { faixaSalarial: { id: ids.pedreiroI } }));
    ids.solicitacao = s.id;
    expect(s.faixaSalarial).toEqual({ id: ids.pedreiroI, nome: 'I', rotulo: 'Pedreiro – I' });
    const list = await admin.get(`${SOLICITACOES}?page=0&size=15`);
    expect(list.body.content.find((r: { id: number }) => r.id === s.id).faixaSalarial.rotulo).toBe(
      'Pedreiro – I',
    );
    // writing the record back as it was read (label and all) is accepted and keeps the range
    const { id: _id, ...body } = (await admin.get(`${SOLICITACOES}/${s.id}`)).body;
    const put = await admin.put(`${SOLICITACOES}/${s.id}`, body);
    expect(put.status).toBe(200);
    expect(put.body.faixaSalarial.id).toBe(ids.pedreiroI);

    const csv = await t.app.inject({
      method: 'GET',
      url: `${SOLICITACOES}/exportar?formato=csv`,
      headers: { cookie: admin.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Pedreiro – I');
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `${SOLICITACOES}/exportar?formato=xlsx`,
      headers: { cookie: admin.cookie },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as any);
    const cells: unknown[] = [];
    book.worksheets[0]!.eachRow((row) => cells.push(...(row.values as unknown[])));
    expect(cells).toContain('Pedreiro – I');

    const report = await xlsxRelatorio(
      admin,
      'captacao',
      'duracao-vaga',
      { dataIni: '2026-01-01', dataFim: '2026-12-31', areasOrganizacionais: [base.area] },
      'Nº',
    );
    expect(report.rows.find((r) => r[0] === s.id)?.[2]).toBe('Pedreiro – I');
  });

  it('sorts a reference column by the label', async () => {
    const other = await created(
      admin,
      SOLICITACOES,
      solicitacao(base, { faixaSalarial: { id: ids.gerenteIII } }),
    );
    const res = await admin.get(`${SOLICITACOES}?page=0&size=15&sort=faixaSalarial,asc`);
    const order = res.body.content.map((r: { id: number }) => r.id);
    expect(order.indexOf(other.id)).toBeLessThan(order.indexOf(ids.solicitacao));
  });

  it('a job renamed renames the label of its ranges', async () => {
    const { id: _id, ...c } = (await admin.get(`/api/cargo-salario/cargos/${ids.tecnico}`)).body;
    expect(
      (await admin.put(`/api/cargo-salario/cargos/${ids.tecnico}`, { ...c, nome: 'Técnico em Segurança' }))
        .status,
    ).toBe(200);
    expect((await admin.get(`${FAIXAS}/${ids.tecnicoÚnico}`)).body.rotulo).toBe(
      'Técnico em Segurança – Único',
    );
  });
});

describe('organisational areas: the path from the top', () => {
  it('labels an area with its ancestors, in the record and in references to it', async () => {
    expect((await admin.get(`${AREAS}/${ids.recrutamento}`)).body.rotulo).toBe(
      'Diretoria > RH > Recrutamento',
    );
    expect((await admin.get(`${AREAS}/${ids.diretoria}`)).body.rotulo).toBe('Diretoria');
    const rh = (await admin.get(`${AREAS}/${ids.rh}`)).body;
    expect(rh.areaMae).toEqual({ id: ids.diretoria, nome: 'Diretoria', rotulo: 'Diretoria' });
    const neta = (await admin.get(`${AREAS}/${ids.recrutamento}`)).body;
    expect(neta.areaMae).toEqual({ id: ids.rh, nome: 'RH', rotulo: 'Diretoria > RH' });
  });

  it('finds an area by the name of any ancestor, and homonyms by their branch', async () => {
    const q = async (text: string) =>
      labels((await admin.get(`${AREAS}?q=${encodeURIComponent(text)}`)).body as { rotulo: string }[]);
    expect(await q('recrutamento')).toEqual(['Diretoria > RH > Recrutamento', 'Obras > Recrutamento']);
    expect(await q('rh')).toEqual(['Diretoria > RH', 'Diretoria > RH > Recrutamento']);
    expect(await q('diretoria recrutamento')).toEqual(['Diretoria > RH > Recrutamento']);
    expect(await q('obras recrut')).toEqual(['Obras > Recrutamento']);
  });

  it("a talent's position (computed from its history) carries the labels; a picker finds a talent by matrícula", async () => {
    const TALENTOS = '/api/cargo-salario/colaboradores';
    const ana = await created(admin, TALENTOS, {
      nome: 'Ana Homônima',
      matricula: 'H-0042',
      dataAdmissao: '2024-01-02',
    });
    await created(admin, TALENTOS, { nome: 'Ana Homônima', matricula: 'H-0043', dataAdmissao: '2024-01-02' });
    await created(admin, '/api/cargo-salario/historicos-colaboradores', {
      colaborador: { id: ana.id },
      data: '2024-01-02',
      areaOrganizacional: { id: ids.recrutamento },
      faixaSalarial: { id: ids.pedreiroII },
      tipoSalario: 3,
      salario: 2500,
      motivo: 'A',
      status: 'C',
    });
    const lida = (await admin.get(`${TALENTOS}/${ana.id}`)).body;
    expect(lida.areaAtual).toEqual({
      id: ids.recrutamento,
      nome: 'Recrutamento',
      rotulo: 'Diretoria > RH > Recrutamento',
    });
    expect(lida.faixaSalarialAtual).toEqual({ id: ids.pedreiroII, nome: 'II', rotulo: 'Pedreiro – II' });
    // what a picker asks: the name, the details, by any word or the matrícula
    const picker = await admin.get(
      `${TALENTOS}?page=0&size=20&q=${encodeURIComponent('homonima 0042')}&fields=nome,matricula,areaAtual,cargoAtual`,
    );
    expect(picker.body.content).toEqual([
      {
        id: ana.id,
        nome: 'Ana Homônima',
        matricula: 'H-0042',
        areaAtual: { id: ids.recrutamento, nome: 'Recrutamento', rotulo: 'Diretoria > RH > Recrutamento' },
        cargoAtual: { id: ids.pedreiro, nome: 'Pedreiro' },
      },
    ]);
    expect((await admin.get(`${TALENTOS}?q=homonima`)).body).toHaveLength(2);
  });

  it('a parent renamed or moved changes the labels below it', async () => {
    const { id: _id, ...rh } = (await admin.get(`${AREAS}/${ids.rh}`)).body;
    expect((await admin.put(`${AREAS}/${ids.rh}`, { ...rh, nome: 'Gente e Gestão' })).status).toBe(200);
    expect((await admin.get(`${AREAS}/${ids.recrutamento}`)).body.rotulo).toBe(
      'Diretoria > Gente e Gestão > Recrutamento',
    );
    expect(labels((await admin.get(`${AREAS}?q=gestao`)).body)).toEqual([
      'Diretoria > Gente e Gestão',
      'Diretoria > Gente e Gestão > Recrutamento',
    ]);
  });
});

describe('spreadsheet import', () => {
  it('reads a reference by its label, as the export writes it; an ambiguous title alone is refused', async () => {
    const CARGOS = '/api/cargo-salario/cargos';
    const before = await t.sql.query('SELECT count(*)::int AS n FROM cargo');
    const ambiguous = await upload(
      `${CARGOS}/importar`,
      'Nome;Nome de Mercado;Áreas Organizacionais\r\nServente;Servente;Recrutamento\r\n',
    );
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.errors.map((e: { message: string }) => e.message)).toEqual([
      'Linha 2, Áreas Organizacionais: Áreas Organizacionais: registro não encontrado.',
    ]);
    expect((await t.sql.query('SELECT count(*)::int AS n FROM cargo')).rows).toEqual(before.rows);
    const ok = await upload(
      `${CARGOS}/importar`,
      'Nome;Nome de Mercado;Áreas Organizacionais\r\nServente;Servente;obras > recrutamento\r\n',
    );
    expect(ok).toEqual({ status: 200, body: { quantidade: 1, message: '1 registro importado.' } });
    const servente = (await admin.get(`${CARGOS}?nome=servente`)).body[0];
    expect(servente.areasOrganizacionais).toEqual([ids.recrutamentoObras]);
  });
});

describe('cities and neighbourhoods', () => {
  it('a city carries its state, a neighbourhood its city', async () => {
    const cidades = (await admin.get('/api/geral/cidades?q=bom jesus pi')).body as { rotulo: string }[];
    expect(cidades.map((c) => c.rotulo)).toContain('Bom Jesus/PI');
    const sc = (await admin.get('/api/geral/cidades?q=sao jose sc&sort=nome,asc')).body as {
      rotulo: string;
    }[];
    expect(sc.map((c) => c.rotulo)).toContain('São José/SC');
    expect(sc.every((c) => c.rotulo.endsWith('/SC'))).toBe(true);
    const bairro = await created(admin, '/api/geral/bairros', {
      nome: 'Centro Histórico',
      cidade: { id: 2304400 },
    });
    expect(bairro.rotulo).toBe('Centro Histórico – Fortaleza/CE');
    expect(bairro.cidade).toEqual({ id: 2304400, nome: 'Fortaleza', rotulo: 'Fortaleza/CE' });
    expect(labels((await admin.get('/api/geral/bairros?q=historico fortaleza')).body)).toEqual([
      'Centro Histórico – Fortaleza/CE',
    ]);
  });
});
