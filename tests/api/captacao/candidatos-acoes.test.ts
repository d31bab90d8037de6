// Candidate endpoints of spec §7: duplicates (CPF, homonyms), pendências single and in batch, batch removal,
// summaries and lists, the CV text, the quick CV form, documents, the palographic exam and the LGPD export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import {
  type Base,
  CANDIDATOS,
  candidatoCompleto,
  SOLICITACOES,
  seedCaptacao,
  solicitacao,
} from './fixtures.ts';

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

describe('duplicates', () => {
  it('valida-cpf tells of another candidate and of employees with the CPF, in the spec words', async () => {
    const c = await created(admin, CANDIDATOS, { nome: 'Ana', cpf: '74185296355', cargos: [b.cargo] });
    expect((await admin.get(`${CANDIDATOS}/valida-cpf?cpf=74185296355&candidatoId=${c.id}`)).body).toEqual({
      candidato: null,
      talentos: [],
      mensagens: [],
    });
    await created(admin, '/api/cargo-salario/colaboradores', {
      nome: 'Ana Antiga',
      cpf: '74185296355',
      dataAdmissao: '2015-03-01',
    });
    const res = (await admin.get(`${CANDIDATOS}/valida-cpf?cpf=741.852.963-55`)).body;
    expect(res.candidato).toEqual({ id: c.id, nome: 'Ana' });
    expect(res.talentos).toEqual([expect.objectContaining({ nome: 'Ana Antiga', status: 'A' })]);
    expect(res.mensagens).toEqual([
      'Já existe o candidato Ana com este CPF nesta empresa.',
      'Existem talentos que já foram contratados com esse CPF 741.852.963-55',
    ]);
    expect(
      (await admin.get(`${CANDIDATOS}/valida-cpf?cpf=74185296355&contratado=true&candidatoId=${c.id}`)).body
        .mensagens,
    ).toEqual([]);
    expectFieldError(await admin.get(`${CANDIDATOS}/valida-cpf?cpf=12345678900`), 'cpf', 'Cpf inválido.');
    expectFieldError(await admin.get(`${CANDIDATOS}/valida-cpf`), 'cpf', 'CPF é obrigatório');
  });

  it('finds the candidate by CPF and the companies (of the user) with it', async () => {
    const c = await created(admin, CANDIDATOS, { nome: 'Bela', cpf: '15975348625', cargos: [b.cargo] });
    await created(other, CANDIDATOS, { nome: 'Bela', cpf: '15975348625', cargos: [outra.cargo] });
    expect((await admin.get(`${CANDIDATOS}/candidato-cpf?cpf=15975348625`)).body.id).toBe(c.id);
    expect((await admin.get(`${CANDIDATOS}/candidato-cpf?cpf=25896314728`)).body).toBeNull();
    // a fresh session: the company list of a session is read when it is loaded (cached for 3 s)
    const admin2 = new ApiClient(t.app);
    await admin2.login();
    const empresas = (await admin2.get(`${CANDIDATOS}/empresas-por-cpf?cpf=15975348625`)).body;
    expect(empresas.map((e: { nome: string }) => e.nome)).toEqual(['Empresa B', 'Empresa Padrão']);
    expect((await other.get(`${CANDIDATOS}/empresas-por-cpf?cpf=15975348625`)).body).toEqual([
      expect.objectContaining({ nome: 'Empresa B' }),
    ]);
  });

  it('lists homonyms ignoring accents and case, never from another company', async () => {
    await created(admin, CANDIDATOS, { nome: 'José da Silva', cargos: [b.cargo] });
    await created(other, CANDIDATOS, { nome: 'José da Silva', cargos: [outra.cargo] });
    const res = (await admin.get(`${CANDIDATOS}/candidatos-homonimos?nome=JOSE%20DA%20SILVA`)).body;
    expect(res).toEqual([expect.objectContaining({ nome: 'José da Silva' })]);
    expectFieldError(
      await admin.get(`${CANDIDATOS}/candidatos-homonimos?nome=`),
      'nome',
      'Nome é obrigatório',
    );
  });
});

