// 'Atualizar Meus Dados': a staff user with ROLE_CAD_INFO_PESSOAL reads and updates the personal data of the
// employee they are (colaborador.usuario) in the session's company, and nothing else.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESSOAL_PERMITIDOS } from '../../../src/server/modules/cargo-salario/meus-dados.ts';
import { expectFieldError } from '../../helpers/expect.ts';
import { Client, created, startTestApp, type TestApp } from '../../helpers/test-app.ts';

const CS = '/api/cargo-salario';
const URL = `${CS}/colaboradores/meus-dados`;
let t: TestApp;
let admin: Client;
let eu: Client;
let semVinculo: Client;
let semPermissao: Client;
let colaboradorId: number;

async function usuario(nome: string, cpf: string, permissoes: string[], empresas = [1]) {
  const perfil = await created(admin, '/api/utilitario/perfis', { nome: `Perfil ${nome}`, permissoes });
  const u = await created(admin, '/api/utilitario/usuarios', {
    nome,
    cpf,
    senha: 'senha-do-talento-1',
    empresas,
    perfis: [perfil.id],
  });
  const client = new Client(t.app);
  await client.login(cpf, 'senha-do-talento-1', empresas[0]);
  return { client, id: u.id as number };
}

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  const outra = await created(admin, '/api/utilitario/empresas', { nome: 'Outra Meus Dados' });
  const u = await usuario('Talento Eu', '39053344705', ['ROLE_CAD_INFO_PESSOAL'], [1, outra.id]);
  eu = u.client;
  colaboradorId = (
    await created(admin, `${CS}/colaboradores`, {
      nome: 'Talento Eu',
      dataAdmissao: '2020-01-01',
      usuario: { id: u.id },
      pessoal: { sexo: 'F', dataNascimento: '1990-05-01', estadoCivil: '01', mae: 'Maria' },
      contato: { email: 'eu@empresa.com.br' },
    })
  ).id;
  semVinculo = (await usuario('Sem Vínculo', '11144477735', ['ROLE_CAD_INFO_PESSOAL'])).client;
  semPermissao = (await usuario('Sem Permissão', '93541134780', ['ROLE_CAPTACAO'])).client;
});
afterAll(() => t?.close());

