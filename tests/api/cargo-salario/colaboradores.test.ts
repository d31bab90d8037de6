// cargo-salario/colaboradores: personal blocks and their validation, status rules, position derived from
// the history (today and ?data=), list filters by position, employee endpoints, tenant isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../src/server/db/database.ts';
import { today as hoje } from '../../../src/server/http/params.ts';
import { employeeSalariesAt } from '../../../src/server/modules/cargo-salario/salario.ts';
import {
  Client,
  countRows,
  createCompanyWithUser,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';

const PATH = '/api/cargo-salario/colaboradores';
const HIST = '/api/cargo-salario/historicos-colaboradores';
const SP = 35;
const RJ = 33;
const SAO_PAULO = 3550308;

let t: TestApp;
let admin: Client;
let other: Client;
let otherEmpresaId: number;

const count = async (table = 'colaborador', where = 'TRUE') => countRows(t, table, where);

function expectErrors(res: { status: number; body: any }, errors: { field: string; message: string }[]) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({
    status: 400,
    code: 'FIELD_VALIDATION_VIOLATION',
    message: 'Preencha os campos indicados',
  });
  expect(res.body.errors).toEqual(errors);
}

async function created(res: { status: number; body: any }, what: string): Promise<number> {
  if (res.status !== 201) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

async function novaArea(nome: string, maeId?: number, client = admin) {
  const res = await client.post('/api/cargo-salario/areas-organizacionais', {
    nome,
    ...(maeId ? { areaMae: { id: maeId } } : {}),
  });
  return created(res, `área ${nome}`);
}
async function novoCargo(nome: string, areaId: number, client = admin) {
  const res = await client.post('/api/cargo-salario/cargos', {
    nome,
    nomeMercado: nome,
    areasOrganizacionais: [areaId],
  });
  return created(res, `cargo ${nome}`);
}
async function novaFaixa(cargoId: number, nome: string, valor: number, client = admin) {
  const res = await client.post('/api/cargo-salario/faixas-salariais', {
    cargo: { id: cargoId },
    nome,
    codigoCBO: '252105',
    historico: [{ data: '2000-01-01', tipo: 3, valor }],
  });
  return created(res, `faixa ${nome}`);
}
async function novoColaborador(nome: string, over: Record<string, unknown> = {}, client = admin) {
  return created(await client.post(PATH, { nome, dataAdmissao: '2020-01-01', ...over }), `talento ${nome}`);
}
async function novoHistorico(
  colaboradorId: number,
  data: string,
  areaId: number,
  faixaId: number,
  over: Record<string, unknown> = {},
  client = admin,
) {
  const res = await client.post(HIST, {
    colaborador: { id: colaboradorId },
    data,
    areaOrganizacional: { id: areaId },
    faixaSalarial: { id: faixaId },
    tipoSalario: 3,
    salario: 3000,
    ...over,
  });
  return created(res, `histórico ${data}`);
}

const anoQueVem = `${Number(hoje().slice(0, 4)) + 1}-03-01`;

// Org chart of company 1: Diretoria > (Comercial > Vendas, TI); a job per area; two ranges for Analista.
const ids = {} as Record<string, number>;

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  ({ client: other, empresaId: otherEmpresaId } = await createCompanyWithUser(
    admin,
    'Empresa B',
    '11144477735',
  ));
  ids.diretoria = await novaArea('Diretoria');
  ids.comercial = await novaArea('Comercial', ids.diretoria);
  ids.vendas = await novaArea('Vendas', ids.comercial);
  ids.ti = await novaArea('TI', ids.diretoria);
  ids.analista = await novoCargo('Analista', ids.diretoria);
  ids.vendedor = await novoCargo('Vendedor', ids.vendas);
  ids.analistaJr = await novaFaixa(ids.analista, 'Júnior', 3000);
  ids.analistaSr = await novaFaixa(ids.analista, 'Sênior', 6000);
  ids.vendedorI = await novaFaixa(ids.vendedor, 'I', 2500);
});
afterAll(async () => t?.close());

