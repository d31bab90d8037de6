// Smaller recruitment endpoints: how-you-heard counts, job ads (applications count, e-mail), reason options,
// the job headcount limit of a request, and the CEP lookup from what the installation knows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError } from '../../helpers/expect.ts';
import {
  Client as ApiClient,
  type Client,
  countRows,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';
import { type Base, CANDIDATOS, SOLICITACOES, seedCaptacao, solicitacao } from './fixtures.ts';

let t: TestApp;
let admin: Client;
let other: Client;
let b: Base;
let outra: Base;

beforeAll(async () => {
  t = await startTestApp();
  admin = new ApiClient(t.app);
  await admin.login();
  b = await seedCaptacao(admin);
  ({ client: other } = await createCompanyWithUser(admin, 'Empresa B', '11144477735'));
  outra = await seedCaptacao(other, ' B');
});
afterAll(async () => t?.close());

it('counts candidates per how-you-heard channel, with the percentage of those who told', async () => {
  const jornal = await created(admin, '/api/captacao/como-ficou-sabendo-vaga', { nome: 'Jornal' });
  const site = await created(admin, '/api/captacao/como-ficou-sabendo-vaga', { nome: 'Site' });
  for (const [nome, canal] of [
    ['A', jornal.id],
    ['B', site.id],
    ['C', site.id],
    ['D', undefined],
  ] as const)
    await created(admin, CANDIDATOS, {
      nome,
      cargos: [b.cargo],
      ...(canal ? { comoFicouSabendoVaga: { id: canal } } : {}),
    });
  await created(other, CANDIDATOS, { nome: 'E', cargos: [outra.cargo] });
  const lista = (await admin.get('/api/captacao/como-ficou-sabendo-vaga?sort=nome,asc')).body;
  expect(lista).toEqual([
    expect.objectContaining({ nome: 'Jornal', qtd: 1, percentual: 33.33 }),
    expect.objectContaining({ nome: 'Site', qtd: 2, percentual: 66.67 }),
  ]);
});

describe('job ads', () => {
  it('refuses the §5 rules and stores nothing', async () => {
    const s = await created(admin, SOLICITACOES, solicitacao(b));
    const before = await countRows(t, 'anuncio');
    const res = await admin.post('/api/captacao/anuncios', {
      solicitacao: { id: s.id },
      titulo: 't'.repeat(101),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'titulo', message: 'Título deve ter no máximo 100 caracteres.' },
        { field: 'descricao', message: 'Descrição é obrigatória' },
      ]),
    );
    expect(await countRows(t, 'anuncio')).toBe(before);
  });

  it('counts portal applications and mails the ad with its portal link', async () => {
    const s = await created(admin, SOLICITACOES, solicitacao(b));
    await admin.put(`${SOLICITACOES}/${s.id}/libera`, {});
    const a = await created(admin, '/api/captacao/anuncios', {
      solicitacao: { id: s.id },
      titulo: 'Vendedor(a) — Loja Centro',
      descricao: 'Atendimento ao cliente e vendas.',
    });
    expect(a).toMatchObject({ exibirModuloExterno: true, qtdCandidaturas: 0, diasEsperaNovaAplicacao: 0 });
    const c = await created(admin, CANDIDATOS, { nome: 'Portal', cargos: [b.cargo] });
    await admin.post(`/api/captacao/candidatos-solicitacao/lote?solicitacaoId=${s.id}`, {
      candidatosIds: [c.id],
    });
    await t.sql.query(`UPDATE candidato_solicitacao SET origem = 'E' WHERE candidato_id = $1`, [c.id]);
    expect((await admin.get(`/api/captacao/anuncios/${a.id}`)).body.qtdCandidaturas).toBe(1);
    expect((await admin.get(`${SOLICITACOES}/${s.id}/anuncio`)).body.id).toBe(a.id);

    const url = `/api/captacao/anuncios/${a.id}/email`;
    expectFieldError(await admin.post(url, { emails: [] }), 'emails', 'Informe ao menos um e-mail');
    expectFieldError(await admin.post(url, { emails: ['nao-e-email'] }), 'emails.0', 'E-mail inválido.');
    const before = await countRows(t, 'email_saida');
    const res = await admin.post(url, {
      emails: ['amiga@exemplo.com.br', 'amigo@exemplo.com.br'],
      mensagem: 'Veja esta vaga!',
    });
    expect(res.body).toEqual({ enviados: 2 });
    expect(await countRows(t, 'email_saida')).toBe(before + 2);
    const { rows } = await t.sql.query('SELECT assunto, texto FROM email_saida ORDER BY id DESC LIMIT 1');
    expect(rows[0].assunto).toBe('Vaga: Vendedor(a) — Loja Centro — Empresa Padrão');
    expect(rows[0].texto).toContain(`/externo/anuncios/${a.id}?empresaId=1`);
    expect(rows[0].texto).toContain('Veja esta vaga!');
    expect((await other.post(url, { emails: ['x@exemplo.com'] })).status).toBe(404);
  });
});