describe('pendências', () => {
  it('names what is missing and stores nothing on the single check', async () => {
    const c = await created(admin, CANDIDATOS, { nome: 'Caio', cargos: [b.cargo], cpf: '32165498791' });
    const res = await admin.get(`${CANDIDATOS}/${c.id}/empresa/1/verificar-pendencias`);
    expect(res.body.statusCadastral).toBe('INCOMPLETO');
    expect(res.body.pendencias.map((p: { campo: string }) => p.campo)).toEqual([
      'pessoal.dataNascimento',
      'pessoal.sexo',
      'pessoal.escolaridade',
      'contato',
      'endereco',
      'experiencias',
      'ocrTexto',
    ]);
    expect((await admin.get(`${CANDIDATOS}/${c.id}/empresa/999/verificar-pendencias`)).status).toBe(404);
  });

  it('re-checks in batch after a CV file arrives, and stores the new status', async () => {
    const c = await created(
      admin,
      CANDIDATOS,
      candidatoCompleto(b, { cpf: '45612378955', ocrTexto: undefined }),
    );
    expect(c).toMatchObject({ statusCadastral: 'INCOMPLETO', qualificacaoCadastral: 'DADOS_INCOMPLETOS' });
    await t.sql.query(
      `INSERT INTO arquivo (empresa_id, cadastro, registro_id, campo, nome, tipo, tamanho, sha256, conteudo)
       VALUES (1, 'captacao/candidatos', $1, 'curriculo', 'cv.pdf', 'application/pdf', 4, 'x', '\\x25504446')`,
      [c.id],
    );
    const res = await admin.post(`${CANDIDATOS}/verificar-pendencias-em-lote`, { candidatosIds: [c.id] });
    expect(res.body).toEqual({ verificados: 1, comPendencias: 0, semPendencias: 1 });
    expect((await admin.get(`${CANDIDATOS}/${c.id}`)).body).toMatchObject({
      statusCadastral: 'COMPLETO',
      qualificacaoCadastral: 'NAO_VERIFICADO',
    });
    expectFieldError(
      await admin.post(`${CANDIDATOS}/verificar-pendencias-em-lote`, { candidatosIds: [] }),
      'candidatosIds',
      'Selecione ao menos um candidato',
    );
  });
});

describe('batch removal', () => {
  it('deletes the chosen candidates with their places, or none when one was hired', async () => {
    const s = await created(admin, SOLICITACOES, solicitacao(b));
    await admin.put(`${SOLICITACOES}/${s.id}/libera`, {});
    const [x, y, z] = [
      (await created(admin, CANDIDATOS, { nome: 'X', cargos: [b.cargo] })).id,
      (await created(admin, CANDIDATOS, { nome: 'Y', cargos: [b.cargo] })).id,
      (await created(admin, CANDIDATOS, { nome: 'Z', cargos: [b.cargo] })).id,
    ];
    await admin.post(`/api/captacao/candidatos-solicitacao/lote?solicitacaoId=${s.id}`, {
      candidatosIds: [x, y],
    });
    await t.sql.query('UPDATE candidato SET contratado = true WHERE id = $1', [z]);
    const recusa = await admin.post(`${CANDIDATOS}/remove-candidato-em-lote`, { candidatosIds: [x, z] });
    expect(recusa.status).toBe(409);
    expect(recusa.body.message).toBe(
      'Candidatos contratados não podem ser excluídos: Z. Retire-os da seleção e tente de novo.',
    );
    expect(await countRows(t, 'candidato', `id IN (${x}, ${z})`)).toBe(2);
    const daOutra = (await created(other, CANDIDATOS, { nome: 'W', cargos: [outra.cargo] })).id;
    expect(
      (await admin.post(`${CANDIDATOS}/remove-candidato-em-lote`, { candidatosIds: [x, daOutra] })).status,
    ).toBe(404);
    const ok = await admin.post(`${CANDIDATOS}/remove-candidato-em-lote`, { candidatosIds: [x, y] });
    expect(ok.body).toEqual({ excluidos: 2 });
    expect(await countRows(t, 'candidato', `id IN (${x}, ${y})`)).toBe(0);
    expect(await countRows(t, 'candidato_solicitacao', `candidato_id IN (${x}, ${y})`)).toBe(0);
    expect(await countRows(t, 'candidato_cargos', `owner_id IN (${x}, ${y})`)).toBe(0);
    expect(await countRows(t, 'candidato', `id = ${daOutra}`)).toBe(1);
  });
});