/** Until some statement of the app waits for a row lock (the test holds one in an open transaction). */
async function waitForLockWait() {
  for (let i = 0; i < 100; i++) {
    const { rows } = await t.sql.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows[0].n > 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the save never waited for the lock');
}

describe('Atualizar Meus Dados', () => {
  it('reads only the personal data the employee may change', async () => {
    const res = await eu.get(URL);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: colaboradorId,
      nome: 'Talento Eu',
      pessoal: { estadoCivil: '01', mae: 'Maria' },
      contato: { email: 'eu@empresa.com.br' },
    });
  });

  it('saves them through the register (rules, audit) and keeps what only HR changes', async () => {
    const res = await eu.put(URL, {
      nomeSocial: ' Tê ',
      pessoal: { estadoCivil: '02', qtdFilhos: 2, mae: 'Maria' },
      contato: { email: 'novo@empresa.com.br', ddd: '85', foneCelular: '988887777' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ nomeSocial: 'Tê', pessoal: { estadoCivil: '02', qtdFilhos: 2 } });
    const stored = (await admin.get(`${CS}/colaboradores/${colaboradorId}`)).body;
    expect(stored).toMatchObject({
      nome: 'Talento Eu',
      dataAdmissao: '2020-01-01',
      nomeSocial: 'Tê',
      pessoal: { sexo: 'F', dataNascimento: '1990-05-01', estadoCivil: '02', qtdFilhos: 2, mae: 'Maria' },
      contato: { email: 'novo@empresa.com.br', ddd: '85', foneCelular: '988887777' },
    });
    const log = await admin.get(
      `/api/utilitario/log?cadastro=cargo-salario/colaboradores&registroId=${colaboradorId}`,
    );
    const ultima = log.body.content[0];
    expect(ultima).toMatchObject({ operacao: 'update', usuario: { nome: 'Talento Eu' } });
    expect(ultima.alteracoes.map((a: { campo: string }) => a.campo)).toEqual(
      expect.arrayContaining(['nomeSocial', 'pessoal.estadoCivil', 'contato.email']),
    );
  });

  it('refuses what only HR changes, and invalid values, storing nothing', async () => {
    const before = (await admin.get(`${CS}/colaboradores/${colaboradorId}`)).body;
    const salario = await eu.put(URL, { salarioAtual: 99999 });
    expect(salario.status).toBe(400);
    expect(salario.body.errors).toEqual([
      { field: 'salarioAtual', message: 'Campo desconhecido: salarioAtual.' },
    ]);
    expectFieldError(
      await eu.put(URL, { pessoal: { dataNascimento: '2000-01-01' } }),
      'pessoal',
      'Este dado só é alterado pelo RH.',
    );
    // one forbidden field refuses the whole body: the allowed part is not saved either
    expectFieldError(
      await eu.put(URL, { nomeSocial: 'Outro Nome', cargoAtual: { id: 1 } }),
      'cargoAtual',
      'Campo desconhecido: cargoAtual.',
    );
    expectFieldError(
      await eu.put(URL, { pessoal: { dataNascimento: '2000-01-01' } }),
      'pessoal',
      'Este dado só é alterado pelo RH.',
    );
    expectFieldError(
      await eu.put(URL, { contato: { email: 'não é e-mail' } }),
      'contato.email',
      'E-mail inválido.',
    );
    // a rule of the register's hooks (not of the body schema) applies as well
    expectFieldError(
      await eu.put(URL, {
        endereco: {
          logradouro: 'Rua A',
          numero: '1',
          bairro: 'Centro',
          uf: { id: 33 },
          cidade: { id: 3550308 },
        },
      }),
      'endereco.cidade',
      'A cidade não pertence ao estado informado.',
    );
    expect((await admin.get(`${CS}/colaboradores/${colaboradorId}`)).body).toEqual(before);
  });

  it('does not undo a change HR commits while the save waits for the record', async () => {
    const hr = await t.sql.connect();
    try {
      await hr.query('BEGIN');
      await hr.query(`UPDATE colaborador SET matricula = 'RH-123' WHERE id = $1`, [colaboradorId]);
      const save = eu.put(URL, { nomeSocial: 'Tê Concorrente' });
      await waitForLockWait();
      await hr.query('COMMIT');
      expect((await save).status).toBe(200);
    } finally {
      hr.release();
    }
    const stored = (await admin.get(`${CS}/colaboradores/${colaboradorId}`)).body;
    expect(stored).toMatchObject({ matricula: 'RH-123', nomeSocial: 'Tê Concorrente' });
  });

  it('answers 404 with a message to a user not linked to an employee here, 403 without the authority', async () => {
    const res = await semVinculo.get(URL);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(
      'Seu usuário não está vinculado a um talento nesta empresa. Peça ao RH para vinculá-lo em Utilitários › Usuários (campo "Talento vinculado") ou no cadastro do talento (campo "Usuário do sistema").',
    );
    expect((await semVinculo.put(URL, { nomeSocial: 'X' })).status).toBe(404);
    expect((await semPermissao.get(URL)).status).toBe(403);
    expect((await new Client(t.app).get(URL)).status).toBe(401);
  });

  it("is the session company's: each company's session reaches only that company's employee", async () => {
    const outra = (await eu.get('/api/userinfo')).body.empresas.find((e: { id: number }) => e.id !== 1);
    const emOutra = async <T>(fn: () => Promise<T>): Promise<T> => {
      expect((await eu.put(`/api/userinfo/empresa/${outra.id}`, {})).status).toBe(200);
      try {
        return await fn();
      } finally {
        expect((await eu.put('/api/userinfo/empresa/1', {})).status).toBe(200);
      }
    };
    // not linked in the other company yet: 404 there, though linked in company 1
    await emOutra(async () => expect((await eu.get(URL)).status).toBe(404));

    // linked in both: each session sees and saves its own company's employee only
    const rh = new Client(t.app);
    await rh.login(undefined, undefined, outra.id);
    const u = (await eu.get('/api/userinfo')).body.usuario;
    const deLa = (
      await created(rh, `${CS}/colaboradores`, {
        nome: 'Talento Eu Lá',
        dataAdmissao: '2021-01-01',
        usuario: { id: u.id },
      })
    ).id;
    const aqui = (await admin.get(`${CS}/colaboradores/${colaboradorId}`)).body;
    await emOutra(async () => {
      expect((await eu.get(URL)).body).toMatchObject({ id: deLa, nome: 'Talento Eu Lá' });
      expect((await eu.put(URL, { nomeSocial: 'Lá' })).body).toMatchObject({ id: deLa, nomeSocial: 'Lá' });
    });
    expect((await admin.get(`${CS}/colaboradores/${colaboradorId}`)).body).toEqual(aqui);
    expect((await eu.get(URL)).body).toMatchObject({ id: colaboradorId, nome: 'Talento Eu' });
    // and the other company's employee stays out of reach of company 1's registers
    expect((await admin.get(`${CS}/colaboradores/${deLa}`)).status).toBe(404);
  });

  it('allows in `pessoal` exactly what the body schema allows', () => {
    const schema = JSON.parse(readFileSync('schemas/cargo-salario/_acoes/meus-dados.json', 'utf8'));
    expect(new Set(Object.keys(schema.properties.pessoal.properties))).toEqual(PESSOAL_PERMITIDOS);
  });
});