describe('register fields and validation', () => {
  const completo = {
    nome: '  Maria da Silva  ',
    nomeSocial: 'Maria',
    matricula: '000123',
    cpf: '52998224725',
    pessoal: {
      dataNascimento: '1990-05-20',
      naturalidade: 'São Paulo/SP',
      sexo: 'F',
      estadoCivil: '06',
      escolaridade: '09',
      etniaRaca: '4',
      deficiencia: '0',
      qtdFilhos: 2,
      conjuge: 'João da Silva',
      profissaoConjuge: 'Engenheiro',
      mae: 'Ana da Silva',
      profissaoMae: 'Professora',
      pai: 'José da Silva',
      profissaoPai: 'Comerciante',
    },
    documentos: {
      pis: '12345678919',
      rg: '123456789',
      rgOrgaoEmissor: 'SSP',
      rgUf: { id: SP },
      rgDataExpedicao: '2008-01-10',
      ctps: { numero: '1234567', serie: '00123', dv: '4', uf: { id: SP }, dataExpedicao: '2009-02-01' },
      tituloEleitoral: { numero: '123456789012', zona: '123', secao: '0456' },
      certificadoMilitar: { numero: 'RA123', tipo: 'CR', serie: 'A' },
    },
    endereco: {
      cep: '01310100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      bairro: 'Bela Vista',
      uf: { id: SP },
      cidade: { id: SAO_PAULO },
    },
    contato: {
      email: 'maria@empresa.com.br',
      ddd: '11',
      foneFixo: '32221234',
      dddCelular: '11',
      foneCelular: '987654321',
      nomeContato: 'João',
    },
    dataAdmissao: '2020-01-01',
    vinculo: 'E',
    status: 'A',
    camposExtras: {
      texto1: 'Camisa M',
      textolongo1: 'Observações',
      data1: '2024-01-01',
      valor1: 10.5,
      numero1: 7,
    },
  };

  it('stores every block and answers it back, trimmed, with the state and city names', async () => {
    const res = await admin.post(PATH, completo);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      ...completo,
      id: expect.any(Number),
      nome: 'Maria da Silva',
      documentos: {
        ...completo.documentos,
        rgUf: { id: SP, nome: expect.any(String) },
        ctps: { ...completo.documentos.ctps, uf: { id: SP, nome: expect.any(String) } },
      },
      endereco: {
        ...completo.endereco,
        uf: { id: SP, nome: expect.any(String) },
        cidade: { id: SAO_PAULO, nome: 'São Paulo', rotulo: 'São Paulo/SP' },
      },
      possuiFoto: false,
    });
    const row = (await t.sql.query('SELECT * FROM colaborador WHERE id = $1', [res.body.id])).rows[0];
    expect(row).toMatchObject({
      cpf: '52998224725',
      documentos_pis: '12345678919',
      documentos_ctps_numero: '1234567',
      documentos_titulo_eleitoral_zona: '123',
      contato_fone_celular: '987654321',
      campos_extras_numero1: 7,
      empresa_id: 1,
    });
    // nothing of the position is stored on the employee
    expect(Object.keys(row).filter((c) => /cargo|faixa|area|salario|estabelecimento/.test(c))).toEqual([]);
    await admin.del(`${PATH}/${res.body.id}`);
  });

  it('defaults the bond to E (Emprego) and the status to A (Ativo)', async () => {
    const res = await admin.post(PATH, { nome: 'Padrão', dataAdmissao: '2021-01-01' });
    expect(res.body).toMatchObject({ vinculo: 'E', status: 'A' });
    await admin.del(`${PATH}/${res.body.id}`);
  });

  const base = { nome: 'Válido', dataAdmissao: '2020-01-01' };
  it.each([
    ['nome absent', { dataAdmissao: '2020-01-01' }, 'nome', 'Nome é obrigatório'],
    ['nome blank', { ...base, nome: '   ' }, 'nome', 'Nome é obrigatório'],
    ['nome of 101', { ...base, nome: 'n'.repeat(101) }, 'nome', 'Nome deve ter no máximo 100 caracteres.'],
    ['admission absent', { nome: 'X' }, 'dataAdmissao', 'Data de Admissão é obrigatória'],
    ['admission not a date', { ...base, dataAdmissao: '2020-02-30' }, 'dataAdmissao', 'Data inválida.'],
    ['CPF check digits', { ...base, cpf: '52998224726' }, 'cpf', 'Cpf inválido.'],
    ['CPF repeated digits', { ...base, cpf: '11111111111' }, 'cpf', 'Cpf inválido.'],
    ['CPF masked', { ...base, cpf: '529.982.247-25' }, 'cpf', 'Cpf inválido.'],
    [
      'PIS check digit',
      { ...base, documentos: { pis: '12345678910' } },
      'documentos.pis',
      'O número PIS é inválido',
    ],
    ['DDD of 1 digit', { ...base, contato: { ddd: '1' } }, 'contato.ddd', 'Inválido'],
    ['DDD not in use', { ...base, contato: { ddd: '20' } }, 'contato.ddd', 'Inválido'],
    ['mobile DDD', { ...base, contato: { dddCelular: '123' } }, 'contato.dddCelular', 'Inválido'],
    ['landline of 7', { ...base, contato: { foneFixo: '3222123' } }, 'contato.foneFixo', 'Inválido'],
    ['landline of 10', { ...base, contato: { foneFixo: '3222123456' } }, 'contato.foneFixo', 'Inválido'],
    ['mobile of 8', { ...base, contato: { foneCelular: '98765432' } }, 'contato.foneCelular', 'Inválido'],
    ['e-mail', { ...base, contato: { email: 'maria@' } }, 'contato.email', 'E-mail inválido.'],
    ['bond', { ...base, vinculo: 'X' }, 'vinculo', 'Vínculo: valor inválido.'],
    ['status', { ...base, status: 'T' }, 'status', 'Situação: valor inválido.'],
    ['sex', { ...base, pessoal: { sexo: 'I' } }, 'pessoal.sexo', 'Sexo: valor inválido.'],
    [
      'education',
      { ...base, pessoal: { escolaridade: '16' } },
      'pessoal.escolaridade',
      'Escolaridade: valor inválido.',
    ],
    [
      'marital status',
      { ...base, pessoal: { estadoCivil: '11' } },
      'pessoal.estadoCivil',
      'Estado Civil: valor inválido.',
    ],
    ['race', { ...base, pessoal: { etniaRaca: '3' } }, 'pessoal.etniaRaca', 'Etnia/Raça: valor inválido.'],
    [
      'disability',
      { ...base, pessoal: { deficiencia: '7' } },
      'pessoal.deficiencia',
      'Deficiência: valor inválido.',
    ],
    [
      'voter card with letters',
      { ...base, documentos: { tituloEleitoral: { numero: '12345A' } } },
      'documentos.tituloEleitoral.numero',
      'Informe somente números.',
    ],
    [
      'military certificate type',
      { ...base, documentos: { certificadoMilitar: { tipo: 'XYZ' } } },
      'documentos.certificadoMilitar.tipo',
      'Tipo do Certificado: valor inválido.',
    ],
    [
      'extra text of 101',
      { ...base, camposExtras: { texto1: 't'.repeat(101) } },
      'camposExtras.texto1',
      'Texto 1 deve ter no máximo 100 caracteres.',
    ],
    [
      'dismissal before admission',
      { ...base, status: 'D', dataDesligamento: '2019-12-31' },
      'dataDesligamento',
      'Data final inferior a data inicial.',
    ],
    [
      'dismissed without date',
      { ...base, status: 'D' },
      'dataDesligamento',
      'Data de Desligamento é obrigatória',
    ],
    [
      'awaiting dismissal without date',
      { ...base, status: 'U' },
      'dataDesligamento',
      'Data de Desligamento é obrigatória',
    ],
    [
      'active with a dismissal date',
      { ...base, status: 'A', dataDesligamento: '2021-01-01' },
      'dataDesligamento',
      'A data de desligamento só pode ser informada para talento desligado ou aguardando confirmação do desligamento.',
    ],
    [
      'incomplete address',
      { ...base, endereco: { logradouro: 'Rua A', numero: '1', bairro: 'Centro', uf: { id: SP } } },
      'endereco.cidade',
      'Cidade é obrigatória',
    ],
    [
      'city of another state',
      {
        ...base,
        endereco: {
          logradouro: 'Rua A',
          numero: '1',
          bairro: 'Centro',
          uf: { id: RJ },
          cidade: { id: SAO_PAULO },
        },
      },
      'endereco.cidade',
      'A cidade não pertence ao estado informado.',
    ],
    ['unknown property', { ...base, cargo: { id: 1 } }, 'cargo', 'Campo desconhecido: cargo.'],
  ])('refuses %s with the exact message and stores nothing', async (_name, body, field, message) => {
    const before = await count();
    expectErrors(await admin.post(PATH, body), [{ field, message }]);
    expect(await count()).toBe(before);
  });

  it('keeps CPF and registration number unique within the company (case-insensitive number)', async () => {
    const id = await novoColaborador('Único', { cpf: '39053344705', matricula: 'ab-1' });
    const before = await count();
    expectErrors(await admin.post(PATH, { ...base, cpf: '39053344705' }), [
      { field: 'cpf', message: 'Já existe um talento com este CPF nesta empresa.' },
    ]);
    expectErrors(await admin.post(PATH, { ...base, matricula: 'AB-1' }), [
      { field: 'matricula', message: 'Já existe um talento com esta matrícula nesta empresa.' },
    ]);
    expect(await count()).toBe(before);
    // another company may have the same person and number
    const res = await other.post(PATH, { ...base, cpf: '39053344705', matricula: 'ab-1' });
    expect(res.status).toBe(201);
    await admin.del(`${PATH}/${id}`);
  });

  it('refuses an invalid update and keeps the stored record as it was', async () => {
    const id = await novoColaborador('Intacto', { cpf: '16899535009', matricula: 'I-1' });
    const before = (await t.sql.query('SELECT * FROM colaborador WHERE id = $1', [id])).rows[0];
    expectErrors(await admin.put(`${PATH}/${id}`, { ...base, nome: 'Outro', cpf: '16899535000' }), [
      { field: 'cpf', message: 'Cpf inválido.' },
    ]);
    expectErrors(await admin.put(`${PATH}/${id}`, { ...base, nome: 'Outro', status: 'D' }), [
      { field: 'dataDesligamento', message: 'Data de Desligamento é obrigatória' },
    ]);
    expect((await t.sql.query('SELECT * FROM colaborador WHERE id = $1', [id])).rows[0]).toEqual(before);
    await admin.del(`${PATH}/${id}`);
  });

  it('accepts dismissal with its date and statuses G and C without one', async () => {
    const id = await novoColaborador('Desligado', { status: 'D', dataDesligamento: '2023-05-31' });
    expect((await admin.get(`${PATH}/${id}`)).body).toMatchObject({
      status: 'D',
      dataDesligamento: '2023-05-31',
    });
    expect((await admin.put(`${PATH}/${id}`, { ...base, status: 'G' })).status).toBe(200);
    expect((await admin.put(`${PATH}/${id}`, { ...base, status: 'C' })).body).not.toHaveProperty(
      'dataDesligamento',
    );
    await admin.del(`${PATH}/${id}`);
  });

  it('ignores the read-only position fields sent back by the console', async () => {
    const res = await admin.post(PATH, {
      ...base,
      areaAtual: { id: ids.ti, nome: 'TI', rotulo: 'Diretoria > TI' },
      salarioAtual: 99999,
      possuiFoto: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).not.toHaveProperty('areaAtual');
    expect(res.body).toMatchObject({ possuiFoto: false });
    await admin.del(`${PATH}/${res.body.id}`);
  });
});

