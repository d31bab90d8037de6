// The selection process: candidates enter approved, open requests; moves through the stages write the
// history and the current stage; the board; situations; the hire into an employee (one transaction).
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
import {
  type Base,
  CANDIDATOS,
  candidatoCompleto,
  SOLICITACOES,
  seedCaptacao,
  solicitacao,
} from './fixtures.ts';

const LUGARES = '/api/captacao/candidatos-solicitacao';

let t: TestApp;
let admin: Client;
let other: Client;
let b: Base;
let outra: Base;

const hoje = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

async function aprovada(extra: Record<string, unknown> = {}) {
  const s = await created(admin, SOLICITACOES, solicitacao(b, extra));
  expect((await admin.put(`${SOLICITACOES}/${s.id}/libera`, {})).status).toBe(200);
  return s.id as number;
}
const candidato = async (nome: string, extra: Record<string, unknown> = {}) =>
  (await created(admin, CANDIDATOS, { nome, cargos: [b.cargo], ...extra })).id as number;
const incluir = (solicitacaoId: number, candidatosIds: number[]) =>
  admin.post(`${LUGARES}/lote?solicitacaoId=${solicitacaoId}`, { candidatosIds });
const mover = (lugar: number, body: Record<string, unknown>) =>
  admin.post(`${LUGARES}/${lugar}/movimentar`, body);

beforeAll(async () => {
  t = await startTestApp();
  admin = new ApiClient(t.app);
  await admin.login();
  b = await seedCaptacao(admin);
  ({ client: other } = await createCompanyWithUser(admin, 'Empresa B', '11144477735'));
  outra = await seedCaptacao(other, ' B');
});
afterAll(async () => t?.close());

describe('entering the process', () => {
  it('refuses candidates in a request not yet approved, and stores nothing', async () => {
    const s = await created(admin, SOLICITACOES, solicitacao(b));
    const c = await candidato('Ana');
    const before = await countRows(t, 'candidato_solicitacao');
    const res = await incluir(s.id, [c]);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'A solicitação precisa estar aprovada e aberta para incluir ou movimentar candidatos.',
    );
    expect(await countRows(t, 'candidato_solicitacao')).toBe(before);
  });

  it('puts candidates at screening, skipping those already in, and refuses other companies’ ids', async () => {
    const s = await aprovada();
    const [c1, c2] = [await candidato('Bia'), await candidato('Caio')];
    const res = await incluir(s, [c1, c2]);
    expect(res.status).toBe(201);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({ situacao: 'EM_PROCESSO', origem: 'I', dataInclusao: hoje() });
    expect(res.body[0].etapaSeletiva).toBeUndefined();
    expect((await incluir(s, [c1])).body).toEqual([]);
    const daOutra = (await created(other, CANDIDATOS, { nome: 'Zé', cargos: [outra.cargo] })).id;
    const before = await countRows(t, 'candidato_solicitacao');
    expectFieldError(await incluir(s, [daOutra]), 'candidatosIds', 'Candidato: registro não encontrado.');
    const outraSolicitacao = await created(other, SOLICITACOES, solicitacao(outra));
    expectFieldError(
      await incluir(outraSolicitacao.id, [c1]),
      'solicitacaoId',
      'Solicitação de Pessoal: registro não encontrado.',
    );
    expectFieldError(await incluir(s, []), 'candidatosIds', 'Selecione ao menos um candidato');
    expect(await countRows(t, 'candidato_solicitacao')).toBe(before);
  });

  it('links one candidate to several requests (spec candidate-to-request link), with its rules', async () => {
    const [s1, s2] = [await aprovada({ descricao: 'Loja 1' }), await aprovada({ descricao: 'Loja 2' })];
    const c = await candidato('Davi');
    const abertas = (await admin.get(`${SOLICITACOES}/candidato?candidatoId=${c}`)).body as { id: number }[];
    expect(abertas.map((x) => x.id)).toEqual(expect.arrayContaining([s1, s2]));
    const url = `${SOLICITACOES}/candidato/${c}`;
    expectFieldError(
      await admin.post(url, { empresaId: 1, candidatoId: c, solicitacoesIds: [] }),
      'solicitacoesIds',
      'Selecione ao menos uma Solicitação de Pessoal',
    );
    expectFieldError(
      await admin.post(url, { candidatoId: c, solicitacoesIds: [s1] }),
      'empresaId',
      'Empresa é obrigatória',
    );
    expectFieldError(
      await admin.post(url, { empresaId: 1, solicitacoesIds: [s1] }),
      'candidatoId',
      'Candidato é obrigatório',
    );
    const res = await admin.post(url, { empresaId: 1, candidatoId: c, solicitacoesIds: [s1, s2] });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    const depois = (await admin.get(`${SOLICITACOES}/candidato?candidatoId=${c}`)).body as { id: number }[];
    expect(depois.map((x) => x.id)).not.toContain(s1);
    expect((await admin.get(`${SOLICITACOES}/candidato/999`)).status).toBe(404);
  });
});

