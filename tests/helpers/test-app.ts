import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/server/app.ts';
import { readConfig } from '../../src/server/config.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { ADMIN_CPF, ADMIN_SENHA, TEST_ENV } from './test-env.ts';

export { ADMIN_CPF, ADMIN_SENHA };

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  /** a direct connection to the test database, to check what was (not) stored */
  sql: pg.Pool;
  close(): Promise<void>;
};

/**
 * The whole app on a fresh database of its own, as a test file needs it: a copy of the run's template
 * (an app already started once on it: structure, reference data, the first administrator), unless the test
 * changes the first start's settings (GENTE_ADMIN_*), which then runs on an empty database.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const firstStart = Object.keys(env).some((k) => k.startsWith('GENTE_ADMIN_'));
  const database = await createTestDatabase({ template: !firstStart });
  const config = readConfig({ ...TEST_ENV, ...env });
  const app = await buildApp({ config, databaseUrl: database.url });
  const sql = new pg.Pool({ connectionString: database.url, max: 2 });
  return {
    app,
    database,
    sql,
    async close() {
      await app.close();
      await sql.end();
      await database.drop();
    },
  };
}

/** Rows of a table of the test database (to check what was, or was not, stored). */
export const countRows = async (t: TestApp, table: string, where = 'TRUE'): Promise<number> =>
  Number((await t.sql.query(`SELECT count(*) FROM ${table} WHERE ${where}`)).rows[0].count);

/** POSTs a record that must be accepted (test set-up) and answers it. */
export async function created(client: Client, path: string, body: unknown): Promise<any> {
  const res = await client.post(path, body);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A logged-in API client: keeps the session cookie like a browser would. */
export class Client {
  cookie = '';
  constructor(readonly app: FastifyInstance) {}

  async login(cpf = ADMIN_CPF, senha = ADMIN_SENHA, empresaId = 1) {
    const res = await this.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { cpf, senha, empresaId },
    });
    if (res.statusCode !== 200) throw new Error(`login falhou: ${res.statusCode} ${res.body}`);
    this.cookie = String(res.headers['set-cookie']).split(';')[0];
    return res.json();
  }

  async request(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    const allHeaders: Record<string, string> = {
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...headers,
    };
    // a string payload is sent as raw JSON text (to test malformed bodies)
    if (typeof payload === 'string') allHeaders['content-type'] ??= 'application/json';
    const res = await this.app.inject({
      method,
      url,
      headers: allHeaders,
      ...(payload === undefined ? {} : { payload: payload as object | string }),
    });
    return { status: res.statusCode, body: res.body ? safeJson(res.body) : undefined, headers: res.headers };
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body: unknown) => this.request('POST', url, body);
  put = (url: string, body: unknown) => this.request('PUT', url, body);
  del = (url: string) => this.request('DELETE', url);
}

function safeJson(body: string): any {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** Creates a second company and a user restricted to it, for tenant-isolation tests. */
export async function createCompanyWithUser(
  admin: Client,
  nome: string,
  cpf: string,
  senha = 'outra-senha-123',
) {
  const empresa = await admin.post('/api/utilitario/empresas', { nome });
  if (empresa.status !== 201) throw new Error(`empresa: ${JSON.stringify(empresa.body)}`);
  const perfis = await admin.get('/api/utilitario/perfis?nome=Administrador');
  const perfilId = (perfis.body as { id: number }[])[0].id;
  const user = await admin.post('/api/utilitario/usuarios', {
    nome: `Usuário ${nome}`,
    cpf,
    senha,
    empresas: [empresa.body.id],
    perfis: [perfilId],
  });
  if (user.status !== 201) throw new Error(`usuário: ${JSON.stringify(user.body)}`);
  const client = new Client(admin.app);
  await client.login(cpf, senha, empresa.body.id);
  return { client, empresaId: empresa.body.id as number, userId: user.body.id as number };
}

export type TwoCompanies = { t: TestApp; admin: Client; other: Client; otherEmpresaId: number };

/**
 * The app with the installation's administrator logged in (company 1) and a second company with an
 * administrator of its own, for the tenant checks every module's tests make.
 */
export async function startTwoCompanies(env: Record<string, string> = {}): Promise<TwoCompanies> {
  const t = await startTestApp(env);
  const admin = new Client(t.app);
  await admin.login();
  const { client: other, empresaId: otherEmpresaId } = await createCompanyWithUser(
    admin,
    'Empresa B',
    '11144477735',
  );
  return { t, admin, other, otherEmpresaId };
}

/** A logged-in user of company 1 holding exactly `roles` (one profile of its own); the client and the user id. */
export async function userWithRoles(
  admin: Client,
  roles: string[],
  cpf: string,
  opts: { nome?: string; perfil?: string } = {},
): Promise<{ client: Client; userId: number }> {
  const perfil = await created(admin, '/api/utilitario/perfis', {
    nome: opts.perfil ?? `Perfil ${cpf}`,
    permissoes: roles,
  });
  const user = await created(admin, '/api/utilitario/usuarios', {
    nome: opts.nome ?? `Usuário ${cpf}`,
    cpf,
    senha: 'senha-de-teste-9',
    empresas: [1],
    perfis: [perfil.id],
  });
  const client = new Client(admin.app);
  await client.login(cpf, 'senha-de-teste-9', 1);
  return { client, userId: user.id as number };
}

/** A fingerprint of a table's rows, to show that a refused write stored nothing (nor changed anything). */
export async function tableFingerprint(t: TestApp, table: string): Promise<string> {
  const r = await t.sql.query(
    `SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM ${table} x`,
  );
  return r.rows[0].h;
}
