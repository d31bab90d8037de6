// Self-registration in the portal (spec §5 "Candidate self-registration") and the company's public
// configuration: every rule with its exact message and nothing stored, the company's required fields, the
// photo and CV in the same request, the CPF already registered answered as any other (its owner mailed), the
// robot check spent by every answer, every answer counted, the privacy acceptance with date, time, address and
// version; then 'Editar Cadastro' keeps what HR typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../src/shared/messages.ts';
import { expectFieldError, expectFieldErrors } from '../../helpers/expect.ts';
import { Client, countRows, created, startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { type Base, SAO_PAULO, SP, seedCaptacao } from '../captacao/fixtures.ts';
import { Candidate, EXTERNO, entra, JPEG, PDF, postMultipart, registra, solveAltcha } from './helpers.ts';

const ROBO = 'Confirme que você não é um robô.';
const RECEBIDO =
  'Recebemos o seu cadastro. Se este CPF ainda não estava cadastrado nesta empresa, entre com ele e a senha que você escolheu. Se já estava, enviamos um aviso ao e-mail desse cadastro: entre com a sua senha ou use "Esqueci minha senha".';
const CONTROLE = 'Contém caracteres de controle não permitidos.';
let t: TestApp;
let admin: Client;
let b: Base;
let cargo2: number;
let cargo3: number;
let oculto: number;

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  b = await seedCaptacao(admin);
  const cargo = (nome: string, exibirModuloExterno = true) =>
    created(admin, '/api/cargo-salario/cargos', {
      nome,
      nomeMercado: nome,
      areasOrganizacionais: [b.area],
      exibirModuloExterno,
    }).then((r) => r.id as number);
  cargo2 = await cargo('Caixa');
  cargo3 = await cargo('Estoquista');
  oculto = await cargo('Diretor', false);
}, 120_000);
afterAll(() => t?.close());

const novo = () => new Candidate(t.app);
let cpfs = 0;
/** A fresh valid CPF for each registration. */
function cpf(): string {
  const base = String(100000000 + ++cpfs * 7919).slice(0, 9);
  const d = base.split('').map(Number);
  for (const len of [9, 10]) {
    const sum = d.slice(0, len).reduce((s, x, i) => s + x * (len + 1 - i), 0);
    d.push(((sum * 10) % 11) % 10);
  }
  return d.join('');
}
const candidato = (extra: Record<string, unknown> = {}) => ({
  nome: 'Bia Lima',
  cpf: cpf(),
  cargos: [b.cargo],
  senha: 'senha-da-bia',
  contato: { email: 'bia@exemplo.com.br' },
  primeiroEmprego: true,
  ...extra,
});
const cadastro = (extra: Record<string, unknown> = {}, c = candidato()) => ({
  empresaId: 1,
  candidato: c,
  confirmaSenha: c.senha,
  ...extra,
});
const candidatosNoBanco = () => countRows(t, 'candidato');
/** Subjects of the e-mails stored for an address, oldest first. */
const emailsPara = async (para: string) =>
  (await t.sql.query('SELECT assunto FROM email_saida WHERE destinatario = $1 ORDER BY id', [para])).rows.map(
    (r) => String(r.assunto).replace(' — Empresa Padrão', ''),
  );
const config = (body: Record<string, unknown>) =>
  admin.post('/api/captacao/configuracao-campos-candidato', body);

