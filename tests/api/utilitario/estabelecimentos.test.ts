// utilitario/estabelecimentos: CNPJ = company root + complement + check digits (or CAEPF), address rules, tenant scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCaepf, isCnpj } from '../../../src/shared/br/documents.ts';
import { expectFieldError } from '../../helpers/expect.ts';
import { Client, createCompanyWithUser, startTestApp, type TestApp } from '../../helpers/test-app.ts';

const PATH = '/api/utilitario/estabelecimentos';
const SP = 35;
const RJ = 33;
const SAO_PAULO = 3550308;
const RIO = 3304557;
let t: TestApp;
let admin: Client;
let other: Client;
let otherEmpresaId: number;

const count = async (where = 'TRUE') =>
  Number((await t.sql.query(`SELECT count(*) FROM estabelecimento WHERE ${where}`)).rows[0].count);

const endereco = (over: Record<string, unknown> = {}) => ({
  cep: '01310100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: 'Sala 10',
  bairro: 'Bela Vista',
  uf: { id: SP },
  cidade: { id: SAO_PAULO },
  ...over,
});
const body = (over: Record<string, unknown> = {}) => ({
  nome: 'Matriz',
  tipoInscricao: 'CNPJ',
  complementoCnpj: '0001',
  endereco: endereco(),
  ...over,
});

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  await t.sql.query(`UPDATE empresa SET cnpj = '11222333000181' WHERE id = 1`);
  ({ client: other, empresaId: otherEmpresaId } = await createCompanyWithUser(
    admin,
    'Empresa B',
    '11144477735',
  ));
});
afterAll(async () => t?.close());

