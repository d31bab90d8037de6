// Job-and-salary endpoints of spec §7 built as declared actions (issue 9 §9): the job's responsibilities,
// jobs of areas plus jobs without area, the salary-range history under the job, ranges and indices with a
// pending adjustment, and the company endpoints (settings, maximum jobs, companies by permission,
// existence). Each: the answer's shape, another company's ids → 404, validation messages, nothing stored
// on refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError, expectFieldErrors } from '../../helpers/expect.ts';
import {
  Client,
  countRows,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';
import {
  type Fixture,
  PROPOSTAS_FAIXAS,
  PROPOSTAS_INDICES,
  seed,
  TABELAS,
  tabela,
} from './reajustes/fixtures.ts';

const CARGOS = '/api/cargo-salario/cargos';
const EMPRESAS = '/api/utilitario/empresas';
let t: TestApp;
let admin: Client;
let other: Client;
let otherEmpresaId: number;
let f: Fixture;
let outroCargo: number;

const count = (table: string, where = 'TRUE') => countRows(t, table, where);

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  ({ client: other, empresaId: otherEmpresaId } = await createCompanyWithUser(
    admin,
    'Empresa B',
    '11144477735',
  ));
  f = await seed(admin);
  await t.sql.query(
    `UPDATE cargo SET missao = 'Manter os sistemas', responsabilidades = 'Atender chamados' WHERE id = ${f.cargo}`,
  );
  outroCargo = (
    await created(admin, CARGOS, {
      nome: 'Vendedor',
      nomeMercado: 'Vendedor',
      areasOrganizacionais: [f.areaVendas],
    })
  ).id;
});
afterAll(() => t?.close());

describe('responsabilidade', () => {
  it("answers the job's mission and responsibilities", async () => {
    const res = await admin.get(`${CARGOS}/${f.cargo}/responsabilidade`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      cargo: { id: f.cargo, nome: 'Técnico' },
      missao: 'Manter os sistemas',
      responsabilidades: 'Atender chamados',
    });
    expect((await admin.get(`${CARGOS}/${outroCargo}/responsabilidade`)).body).toEqual({
      cargo: { id: outroCargo, nome: 'Vendedor' },
      missao: null,
      responsabilidades: null,
    });
  });

  it('answers those of the job the employee holds today, or none without a position', async () => {
    expect((await admin.get(`${CARGOS}/responsabilidade/${f.davi}`)).body).toEqual({
      cargo: { id: f.cargo, nome: 'Técnico' },
      missao: 'Manter os sistemas',
      responsabilidades: 'Atender chamados',
    });
    const semHistorico = await created(admin, '/api/cargo-salario/colaboradores', {
      nome: 'Sem Histórico',
      dataAdmissao: '2025-01-01',
    });
    expect((await admin.get(`${CARGOS}/responsabilidade/${semHistorico.id}`)).body).toEqual({
      cargo: null,
      missao: null,
      responsabilidades: null,
    });
  });

  it("hides another company's job and employee; malformed ids are refused", async () => {
    expect((await other.get(`${CARGOS}/${f.cargo}/responsabilidade`)).status).toBe(404);
    expect((await other.get(`${CARGOS}/responsabilidade/${f.davi}`)).status).toBe(404);
    const bad = await admin.get(`${CARGOS}/abc/responsabilidade`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Identificador inválido.');
  });
});