describe('moving through the stages', () => {
  it('writes the history, keeps the current stage and shows it on the board', async () => {
    const s = await aprovada();
    const c = await candidato('Eva');
    const [lugar] = (await incluir(s, [c])).body;
    const m1 = await mover(lugar.id, {
      etapaSeletiva: { id: b.etapas[0] },
      resultado: 'APROVADO',
      data: '2026-10-05',
    });
    expect(m1.status).toBe(201);
    expect(m1.body).toMatchObject({ etapaSeletiva: { id: b.etapas[0] }, situacao: 'EM_PROCESSO' });
    const m2 = await mover(lugar.id, { etapaSeletiva: { id: b.etapas[1] }, observacao: 'Boa comunicação' });
    expect(m2.body).toMatchObject({ etapaSeletiva: { id: b.etapas[1] } });
    expect(m2.body.historico).toMatchObject({ data: hoje(), resultado: 'PENDENTE', responsavel: { id: 1 } });

    const quadro = (await admin.get(`${SOLICITACOES}/${s}/quadro`)).body;
    expect(quadro.etapas.map((e: { nome: string }) => e.nome)).toEqual([
      'Triagem de currículos',
      'Entrevista com o RH',
      'Entrevista com o gestor',
    ]);
    expect(quadro.cartoes).toEqual([
      expect.objectContaining({
        candidato: { id: c, nome: 'Eva' },
        etapaSeletiva: { id: b.etapas[1] },
        ultimaMovimentacao: { id: expect.any(Number), data: hoje(), resultado: 'PENDENTE' },
      }),
    ]);
    const historico = (await admin.get(`${LUGARES}/${lugar.id}/historico`)).body;
    expect(quadro.cartoes[0].ultimaMovimentacao.id).toBe(historico[0].id); // the last move, listed first
    expect(historico.map((h: { etapaSeletiva: { nome: string } }) => h.etapaSeletiva.nome)).toEqual([
      'Entrevista com o RH',
      'Triagem de currículos',
    ]);
    expect((await admin.get(`/api/captacao/historicos-candidato/candidato/${c}`)).body).toHaveLength(2);
  });

  it('marks a failed result as REPROVADO, and a later move back in process', async () => {
    const s = await aprovada();
    const [lugar] = (await incluir(s, [await candidato('Fábio')])).body;
    const r = await mover(lugar.id, { etapaSeletiva: { id: b.etapas[0] }, resultado: 'REPROVADO' });
    expect(r.body.situacao).toBe('REPROVADO');
    const ok = await mover(lugar.id, { etapaSeletiva: { id: b.etapas[1] }, resultado: 'APROVADO' });
    expect(ok.body.situacao).toBe('EM_PROCESSO');
  });

  it('refuses moves in a suspended request, to another company’s stage, or dated in the future', async () => {
    const s = await aprovada();
    const [lugar] = (await incluir(s, [await candidato('Gil')])).body;
    const before = await countRows(t, 'historico_candidato');
    expectFieldError(await mover(lugar.id, {}), 'etapaSeletiva', 'Etapa Seletiva é obrigatória');
    expectFieldError(
      await mover(lugar.id, { etapaSeletiva: { id: b.etapas[0] }, data: '2199-01-01' }),
      'data',
      'A data da movimentação não pode ser posterior à data atual.',
    );
    const estranha = await mover(lugar.id, { etapaSeletiva: { id: outra.etapas[0] } });
    expect(estranha.status).toBe(400);
    await admin.put(`${SOLICITACOES}/${s}/suspende`, undefined);
    const suspensa = await mover(lugar.id, { etapaSeletiva: { id: b.etapas[0] } });
    expect(suspensa.status).toBe(409);
    expect(await countRows(t, 'historico_candidato')).toBe(before);
  });

  it('sets situations, and keeps places of other companies out of reach', async () => {
    const s = await aprovada();
    const [lugar] = (await incluir(s, [await candidato('Hana')])).body;
    const res = await admin.put(`${LUGARES}/${lugar.id}/situacao`, {
      situacao: 'DESISTENTE',
      observacao: 'Aceitou outra proposta',
    });
    expect(res.body).toMatchObject({ situacao: 'DESISTENTE', observacao: 'Aceitou outra proposta' });
    expectFieldError(
      await admin.put(`${LUGARES}/${lugar.id}/situacao`, { situacao: 'CONTRATADO' }),
      'situacao',
      'Situação: valor inválido.',
    );
    expect(
      (await other.post(`${LUGARES}/${lugar.id}/movimentar`, { etapaSeletiva: { id: outra.etapas[0] } }))
        .status,
    ).toBe(404);
    expect((await other.get(`${SOLICITACOES}/${s}/quadro`)).status).toBe(404);
  });
});