describe('reading and the CV', () => {
  it('answers the summary, the complete record with job names, and each list', async () => {
    const c = await created(
      admin,
      CANDIDATOS,
      candidatoCompleto(b, {
        cpf: '25896314728',
        candidatoIdiomas: [{ idioma: { id: b.ingles }, nivel: 'I' }],
      }),
    );
    const info = (await admin.get(`${CANDIDATOS}/${c.id}/informacao`)).body;
    expect(info).toMatchObject({
      nome: 'Ana Souza',
      cidade: 'São Paulo',
      uf: 'SP',
      email: 'ana@exemplo.com.br',
      processos: [],
    });
    expect((await admin.get(`${CANDIDATOS}/${c.id}/completo?comCargos=true`)).body.cargos).toEqual([
      { id: b.cargo, nome: 'Vendedor' },
    ]);
    expect((await admin.get(`${CANDIDATOS}/${c.id}/idiomas`)).body).toEqual([
      expect.objectContaining({ nivel: 'I', idioma: { id: b.ingles, nome: 'Inglês' } }),
    ]);
    expect((await admin.get(`${CANDIDATOS}/${c.id}/experiencias`)).body).toEqual([]);
    expect((await admin.get(`${CANDIDATOS}/${c.id}/areas-interesses`)).body).toEqual([]);
  });

  it('stores the CV text alone, and the quick form with its required fields', async () => {
    const c = await created(admin, CANDIDATOS, { nome: 'Dora', cargos: [b.cargo] });
    const ocr = await admin.put(`${CANDIDATOS}/${c.id}/ocr`, { ocrTexto: 'Técnica em enfermagem' });
    expect(ocr.body.ocrTexto).toBe('Técnica em enfermagem');
    expect(ocr.body.nome).toBe('Dora');
    expectFieldError(await admin.put(`${CANDIDATOS}/${c.id}/ocr`, {}), 'ocrTexto', 'Currículo é obrigatório');

    const before = await countRows(t, 'candidato');
    expectFieldErrors(await admin.post(`${CANDIDATOS}/candidato-curriculo`, { nome: 'Edu' }), [
      { field: 'cargos', message: 'Selecione ao menos um(a) Cargo/Função Pretendida' },
      { field: 'pessoal', message: 'Dados Pessoais são obrigatórios' },
      { field: 'ocrTexto', message: 'Currículo é obrigatório' },
    ]);
    expect(await countRows(t, 'candidato')).toBe(before);
    const novo = await admin.post(`${CANDIDATOS}/candidato-curriculo`, {
      nome: 'Edu',
      cargos: [b.cargo],
      pessoal: { dataNascimento: '2000-01-01' },
      ocrTexto: 'Auxiliar administrativo',
    });
    expect(novo.status).toBe(201);
    const alt = await admin.put(`${CANDIDATOS}/${novo.body.id}/candidato-curriculo`, {
      nome: 'Eduardo',
      cargos: [b.cargo],
      pessoal: { sexo: 'M' },
      ocrTexto: 'Assistente administrativo',
    });
    expect(alt.body).toMatchObject({ nome: 'Eduardo', pessoal: { dataNascimento: '2000-01-01', sexo: 'M' } });
    expect((await admin.get(`${CANDIDATOS}/verificaSeCurriculoHeImagem?nomeImg=cv.JPG`)).body).toEqual({
      imagem: true,
    });
    expect((await admin.get(`${CANDIDATOS}/verificaSeCurriculoHeImagem?nomeImg=cv.pdf`)).body).toEqual({
      imagem: false,
    });
  });

  it('exports everything about the candidate as JSON (LGPD)', async () => {
    const c = await created(admin, CANDIDATOS, candidatoCompleto(b, { cpf: '98765432100' }));
    const res = await admin.get(`${CANDIDATOS}/${c.id}/dados`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain(`dados-candidato-${c.id}.json`);
    expect(res.body.candidato).toMatchObject({
      nome: 'Ana Souza',
      cpf: '98765432100',
      cargos: [{ id: b.cargo, nome: 'Vendedor' }],
    });
    expect(res.body).toHaveProperty('processosSeletivos');
    expect(res.body).toHaveProperty('documentos');
    expect((await other.get(`${CANDIDATOS}/${c.id}/dados`)).status).toBe(404);
  });
});

describe('documents and the palographic exam', () => {
  it('keeps documents under the candidate, with the §5 rules, and serves the file', async () => {
    const c = await created(admin, CANDIDATOS, { nome: 'Flor', cargos: [b.cargo] });
    const base = `${CANDIDATOS}/${c.id}/documentos-anexos`;
    expectFieldErrors(await admin.post(base, { descricao: 'd'.repeat(101) }), [
      { field: 'data', message: 'Data é obrigatória' },
      { field: 'descricao', message: 'Descrição deve ter no máximo 100 caracteres.' },
    ]);
    expect(await countRows(t, 'documento_candidato')).toBe(0);
    const doc = await admin.post(base, {
      descricao: 'RG',
      data: '2026-11-01',
      etapaSeletiva: { id: b.etapas[0] },
    });
    expect(doc.status).toBe(201);
    expect(doc.body.candidato).toMatchObject({ id: c.id });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/captacao/documentos-candidato/${doc.body.id}/arquivos/anexo`,
      headers: { cookie: admin.cookie, 'content-type': 'multipart/form-data; boundary=X' },
      payload: Buffer.concat([
        Buffer.from(
          '--X\r\nContent-Disposition: form-data; name="file"; filename="rg.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
        ),
        pdf,
        Buffer.from('\r\n--X--\r\n'),
      ]),
    });
    expect(up.statusCode).toBe(201);
    const down = await admin.get(`${base}/${doc.body.id}/download`);
    expect(down.status).toBe(200);
    expect(down.headers['content-disposition']).toContain('rg.pdf');
    expect((await admin.get(base)).body.content ?? (await admin.get(base)).body).toHaveLength(1);
    const put = await admin.put(`${base}/${doc.body.id}`, { descricao: 'RG e CPF', data: '2026-11-02' });
    expect(put.body).toMatchObject({ descricao: 'RG e CPF', candidato: { id: c.id } });
    const outro = await created(admin, CANDIDATOS, { nome: 'Gaia', cargos: [b.cargo] });
    expect((await admin.get(`${CANDIDATOS}/${outro.id}/documentos-anexos/${doc.body.id}`)).status).toBe(404);
    expect((await admin.del(`${base}/${doc.body.id}`)).status).toBe(204);
    expect(await countRows(t, 'arquivo', `cadastro = 'captacao/documentos-candidato'`)).toBe(0);
  });

  it('creates the exam on the first PATCH and changes only what comes next', async () => {
    const c = await created(admin, CANDIDATOS, { nome: 'Hugo', cargos: [b.cargo] });
    const url = `${CANDIDATOS}/${c.id}/exames-palografico`;
    expect((await admin.get(url)).status).toBe(404);
    expectFieldError(
      await admin.request('PATCH', url, { produtividade: 500 }),
      'data',
      'Data da Aplicação é obrigatória',
    );
    const r1 = await admin.request('PATCH', url, { data: '2026-11-10', produtividade: 520, nor: 6.5 });
    expect(r1.status).toBe(200);
    const r2 = await admin.request('PATCH', url, { resultado: 'INDICADO', observacao: 'Ritmo regular' });
    expect(r2.body).toMatchObject({
      data: '2026-11-10',
      produtividade: 520,
      nor: 6.5,
      resultado: 'INDICADO',
      candidato: { id: c.id },
    });
    expect(await countRows(t, 'exame_palografico', `candidato_id = ${c.id}`)).toBe(1);
    expect((await other.get(url)).status).toBe(404);
  });
});
