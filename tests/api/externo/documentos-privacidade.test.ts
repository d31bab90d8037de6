// The candidate's documents (spec §3 Candidate document, §5: descricao max 100, date required, attachment
// required on creation) and privacy (LGPD): the policy acceptance blocks the portal until given, is stored
// with date, time, address and version; the data download; the deletion request that reaches the
// recruiters, who answer it in the console (Atendida deletes the candidate).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError, expectFieldErrors } from '../../helpers/expect.ts';
import { Client, countRows, created, startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { type Base, seedCaptacao } from '../captacao/fixtures.ts';
import { Candidate, candidatoComSenha, EXTERNO, JPEG, PDF, postMultipart } from './helpers.ts';

const ANA = '39053344705';
const BRUNO = '15350946056';
const ACEITE = 'Você precisa aceitar o Termo de Privacidade e Política de Segurança.';
let t: TestApp;
let admin: Client;
let b: Base;
let ana: { id: number };
let c: Candidate;

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  b = await seedCaptacao(admin);
  ana = await candidatoComSenha(admin, b, ANA, 'senha-da-ana');
  c = new Candidate(t.app);
  await c.login(ANA, 'senha-da-ana', 1);
}, 120_000);
afterAll(() => t?.close());

const docs = () => `${EXTERNO}/candidatos/${ana.id}/documentos-anexos`;
const envia = (dados: Record<string, unknown>, file: Buffer | null = PDF, quem = c) =>
  postMultipart(quem, docs(), [
    { name: 'dados', value: JSON.stringify(dados) },
    ...(file
      ? [{ name: 'anexo', file: { filename: 'Diploma (final).pdf', bytes: file, type: 'application/pdf' } }]
      : []),
  ]);