describe('hiring', () => {
  it('creates the employee with the admission at the vacancy, marks the candidate and the place, in one go', async () => {
    const s = await aprovada();
    const c = (
      await created(
        admin,
        CANDIDATOS,
        candidatoCompleto(b, {
          cpf: '12345678909',
          pessoal: { dataNascimento: '1995-04-10', sexo: 'F', escolaridade: '09', possuiParentes: false },
        }),
      )
    ).id;
    const [lugar] = (await incluir(s, [c])).body;
    const res = await admin.post(`${CANDIDATOS}/${c}/contratar`, {
      dataAdmissao: '2026-11-02',
      solicitacaoId: s,
      matricula: '0042',
    });
    expect(res.status).toBe(201);
    const colab = (await admin.get(`/api/cargo-salario/colaboradores/${res.body.colaborador.id}`)).body;
    expect(colab).toMatchObject({
      nome: 'Ana Souza',
      cpf: '12345678909',
      matricula: '0042',
      dataAdmissao: '2026-11-02',
      pessoal: { dataNascimento: '1995-04-10', sexo: 'F', escolaridade: '09' },
      endereco: { logradouro: 'Av. Paulista', cidade: { id: 3550308 } },
      contato: { email: 'ana@exemplo.com.br' },
    });
    const hist = (await admin.get(`/api/cargo-salario/colaboradores/${colab.id}/historicos`)).body;
    expect(hist).toEqual([
      expect.objectContaining({
        data: '2026-11-02',
        motivo: 'A',
        areaOrganizacional: expect.objectContaining({ id: b.area }),
        faixaSalarial: expect.objectContaining({ id: b.faixa }),
        estabelecimento: expect.objectContaining({ id: b.estabelecimento }),
      }),
    ]);
    expect((await admin.get(`${CANDIDATOS}/${c}`)).body).toMatchObject({
      contratado: true,
      disponivel: false,
      colaborador: { id: colab.id },
      jaFoiColaborador: true,
    });
    expect((await admin.get(`${LUGARES}/${lugar.id}`)).body.situacao).toBe('CONTRATADO');
    expect((await admin.get(`${SOLICITACOES}/${s}`)).body.qtdVagasPreenchidas).toBe(1);

    const again = await admin.post(`${CANDIDATOS}/${c}/contratar`, { dataAdmissao: '2026-11-02' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Este candidato já foi contratado.');
    expect((await mover(lugar.id, { etapaSeletiva: { id: b.etapas[0] } })).status).toBe(409);
    expect((await admin.del(`${LUGARES}/${lugar.id}`)).status).toBe(409);
  });

  it('refuses a hire into a request the candidate is not in, or a CPF already employed, storing nothing', async () => {
    const s = await aprovada();
    const c = await candidato('Ivo', { cpf: '11122233396' });
    const before = await countRows(t, 'colaborador');
    expectFieldError(
      await admin.post(`${CANDIDATOS}/${c}/contratar`, { dataAdmissao: '2026-11-02', solicitacaoId: s }),
      'solicitacaoId',
      'O candidato não está nesta solicitação.',
    );
    expectFieldError(
      await admin.post(`${CANDIDATOS}/${c}/contratar`, {}),
      'dataAdmissao',
      'Data de Admissão é obrigatória',
    );
    await created(admin, '/api/cargo-salario/colaboradores', {
      nome: 'Ivo',
      cpf: '11122233396',
      dataAdmissao: '2020-01-01',
    });
    const dup = await admin.post(`${CANDIDATOS}/${c}/contratar`, { dataAdmissao: '2026-11-02' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Já existe um talento com este CPF nesta empresa: abra o cadastro dele.');
    expect(await countRows(t, 'colaborador')).toBe(before + 1);
    expect((await admin.get(`${CANDIDATOS}/${c}`)).body.contratado).toBe(false);
  });
});