describe('public configuration of the company', () => {
  it('answers the look, the policy and the default fields before any login', async () => {
    const res = await novo().get(`${EXTERNO}/empresas/1/configuracao`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 1,
      nome: 'Empresa Padrão',
      logoUrl: null,
      exigirAceitePsi: false,
      campos: { camposObrigatorios: ['contato.email'], camposExtras: [], maxCandidataCargo: 3 },
    });
    expect(res.body.campos.camposVisiveis).toContain('pessoal.dataNascimento');
  });

  it('answers 404 for an unknown company and 400 for an id that is not a number', async () => {
    expect((await novo().get(`${EXTERNO}/empresas/999999/configuracao`)).status).toBe(404);
    const bad = await novo().get(`${EXTERNO}/empresas/abc/configuracao`);
    expect(bad.status).toBe(400);
    expect((await novo().get(`${EXTERNO}/empresas/999999/opcoes`)).status).toBe(404);
  });

  it('lists the registration options: only the jobs shown in the portal, by market name', async () => {
    const res = await novo().get(`${EXTERNO}/empresas/1/opcoes`);
    const cargos = res.body.cargos.map((c: { id: number }) => c.id);
    expect(cargos).toEqual(expect.arrayContaining([b.cargo, cargo2, cargo3]));
    expect(cargos).not.toContain(oculto);
    expect(res.body.idiomas.map((i: { nome: string }) => i.nome)).toContain('Inglês');
    expect(res.body.estados).toHaveLength(27);
    const cidades = await novo().get(`${EXTERNO}/estados/${SP}/cidades`);
    expect(cidades.body.map((c: { id: number }) => c.id)).toContain(SAO_PAULO);
  });

  it('keeps one field configuration per company', async () => {
    const first = await config({ camposVisiveis: ['foto'], camposObrigatorios: [] });
    expect(first.status).toBe(201);
    // the fields alone, as the spec's lookup answers them (the same as inside /configuracao)
    const campos = await novo().get(`${EXTERNO}/campos-extras-visiveis-obrigatorios/1`);
    expect(campos.body).toEqual({
      camposVisiveis: ['foto'],
      camposObrigatorios: [],
      camposExtras: [],
      maxCandidataCargo: 3,
    });
    expect((await novo().get(`${EXTERNO}/empresas/1/configuracao`)).body.campos).toEqual(campos.body);
    expect((await novo().get(`${EXTERNO}/campos-extras-visiveis-obrigatorios/999999`)).status).toBe(404);
    const second = await config({ camposVisiveis: [], camposObrigatorios: [] });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      'A empresa já tem a configuração dos campos do portal: altere a existente.',
    );
    expect((await admin.del(`/api/captacao/configuracao-campos-candidato/${first.body.id}`)).status).toBe(
      204,
    );
  });
});

