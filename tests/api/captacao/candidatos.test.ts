// Candidates (captacao/candidatos): every §5 rule of the register and its lists with the exact message and
// nothing stored, tenant isolation, the computed status, CV full-text search and the list parameters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POUCOS_CURRICULOS } from '../../../src/server/modules/captacao/busca-curriculo.ts';
import { expectFieldError, expectFieldErrors } from '../../helpers/expect.ts';
import {
  Client as ApiClient,
  type Client,
  countRows,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';
import { type Base, CANDIDATOS, candidatoCompleto, seedCaptacao } from './fixtures.ts';

let t: TestApp;
let admin: Client;
let other: Client;
let b: Base;
let outra: Base;

const tabelas = [
  'candidato',
  'candidato_formacao',
  'candidato_candidato_idiomas',
  'candidato_certificados',
  'candidato_experiencias',
  'candidato_cargos',
];
const snapshot = async () => Promise.all(tabelas.map((x) => countRows(t, x)));

beforeAll(async () => {
  t = await startTestApp();
  admin = new ApiClient(t.app);
  await admin.login();
  b = await seedCaptacao(admin);
  ({ client: other } = await createCompanyWithUser(admin, 'Empresa B', '11144477735'));
  outra = await seedCaptacao(other, ' B');
});
afterAll(async () => t?.close());

describe('creating and reading', () => {
  it('creates with only nome and cargos; the server sets dates, origin and the status', async () => {
    const res = await admin.post(CANDIDATOS, { nome: '  Bruno Lima ', cargos: [b.cargo] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      nome: 'Bruno Lima',
      cargos: [b.cargo],
      origem: 'I',
      contratado: false,
      disponivel: true,
      statusCadastral: 'INCOMPLETO',
      qualificacaoCadastral: 'DADOS_INCOMPLETOS',
      jaFoiColaborador: false,
      qualificado: false,
    });
    expect(res.body.dataCadastro).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('creates a complete candidate with its lists; the password is stored hashed and never answered', async () => {
    const res = await admin.post(
      CANDIDATOS,
      candidatoCompleto(b, {
        cpf: '39053344705',
        senha: 'segredo-123',
        formacao: [
          {
            areaFormacao: { id: b.areaFormacao },
            curso: 'Administração',
            local: 'USP',
            tipo: 'GRADUACAO',
            situacao: 'COMPLETO',
            anoConclusao: 2018,
          },
        ],
        candidatoIdiomas: [{ idioma: { id: b.ingles }, nivel: 'A' }],
        certificados: [
          {
            titulo: 'Vendas Consultivas',
            organizacao: 'Sebrae',
            tipo: 'CURSO',
            cargaHorariaDiaria: 4,
            cargaHorariaTotal: 40,
          },
        ],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.senha).toBeUndefined();
    expect(res.body).toMatchObject({ statusCadastral: 'COMPLETO', qualificacaoCadastral: 'NAO_VERIFICADO' });
    const full = await admin.get(`${CANDIDATOS}/${res.body.id}`);
    expect(full.body.formacao).toEqual([
      expect.objectContaining({
        curso: 'Administração',
        areaFormacao: { id: b.areaFormacao, nome: 'Administração' },
      }),
    ]);
    expect(full.body.candidatoIdiomas).toEqual([
      expect.objectContaining({ idioma: { id: b.ingles, nome: 'Inglês' }, nivel: 'A' }),
    ]);
    expect(full.body.senha).toBeUndefined();
    const stored = await t.sql.query('SELECT senha FROM candidato WHERE id = $1', [res.body.id]);
    expect(stored.rows[0].senha).toMatch(/^\$argon2id\$/);
  });

  it('seeds the common languages for every company, including new ones', async () => {
    const nomes = ((await admin.get('/api/captacao/idiomas')).body as { nome: string }[]).map((i) => i.nome);
    expect(nomes).toEqual(expect.arrayContaining(['Inglês', 'Espanhol', 'Libras', 'Francês']));
    const daOutra = ((await other.get('/api/captacao/idiomas')).body as { nome: string }[]).map(
      (i) => i.nome,
    );
    expect(daOutra).toEqual(nomes);
  });

  it('marks jaFoiColaborador when an employee of the company has the same CPF', async () => {
    const c = await created(admin, CANDIDATOS, { nome: 'Carla', cpf: '11144477735', cargos: [b.cargo] });
    expect(c.jaFoiColaborador).toBe(false);
    await created(admin, '/api/cargo-salario/colaboradores', {
      nome: 'Carla',
      cpf: '11144477735',
      dataAdmissao: '2020-01-01',
      status: 'D',
      dataDesligamento: '2022-01-01',
    });
    expect((await admin.get(`${CANDIDATOS}/${c.id}`)).body.jaFoiColaborador).toBe(true);
  });
});

describe('refusals (nothing stored)', () => {
  const cases: [string, (b: Base) => Record<string, unknown>, { field: string; message: string }[]][] = [
    ['nome absent', (b) => ({ cargos: [b.cargo] }), [{ field: 'nome', message: 'Nome é obrigatório' }]],
    [
      'no cargo',
      () => ({ nome: 'X' }),
      [{ field: 'cargos', message: 'Selecione ao menos um(a) Cargo/Função Pretendida' }],
    ],
    [
      'empty cargos',
      () => ({ nome: 'X', cargos: [] }),
      [{ field: 'cargos', message: 'Selecione ao menos um(a) Cargo/Função Pretendida' }],
    ],
    [
      'invalid CPF',
      (b) => ({ nome: 'X', cargos: [b.cargo], cpf: '11111111111' }),
      [{ field: 'cpf', message: 'Cpf inválido.' }],
    ],
    [
      'invalid PIS',
      (b) => ({ nome: 'X', cargos: [b.cargo], documentos: { pis: '12345678901' } }),
      [{ field: 'documentos.pis', message: 'O número PIS é inválido' }],
    ],
    [
      'DDD, landline and mobile',
      (b) => ({
        nome: 'X',
        cargos: [b.cargo],
        contato: { ddd: '1', foneFixo: '1234', dddCelular: '00', foneCelular: '1234' },
      }),
      [
        { field: 'contato.ddd', message: 'Inválido' },
        { field: 'contato.foneFixo', message: 'Inválido' },
        { field: 'contato.dddCelular', message: 'Inválido' },
        { field: 'contato.foneCelular', message: 'Inválido' },
      ],
    ],
    [
      'education without area and status',
      (b) => ({
        nome: 'X',
        cargos: [b.cargo],
        formacao: [{ curso: 'Direito', local: 'UFC', tipo: 'GRADUACAO' }],
      }),
      [
        { field: 'formacao.0.areaFormacao', message: 'Selecione a Área de Formação' },
        { field: 'formacao.0.situacao', message: 'Situação é obrigatória' },
      ],
    ],
    [
      'education without course, institution and type',
      (b) => ({
        nome: 'X',
        cargos: [b.cargo],
        formacao: [{ areaFormacao: { id: b.areaFormacao }, situacao: 'COMPLETO' }],
      }),
      [
        { field: 'formacao.0.curso', message: 'Curso é obrigatório' },
        { field: 'formacao.0.local', message: 'Instituição é obrigatória' },
        { field: 'formacao.0.tipo', message: 'Tipo é obrigatório' },
      ],
    ],
    [
      'language without language and level',
      (b) => ({ nome: 'X', cargos: [b.cargo], candidatoIdiomas: [{}] }),
      [
        { field: 'candidatoIdiomas.0.idioma', message: 'Idioma é obrigatório' },
        { field: 'candidatoIdiomas.0.nivel', message: 'Nível é obrigatório' },
      ],
    ],
    [
      'certificate daily hours above 24',
      (b) => ({
        nome: 'X',
        cargos: [b.cargo],
        certificados: [
          { titulo: 'C', organizacao: 'O', tipo: 'CURSO', cargaHorariaDiaria: 25, cargaHorariaTotal: 100 },
        ],
      }),
      [
        {
          field: 'certificados.0.cargaHorariaDiaria',
          message: 'Carga horária diária não pode ser maior 24 horas',
        },
      ],
    ],
    [
      'certificate total below daily',
      (b) => ({
        nome: 'X',
        cargos: [b.cargo],
        certificados: [
          { titulo: 'C', organizacao: 'O', tipo: 'CURSO', cargaHorariaDiaria: 8, cargaHorariaTotal: 6 },
        ],
      }),
      [
        {
          field: 'certificados.0.cargaHorariaTotal',
          message: 'Carga horária total não pode ser menor que a carga horária diária',
        },
      ],
    ],
    [
      'certificate without title, organisation and type',
      (b) => ({ nome: 'X', cargos: [b.cargo], certificados: [{}] }),
      [
        { field: 'certificados.0.titulo', message: 'Título é obrigatório' },
        { field: 'certificados.0.organizacao', message: 'Organização é obrigatória' },
        { field: 'certificados.0.tipo', message: 'Tipo é obrigatório' },
      ],
    ],
    [
      'experience without admission date',
      (b) => ({
        nome: 'X',
        cargos: [b.cargo],
        experiencias: [{ empresa: 'Loja X', cargo: { id: b.cargo } }],
      }),
      [{ field: 'experiencias.0.dataAdmissao', message: 'Data de Admissão é obrigatória' }],
    ],
    [
      'experience admitted in the future',
      (b) => ({
        nome: 'X',
        cargos: [b.cargo],
        experiencias: [{ empresa: 'Loja X', cargo: { id: b.cargo }, dataAdmissao: '2199-01-01' }],
      }),
      [
        {
          field: 'experiencias.0.dataAdmissao',
          message: 'A data de admissão deve ser igual ou anterior a data atual',
        },
      ],
    ],
    [
      'experience without job (not free text)',
      () => ({ nome: 'X', cargos: [1], experiencias: [{ empresa: 'Loja X', dataAdmissao: '2020-01-01' }] }),
      [{ field: 'experiencias.0.cargo', message: 'Cargo é obrigatório' }],
    ],
    [
      'experience with free-text job without its name',
      (b) => ({
        nome: 'X',
        cargos: [b.cargo],
        experiencias: [{ empresa: 'Loja X', checkNomeCargo: true, dataAdmissao: '2020-01-01' }],
      }),
      [{ field: 'experiencias.0.nomeMercado', message: 'Nome do Cargo é obrigatório' }],
    ],
    [
      'experience left before admission, company missing, reason too long',
      (b) => ({
        nome: 'X',
        cargos: [b.cargo],
        experiencias: [
          {
            cargo: { id: b.cargo },
            dataAdmissao: '2020-01-01',
            dataDesligamento: '2019-01-01',
            motivoSaida: 'm'.repeat(101),
          },
        ],
      }),
      [
        { field: 'experiencias.0.empresa', message: 'Empresa é obrigatória' },
        { field: 'experiencias.0.dataDesligamento', message: 'Data final inferior a data inicial.' },
        {
          field: 'experiencias.0.motivoSaida',
          message: 'Motivo da Saída deve ter no máximo 100 caracteres.',
        },
      ],
    ],
    [
      'first job with experiences',
      (b) => ({
        nome: 'X',
        cargos: [b.cargo],
        primeiroEmprego: true,
        experiencias: [{ empresa: 'Loja X', cargo: { id: b.cargo }, dataAdmissao: '2020-01-01' }],
      }),
      [
        {
          field: 'experiencias',
          message:
            "Candidato no primeiro emprego não tem experiências profissionais: remova-as ou desmarque 'Primeiro Emprego'.",
        },
      ],
    ],
    [
      'address street number too long and complement too long',
      (b) => ({
        nome: 'X',
        cargos: [b.cargo],
        endereco: {
          logradouro: 'Rua',
          numero: '12345678901',
          bairro: 'B',
          complemento: 'c'.repeat(31),
          uf: { id: 35 },
          cidade: { id: 3550308 },
        },
      }),
      [
        { field: 'endereco.numero', message: 'Número deve ter no máximo 10 caracteres.' },
        { field: 'endereco.complemento', message: 'Complemento deve ter no máximo 30 caracteres.' },
      ],
    ],
    [
      'address without state, city, street, number and neighbourhood',
      (b) => ({ nome: 'X', cargos: [b.cargo], endereco: { cep: '60000000' } }),
      [
        { field: 'endereco.logradouro', message: 'Logradouro é obrigatório' },
        { field: 'endereco.numero', message: 'Número é obrigatório' },
        { field: 'endereco.bairro', message: 'Bairro é obrigatório' },
        { field: 'endereco.uf', message: 'Estado é obrigatório' },
        { field: 'endereco.cidade', message: 'Cidade é obrigatória' },
      ],
    ],
    [
      'a city outside the state',
      (b) => ({
        nome: 'X',
        cargos: [b.cargo],
        endereco: { logradouro: 'Rua', numero: '1', bairro: 'B', uf: { id: 23 }, cidade: { id: 3550308 } },
      }),
      [{ field: 'endereco.cidade', message: 'A cidade não pertence ao estado informado.' }],
    ],
    [
      'an unknown field',
      (b) => ({ nome: 'X', cargos: [b.cargo], salarioSonhado: 1 }),
      [{ field: 'salarioSonhado', message: 'Campo desconhecido: salarioSonhado.' }],
    ],
  ];

  it.each(cases)('refuses %s', async (_c, body, errors) => {
    const before = await snapshot();
    expectFieldErrors(await admin.post(CANDIDATOS, body(b)), errors);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses another company's job as desired job, naming the field", async () => {
    const before = await snapshot();
    const res = await admin.post(CANDIDATOS, { nome: 'X', cargos: [outra.cargo] });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toMatch(/^cargos/);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a second candidate with the same CPF in the company (even masked), not in another company', async () => {
    await created(admin, CANDIDATOS, { nome: 'Dora', cpf: '71428793860', cargos: [b.cargo] });
    const before = await snapshot();
    const res = await admin.post(CANDIDATOS, { nome: 'Dora 2', cpf: '714.287.938-60', cargos: [b.cargo] });
    expectFieldError(res, 'cpf', 'Já existe um candidato com este CPF nesta empresa.');
    expect(await snapshot()).toEqual(before);
    expect(
      (await other.post(CANDIDATOS, { nome: 'Dora', cpf: '71428793860', cargos: [outra.cargo] })).status,
    ).toBe(201);
  });

  it('refuses a malformed and an oversized body', async () => {
    const before = await snapshot();
    expect((await admin.post(CANDIDATOS, '{"nome": ')).status).toBe(400);
    const big = await admin.post(CANDIDATOS, {
      nome: 'X',
      cargos: [b.cargo],
      ocrTexto: 'a'.repeat(1_100_000),
    });
    expect(big.status).toBe(413);
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 for another company's candidate, and changes nothing", async () => {
    const daOutra = await created(other, CANDIDATOS, { nome: 'Edu', cargos: [outra.cargo] });
    expect((await admin.get(`${CANDIDATOS}/${daOutra.id}`)).status).toBe(404);
    expect(
      (await admin.put(`${CANDIDATOS}/${daOutra.id}`, { nome: 'Mudou', cargos: [b.cargo] })).status,
    ).toBe(404);
    expect((await admin.del(`${CANDIDATOS}/${daOutra.id}`)).status).toBe(404);
    expect((await other.get(`${CANDIDATOS}/${daOutra.id}`)).body.nome).toBe('Edu');
  });
});

describe('updating and deleting', () => {
  it('keeps the password when absent and the recruiter decision on qualification', async () => {
    const c = await created(
      admin,
      CANDIDATOS,
      candidatoCompleto(b, { cpf: '98765432100', senha: 'primeira-1' }),
    );
    const before = (await t.sql.query('SELECT senha FROM candidato WHERE id = $1', [c.id])).rows[0].senha;
    const res = await admin.put(
      `${CANDIDATOS}/${c.id}`,
      candidatoCompleto(b, { cpf: '98765432100', qualificacaoCadastral: 'QUALIFICADO' }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      qualificacaoCadastral: 'QUALIFICADO',
      qualificado: true,
      statusCadastral: 'COMPLETO',
    });
    expect((await t.sql.query('SELECT senha FROM candidato WHERE id = $1', [c.id])).rows[0].senha).toBe(
      before,
    );
  });

  it('ignores server-kept fields sent by the client', async () => {
    const c = await created(admin, CANDIDATOS, {
      nome: 'Fábio',
      cargos: [b.cargo],
      contratado: true,
      origem: 'E',
    });
    expect(c).toMatchObject({ contratado: false, origem: 'I' });
  });

  it('deletes a candidate with their places in selection processes; refuses a hired one', async () => {
    const c = await created(admin, CANDIDATOS, { nome: 'Gil', cargos: [b.cargo] });
    expect((await admin.del(`${CANDIDATOS}/${c.id}`)).status).toBe(204);
    expect(await countRows(t, 'candidato', `id = ${c.id}`)).toBe(0);
    const h = await created(admin, CANDIDATOS, { nome: 'Hélio', cargos: [b.cargo] });
    await t.sql.query('UPDATE candidato SET contratado = true WHERE id = $1', [h.id]);
    const res = await admin.del(`${CANDIDATOS}/${h.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'O candidato Hélio foi contratado e não pode ser excluído: o cadastro do talento veio dele.',
    );
    expect(await countRows(t, 'candidato', `id = ${h.id}`)).toBe(1);
  });
});

describe('search', () => {
  beforeAll(async () => {
    await created(admin, CANDIDATOS, {
      nome: 'Íris Programadora',
      cargos: [b.cargo],
      ocrTexto: 'Programação em Java e PostgreSQL; liderança de equipes de desenvolvimento.',
    });
    await created(admin, CANDIDATOS, {
      nome: 'Jonas Vendedor',
      cargos: [b.cargo],
      disponivel: false,
      ocrTexto: 'Vendedor externo, gestão de carteira de clientes.',
    });
  });
  const nomes = async (q: string) =>
    ((await admin.get(`${CANDIDATOS}?page=0&size=50&${q}`)).body.content as { nome: string }[]).map(
      (c) => c.nome,
    );

  it('finds words of the CV ignoring accents, case and inflection', async () => {
    expect(await nomes('curriculo=programacao')).toEqual(['Íris Programadora']);
    expect(await nomes('curriculo=LIDERANÇA%20postgresql')).toEqual(['Íris Programadora']);
    // 'vendedores', 'vendedor' and 'vendedora' share their stem
    expect([...new Set(await nomes('curriculo=vendedores'))]).toEqual(['Ana Souza', 'Jonas Vendedor']);
    expect(await nomes('curriculo=%22carteira%20de%20clientes%22')).toEqual(['Jonas Vendedor']);
    expect(await nomes('curriculo=java%20-postgresql')).toEqual([]);
  });

  it('finds a code of letters and a number however it is written (NR-35, NR35, NR 35), a phrase as written', async () => {
    const cvs: [string, string][] = [
      ['Código Hífen', 'Curso NR-35 Trabalho em Altura (SENAI).'],
      ['Código Junto', 'Certificado NR35 vigente.'],
      ['Código Espaço', 'Treinamento NR 35, 8 horas.'],
      ['Código Minúsculo', 'curso nr-35 concluído.'],
      ['Código Minúsculo Espaço', 'curso nr 35 em andamento.'],
      ['Código Email', 'Contato: joana-35@exemplo.com, desde 2017.'],
    ];
    for (const [nome, ocrTexto] of cvs)
      await created(admin, CANDIDATOS, { nome, cargos: [b.cargo], ocrTexto });
    const codigo = async (busca: string) =>
      (await nomes(`curriculo=${encodeURIComponent(busca)}`)).filter((n) => n.startsWith('Código ')).sort();
    const quatro = ['Código Espaço', 'Código Hífen', 'Código Junto', 'Código Minúsculo'];
    expect(await codigo('nr-35')).toEqual(quatro);
    expect(await codigo('NR35')).toEqual(quatro);
    expect(await codigo('nr 35')).toEqual([...quatro, 'Código Minúsculo Espaço'].sort());
    expect(await codigo('altura nr-35')).toEqual(['Código Hífen']);
    // a quoted phrase keeps the text's words in their places
    expect(await codigo('"curso nr-35"')).toEqual(['Código Hífen', 'Código Minúsculo']);
    // an e-mail is not a code, and a year after a word is not one either
    expect(await codigo('joana')).toEqual([]);
    expect(await codigo('em2017')).toEqual([]);
    expect(await codigo('2017')).toEqual(['Código Email']);
    expect(await codigo('-nr-35 nr')).toEqual(['Código Minúsculo Espaço']);
  });

  it('follows a CV text changed by the form or the OCR, and one cleared', async () => {
    const c = await created(admin, CANDIDATOS, {
      nome: 'Lia Soldadora',
      cargos: [b.cargo],
      ocrTexto: 'Soldagem MIG e TIG.',
    });
    expect(await nomes('curriculo=soldagem')).toEqual(['Lia Soldadora']);
    expect((await admin.put(`${CANDIDATOS}/${c.id}/ocr`, { ocrTexto: 'Caldeiraria pesada.' })).status).toBe(
      200,
    );
    expect(await nomes('curriculo=soldagem')).toEqual([]);
    expect(await nomes('curriculo=caldeiraria')).toEqual(['Lia Soldadora']);
    expect(
      (await admin.put(`${CANDIDATOS}/${c.id}`, { nome: 'Lia Soldadora', cargos: [b.cargo] })).status,
    ).toBe(200);
    expect(await nomes('curriculo=caldeiraria')).toEqual([]);
    expect(await countRows(t, 'candidato_curriculo_busca', `candidato_id = ${c.id}`)).toBe(0);
  });

  it('answers the list columns alone with fields; a virtual property reads the whole record', async () => {
    const q = `${CANDIDATOS}?page=0&size=50&nome=iris`;
    const lista = (await admin.get(`${q}&fields=nome,cpf,cargos,endereco.cidade`)).body.content;
    expect(lista).toEqual([{ id: expect.any(Number), nome: 'Íris Programadora', cargos: [b.cargo] }]);
    const virtual = (await admin.get(`${q}&fields=nome,qualificado,jaFoiColaborador,ocrTexto`)).body.content;
    expect(virtual).toEqual([
      {
        id: expect.any(Number),
        nome: 'Íris Programadora',
        qualificado: false,
        jaFoiColaborador: false,
        ocrTexto: 'Programação em Java e PostgreSQL; liderança de equipes de desenvolvimento.',
      },
    ]);
  });

  it('filters by name without accents and by availability', async () => {
    expect(await nomes('nome=iris')).toEqual(['Íris Programadora']);
    expect(await nomes('visualizar=I')).toEqual(['Jonas Vendedor']);
    expect(await nomes('visualizar=D&curriculo=java')).toEqual(['Íris Programadora']);
  });

  it('treats statusQualificacaoCadastral=TODOS as no filter and filters by one status', async () => {
    const todos = await nomes('statusQualificacaoCadastral=TODOS');
    expect(todos.length).toBeGreaterThanOrEqual(2);
    expect(await nomes('statusQualificacaoCadastral=QUALIFICADO')).toEqual(['Ana Souza']);
  });

  it('refuses a bad visualizar and another company in empresasIds', async () => {
    expect((await admin.get(`${CANDIDATOS}?page=0&visualizar=X`)).status).toBe(400);
    const res = await admin.get(`${CANDIDATOS}?page=0&empresasIds=1,999`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Os candidatos são consultados na empresa em que você está.');
    expect((await admin.get(`${CANDIDATOS}?page=0&empresasIds=1`)).status).toBe(200);
  });
});

describe('counting a broad search', () => {
  it('stops at the register countLimit (1,000) and says so; a narrower search is counted exactly', async () => {
    // 1,005 candidates named alike, written straight to the table (through the API it would take minutes)
    const empresaId = (await admin.get('/api/userinfo')).body.empresa.id as number;
    await t.sql.query(
      `INSERT INTO candidato (empresa_id, nome) SELECT $1, 'Contagem Limitada ' || n FROM generate_series(1, 1005) n`,
      [empresaId],
    );
    const lista = (q: string) => admin.get(`${CANDIDATOS}?nome=contagem%20limitada${q}`);
    const amplo = await lista('&page=0&size=15');
    expect(amplo.status).toBe(200);
    expect(amplo.body.totalElements).toBe(1001);
    expect(amplo.body.totalElementsLimited).toBe(true);
    expect(amplo.body.totalPages).toBe(67);
    // pages still follow one another in the list order
    const segunda = await lista('&page=1&size=15');
    const trinta = await lista('&page=0&size=30');
    const nomes = (res: { body: { content: { nome: string }[] } }) => res.body.content.map((c) => c.nome);
    expect([...nomes(amplo), ...nomes(segunda)]).toEqual(nomes(trinta));
    expect(new Set(nomes(trinta)).size).toBe(30);
    // filtered on the name it is sorted by, the count reads the ids in that order and its first ones are
    // the page; a page past the ids it read (990-1004 of 1,001) is found by a query of its own
    const depois = await t.sql.query<{ nome: string }>(
      `SELECT nome FROM candidato WHERE empresa_id = $1 AND nome LIKE 'Contagem Limitada %'
        ORDER BY nome__busca, id OFFSET 990 LIMIT 15`,
      [empresaId],
    );
    const ultima = await lista('&page=66&size=15');
    expect(nomes(ultima)).toEqual(depois.rows.map((r) => r.nome));
    expect(ultima.body.totalElements).toBe(1001);
    // in another order, counted the other way: the same answer
    const porId = await lista('&page=0&size=15&sort=id,desc');
    expect(porId.body).toMatchObject({ totalElements: 1001, totalElementsLimited: true });
    expect(nomes(porId)[0]).toBe('Contagem Limitada 1005');
    const estreito = await lista('%20100&page=0&size=15');
    expect(estreito.body.totalElements).toBe(7); // 100 and 1000–1005
    expect(estreito.body.totalElementsLimited).toBeUndefined();
    // an exact count pages among the ids it read, in the list order
    const [p0, p1] = [await lista('%20100&page=0&size=5'), await lista('%20100&page=1&size=5')];
    expect([...nomes(p0), ...nomes(p1)]).toEqual(
      ['100', '1000', '1001', '1002', '1003', '1004', '1005'].map((n) => `Contagem Limitada ${n}`),
    );
    expect(p1.body.totalElements).toBe(7);
    expect((await lista('%20zzz&page=0&size=5')).body).toMatchObject({ content: [], totalElements: 0 });
    await t.sql.query(`DELETE FROM candidato WHERE nome LIKE 'Contagem Limitada %'`);
  });
  it('answers a CV search of few matches in name order from their ids: pages, company, renames', async () => {
    const criar = (c: Client, cargo: unknown, nome: string) =>
      created(c, CANDIDATOS, { nome, cargos: [cargo], ocrTexto: 'Marchetaria fina e restauro.' });
    const zeca = await criar(admin, b.cargo, 'Zeca Marcheteiro');
    await criar(admin, b.cargo, 'Ábner Marcheteiro');
    await criar(admin, b.cargo, 'bruno Marcheteiro');
    await criar(other, outra.cargo, 'Outra Empresa Marcheteira');
    const lista = (c: Client, q: string) => c.get(`${CANDIDATOS}?curriculo=marchetaria&${q}`);
    const nomes = (res: { body: { content: { nome: string }[] } }) => res.body.content.map((c) => c.nome);
    // the folded name orders them (accents and case ignored); the other company's candidate is not counted
    const todos = await lista(admin, 'page=0&size=15');
    expect(nomes(todos)).toEqual(['Ábner Marcheteiro', 'bruno Marcheteiro', 'Zeca Marcheteiro']);
    expect(todos.body).toMatchObject({ totalElements: 3, totalPages: 1 });
    expect(todos.body.totalElementsLimited).toBeUndefined();
    const segunda = await lista(admin, 'page=1&size=2');
    expect(nomes(segunda)).toEqual(['Zeca Marcheteiro']);
    expect(segunda.body).toMatchObject({ totalElements: 3, totalPages: 2, number: 1 });
    expect((await lista(admin, 'page=5&size=2')).body).toMatchObject({ content: [], totalElements: 3 });
    expect(nomes(await lista(other, 'page=0&size=15'))).toEqual(['Outra Empresa Marcheteira']);
    // another order, or another filter with it, reads the candidates again: the same matches
    expect(nomes(await lista(admin, 'page=0&size=15&sort=nome,desc'))).toEqual([
      'Zeca Marcheteiro',
      'bruno Marcheteiro',
      'Ábner Marcheteiro',
    ]);
    expect(nomes(await lista(admin, 'page=0&size=15&nome=zeca'))).toEqual(['Zeca Marcheteiro']);
    // a renamed candidate takes its new place in the order; a cleared CV leaves the search
    const renomeado = { nome: 'Aarão Marcheteiro', cargos: [b.cargo], ocrTexto: 'Marchetaria fina.' };
    expect((await admin.put(`${CANDIDATOS}/${zeca.id}`, renomeado)).status).toBe(200);
    expect(nomes(await lista(admin, 'page=0&size=15'))).toEqual([
      'Aarão Marcheteiro',
      'Ábner Marcheteiro',
      'bruno Marcheteiro',
    ]);
    const semCv = { nome: 'Aarão Marcheteiro', cargos: [b.cargo] };
    expect((await admin.put(`${CANDIDATOS}/${zeca.id}`, semCv)).status).toBe(200);
    expect((await lista(admin, 'page=0&size=15')).body.totalElements).toBe(2);
  });
  it('searches a CV word of more than POUCOS_CURRICULOS candidates as one of few, in the same order', async () => {
    // a word in 2,001 CVs goes through the subquery; the same word with a rarer one through the ids
    const empresaId = (await admin.get('/api/userinfo')).body.empresa.id as number;
    await t.sql.query(
      `INSERT INTO candidato (empresa_id, nome, ocr_texto) SELECT $1, 'Busca Ampla ' || n,
         'Pintura predial' || CASE WHEN n % 500 = 0 THEN ' e textura grafiato' ELSE '' END
       FROM generate_series(1, $2::int + 1) n`,
      [empresaId, POUCOS_CURRICULOS],
    );
    const nomes = async (q: string) =>
      ((await admin.get(`${CANDIDATOS}?page=0&size=15&${q}`)).body.content as { nome: string }[]).map(
        (c) => c.nome,
      );
    const amplo = await admin.get(`${CANDIDATOS}?page=0&size=15&curriculo=pintura`);
    expect(amplo.body.totalElementsLimited).toBe(true);
    // the list order is the folded name: 'Busca Ampla 1', 'Busca Ampla 10', 'Busca Ampla 100'…
    const ordem = await t.sql.query<{ nome: string }>(
      `SELECT nome FROM candidato WHERE empresa_id = $1 AND nome LIKE 'Busca Ampla %'
        ORDER BY nome__busca, id LIMIT 15`,
      [empresaId],
    );
    expect(amplo.body.content.map((c: { nome: string }) => c.nome)).toEqual(ordem.rows.map((r) => r.nome));
    expect(await nomes('curriculo=pintura%20grafiato')).toEqual([
      'Busca Ampla 1000',
      'Busca Ampla 1500',
      'Busca Ampla 2000',
      'Busca Ampla 500',
    ]);
    expect(await nomes('curriculo=grafiato%20-pintura')).toEqual([]);
    await t.sql.query(`DELETE FROM candidato WHERE nome LIKE 'Busca Ampla %'`);
  });
  it('tells a CV search of many sparse matches from the parts of the CV index, and counts as usual when it cannot', async () => {
    // a word in 2,400 of 14,400 CVs: more than POUCOS_CURRICULOS, rarer than a fifth of them (migration 034)
    const empresaId = (await admin.get('/api/userinfo')).body.empresa.id as number;
    const outraId = (await other.get('/api/userinfo')).body.empresa.id as number;
    await t.sql.query(
      `INSERT INTO candidato (empresa_id, nome, ocr_texto) SELECT $1, 'Busca Partes ' || n,
         CASE WHEN n % 6 = 0 THEN 'Xilogravura artesanal' ELSE 'Atendimento ao público' END
       FROM generate_series(1, 14400) n`,
      [empresaId],
    );
    await t.sql.query('ANALYZE candidato_curriculo_busca');
    const partes = async () =>
      Number(
        (
          await t.sql.query<{ n: string }>(
            `SELECT coalesce(sum(idx_scan), 0) AS n FROM pg_stat_user_indexes
              WHERE indexrelname LIKE 'ix_candidato_curriculo_busca_parte%'`,
          )
        ).rows[0]!.n,
      );
    const antes = await partes();
    const lista = (q: string) => admin.get(`${CANDIDATOS}?curriculo=xilogravura&${q}`);
    const nomes = (res: { body: { content: { nome: string }[] } }) => res.body.content.map((c) => c.nome);
    const ordem = async (offset: number) =>
      (
        await t.sql.query<{ nome: string }>(
          `SELECT nome FROM candidato WHERE empresa_id = $1 AND ocr_texto LIKE 'Xilogravura%'
            ORDER BY nome__busca, id OFFSET $2 LIMIT 15`,
          [empresaId, offset],
        )
      ).rows.map((r) => r.nome);
    const primeira = await lista('page=0&size=15');
    expect(primeira.body).toMatchObject({ totalElements: 1001, totalElementsLimited: true, totalPages: 67 });
    expect(nomes(primeira)).toEqual(await ordem(0));
    // the list read the parts (the server flushes its statistics within seconds)
    await expect.poll(partes, { timeout: 15000, interval: 200 }).toBeGreaterThan(antes);
    // a later page, and another order counted the usual way: the same total
    const sexta = await lista('page=5&size=15');
    expect(sexta.body).toMatchObject({ totalElements: 1001, totalElementsLimited: true, number: 5 });
    expect(nomes(sexta)).toEqual(await ordem(75));
    expect((await lista('page=0&size=15&sort=id,desc')).body).toMatchObject({
      totalElements: 1001,
      totalElementsLimited: true,
    });
    // the function itself, part by part
    const maisQue = async (limite: number) =>
      (
        await t.sql.query<{ r: boolean }>('SELECT gente_curriculo_mais_que($1, $2, $3) AS r', [
          'xilogravura',
          limite,
          empresaId,
        ])
      ).rows[0]!.r;
    expect(await maisQue(1000)).toBe(true);
    expect(await maisQue(2399)).toBe(true);
    expect(await maisQue(2400)).toBe(false);
    // the first step: 'partes' only where parts pay (not a company with few CVs, a frequent word, an OR,
    // fewer matches expected than twice the limit, a list without a limit)
    const passo = async (termos: string, limite: number | null, empresa = empresaId) =>
      (
        await t.sql.query<{ r: string | null }>('SELECT gente_curriculo_busca($1, $2, $3, $4) AS r', [
          termos,
          POUCOS_CURRICULOS,
          limite,
          empresa,
        ])
      ).rows[0]!.r;
    expect(await passo('xilogravura', 1000)).toBe('partes');
    expect(await passo('xilogravura', 1000, outraId)).toBeNull();
    expect(await passo('atendimento', 1000)).toBeNull();
    expect(await passo('xilogravura OR marchetaria', 1000)).toBeNull();
    expect(await passo('xilogravura', 1300)).toBeNull(); // 2,400 expected, fewer than 2 × 1,301
    expect(await passo('xilogravura', null)).toBeNull();
    // with a name the words serve, the step counts the name and the CV together instead of asking about parts;
    // a name they cannot serve (a space) leaves the answer as without one
    const comNome = async (nome: string) =>
      (
        await t.sql.query<{ r: string | null; total: number | null }>(
          'SELECT b.r, b.total FROM gente_curriculo_busca($1, $2, $3, $4, $5, 15) b',
          ['xilogravura', POUCOS_CURRICULOS, 1000, empresaId, nome],
        )
      ).rows[0];
    expect(await comNome('partes')).toEqual({ r: null, total: 1001 });
    expect(await comNome('busca partes')).toEqual({ r: 'partes', total: null });
    // statistics gone stale (2,000 of the 2,400 deleted, not analyzed again): the parts are read to the
    // end, find 400, and the list counts them exactly
    await t.sql.query(
      `DELETE FROM candidato WHERE id IN (SELECT id FROM candidato WHERE nome LIKE 'Busca Partes %'
         AND ocr_texto LIKE 'Xilogravura%' ORDER BY id LIMIT 2000)`,
    );
    expect(await maisQue(1000)).toBe(false);
    const poucos = await lista('page=0&size=15');
    expect(poucos.body.totalElements).toBe(400);
    expect(poucos.body.totalElementsLimited).toBeUndefined();
    await t.sql.query(`DELETE FROM candidato WHERE nome LIKE 'Busca Partes %'`);
  });
});