describe('position derived from the history', () => {
  let ana: number;
  let bruno: number;
  let carla: number;
  let davi: number;

  beforeAll(async () => {
    // Ana: Analista Júnior in TI since 2020, Sênior in Vendas from 2022-06-01, scheduled back to TI next year
    ana = await novoColaborador('Ana', { matricula: 'A1' });
    await novoHistorico(ana, '2020-01-01', ids.ti, ids.analistaJr);
    await novoHistorico(ana, '2022-06-01', ids.vendas, ids.analistaSr, { motivo: 'PV', salario: 6500 });
    await novoHistorico(ana, anoQueVem, ids.ti, ids.analistaSr, { motivo: 'TR', salario: 7000 });
    // Bruno: Vendedor in Vendas, by range; dismissed
    bruno = await novoColaborador('Bruno', {
      matricula: 'B1',
      dataAdmissao: '2021-03-01',
      status: 'D',
      dataDesligamento: '2024-01-31',
    });
    await novoHistorico(bruno, '2021-03-01', ids.vendas, ids.vendedorI, { tipoSalario: 1 });
    // Carla: Comercial, by index
    const indice = await admin.post('/api/cargo-salario/indices', {
      nome: 'Salário mínimo',
      historico: [
        { data: '2020-01-01', valor: 1045 },
        { data: '2024-01-01', valor: 1412 },
      ],
    });
    ids.indice = await created(indice, 'índice');
    carla = await novoColaborador('Carla', { matricula: 'C1' });
    await novoHistorico(carla, '2020-01-01', ids.comercial, ids.analistaJr, {
      tipoSalario: 2,
      indice: { id: ids.indice },
      quantidade: 2.5,
      salario: undefined,
    });
    // Davi: no history yet
    davi = await novoColaborador('Davi', { matricula: 'D1' });
  });

  it('answers the position in force today on the record and in lists, never the future entry', async () => {
    const res = await admin.get(`${PATH}/${ana}`);
    expect(res.body).toMatchObject({
      areaAtual: { id: ids.vendas, nome: 'Vendas', rotulo: 'Diretoria > Comercial > Vendas' },
      cargoAtual: { id: ids.analista, nome: 'Analista' },
      faixaSalarialAtual: { id: ids.analistaSr, nome: 'Sênior', rotulo: 'Analista – Sênior' },
      salarioAtual: 6500,
    });
    expect(res.body).not.toHaveProperty('estabelecimentoAtual');
    const list = await admin.get(`${PATH}?page=0&size=50&sort=nome,asc`);
    const byName = Object.fromEntries(list.body.content.map((r: any) => [r.nome, r]));
    expect(byName.Ana.areaAtual).toEqual({
      id: ids.vendas,
      nome: 'Vendas',
      rotulo: 'Diretoria > Comercial > Vendas',
    });
    expect(byName.Bruno).toMatchObject({
      areaAtual: { id: ids.vendas, nome: 'Vendas', rotulo: 'Diretoria > Comercial > Vendas' },
      salarioAtual: 2500,
    });
    expect(byName.Carla).toMatchObject({
      cargoAtual: { id: ids.analista, nome: 'Analista' },
      salarioAtual: 3530,
    });
    expect(byName.Davi).not.toHaveProperty('areaAtual');
    expect(byName.Davi).not.toHaveProperty('salarioAtual');
  });

  it('computes the same salaries as the salary module (types by value, by range, by index)', async () => {
    const list = await admin.get(`${PATH}?page=0&size=50`);
    const fromList = new Map(list.body.content.map((r: any) => [r.id, r.salarioAtual]));
    const conn = createDatabase(t.database.url, 1);
    try {
      const rows = await employeeSalariesAt(conn.db, 1, hoje(), {
        colaboradorIds: [ana, bruno, carla, davi],
      });
      expect(rows).toHaveLength(3);
      for (const r of rows) expect(fromList.get(r.colaboradorId)).toBe(Number(r.salario));
    } finally {
      await conn.db.destroy();
    }
  });

  it('GET /:id/situacao answers the entry in force at ?data= (default today)', async () => {
    const past = await admin.get(`${PATH}/${ana}/situacao?data=2021-07-15`);
    expect(past.status).toBe(200);
    expect(past.body).toEqual({
      colaborador: { id: ana, nome: 'Ana' },
      data: '2021-07-15',
      historicoId: expect.any(Number),
      dataInicio: '2020-01-01',
      dataFim: '2022-05-31',
      areaOrganizacional: { id: ids.ti, nome: 'TI', rotulo: 'Diretoria > TI' },
      cargo: { id: ids.analista, nome: 'Analista' },
      faixaSalarial: { id: ids.analistaJr, nome: 'Júnior', rotulo: 'Analista – Júnior' },
      tipoSalario: 3,
      salario: 3000,
      motivo: 'A',
      status: 'C',
    });
    const today = await admin.get(`${PATH}/${ana}/situacao`);
    expect(today.body).toMatchObject({ data: hoje(), dataInicio: '2022-06-01', salario: 6500, motivo: 'PV' });
    const future = await admin.get(`${PATH}/${ana}/situacao?data=${anoQueVem}`);
    expect(future.body).toMatchObject({ areaOrganizacional: { id: ids.ti }, salario: 7000 });
    expect(future.body).not.toHaveProperty('dataFim');
    const index = await admin.get(`${PATH}/${carla}/situacao?data=2023-12-31`);
    expect(index.body).toMatchObject({
      tipoSalario: 2,
      indice: { id: ids.indice, nome: 'Salário mínimo' },
      quantidade: 2.5,
      salario: 2612.5,
    });
    const before = await admin.get(`${PATH}/${ana}/situacao?data=2019-12-31`);
    expect(before.body).toEqual({ colaborador: { id: ana, nome: 'Ana' }, data: '2019-12-31' });
    expect((await admin.get(`${PATH}/${ana}/situacao?data=2021-02-30`)).body).toMatchObject({
      status: 400,
      errors: [{ field: 'data', message: 'Data inválida.' }],
    });
  });

  it('GET /:id/area answers the area at the date, or null', async () => {
    expect((await admin.get(`${PATH}/${ana}/area?data=2021-01-01`)).body).toEqual({
      id: ids.ti,
      nome: 'TI',
      rotulo: 'Diretoria > TI',
    });
    expect((await admin.get(`${PATH}/${ana}/area`)).body).toEqual({
      id: ids.vendas,
      nome: 'Vendas',
      rotulo: 'Diretoria > Comercial > Vendas',
    });
    const none = await admin.get(`${PATH}/${davi}/area`);
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
  });

  it('GET /:id/data-estabilidade answers null (no stability rule modelled yet)', async () => {
    expect((await admin.get(`${PATH}/${ana}/data-estabilidade`)).body).toEqual({ dataEstabilidade: null });
  });

  it('GET /:id/historicos lists the employee history, newest first', async () => {
    const res = await admin.get(`${PATH}/${ana}/historicos`);
    expect(res.body.map((h: any) => [h.data, h.dataFim])).toEqual([
      [anoQueVem, undefined],
      ['2022-06-01', expect.any(String)],
      ['2020-01-01', '2022-05-31'],
    ]);
    expect(res.body[2]).toMatchObject({ cargo: { id: ids.analista, nome: 'Analista' }, motivo: 'A' });
  });

  it('GET /by-ids answers name and position of the ids of this company, by name', async () => {
    const res = await admin.get(`${PATH}/by-ids?ids=${davi},${bruno},${ana},999999`);
    expect(res.body).toEqual([
      {
        id: ana,
        nome: 'Ana',
        matricula: 'A1',
        status: 'A',
        areaOrganizacional: { id: ids.vendas, nome: 'Vendas', rotulo: 'Diretoria > Comercial > Vendas' },
        cargo: { id: ids.analista, nome: 'Analista' },
        faixaSalarial: { id: ids.analistaSr, nome: 'Sênior', rotulo: 'Analista – Sênior' },
      },
      expect.objectContaining({
        id: bruno,
        nome: 'Bruno',
        status: 'D',
        areaOrganizacional: { id: ids.vendas, nome: 'Vendas', rotulo: 'Diretoria > Comercial > Vendas' },
      }),
      { id: davi, nome: 'Davi', matricula: 'D1', status: 'A' },
    ]);
    const past = await admin.get(`${PATH}/by-ids?ids=${ana}&data=2021-01-01`);
    expect(past.body[0].areaOrganizacional).toEqual({ id: ids.ti, nome: 'TI', rotulo: 'Diretoria > TI' });
    expect((await admin.get(`${PATH}/by-ids`)).body).toEqual([]);
    expect((await admin.get(`${PATH}/by-ids?ids=1,abc`)).body).toMatchObject({
      status: 400,
      errors: [{ field: 'ids.1', message: 'Talentos: valor inválido.' }],
    });
  });

  describe('list filters by position', () => {
    const names = async (q: string) => {
      const res = await admin.get(`${PATH}?page=0&size=50&sort=nome,asc&${q}`);
      expect(res.status).toBe(200);
      return { nomes: res.body.content.map((r: any) => r.nome), total: res.body.totalElements };
    };

    it('areasIds takes the areas and all their sub-areas, by the entry in force today', async () => {
      expect(await names(`areasIds=${ids.comercial}`)).toEqual({
        nomes: ['Ana', 'Bruno', 'Carla'],
        total: 3,
      });
      expect(await names(`areasIds=${ids.vendas}`)).toEqual({ nomes: ['Ana', 'Bruno'], total: 2 });
      expect(await names(`areasIds=${ids.diretoria}`)).toEqual({
        nomes: ['Ana', 'Bruno', 'Carla'],
        total: 3,
      });
      expect((await names(`areasIds=${ids.ti}`)).nomes).toEqual([]);
    });

    it('combines with status (comma list) and the register filters', async () => {
      expect(await names(`areasIds=${ids.comercial}&status=A`)).toEqual({
        nomes: ['Ana', 'Carla'],
        total: 2,
      });
      expect(await names(`areasIds=${ids.comercial}&status=D,U`)).toEqual({ nomes: ['Bruno'], total: 1 });
      expect((await names(`areasIds=${ids.comercial}&nome=car`)).nomes).toEqual(['Carla']);
      expect((await names(`status=A&matricula=d1`)).nomes).toEqual(['Davi']);
      expect((await names(`cpf=52998224725`)).nomes).toEqual([]);
    });

    it('?data= moves the position filters to another date', async () => {
      expect((await names(`areasIds=${ids.ti}&data=2021-01-01`)).nomes).toEqual(['Ana']);
      expect((await names(`areasIds=${ids.ti}&data=${anoQueVem}`)).nomes).toEqual(['Ana']);
      expect((await names(`areasIds=${ids.vendas}&data=2020-12-31`)).nomes).toEqual([]);
    });

    it('filters by job, salary range and several at once', async () => {
      expect((await names(`cargosIds=${ids.analista}`)).nomes).toEqual(['Ana', 'Carla']);
      expect((await names(`cargosIds=${ids.vendedor},${ids.analista}&status=D`)).nomes).toEqual(['Bruno']);
      expect((await names(`faixasSalariaisIds=${ids.analistaSr}`)).nomes).toEqual(['Ana']);
      expect((await names(`faixasSalariaisIds=${ids.analistaJr}&data=2021-01-01`)).nomes).toEqual([
        'Ana',
        'Carla',
      ]);
      expect((await names(`areasIds=${ids.vendas}&cargosIds=${ids.vendedor}`)).nomes).toEqual(['Bruno']);
    });

    it('refuses malformed id lists and dates', async () => {
      for (const q of ['areasIds=1,x', 'cargosIds=-1', 'faixasSalariaisIds=1.5', 'data=2024-13-01'])
        expect((await admin.get(`${PATH}?page=0&${q}`)).body).toMatchObject({
          status: 400,
          message: `Filtro inválido. (${q.split('=')[0]})`,
        });
    });

    it('GET /participantes pages {id, nome, matricula, status, area, cargo} with the same filters', async () => {
      const res = await admin.get(`${PATH}/participantes?areasIds=${ids.comercial}&status=A`);
      expect(res.body).toMatchObject({ size: 20, totalElements: 2, number: 0 });
      expect(res.body.content).toEqual([
        {
          id: ana,
          nome: 'Ana',
          matricula: 'A1',
          status: 'A',
          areaOrganizacional: { id: ids.vendas, nome: 'Vendas', rotulo: 'Diretoria > Comercial > Vendas' },
          cargo: { id: ids.analista, nome: 'Analista' },
        },
        {
          id: carla,
          nome: 'Carla',
          matricula: 'C1',
          status: 'A',
          areaOrganizacional: { id: ids.comercial, nome: 'Comercial', rotulo: 'Diretoria > Comercial' },
          cargo: { id: ids.analista, nome: 'Analista' },
        },
      ]);
      const past = await admin.get(`${PATH}/participantes?nome=ana&data=2021-01-01&page=0&size=5`);
      expect(past.body.content).toEqual([
        expect.objectContaining({ areaOrganizacional: { id: ids.ti, nome: 'TI', rotulo: 'Diretoria > TI' } }),
      ]);
      expect(past.body.size).toBe(5);
    });
  });
});