describe('CNPJ and CAEPF', () => {
  it('builds the CNPJ from the company root, the complement and the check digits', async () => {
    const res = await admin.post(PATH, body({ nome: '  Matriz  ' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      nome: 'Matriz',
      tipoInscricao: 'CNPJ',
      complementoCnpj: '0001',
      inscricao: '11222333000181',
      endereco: {
        cep: '01310100',
        logradouro: 'Avenida Paulista',
        numero: '1000',
        complemento: 'Sala 10',
        bairro: 'Bela Vista',
        uf: { id: SP, nome: 'São Paulo' },
        cidade: { id: SAO_PAULO, nome: 'São Paulo', rotulo: 'São Paulo/SP' },
      },
    });
    expect(
      (await t.sql.query('SELECT inscricao, empresa_id FROM estabelecimento WHERE id = $1', [res.body.id]))
        .rows[0],
    ).toEqual({
      inscricao: '11222333000181',
      empresa_id: 1,
    });
  });

  it('computes the check digits of other branches; the tipoInscricao defaults to CNPJ; a sent inscricao is ignored', async () => {
    const { tipoInscricao: _omit, ...semTipo } = body({
      nome: 'Filial 2',
      complementoCnpj: '0002',
      inscricao: '99999999999999',
    });
    const res = await admin.post(PATH, semTipo);
    expect(res.status).toBe(201);
    expect(res.body.tipoInscricao).toBe('CNPJ');
    expect(res.body.inscricao).toMatch(/^112223330002\d\d$/);
    expect(isCnpj(res.body.inscricao)).toBe(true);
    expect(res.body.inscricao).toBe('11222333000262');
  });

  it('accepts an alphanumeric complement (alphanumeric CNPJ), upper-cased', async () => {
    await t.sql.query(`UPDATE empresa SET cnpj = '12ABC34501DE35' WHERE id = $1`, [otherEmpresaId]);
    const res = await other.post(PATH, body({ nome: 'Filial Alfa', complementoCnpj: '01de' }));
    expect(res.status).toBe(201);
    expect(res.body.complementoCnpj).toBe('01DE');
    expect(res.body.inscricao).toBe('12ABC34501DE35');
  });

  it('builds a CAEPF from the holder CPF root and a 3-digit sequence', async () => {
    const res = await admin.post(
      PATH,
      body({ nome: 'Fazenda', tipoInscricao: 'CAEPF', complementoCnpj: '001', cpfTitular: '52998224725' }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      tipoInscricao: 'CAEPF',
      complementoCnpj: '001',
      cpfTitular: '52998224725',
    });
    expect(res.body.inscricao).toMatch(/^529982247001\d\d$/);
    expect(isCaepf(res.body.inscricao)).toBe(true);
  });

  it.each([
    ['complement absent', { complementoCnpj: undefined }, 'Complemento do CNPJ/CAEPF é obrigatório'],
    ['complement blank', { complementoCnpj: '   ' }, 'Complemento do CNPJ/CAEPF é obrigatório'],
    ['complement of 2', { complementoCnpj: '01' }, 'Inválido'],
    ['complement of 5', { complementoCnpj: '00001' }, 'Inválido'],
    ['complement with a symbol', { complementoCnpj: '00-1' }, 'Inválido'],
    ['CNPJ complement of 3', { complementoCnpj: '001' }, 'Inválido'],
    ['CNPJ complement 0000', { complementoCnpj: '0000' }, 'Inválido'],
    [
      'CAEPF complement of 4',
      { tipoInscricao: 'CAEPF', cpfTitular: '52998224725', complementoCnpj: '0001' },
      'Inválido',
    ],
    [
      'CAEPF complement with a letter',
      { tipoInscricao: 'CAEPF', cpfTitular: '52998224725', complementoCnpj: 'A01' },
      'Inválido',
    ],
    [
      'CAEPF complement 000',
      { tipoInscricao: 'CAEPF', cpfTitular: '52998224725', complementoCnpj: '000' },
      'Inválido',
    ],
  ])('refuses a %s with its message on complementoCnpj, storing nothing', async (_c, over, message) => {
    const before = await count();
    expectFieldError(
      await admin.post(PATH, body({ nome: 'Filial X', ...{ complementoCnpj: '0009' }, ...over })),
      'complementoCnpj',
      message,
    );
    expect(await count()).toBe(before);
  });

  it('requires a valid holder CPF for a CAEPF', async () => {
    const before = await count();
    const caepf = body({ tipoInscricao: 'CAEPF', complementoCnpj: '002' });
    expectFieldError(await admin.post(PATH, caepf), 'cpfTitular', 'CPF do Titular do CAEPF é obrigatório');
    expectFieldError(
      await admin.post(PATH, { ...caepf, cpfTitular: '12345678900' }),
      'cpfTitular',
      'Cpf inválido.',
    );
    expectFieldError(
      await admin.post(PATH, { ...caepf, cpfTitular: '11111111111' }),
      'cpfTitular',
      'Cpf inválido.',
    );
    expect(await count()).toBe(before);
  });

  it('refuses an unknown inscription kind', async () => {
    const before = await count();
    expectFieldError(
      await admin.post(PATH, body({ tipoInscricao: 'CEI' })),
      'tipoInscricao',
      'Tipo de Inscrição: valor inválido.',
    );
    expect(await count()).toBe(before);
  });

  it('refuses a CNPJ establishment while the company has no CNPJ', async () => {
    const { client, empresaId } = await createCompanyWithUser(admin, 'Empresa Sem CNPJ', '39053344705');
    expectFieldError(
      await client.post(PATH, body()),
      'complementoCnpj',
      'A empresa não possui CNPJ cadastrado: informe-o no cadastro da empresa.',
    );
    expect(await count(`empresa_id = ${empresaId}`)).toBe(0);
  });

  it('refuses a second establishment with the same CNPJ in the company, on create and update', async () => {
    const before = await count();
    expectFieldError(
      await admin.post(PATH, body({ nome: 'Outra Matriz' })),
      'complementoCnpj',
      'Já existe um estabelecimento com este CNPJ/CAEPF nesta empresa.',
    );
    expect(await count()).toBe(before);
    const filial = await admin.post(PATH, body({ nome: 'Filial 3', complementoCnpj: '0003' }));
    expect(filial.status).toBe(201);
    expectFieldError(
      await admin.put(`${PATH}/${filial.body.id}`, body({ nome: 'Filial 3', complementoCnpj: '0001' })),
      'complementoCnpj',
      'Já existe um estabelecimento com este CNPJ/CAEPF nesta empresa.',
    );
    expect(
      (await t.sql.query('SELECT complemento_cnpj FROM estabelecimento WHERE id = $1', [filial.body.id]))
        .rows[0].complemento_cnpj,
    ).toBe('0003');
    // saving a record with its own CNPJ is not a duplicate
    const same = await admin.put(
      `${PATH}/${filial.body.id}`,
      body({ nome: 'Filial Três', complementoCnpj: '0003' }),
    );
    expect(same.status).toBe(200);
    expect(same.body.nome).toBe('Filial Três');
  });

  it('recomputes on update and clears the holder CPF when switching to CNPJ', async () => {
    const created = await admin.post(
      PATH,
      body({ nome: 'Sítio', tipoInscricao: 'CAEPF', complementoCnpj: '005', cpfTitular: '52998224725' }),
    );
    const upd = await admin.put(
      `${PATH}/${created.body.id}`,
      body({ nome: 'Sítio', complementoCnpj: '0005', cpfTitular: '52998224725' }),
    );
    expect(upd.status).toBe(200);
    expect(upd.body.inscricao).toMatch(/^112223330005\d\d$/);
    expect(isCnpj(upd.body.inscricao)).toBe(true);
    expect(upd.body.cpfTitular).toBeUndefined();
    expect(
      (await t.sql.query('SELECT cpf_titular FROM estabelecimento WHERE id = $1', [created.body.id])).rows[0]
        .cpf_titular,
    ).toBeNull();
  });
});

describe('validation of name and address', () => {
  it.each([
    ['nome absent', { nome: undefined }, 'nome', 'Nome é obrigatório'],
    ['nome blank', { nome: '   ' }, 'nome', 'Nome é obrigatório'],
    ['nome too long', { nome: 'n'.repeat(101) }, 'nome', 'Nome deve ter no máximo 100 caracteres.'],
    ['endereco absent', { endereco: undefined }, 'endereco', 'Endereço é obrigatório'],
    ['endereco null', { endereco: null }, 'endereco', 'Endereço é obrigatório'],
    [
      'logradouro absent',
      { endereco: endereco({ logradouro: undefined }) },
      'endereco.logradouro',
      'Logradouro é obrigatório',
    ],
    [
      'logradouro blank',
      { endereco: endereco({ logradouro: '  ' }) },
      'endereco.logradouro',
      'Logradouro é obrigatório',
    ],
    [
      'numero absent',
      { endereco: endereco({ numero: undefined }) },
      'endereco.numero',
      'Número é obrigatório',
    ],
    ['numero blank', { endereco: endereco({ numero: ' ' }) }, 'endereco.numero', 'Número é obrigatório'],
    [
      'numero with letters',
      { endereco: endereco({ numero: '12A' }) },
      'endereco.numero',
      'Informe somente números.',
    ],
    [
      'numero of 11 digits',
      { endereco: endereco({ numero: '12345678901' }) },
      'endereco.numero',
      'Número deve ter no máximo 10 caracteres.',
    ],
    [
      'complemento of 31',
      { endereco: endereco({ complemento: 'c'.repeat(31) }) },
      'endereco.complemento',
      'Complemento deve ter no máximo 30 caracteres.',
    ],
    [
      'bairro absent',
      { endereco: endereco({ bairro: undefined }) },
      'endereco.bairro',
      'Bairro é obrigatório',
    ],
    ['bairro blank', { endereco: endereco({ bairro: '' }) }, 'endereco.bairro', 'Bairro é obrigatório'],
    [
      'bairro too long',
      { endereco: endereco({ bairro: 'b'.repeat(101) }) },
      'endereco.bairro',
      'Bairro deve ter no máximo 100 caracteres.',
    ],
    ['uf absent', { endereco: endereco({ uf: undefined }) }, 'endereco.uf', 'Estado é obrigatório'],
    [
      'uf inexistent',
      { endereco: endereco({ uf: { id: 99 } }) },
      'endereco.uf',
      'Estado: registro não encontrado.',
    ],
    [
      'cidade absent',
      { endereco: endereco({ cidade: undefined }) },
      'endereco.cidade',
      'Cidade é obrigatória',
    ],
    [
      'cidade inexistent',
      { endereco: endereco({ cidade: { id: 1 } }) },
      'endereco.cidade',
      'Cidade: registro não encontrado.',
    ],
    [
      'cidade of another state',
      { endereco: endereco({ uf: { id: RJ } }) },
      'endereco.cidade',
      'A cidade não pertence ao estado informado.',
    ],
    ['cep malformed', { endereco: endereco({ cep: '0131010' }) }, 'endereco.cep', 'Cep inválido.'],
    ['cep masked', { endereco: endereco({ cep: '01310-100' }) }, 'endereco.cep', 'Cep inválido.'],
  ])('refuses %s and stores nothing', async (_c, over, field, message) => {
    const before = await count();
    expectFieldError(await admin.post(PATH, body({ complementoCnpj: '0099', ...over })), field, message);
    expect(await count()).toBe(before);
  });

  it('accepts the limits and an address without cep and complemento', async () => {
    const res = await admin.post(
      PATH,
      body({
        nome: 'n'.repeat(100),
        complementoCnpj: '0010',
        endereco: {
          logradouro: ' Rua Um ',
          numero: '1234567890',
          bairro: 'Centro',
          uf: { id: RJ },
          cidade: { id: RIO },
        },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.endereco).toEqual({
      logradouro: 'Rua Um',
      numero: '1234567890',
      bairro: 'Centro',
      uf: { id: RJ, nome: 'Rio de Janeiro' },
      cidade: { id: RIO, nome: 'Rio de Janeiro', rotulo: 'Rio de Janeiro/RJ' },
    });
  });

  it('checks the address on update and keeps the stored one when refused', async () => {
    const created = await admin.post(PATH, body({ nome: 'Loja', complementoCnpj: '0020' }));
    const res = await admin.put(
      `${PATH}/${created.body.id}`,
      body({ nome: 'Loja', complementoCnpj: '0020', endereco: endereco({ cidade: { id: RIO } }) }),
    );
    expectFieldError(res, 'endereco.cidade', 'A cidade não pertence ao estado informado.');
    expect(
      (await t.sql.query('SELECT endereco_cidade_id FROM estabelecimento WHERE id = $1', [created.body.id]))
        .rows[0].endereco_cidade_id,
    ).toBe(SAO_PAULO);
  });
});

describe('lists and tenant isolation', () => {
  it('filters by name, by CNPJ digits and by kind', async () => {
    const byCnpj = await admin.get(`${PATH}?page=0&size=50&inscricao=112223330001`);
    expect(byCnpj.body.content.map((e: { inscricao: string }) => e.inscricao)).toEqual(['11222333000181']);
    const caepf = await admin.get(`${PATH}?page=0&size=50&tipoInscricao=CAEPF`);
    expect(caepf.body.content.length).toBeGreaterThan(0);
    expect(caepf.body.content.every((e: { tipoInscricao: string }) => e.tipoInscricao === 'CAEPF')).toBe(
      true,
    );
    const byName = await admin.get(`${PATH}?nome=fazenda`);
    expect(byName.body.map((e: { nome: string }) => e.nome)).toEqual(['Fazenda']);
  });

  it("hides another company's establishments (404) and leaves them unchanged", async () => {
    const theirs = await other.post(PATH, body({ nome: 'Loja B', complementoCnpj: '0007' }));
    expect(theirs.status).toBe(201);
    const id = theirs.body.id;
    expect((await admin.get(`${PATH}/${id}`)).status).toBe(404);
    expect(
      (await admin.put(`${PATH}/${id}`, body({ nome: 'Roubada', complementoCnpj: '0077' }))).status,
    ).toBe(404);
    expect((await admin.del(`${PATH}/${id}`)).status).toBe(404);
    expect((await admin.get(`${PATH}?nome=loja%20b`)).body).toEqual([]);
    expect(
      (
        await t.sql.query('SELECT nome, complemento_cnpj, empresa_id FROM estabelecimento WHERE id = $1', [
          id,
        ])
      ).rows[0],
    ).toEqual({
      nome: 'Loja B',
      complemento_cnpj: '0007',
      empresa_id: otherEmpresaId,
    });
    // the same complement in another company is another CNPJ
    const mine = await admin.post(PATH, body({ nome: 'Loja A', complementoCnpj: '0007' }));
    expect(mine.status).toBe(201);
    expect(mine.body.inscricao.slice(0, 8)).toBe('11222333');
  });

  it('deletes', async () => {
    const created = await admin.post(PATH, body({ nome: 'Temporária', complementoCnpj: '0030' }));
    expect((await admin.del(`${PATH}/${created.body.id}`)).status).toBe(204);
    expect(await count(`id = ${created.body.id}`)).toBe(0);
  });
});
