// The audit trail is no way around a register's read authority (issue 25): without ROLE_SST_SAUDE, the entries
// of a medical record keep only that something was done there, when, by whom and from where — no record id,
// no changes (who the patient is, the date, the physician, the clinical text). With the authority, or for a
// register the user reads, the entry is whole. The record's own history stays behind the register's read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, created, startTestApp, type TestApp } from '../../helpers/test-app.ts';

const LOG = '/api/utilitario/log';
let t: TestApp;
let admin: Client;
let semSaude: Client;
let comSaude: Client;
let colaboradorId: number;
let prontuarioId: number;

async function usuario(cpf: string, permissoes: string[]) {
  const perfil = await created(admin, '/api/utilitario/perfis', { nome: `Perfil ${cpf}`, permissoes });
  await created(admin, '/api/utilitario/usuarios', {
    nome: `Usuário ${cpf}`,
    cpf,
    senha: 'senha-de-teste-9',
    empresas: [1],
    perfis: [perfil.id],
  });
  const c = new Client(t.app);
  await c.login(cpf, 'senha-de-teste-9', 1);
  return c;
}

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  colaboradorId = (
    await created(admin, '/api/cargo-salario/colaboradores', {
      nome: 'Paciente Souza',
      dataAdmissao: '2024-01-10',
    })
  ).id;
  prontuarioId = (
    await created(admin, '/api/sst/prontuarios', {
      colaborador: { id: colaboradorId },
      data: '2025-03-10',
      tipoAtendimento: 'CONSULTA',
      anamnese: 'Hipertensão arterial em acompanhamento.',
      observacoes: 'Encaminhada ao cardiologista.',
    })
  ).id;
  const upd = await admin.put(`/api/sst/prontuarios/${prontuarioId}`, {
    colaborador: { id: colaboradorId },
    data: '2025-03-11',
    tipoAtendimento: 'RETORNO',
    anamnese: 'Pressão controlada.',
  });
  expect(upd.status).toBe(200);
  semSaude = await usuario('86288366757', ['ROLE_UTILITARIO', 'ROLE_SST', 'ROLE_CARGO_SALARIO']);
  comSaude = await usuario('12345678909', ['ROLE_UTILITARIO', 'ROLE_SST_SAUDE']);
});
afterAll(() => t?.close());

const doProntuario = (body: any) =>
  body.content.filter((e: { cadastro: string }) => e.cadastro === 'sst/prontuarios');

describe('the audit trail of a health register', () => {
  it('without ROLE_SST_SAUDE: the entries are there, masked whole (no record, no changes)', async () => {
    const res = await semSaude.get(`${LOG}?size=200`);
    expect(res.status).toBe(200);
    const entradas = doProntuario(res.body);
    expect(entradas).toHaveLength(2);
    for (const [e, operacao] of [
      [entradas[0], 'update'],
      [entradas[1], 'create'],
    ] as const)
      expect(e).toEqual({
        id: expect.any(Number),
        em: expect.any(String),
        usuario: { id: 1, nome: expect.any(String) },
        ip: expect.anything(),
        cadastro: 'sst/prontuarios',
        cadastroLabel: 'Prontuário',
        registroId: null,
        operacao,
        operacaoLabel: operacao === 'create' ? 'Inclusão' : 'Alteração',
        alteracoes: [],
        restrito: true,
      });
    // nothing of the record anywhere in the answer: the dates, the kind of visit, the masked fields
    const texto = JSON.stringify(entradas);
    for (const nada of ['colaborador', '2025-03-1', 'CONSULTA', 'RETORNO', 'anamnese', '***'])
      expect(texto).not.toContain(nada);
    // filtered by the register or the record, still masked
    const filtrado = await semSaude.get(`${LOG}?cadastro=sst/prontuarios&registroId=${prontuarioId}`);
    expect(filtrado.body.totalElements).toBe(2);
    expect(
      filtrado.body.content.every(
        (e: any) => e.restrito && e.registroId === null && e.alteracoes.length === 0,
      ),
    ).toBe(true);
  });

  it('without ROLE_SST_SAUDE, registers the user reads stay whole', async () => {
    const res = await semSaude.get(`${LOG}?cadastro=cargo-salario/colaboradores&registroId=${colaboradorId}`);
    expect(res.body.content).toHaveLength(1);
    expect(res.body.content[0]).toMatchObject({ registroId: colaboradorId, operacao: 'create' });
    expect(res.body.content[0].restrito).toBeUndefined();
    expect(res.body.content[0].alteracoes).toEqual(
      expect.arrayContaining([{ campo: 'nome', para: 'Paciente Souza' }]),
    );
  });

  it('with ROLE_SST_SAUDE: the whole entry (health fields still ***)', async () => {
    const res = await comSaude.get(`${LOG}?cadastro=sst/prontuarios&registroId=${prontuarioId}`);
    const [alteracao, inclusao] = res.body.content;
    expect(inclusao).toMatchObject({ registroId: prontuarioId, operacao: 'create' });
    expect(inclusao.restrito).toBeUndefined();
    expect(inclusao.alteracoes).toEqual(
      expect.arrayContaining([
        { campo: 'colaborador', para: colaboradorId },
        { campo: 'tipoAtendimento', para: 'CONSULTA' },
        { campo: 'anamnese', para: '***' },
      ]),
    );
    expect(alteracao.alteracoes).toEqual(
      expect.arrayContaining([{ campo: 'tipoAtendimento', de: 'CONSULTA', para: 'RETORNO' }]),
    );
    // and the installation administrator (every authority)
    expect((await admin.get(`${LOG}?cadastro=sst/prontuarios`)).body.content[0].registroId).toBe(
      prontuarioId,
    );
  });

  it("the record's own history needs the register's read authority", async () => {
    const url = `/api/sst/prontuarios/${prontuarioId}/historico-alteracoes`;
    expect((await semSaude.get(url)).body).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Não autorizado.',
    });
    const res = await comSaude.get(url);
    expect(res.body.content.map((e: any) => [e.registroId, e.operacao])).toEqual([
      [prontuarioId, 'update'],
      [prontuarioId, 'create'],
    ]);
  });
});