it('lists the reasons as options', async () => {
  expect((await admin.get('/api/captacao/motivos-solicitacao/options')).body).toEqual([
    { value: b.motivo, label: 'Aumento de quadro' },
  ]);
});

describe('validarLimiteCargo', () => {
  it('compares the limit with employees in force and open requests when the reason counts them', async () => {
    const url = (id = 0) => `${SOLICITACOES}/validarLimiteCargo/${id}`;
    const corpo = (quantidade: number, motivo = b.motivo) => ({
      areaOrganizacional: { id: b.area },
      faixaSalarial: { id: b.faixa },
      motivoSolicitacao: { id: motivo },
      quantidade,
    });
    expect((await admin.post(url(), corpo(5))).body).toEqual({
      permitido: true,
      limite: null,
      considerado: false,
    });
    const conta = await created(admin, '/api/captacao/motivos-solicitacao', {
      descricao: 'Substituição',
      considerarQtdColaboradoresPorCargo: true,
    });
    await created(admin, '/api/utilitario/configuracoes-limite-colaborador', {
      areaOrganizacional: { id: b.area },
      cargo: { id: b.cargo },
      limite: 3,
    });
    const colab = await created(admin, '/api/cargo-salario/colaboradores', {
      nome: 'Rui',
      dataAdmissao: '2025-02-01',
    });
    await created(admin, '/api/cargo-salario/historicos-colaboradores', {
      colaborador: { id: colab.id },
      data: '2025-02-01',
      areaOrganizacional: { id: b.area },
      faixaSalarial: { id: b.faixa },
      tipoSalario: 1,
    });
    await created(
      admin,
      SOLICITACOES,
      solicitacao(b, { quantidade: 1, motivoSolicitacao: { id: conta.id } }),
    );
    expect((await admin.post(url(), corpo(1, conta.id))).body).toMatchObject({
      permitido: true,
      limite: 3,
      ocupados: 1,
      solicitados: 1,
    });
    const excede = (await admin.post(url(), corpo(2, conta.id))).body;
    expect(excede).toMatchObject({ permitido: false, limite: 3 });
    expect(excede.mensagem).toBe(
      'O limite de 3 talento(s) do cargo Vendedor na área Comercial seria ultrapassado: 2 já ocupado(s) ou solicitado(s).',
    );
    const daOutra = await created(other, SOLICITACOES, solicitacao(outra));
    expect((await admin.post(url(daOutra.id), corpo(1, conta.id))).status).toBe(404);
    expect((await admin.post(url(), { ...corpo(1), faixaSalarial: { id: outra.faixa } })).status).toBe(400);
  });
});

describe('CEP lookup', () => {
  it('answers the known address of the CEP, the city of its region, or its state', async () => {
    await created(admin, CANDIDATOS, {
      nome: 'Morador',
      cargos: [b.cargo],
      endereco: {
        cep: '60160230',
        logradouro: 'Rua Silva Paulet',
        numero: '10',
        bairro: 'Meireles',
        uf: { id: 23 },
        cidade: { id: 2304400 },
      },
    });
    expect((await admin.get('/api/geral/cep?cep=60160-230')).body).toEqual({
      cep: '60160230',
      logradouro: 'Rua Silva Paulet',
      bairro: 'Meireles',
      uf: { id: 23, nome: 'Ceará', sigla: 'CE' },
      cidade: { id: 2304400, nome: 'Fortaleza' },
      fonte: 'cadastros',
    });
    expect((await admin.get('/api/geral/cep?cep=60160999')).body).toMatchObject({
      logradouro: null,
      cidade: { id: 2304400, nome: 'Fortaleza' },
      fonte: 'regiao',
    });
    expect((await admin.get('/api/geral/cep?cep=90010000')).body).toMatchObject({
      uf: { sigla: 'RS' },
      cidade: null,
      fonte: 'faixa',
    });
    expect((await other.get('/api/geral/cep?cep=60160230')).body.fonte).toBe('faixa');
    expectFieldError(await admin.get('/api/geral/cep?cep=123'), 'cep', 'Cep inválido.');
  });
});