describe('self-registration', () => {
  it('registers with the robot check: 202 and the same message as for any CPF, no session; the password logs in', async () => {
    const c = novo();
    const dados = candidato({ cargos: [b.cargo, cargo2], contato: { email: 'bia.nova@exemplo.com.br' } });
    const res = await registra(c, cadastro({}, dados));
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: RECEBIDO });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await c.get(`${EXTERNO}/userinfo`)).body.authenticated).toBe(false);
    // what the portal does next: the password just chosen logs in
    const info = await entra(c, cadastro({}, dados));
    expect(info).toMatchObject({ authenticated: true, candidato: { nome: 'Bia Lima', cpf: dados.cpf } });
    const row = (await t.sql.query('SELECT origem, senha FROM candidato WHERE id = $1', [info.id])).rows[0];
    expect(row.origem).toBe('E');
    expect(row.senha).toMatch(/^\$argon2id\$/);
    const staff = await admin.get(`/api/captacao/candidatos/${info.id}`);
    expect(staff.body).toMatchObject({ origem: 'E', cargos: [b.cargo, cargo2] });
    expect(staff.body.senha).toBeUndefined();
    // and a welcome e-mail
    expect(await emailsPara('bia.nova@exemplo.com.br')).toEqual(['Seu cadastro no Portal do Candidato']);
  });

  it('takes the photo and the CV file in the same (multipart) request', async () => {
    const c = novo();
    const dados = candidato();
    const res = await postMultipart(c, `${EXTERNO}/candidatos`, [
      { name: 'dados', value: JSON.stringify({ ...cadastro({}, dados), altcha: await solveAltcha(t.app) }) },
      { name: 'foto', file: { filename: 'eu (1).jpg', bytes: JPEG, type: 'image/jpeg' } },
      { name: 'curriculo', file: { filename: 'cv.pdf', bytes: PDF, type: 'application/pdf' } },
    ]);
    expect(res.status).toBe(202);
    const { id } = await entra(c, cadastro({}, dados));
    const me = await c.get(`${EXTERNO}/candidatos/${id}`);
    expect(me.body.foto).toMatchObject({ nome: 'eu1.jpg', tipo: 'image/jpeg' });
    expect(me.body.curriculo).toMatchObject({ nome: 'cv.pdf' });
    const foto = await c.get(me.body.foto.url);
    expect(foto.status).toBe(200);
    expect(foto.raw.equals(JPEG)).toBe(true);
  });

  it('refuses without the robot check, and a replayed one, storing nothing', async () => {
    const before = await candidatosNoBanco();
    const missing = await t.app.inject({ method: 'POST', url: `${EXTERNO}/candidatos`, payload: cadastro() });
    expectFieldError({ status: missing.statusCode, body: missing.json() }, 'altcha', ROBO);
    const payload = await solveAltcha(t.app);
    expect((await registra(novo(), cadastro(), payload)).status).toBe(202);
    expectFieldError(await registra(novo(), cadastro(), payload), 'altcha', ROBO);
    expect(await candidatosNoBanco()).toBe(before + 1);
  });

  it('a refused registration spends its robot check: the corrected form needs a new one', async () => {
    const before = await candidatosNoBanco();
    const payload = await solveAltcha(t.app);
    const bad = await registra(novo(), cadastro({}, candidato({ nome: '' })), payload);
    expectFieldError(bad, 'nome', 'Nome é obrigatório');
    expectFieldError(await registra(novo(), cadastro(), payload), 'altcha', ROBO);
    expect(await candidatosNoBanco()).toBe(before);
    expect((await registra(novo(), cadastro())).status).toBe(202);
  });

  it('answers an already registered CPF as a new one: nothing created or changed, its owner told by e-mail', async () => {
    const dados = candidato({ contato: { email: 'dona.do.cpf@exemplo.com.br' } });
    const primeira = await registra(novo(), cadastro({}, dados));
    const { id } = await entra(novo(), cadastro({}, dados));
    const before = await candidatosNoBanco();
    const antes = (await t.sql.query('SELECT nome, senha, contato_email FROM candidato WHERE id = $1', [id]))
      .rows[0];
    const outra = {
      ...dados,
      nome: 'Outra Pessoa',
      senha: 'senha-de-outra',
      contato: { email: 'x@exemplo.com.br' },
    };
    const again = await registra(novo(), cadastro({}, outra));
    // the very same answer: status, body, no cookie
    expect([again.status, again.body, again.headers['set-cookie']]).toEqual([
      primeira.status,
      primeira.body,
      undefined,
    ]);
    expect(await candidatosNoBanco()).toBe(before);
    expect(
      (await t.sql.query('SELECT nome, senha, contato_email FROM candidato WHERE id = $1', [id])).rows[0],
    ).toEqual(antes);
    // the password typed does not open the registered CPF; its own still does
    expect((await novo().tryLogin({ cpf: dados.cpf, senha: 'senha-de-outra', empresaId: 1 })).status).toBe(
      401,
    );
    expect((await novo().tryLogin({ cpf: dados.cpf, senha: dados.senha, empresaId: 1 })).status).toBe(200);
    // the owner (not the address typed now) hears of it, with the way to a new password
    expect(await emailsPara('x@exemplo.com.br')).toEqual([]);
    expect(await emailsPara('dona.do.cpf@exemplo.com.br')).toEqual([
      'Seu cadastro no Portal do Candidato',
      'Tentativa de cadastro com o seu CPF no Portal do Candidato',
    ]);
    const { rows } = await t.sql.query(
      `SELECT texto FROM email_saida WHERE destinatario = $1 AND assunto LIKE 'Tentativa%'`,
      ['dona.do.cpf@exemplo.com.br'],
    );
    expect(rows[0].texto).toContain('/externo/recuperar-senha?empresaId=1');
    expect(rows[0].texto).toContain('Nada foi alterado no seu cadastro.');
  });

  it('one solved robot check, one answer: replayed after a registered CPF it is refused', async () => {
    const dados = candidato();
    expect((await registra(novo(), cadastro({}, dados))).status).toBe(202);
    const payload = await solveAltcha(t.app);
    expect((await registra(novo(), cadastro({}, dados), payload)).status).toBe(202);
    for (let i = 0; i < 3; i++)
      expectFieldError(await registra(novo(), cadastro({}, dados), payload), 'altcha', ROBO);
  });

  it('counts every answer against the address, refusals included: the 31st in an hour is 429', async () => {
    const ip = '10.20.30.40';
    const before = await candidatosNoBanco();
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${EXTERNO}/candidatos`,
        remoteAddress: ip,
        payload: cadastro(),
      });
      expect(res.statusCode).toBe(400);
    }
    const res = await registra(novo(), cadastro(), undefined, ip);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS', message: MSG.tooManyAttempts });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await candidatosNoBanco()).toBe(before);
    // another address registers
    expect((await registra(novo(), cadastro())).status).toBe(202);
  });

  it('counts registrations of a CPF alike, registered or not: the 4th in an hour is 429, the owner gets 2 notices', async () => {
    const dados = candidato({ contato: { email: 'muitos.avisos@exemplo.com.br' } });
    for (let i = 0; i < 3; i++) expect((await registra(novo(), cadastro({}, dados))).status).toBe(202);
    const res = await registra(novo(), cadastro({}, dados));
    expect(res.status).toBe(429);
    expect(await emailsPara('muitos.avisos@exemplo.com.br')).toEqual([
      'Seu cadastro no Portal do Candidato',
      'Tentativa de cadastro com o seu CPF no Portal do Candidato',
      'Tentativa de cadastro com o seu CPF no Portal do Candidato',
    ]);
  });

  it('refuses control characters in the registration (JSON or multipart), naming the field; nothing stored', async () => {
    const before = await candidatosNoBanco();
    const nul = await registra(novo(), cadastro({}, candidato({ nome: 'Bia\u0000Lima' })));
    expectFieldError(nul, 'candidato.nome', CONTROLE);
    const sino = await postMultipart(novo(), `${EXTERNO}/candidatos`, [
      {
        name: 'dados',
        value: JSON.stringify({
          ...cadastro({}, candidato({ contato: { email: 'bia@exemplo.com.br', dddCelular: '8\u00075' } })),
          altcha: await solveAltcha(t.app),
        }),
      },
    ]);
    expectFieldError(sino, 'candidato.contato.dddCelular', CONTROLE);
    expect(await candidatosNoBanco()).toBe(before);
  });

  it('checks the register rules and the portal rules, all messages at once, storing nothing', async () => {
    const before = await candidatosNoBanco();
    const res = await registra(
      novo(),
      cadastro(
        { confirmaSenha: 'outra-senha' },
        candidato({
          cpf: '12345678900',
          cargos: [b.cargo, cargo2, cargo3, oculto],
          documentos: { pis: '12345678901' },
          contato: {
            email: 'bia@exemplo.com.br',
            ddd: '1',
            foneFixo: '123',
            dddCelular: '11',
            foneCelular: '9876',
          },
          pessoal: { possuiParentes: true },
        }),
      ),
    );
    expectFieldErrors(res, [
      { field: 'confirmaSenha', message: 'As senhas devem ser iguais' },
      { field: 'cpf', message: 'Cpf inválido.' },
      { field: 'documentos.pis', message: 'O número PIS é inválido' },
      { field: 'contato.ddd', message: 'Inválido' },
      { field: 'contato.foneFixo', message: 'Inválido' },
      { field: 'contato.foneCelular', message: 'Inválido' },
      { field: 'pessoal.parentesAmigos', message: 'Parentes/Amigos na Empresa é obrigatório' },
      { field: 'cargos', message: 'Não é permitido selecionar mais do que 3 cargos' },
    ]);
    expect(await candidatosNoBanco()).toBe(before);
  });

  it('requires the password and its confirmation', async () => {
    const semSenha = candidato();
    delete (semSenha as Record<string, unknown>).senha;
    expectFieldError(await registra(novo(), cadastro({}, semSenha)), 'senha', 'Senha é obrigatória');
    expectFieldError(
      await registra(novo(), cadastro({ confirmaSenha: '' })),
      'confirmaSenha',
      'Confirmação da senha é obrigatória',
    );
  });

  it("requires the company's configured fields, with the photo feminine, and titled extra fields", async () => {
    await t.sql.query(
      'UPDATE empresa SET campo_extra_candidato = true, max_candidata_cargo = 2 WHERE id = 1',
    );
    const cfg = await config({
      camposVisiveis: [],
      camposObrigatorios: [
        'foto',
        'pessoal.dataNascimento',
        'contato.foneCelular',
        'experiencias',
        'formacao',
        'camposExtras.texto1',
      ],
      camposExtras: [{ campo: 'texto1', titulo: 'Tamanho do uniforme' }],
    });
    expect(cfg.status).toBe(201);
    try {
      const before = await candidatosNoBanco();
      const res = await registra(
        novo(),
        cadastro({}, candidato({ primeiroEmprego: false, cargos: [b.cargo, cargo2, cargo3] })),
      );
      expectFieldErrors(res, [
        { field: 'foto', message: 'Foto é obrigatória' },
        { field: 'pessoal.dataNascimento', message: 'Data de Nascimento é obrigatória' },
        { field: 'contato.dddCelular', message: 'Celular é obrigatório' },
        { field: 'experiencias', message: 'Experiência Profissional é obrigatória' },
        { field: 'formacao', message: 'Formação é obrigatória' },
        { field: 'camposExtras.texto1', message: 'Tamanho do uniforme é obrigatório' },
        { field: 'cargos', message: 'Não é permitido selecionar mais do que 2 cargos' },
      ]);
      // the photo must be an image (multipart)
      const notImage = await postMultipart(novo(), `${EXTERNO}/candidatos`, [
        { name: 'dados', value: JSON.stringify({ ...cadastro(), altcha: await solveAltcha(t.app) }) },
        { name: 'foto', file: { filename: 'foto.pdf', bytes: PDF, type: 'application/pdf' } },
      ]);
      expect(notImage.status).toBe(400);
      expect(notImage.body.errors).toContainEqual({
        field: 'foto',
        message: 'O arquivo adicionado não é uma imagem',
      });
      expect(await candidatosNoBanco()).toBe(before);
      // the configuration config shows the extra field with its title, and experiences are not required on
      // a first job
      const pub = await novo().get(`${EXTERNO}/empresas/1/configuracao`);
      expect(pub.body.campos.camposExtras).toEqual([{ campo: 'texto1', titulo: 'Tamanho do uniforme' }]);
      const ok = await postMultipart(novo(), `${EXTERNO}/candidatos`, [
        {
          name: 'dados',
          value: JSON.stringify({
            ...cadastro(
              {},
              candidato({
                primeiroEmprego: true,
                pessoal: { dataNascimento: '2000-01-31' },
                contato: { email: 'x@exemplo.com.br', dddCelular: '85', foneCelular: '988887777' },
                formacao: [
                  {
                    areaFormacao: { id: b.areaFormacao },
                    curso: 'Administração',
                    local: 'UFC',
                    tipo: 'GRADUACAO',
                    situacao: 'EM_ANDAMENTO',
                  },
                ],
                camposExtras: { texto1: 'M' },
              }),
            ),
            altcha: await solveAltcha(t.app),
          }),
        },
        { name: 'foto', file: { filename: 'eu.jpg', bytes: JPEG, type: 'image/jpeg' } },
      ]);
      expect(ok.status).toBe(202);
    } finally {
      await admin.del(`/api/captacao/configuracao-campos-candidato/${cfg.body.id}`);
      await t.sql.query(
        'UPDATE empresa SET campo_extra_candidato = false, max_candidata_cargo = 3 WHERE id = 1',
      );
    }
  });

  it("refuses HR's fields and a company that does not exist", async () => {
    expectFieldErrors(
      await registra(novo(), cadastro({}, candidato({ observacao: 'ótimo', disponivel: true }))),
      [
        { field: 'observacao', message: 'Este dado só é alterado pelo RH.' },
        { field: 'disponivel', message: 'Este dado só é alterado pelo RH.' },
      ],
    );
    expectFieldError(
      await registra(novo(), cadastro({ empresaId: 999999 })),
      'empresaId',
      'Empresa ID inválido. Revise ou solicite novamente o link',
    );
  });

  it('requires and records the privacy acceptance when the company asks for it', async () => {
    await t.sql.query(
      `UPDATE empresa SET exigir_aceite_psi = true, politica_seguranca = '<p>Tratamos seus dados para o processo seletivo.</p>' WHERE id = 1`,
    );
    try {
      const before = await candidatosNoBanco();
      expectFieldError(
        await registra(novo(), cadastro()),
        'aceitoPoliticaSeguranca',
        'Você precisa aceitar o Termo de Privacidade e Política de Segurança.',
      );
      expect(await candidatosNoBanco()).toBe(before);
      const pub = await novo().get(`${EXTERNO}/empresas/1/configuracao`);
      expect(pub.body).toMatchObject({
        exigirAceitePsi: true,
        versaoPolitica: expect.stringMatching(/^[0-9a-f]{16}$/),
      });
      const c = novo();
      const aceitando = cadastro({ aceitoPoliticaSeguranca: true });
      expect((await registra(c, aceitando, undefined, '10.1.2.3')).status).toBe(202);
      const res = { body: await entra(c, aceitando) };
      expect(res.body.aceitoPoliticaSeguranca).toBe(true);
      const aceite = (
        await t.sql.query(
          'SELECT aceito_em, ip, versao FROM aceite_politica_candidato WHERE candidato_id = $1',
          [res.body.id],
        )
      ).rows;
      expect(aceite).toEqual([
        { aceito_em: expect.any(Date), ip: '10.1.2.3', versao: pub.body.versaoPolitica },
      ]);
    } finally {
      await t.sql.query(
        'UPDATE empresa SET exigir_aceite_psi = false, politica_seguranca = NULL WHERE id = 1',
      );
    }
  });
});

describe('Editar Cadastro', () => {
  let c: Candidate;
  let id: number;
  let dados: ReturnType<typeof candidato>;

  beforeAll(async () => {
    c = novo();
    dados = candidato({ pessoal: { sexo: 'F' }, contato: { email: 'edita@exemplo.com.br' } });
    expect((await registra(c, cadastro({}, dados))).status).toBe(202);
    id = (await entra(c, cadastro({}, dados))).id;
    // HR notes and a field the portal will not show
    const { id: _id, ...rec } = (await admin.get(`/api/captacao/candidatos/${id}`)).body;
    const put = await admin.put(`/api/captacao/candidatos/${id}`, {
      ...rec,
      observacao: 'Boa entrevista',
      documentos: { rg: '1234567' },
    });
    expect(put.status).toBe(200);
    const cfg = await config({
      camposVisiveis: ['pessoal.sexo', 'contato.email', 'contato.foneCelular'],
      camposObrigatorios: [],
    });
    expect(cfg.status).toBe(201);
  });

  it('reads the own record without HR fields nor password; another candidate is 404', async () => {
    const me = await c.get(`${EXTERNO}/candidatos/${id}`);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id, nome: 'Bia Lima', cpf: dados.cpf, pessoal: { sexo: 'F' } });
    expect(me.body.observacao).toBeUndefined();
    expect(me.body.senha).toBeUndefined();
    const outro = await created(admin, '/api/captacao/candidatos', { nome: 'Outro', cargos: [b.cargo] });
    expect((await c.get(`${EXTERNO}/candidatos/${outro.id}`)).status).toBe(404);
    expect((await c.put(`${EXTERNO}/candidatos/${outro.id}`, { nome: 'X' })).status).toBe(404);
  });

  it('saves the shown fields and keeps what HR typed in fields the portal does not show', async () => {
    const res = await c.put(`${EXTERNO}/candidatos/${id}`, {
      nome: 'Beatriz Lima',
      cargos: [cargo2],
      pessoal: { sexo: 'F' },
      contato: { email: 'nova@exemplo.com.br', dddCelular: '11', foneCelular: '912345678' },
      primeiroEmprego: true,
    });
    expect(res.body).toMatchObject({ nome: 'Beatriz Lima' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ nome: 'Beatriz Lima', contato: { email: 'nova@exemplo.com.br' } });
    const staff = (await admin.get(`/api/captacao/candidatos/${id}`)).body;
    expect(staff).toMatchObject({
      observacao: 'Boa entrevista',
      documentos: { rg: '1234567' },
      cargos: [cargo2],
    });
  });

  it("refuses HR's fields, a new CPF and the password here, changing nothing", async () => {
    const before = (await admin.get(`/api/captacao/candidatos/${id}`)).body;
    const res = await c.put(`${EXTERNO}/candidatos/${id}`, {
      nome: 'Mudou',
      cpf: cpf(),
      senha: 'outra-senha',
      qualificacaoCadastral: 'QUALIFICADO',
      cargos: [b.cargo],
    });
    expectFieldErrors(res, [
      { field: 'qualificacaoCadastral', message: 'Este dado só é alterado pelo RH.' },
      { field: 'senha', message: 'A senha é alterada em Alterar Senha.' },
      { field: 'cpf', message: 'O CPF não pode ser alterado pelo portal. Procure o RH da empresa.' },
    ]);
    expect((await admin.get(`/api/captacao/candidatos/${id}`)).body).toEqual(before);
  });

  it('uploads and removes the photo; a PDF is no photo', async () => {
    const up = await postMultipart(c, `${EXTERNO}/candidatos/${id}/arquivos/foto`, [
      { name: 'arquivo', file: { filename: 'eu.jpg', bytes: JPEG, type: 'image/jpeg' } },
    ]);
    expect(up.status).toBe(201);
    const bad = await postMultipart(c, `${EXTERNO}/candidatos/${id}/arquivos/foto`, [
      { name: 'arquivo', file: { filename: 'eu.pdf', bytes: PDF, type: 'application/pdf' } },
    ]);
    expectFieldError(bad, 'foto', 'O arquivo adicionado não é uma imagem');
    expect((await c.del(`${EXTERNO}/candidatos/${id}/arquivos/foto/${up.body.id}`)).status).toBe(204);
    expect((await c.get(`${EXTERNO}/candidatos/${id}`)).body.foto).toBeNull();
  });
});