describe('mais-sem-areas', () => {
  const URL = `${CARGOS}/mais-sem-areas`;
  let semArea: number;

  beforeAll(async () => {
    // a job left without areas (data of an older installation: the form requires one)
    semArea = (
      await created(admin, CARGOS, {
        nome: 'Avulso',
        nomeMercado: 'Avulso',
        areasOrganizacionais: [f.areaSuporte],
      })
    ).id;
    await t.sql.query(`DELETE FROM cargo_areas_organizacionais WHERE owner_id = ${semArea}`);
  });

  it('answers the jobs of the areas plus the jobs without area, by name', async () => {
    const vendas = await admin.post(URL, { areasOrganizacionaisIds: [f.areaVendas] });
    expect(vendas.status).toBe(200);
    expect(vendas.body).toEqual([
      { id: semArea, nome: 'Avulso', nomeMercado: 'Avulso', ativa: true },
      { id: f.cargo, nome: 'Técnico', nomeMercado: 'Técnico', ativa: true },
      { id: outroCargo, nome: 'Vendedor', nomeMercado: 'Vendedor', ativa: true },
    ]);
    const suporte = await admin.post(URL, { areasOrganizacionaisIds: [f.areaSuporte] });
    expect(suporte.body.map((c: { nome: string }) => c.nome)).toEqual(['Avulso']);
    const nenhuma = await admin.post(URL, { areasOrganizacionaisIds: [] });
    expect(nenhuma.body.map((c: { nome: string }) => c.nome)).toEqual(['Avulso']);
    const inativos = await admin.post(URL, { areasOrganizacionaisIds: [f.areaVendas], ativa: false });
    expect(inativos.body).toEqual([]);
  });

  it("refuses bad bodies and another company's areas, recording nothing", async () => {
    const audit = await count('auditoria');
    expectFieldError(
      await admin.post(URL, {}),
      'areasOrganizacionaisIds',
      'Áreas Organizacionais é obrigatório',
    );
    expectFieldError(
      await admin.post(URL, { areasOrganizacionaisIds: ['x'] }),
      'areasOrganizacionaisIds.0',
      'Área Organizacional: valor de tipo inválido.',
    );
    expectFieldError(
      await other.post(URL, { areasOrganizacionaisIds: [f.areaVendas] }),
      'areasOrganizacionaisIds',
      'Áreas Organizacionais: registro não encontrado.',
    );
    expect((await admin.post(URL, { areasOrganizacionaisIds: [], outro: 1 })).body.errors).toEqual([
      { field: 'outro', message: 'Campo desconhecido: outro.' },
    ]);
    expect(await count('auditoria')).toBe(audit);
  });
});