describe('dates of the employee and its history', () => {
  it('moving the admission date moves the admission entry; an entry on or before it refuses', async () => {
    const id = await novoColaborador('Elisa', { dataAdmissao: '2020-01-01' });
    await novoHistorico(id, '2020-01-01', ids.ti, ids.analistaJr);
    await novoHistorico(id, '2021-01-01', ids.ti, ids.analistaSr, { motivo: 'PV' });
    const moved = await admin.put(`${PATH}/${id}`, { nome: 'Elisa', dataAdmissao: '2019-07-01' });
    expect(moved.status).toBe(200);
    const hist = (await admin.get(`${PATH}/${id}/historicos`)).body;
    expect(hist.map((h: any) => [h.data, h.dataFim, h.motivo])).toEqual([
      ['2021-01-01', undefined, 'PV'],
      ['2019-07-01', '2020-12-31', 'A'],
    ]);
    expectErrors(await admin.put(`${PATH}/${id}`, { nome: 'Elisa', dataAdmissao: '2021-01-01' }), [
      {
        field: 'dataAdmissao',
        message: 'Existe histórico do talento em 01/01/2021: a data de admissão deve ser anterior a ele.',
      },
    ]);
    expectErrors(
      await admin.put(`${PATH}/${id}`, {
        nome: 'Elisa',
        dataAdmissao: '2019-07-01',
        status: 'D',
        dataDesligamento: '2020-12-31',
      }),
      [
        {
          field: 'dataDesligamento',
          message: 'Existe histórico do talento em 01/01/2021, posterior à data de desligamento.',
        },
      ],
    );
    const row = (await t.sql.query('SELECT data_admissao, status FROM colaborador WHERE id = $1', [id]))
      .rows[0];
    expect(row).toEqual({ data_admissao: '2019-07-01', status: 'A' });
  });

  it('deleting an employee deletes its history', async () => {
    const id = await novoColaborador('Fábio');
    await novoHistorico(id, '2020-01-01', ids.ti, ids.analistaJr);
    expect((await admin.del(`${PATH}/${id}`)).status).toBe(204);
    expect(await count('historico_colaborador', `colaborador_id = ${id}`)).toBe(0);
  });
});