describe('documents', () => {
  it('attaches a document with its file; lists and downloads it', async () => {
    const res = await envia({ descricao: 'Diploma', data: '2025-12-01', tipoDocumento: 'Escolaridade' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      descricao: 'Diploma',
      data: '2025-12-01',
      tipoDocumento: 'Escolaridade',
      proprio: true,
      anexo: { nome: 'Diplomafinal.pdf', tipo: 'application/pdf' },
    });
    const lista = await c.get(docs());
    expect(lista.body).toHaveLength(1);
    const file = await c.get(res.body.anexo.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.raw.equals(PDF)).toBe(true);
    // HR sees it in the candidate's documents
    const staff = await admin.get(`/api/captacao/documentos-candidato?candidatoId=${ana.id}`);
    expect(staff.body).toHaveLength(1);
  });

  it('refuses a missing description, date and file, a long description and HR fields, storing nothing', async () => {
    const before = await countRows(t, 'documento_candidato');
    expectFieldErrors(await envia({ descricao: '' }, null), [
      { field: 'anexo', message: 'Selecione um arquivo.' },
      { field: 'descricao', message: 'Descrição é obrigatória' },
      { field: 'data', message: 'Data é obrigatória' },
    ]);
    expectFieldError(
      await envia({ descricao: 'x'.repeat(101), data: '2025-12-01' }),
      'descricao',
      'Descrição deve ter no máximo 100 caracteres.',
    );
    expectFieldError(
      await envia({ descricao: 'Foto', data: '2025-12-01', etapaSeletiva: { id: b.etapas[0] } }),
      'etapaSeletiva',
      'Este dado só é alterado pelo RH.',
    );
    expect(await countRows(t, 'documento_candidato')).toBe(before);
    expect(await countRows(t, 'arquivo', `cadastro = 'captacao/documentos-candidato'`)).toBe(1);
  });

  it("edits and deletes own documents; HR's are read only; another candidate's are 404", async () => {
    const meu = (await envia({ descricao: 'RG', data: '2025-01-01' }, JPEG)).body;
    const put = await c.put(`${docs()}/${meu.id}`, { descricao: 'RG frente e verso', data: '2025-01-02' });
    expect(put.status).toBe(200);
    expect(put.body.descricao).toBe('RG frente e verso');
    const doRh = await created(admin, '/api/captacao/documentos-candidato', {
      candidato: { id: ana.id },
      descricao: 'Parecer',
      data: '2025-02-01',
    });
    const refused = await c.put(`${docs()}/${doRh.id}`, { descricao: 'Mudei', data: '2025-02-01' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Este documento foi anexado pelo RH e só pode ser alterado por ele.');
    expect((await c.del(`${docs()}/${doRh.id}`)).status).toBe(409);
    expect((await c.get(`${docs()}/${doRh.id}`)).body).toMatchObject({
      descricao: 'Parecer',
      proprio: false,
    });
    expect((await c.del(`${docs()}/${meu.id}`)).status).toBe(204);
    expect(
      await countRows(t, 'arquivo', `registro_id = ${meu.id} AND cadastro = 'captacao/documentos-candidato'`),
    ).toBe(0);

    const bruno = await candidatoComSenha(admin, b, BRUNO, 'senha-do-bruno');
    const deBruno = await created(admin, '/api/captacao/documentos-candidato', {
      candidato: { id: bruno.id },
      descricao: 'Do Bruno',
      data: '2025-02-01',
    });
    expect((await c.get(`${docs()}/${deBruno.id}`)).status).toBe(404);
    expect((await c.get(`${EXTERNO}/candidatos/${bruno.id}/documentos-anexos`)).status).toBe(404);
    expect((await c.get(`${docs()}/${deBruno.id}/download`)).status).toBe(404);
  });
});

describe('privacy', () => {
  const politica = '<p>Usamos seus dados só para o recrutamento.</p>';

  it('blocks the portal until the policy is accepted, and records the acceptance', async () => {
    await t.sql.query('UPDATE empresa SET exigir_aceite_psi = true, politica_seguranca = $1 WHERE id = 1', [
      politica,
    ]);
    const info = (await c.get(`${EXTERNO}/userinfo`)).body;
    expect(info).toMatchObject({ exigirAceitePsi: true, aceitoPoliticaSeguranca: false });
    const blocked = await c.get(`${EXTERNO}/anuncios`);
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe(ACEITE);
    const { versaoPolitica } = (await c.get(`${EXTERNO}/empresas/1/configuracao`)).body;
    const url = `${EXTERNO}/candidatos/${ana.id}/aceita-termo`;
    expectFieldError(await c.patch(url, { aceito: false, versao: versaoPolitica }), 'aceito', ACEITE);
    expectFieldError(
      await c.patch(url, { aceito: true, versao: 'antiga' }),
      'versao',
      'A política de privacidade foi atualizada. Leia a versão atual antes de aceitar.',
    );
    expect(await countRows(t, 'aceite_politica_candidato')).toBe(0);
    const ok = await c.patch(url, { aceito: true, versao: versaoPolitica });
    expect(ok.status).toBe(200);
    const row = (await t.sql.query('SELECT * FROM aceite_politica_candidato')).rows[0];
    expect(row).toMatchObject({
      candidato_id: ana.id,
      empresa_id: 1,
      ip: '127.0.0.1',
      versao: versaoPolitica,
    });
    expect(row.aceito_em).toBeInstanceOf(Date);
    expect((await c.get(`${EXTERNO}/userinfo`)).body.aceitoPoliticaSeguranca).toBe(true);
    expect((await c.get(`${EXTERNO}/anuncios`)).status).toBe(200);
    // a new text is a new version: asked again
    await t.sql.query('UPDATE empresa SET politica_seguranca = $1 WHERE id = 1', [`${politica}<p>Nova</p>`]);
    expect((await c.get(`${EXTERNO}/userinfo`)).body.aceitoPoliticaSeguranca).toBe(false);
    await t.sql.query('UPDATE empresa SET exigir_aceite_psi = false WHERE id = 1');
  });

  it('downloads every datum kept about the candidate, without the password', async () => {
    const res = await c.get(`${EXTERNO}/candidatos/${ana.id}/meus-dados`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="meus-dados-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.body.cadastro).toMatchObject({ id: ana.id, cpf: ANA, nome: 'Ana Souza' });
    expect(res.body.cadastro.senha).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toContain('argon2');
    expect(res.body.documentos.map((d: { descricao: string }) => d.descricao)).toContain('Diploma');
    expect(res.body.aceitesPoliticaPrivacidade).toHaveLength(1);
    expect((await new Candidate(t.app).get(`${EXTERNO}/candidatos/${ana.id}/meus-dados`)).status).toBe(401);
  });

  it('asks for deletion once; the recruiter answers it in the console and the candidate is deleted', async () => {
    const url = `${EXTERNO}/candidatos/${ana.id}/solicitacoes-exclusao`;
    const res = await c.post(url, { motivo: 'Não procuro mais emprego.' });
    expect(res.status).toBe(201);
    expect(res.body.situacao).toBe('PENDENTE');
    const again = await c.post(url, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Você já tem uma solicitação de exclusão de dados aguardando o RH.');
    expect((await c.get(url)).body).toMatchObject([
      { situacao: 'PENDENTE', motivo: 'Não procuro mais emprego.' },
    ]);

    const lista = await admin.get('/api/captacao/solicitacoes-exclusao-candidato?situacao=PENDENTE');
    expect(lista.body).toMatchObject([{ candidatoId: ana.id, nome: 'Ana Souza', situacao: 'PENDENTE' }]);
    const pedido = lista.body[0];
    expect(
      (await admin.post('/api/captacao/solicitacoes-exclusao-candidato', { situacao: 'PENDENTE' })).status,
    ).toBe(409);
    const { id, ...rec } = (await admin.get(`/api/captacao/solicitacoes-exclusao-candidato/${pedido.id}`))
      .body;
    expectFieldError(
      await admin.put(`/api/captacao/solicitacoes-exclusao-candidato/${id}`, {
        ...rec,
        situacao: 'RECUSADA',
      }),
      'resposta',
      'Informe o motivo da recusa',
    );
    const atendida = await admin.put(`/api/captacao/solicitacoes-exclusao-candidato/${id}`, {
      ...rec,
      situacao: 'ATENDIDA',
      resposta: 'Dados excluídos.',
    });
    expect(atendida.status).toBe(200);
    expect(atendida.body.dataAtendimento).toBeTruthy();
    expect((await admin.get(`/api/captacao/candidatos/${ana.id}`)).status).toBe(404);
    expect(await countRows(t, 'documento_candidato', `candidato_id = ${ana.id}`)).toBe(0);
    expect(await countRows(t, 'aceite_politica_candidato', `candidato_id = ${ana.id}`)).toBe(0);
    expect((await c.get(`${EXTERNO}/userinfo`)).body.authenticated).toBe(false);
    const reanswer = await admin.put(`/api/captacao/solicitacoes-exclusao-candidato/${id}`, {
      ...rec,
      situacao: 'RECUSADA',
      resposta: 'x',
    });
    expect(reanswer.status).toBe(409);
    expect(reanswer.body.message).toBe('Esta solicitação já foi respondida.');
  });
});