describe('salary-range history under the job', () => {
  const base = (cargo: number, faixa: number) => `${CARGOS}/${cargo}/faixas-salariais/${faixa}/historicos`;
  const itens = () => count('faixa_salarial_historico');

  it('lists and reads the entries of the range, oldest first', async () => {
    const faixa = (await admin.get(`/api/cargo-salario/faixas-salariais/${f.faixaValor}`)).body;
    const list = await admin.get(base(f.cargo, f.faixaValor));
    expect(list.status).toBe(200);
    expect(list.body).toEqual(faixa.historico);
    expect(list.body).toEqual([
      { id: expect.any(Number), data: '2025-01-01', tipo: 3, valor: 3000, salarioCalculado: 3000 },
    ]);
    const one = await admin.get(`${base(f.cargo, f.faixaValor)}/${list.body[0].id}`);
    expect(one.body).toEqual(list.body[0]);
  });

  it('adds, changes and removes entries with the rules of the range history', async () => {
    const url = base(f.cargo, f.faixaValor);
    const added = await admin.post(url, { data: '2026-05-01', tipo: 3, valor: 3500 });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: expect.any(Number),
      data: '2026-05-01',
      tipo: 3,
      valor: 3500,
      salarioCalculado: 3500,
    });
    const byIndex = await admin.post(url, {
      data: '2025-06-01',
      tipo: 2,
      indice: { id: f.piso },
      quantidade: 2,
      valor: 99,
    });
    expect(byIndex.status).toBe(201);
    // the fields of the other type are dropped, as in the range's own form
    expect(byIndex.body).toEqual({
      id: expect.any(Number),
      data: '2025-06-01',
      tipo: 2,
      indice: { id: f.piso, nome: 'Piso' },
      quantidade: 2,
      salarioCalculado: expect.any(Number),
    });
    expect((await admin.get(url)).body.map((h: { data: string }) => h.data)).toEqual([
      '2025-01-01',
      '2025-06-01',
      '2026-05-01',
    ]);

    const changed = await admin.put(`${url}/${added.body.id}`, { data: '2026-05-02', tipo: 3, valor: 3600 });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      id: added.body.id,
      data: '2026-05-02',
      tipo: 3,
      valor: 3600,
      salarioCalculado: 3600,
    });

    const before = await itens();
    expect((await admin.del(`${url}/${byIndex.body.id}`)).status).toBe(204);
    expect(await itens()).toBe(before - 1);
    expect((await admin.get(`${url}/${byIndex.body.id}`)).status).toBe(404);
  });

  it('refuses what the range history refuses, storing nothing', async () => {
    const url = base(f.cargo, f.faixaValor);
    const first = (await admin.get(url)).body[0];
    const before = await itens();
    const audit = await count('auditoria');
    expectFieldError(
      await admin.post(url, { data: '2025-01-01', tipo: 3, valor: 10 }),
      'data',
      'Já existe um histórico nesta data.',
    );
    expectFieldError(
      await admin.post(url, { data: '2027-01-01', tipo: 2, quantidade: 1 }),
      'indice',
      'Índice é obrigatório',
    );
    expectFieldErrors(await admin.post(url, { data: '2027-02-30', tipo: 5 }), [
      { field: 'data', message: 'Data inválida.' },
      { field: 'tipo', message: 'Tipo: valor inválido.' },
    ]);
    expectFieldError(
      await admin.post(url, { data: '2027-01-01', tipo: 3, valor: 0 }),
      'valor',
      'Valor não pode ser 0 (zero) ou menor',
    );
    // Bruno is paid by this range since 2025-01-01
    expectFieldError(
      await admin.del(`${url}/${first.id}`),
      'historico',
      'A faixa salarial é usada por talentos desde 01/01/2025: mantenha um histórico da faixa nessa data ou antes dela.',
    );
    // the only entry of a range cannot go
    const indice = base(f.cargo, f.faixaIndice);
    const [only] = (await admin.get(indice)).body;
    expectFieldError(
      await admin.del(`${indice}/${only.id}`),
      'historico',
      'Informe ao menos um histórico da faixa salarial.',
    );
    expect(await itens()).toBe(before);
    expect(await count('auditoria')).toBe(audit);
  });

  it("answers 404 for another job's range, another range's entry and another company", async () => {
    const entry = (await admin.get(base(f.cargo, f.faixaIndice))).body[0];
    expect((await admin.get(base(outroCargo, f.faixaValor))).status).toBe(404);
    expect((await admin.get(`${base(f.cargo, f.faixaValor)}/${entry.id}`)).status).toBe(404);
    expect(
      (
        await admin.put(`${base(f.cargo, f.faixaValor)}/${entry.id}`, {
          data: '2025-01-01',
          tipo: 3,
          valor: 5,
        })
      ).status,
    ).toBe(404);
    expect((await admin.get(`${base(f.cargo, f.faixaValor)}/abc`)).status).toBe(400);
    const before = await itens();
    expect((await other.get(base(f.cargo, f.faixaIndice))).status).toBe(404);
    expect(
      (await other.post(base(f.cargo, f.faixaIndice), { data: '2027-01-01', tipo: 3, valor: 5 })).status,
    ).toBe(404);
    expect((await other.del(`${base(f.cargo, f.faixaIndice)}/${entry.id}`)).status).toBe(404);
    expect(await itens()).toBe(before);
  });
});

describe('pendentes-desabilitados', () => {
  const FAIXAS = '/api/cargo-salario/faixas-salariais/pendentes-desabilitados';
  const INDICES = '/api/cargo-salario/indices/pendentes-desabilitados';

  it('lists ranges and indices with a proposal in a planning not yet applied', async () => {
    expect((await admin.get(FAIXAS)).body).toEqual([]);
    expect((await admin.get(INDICES)).body).toEqual([]);
    const pendente = await tabela(admin, 'F', { nome: 'Dissídio 2026' });
    await created(admin, PROPOSTAS_FAIXAS, {
      tabelaReajuste: { id: pendente },
      faixaSalarial: { id: f.faixaValor },
      tipoProposto: 3,
      valorProposto: 3300,
    });
    const aplicada = await tabela(admin, 'F', { nome: 'Aplicado' });
    await created(admin, PROPOSTAS_FAIXAS, {
      tabelaReajuste: { id: aplicada },
      faixaSalarial: { id: f.faixaIndice },
      tipoProposto: 3,
      valorProposto: 3000,
    });
    expect((await admin.post(`${TABELAS}/${aplicada}/aplicar-faixas-salariais`, {})).status).toBe(200);
    const indices = await tabela(admin, 'I', { nome: 'Piso 2026' });
    await created(admin, PROPOSTAS_INDICES, {
      tabelaReajuste: { id: indices },
      indice: { id: f.piso },
      valorProposto: 1500,
    });

    expect((await admin.get(FAIXAS)).body).toEqual([
      {
        id: f.faixaValor,
        nome: 'Por valor',
        cargo: { id: f.cargo, nome: 'Técnico' },
        planejamentos: [{ id: pendente, nome: 'Dissídio 2026', data: '2026-03-01' }],
      },
    ]);
    expect((await admin.get(INDICES)).body).toEqual([
      { id: f.piso, nome: 'Piso', planejamentos: [{ id: indices, nome: 'Piso 2026', data: '2026-03-01' }] },
    ]);
    expect((await other.get(FAIXAS)).body).toEqual([]);
    expect((await other.get(INDICES)).body).toEqual([]);
  });
});