describe('registers used by the history cannot be deleted', () => {
  it('refuses deleting an area, a range, a job, an index or an establishment in use, naming the history', async () => {
    await t.sql.query(`UPDATE empresa SET cnpj = '11222333000181' WHERE id = 1`);
    const est = await admin.post('/api/utilitario/estabelecimentos', {
      nome: 'Matriz',
      tipoInscricao: 'CNPJ',
      complementoCnpj: '0001',
      endereco: {
        logradouro: 'Rua A',
        numero: '1',
        bairro: 'Centro',
        uf: { id: SP },
        cidade: { id: SAO_PAULO },
      },
    });
    const estId = await created(est, 'estabelecimento');
    const areaSo = await novaArea('Área só do histórico');
    const cargo = await novoCargo('Cargo do histórico', ids.diretoria);
    const faixa = await novaFaixa(cargo, 'Única', 4000);
    const indice = await created(
      await admin.post('/api/cargo-salario/indices', {
        nome: 'Índice usado',
        historico: [{ data: '2000-01-01', valor: 100 }],
      }),
      'índice',
    );
    const id = await novoColaborador('Gabi');
    await novoHistorico(id, '2020-01-01', areaSo, faixa, {
      estabelecimento: { id: estId },
      tipoSalario: 2,
      indice: { id: indice },
      quantidade: 10,
      salario: undefined,
    });
    expect((await admin.get(`${PATH}/${id}`)).body.estabelecimentoAtual).toEqual({
      id: estId,
      nome: 'Matriz',
    });
    const refused = [
      [
        `/api/cargo-salario/areas-organizacionais/${areaSo}`,
        'Área Organizacional',
        'Históricos dos Talentos',
      ],
      [`/api/cargo-salario/faixas-salariais/${faixa}`, 'Faixa Salarial', 'Históricos dos Talentos'],
      [`/api/cargo-salario/indices/${indice}`, 'Índice', 'Históricos dos Talentos'],
      [`/api/utilitario/estabelecimentos/${estId}`, 'Estabelecimento', 'Históricos dos Talentos'],
      // a job is used by the history through its ranges
      [`/api/cargo-salario/cargos/${cargo}`, 'Cargo', 'Faixas Salariais'],
    ];
    for (const [url, registro, usadoEm] of refused) {
      const res = await admin.del(url);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        status: 409,
        code: 'CONFLICT',
        message: `Não é possível excluir: ${registro} está em uso em ${usadoEm}.`,
      });
    }
    expect(await count('area_organizacional', `id = ${areaSo}`)).toBe(1);
    expect(await count('faixa_salarial', `id = ${faixa}`)).toBe(1);
  });
});

describe('tenant isolation', () => {
  let ana: number;
  beforeAll(async () => {
    ana = (await admin.get(`${PATH}?resumido=true&nome=Ana`)).body[0].id;
  });

  it('answers 404 for another company’s employee on every route', async () => {
    for (const url of [
      `${PATH}/${ana}`,
      `${PATH}/${ana}/situacao`,
      `${PATH}/${ana}/area`,
      `${PATH}/${ana}/data-estabilidade`,
      `${PATH}/${ana}/historicos`,
    ]) {
      expect((await other.get(url)).body).toEqual({
        status: 404,
        code: 'NOT_FOUND',
        message: 'O recurso solicitado não foi encontrado.',
      });
    }
    expect((await other.put(`${PATH}/${ana}`, { nome: 'Invasão', dataAdmissao: '2020-01-01' })).status).toBe(
      404,
    );
    expect((await other.del(`${PATH}/${ana}`)).status).toBe(404);
    expect((await admin.get(`${PATH}/${ana}`)).body.nome).toBe('Ana');
  });

  it('never lists, filters or resolves another company’s employees', async () => {
    const list = await other.get(`${PATH}?page=0&size=50`);
    expect(list.body.content.map((r: any) => r.nome)).not.toContain('Ana');
    expect((await other.get(`${PATH}?page=0&areasIds=${ids.comercial}`)).body.totalElements).toBe(0);
    expect((await other.get(`${PATH}/by-ids?ids=${ana}`)).body).toEqual([]);
    expect((await other.get(`${PATH}/participantes?nome=ana`)).body.totalElements).toBe(0);
  });

  it('refuses a history entry of another company’s employee, area or range', async () => {
    const areaB = await novaArea('Área B', undefined, other);
    const cargoB = await novoCargo('Cargo B', areaB, other);
    const faixaB = await novaFaixa(cargoB, 'B', 2000, other);
    const before = await count('historico_colaborador');
    const res = await other.post(HIST, {
      colaborador: { id: ana },
      data: '2020-01-01',
      areaOrganizacional: { id: areaB },
      faixaSalarial: { id: faixaB },
      tipoSalario: 3,
      salario: 1000,
    });
    expectErrors(res, [{ field: 'colaborador', message: 'Talento: registro não encontrado.' }]);
    const proprio = await novoColaborador('Empregado B', {}, other);
    expectErrors(
      await other.post(HIST, {
        colaborador: { id: proprio },
        data: '2020-01-01',
        areaOrganizacional: { id: ids.ti },
        faixaSalarial: { id: ids.analistaJr },
        tipoSalario: 3,
        salario: 1000,
      }),
      [
        { field: 'areaOrganizacional', message: 'Área Organizacional: registro não encontrado.' },
        { field: 'faixaSalarial', message: 'Cargo/Faixa Salarial: registro não encontrado.' },
      ],
    );
    expect(await count('historico_colaborador')).toBe(before);
    expect(otherEmpresaId).toBeGreaterThan(1);
  });
});