describe('company endpoints', () => {
  it("answers the session company's settings with the spec's defaults", async () => {
    const res = await other.get(`${EMPRESAS}/configuracao`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: otherEmpresaId,
      nome: 'Empresa B',
      acIntegra: false,
      solPessoalExibirSalario: true,
      solPessoalExibirColabSubstituido: false,
      solPessoalObrigarDadosComplementares: false,
      solPessoalReabrirSolicitacao: false,
      exibirSalario: true,
      obrigarAmbienteFuncao: false,
      certificado: null,
      campoExtraCandidato: false,
      campoExtraColaborador: false,
      maxCandidataCargo: 3,
      exigirAceitePsi: false,
      politicaSeguranca: null,
      tempoExclusaoCandidato: null,
      corPrincipal: '#FF850A',
      corSecundaria: null,
      logoEmpresa: null,
    });
    expect((await other.get(`${EMPRESAS}/maximo-cargos`)).body).toEqual({ maxCandidataCargo: 3 });
  });

  it('follows the company register, certificate text included', async () => {
    const {
      id: _id,
      logoEmpresa: _logo,
      ...empresa
    } = (await admin.get(`${EMPRESAS}/${otherEmpresaId}`)).body;
    const put = await admin.put(`${EMPRESAS}/${otherEmpresaId}`, {
      ...empresa,
      maxCandidataCargo: 5,
      certificado: { titulo: ' Certificado ', conteudo: 'Concluiu o curso.' },
    });
    expect(put.status).toBe(200);
    const cfg = (await other.get(`${EMPRESAS}/configuracao`)).body;
    expect(cfg.certificado).toEqual({ titulo: 'Certificado', conteudo: 'Concluiu o curso.' });
    expect((await other.get(`${EMPRESAS}/maximo-cargos`)).body).toEqual({ maxCandidataCargo: 5 });
    // another company's settings are not these
    expect((await admin.get(`${EMPRESAS}/configuracao`)).body).toMatchObject({ id: 1, maxCandidataCargo: 3 });
    expectFieldError(
      await admin.put(`${EMPRESAS}/${otherEmpresaId}`, {
        ...empresa,
        certificado: { titulo: 'x'.repeat(101) },
      }),
      'certificado.titulo',
      'Título do certificado deve ter no máximo 100 caracteres.',
    );
  });

  it("lists the user's companies when the user holds every permission asked", async () => {
    const url = `${EMPRESAS}/permitidas-por-compartilhar-colaboradores`;
    const mine = await other.get(url);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([{ id: otherEmpresaId, nome: 'Empresa B' }]);
    expect((await other.get(`${url}?permissoes=ROLE_CARGO_SALARIO`)).body).toEqual(mine.body);
    expect((await other.get(`${url}?permissoes=ROLE_CARGO_SALARIO,ROLE_QUE_NAO_EXISTE`)).body).toEqual([]);
    const all = (await admin.get(url)).body.map((e: { id: number }) => e.id);
    expect(all).toEqual(expect.arrayContaining([1, otherEmpresaId]));
    expectFieldError(
      await admin.get(`${url}?permissoes=nada`),
      'permissoes.0',
      'Permissão: formato inválido.',
    );
  });

  it('tells whether a company exists, without a session', async () => {
    const anon = new Client(t.app);
    const url = (id: string | number) => `${EMPRESAS}/empresa/${id}/verificar-existencia`;
    expect((await anon.get(url(otherEmpresaId))).body).toEqual({ existe: true });
    expect((await anon.get(url(999999))).body).toEqual({ existe: false });
    const bad = await anon.get(url('abc'));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Identificador inválido.');
  });
});
