// A sweep over every API route, read from Fastify's own route table (a route added later is covered
// without writing a test): without a session → 401; a user without the authority → 403; a record of
// another company → 404 with nothing changed; generated bad input → 4xx with a Portuguese message, never
// 5xx, never a stack trace or SQL, nothing stored. Prints how many routes and requests it covered.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionSpec } from '../../../src/server/actions/action.ts';
import type { JsonSchema, Resource } from '../../../src/shared/schema/types.ts';
import { actionSchema } from '../../helpers/sweep.ts';
import {
  Client,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';

/** Routes outside the sweep, and why. */
const SKIPPED: Record<string, string> = {
  'GET /api/health': 'público por definição (monitoramento)',
  'GET /api/docs': 'público por definição (documento OpenAPI)',
  'POST /api/login': 'público: a própria entrada (testes em auth.test.ts)',
  'POST /api/logout': 'sem sessão responde 204 de propósito (auth.test.ts)',
  'GET /api/login/empresas': 'público: escolha da empresa antes do login (auth.test.ts)',
  'POST /api/externo/login': 'público: a entrada do candidato (externo/sessao.test.ts)',
  'GET /api/externo/userinfo':
    'responde {authenticated:false} sem sessão, de propósito (externo/sessao.test.ts)',
  'POST /api/externo/userinfo/logout': 'sem sessão responde 204 de propósito (externo/sessao.test.ts)',
  'GET /api/externo/altcha': 'público: o desafio do robô (externo/sessao.test.ts)',
};
/** Portal routes that are not declared actions and need no session (the rest need the candidate's). */
const PUBLICAS_PORTAL = new Set(['POST /api/externo/candidatos']);
/** Public actions limited on purpose (their refusals are tested in their own files). */
const LIMITADAS = new Set(['recuperar-senha', 'externo-recuperar-senha']);
const isPortal = (route: Route) => route.url.startsWith('/api/externo/');
const LEAK =
  /\bat [\w$.<>]+ \(|Error:|node_modules|\bSELECT\b|\bINSERT\b|UPDATE \w+ SET|violates|syntax error|\bstack\b/i;
const ENGLISH = /^(Bad Request|Not Found|Internal Server Error|Unsupported|Body|Request|Unexpected|Route)/;

type Route = { method: string; url: string };
type Answer = { status: number; text: string; json: any };

let t: TestApp;
let admin: Client;
let semAutoridade: Client;
/** a candidate of company 1 logged in the portal (its own cookie, gente_candidato) */
let candidato: Client;
let outraEmpresaId: number;
let requests = 0;
const problems: string[] = [];

async function send(
  client: Client | null,
  method: string,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  requests++;
  const opts: InjectOptions = {
    method: method as InjectOptions['method'],
    url,
    headers: { ...(client?.cookie ? { cookie: client.cookie } : {}), ...headers },
  };
  if (payload !== undefined) {
    opts.payload = payload as string;
    if (typeof payload === 'string') opts.headers = { 'content-type': 'application/json', ...opts.headers };
  }
  const res = await t.app.inject(opts);
  let json: any;
  try {
    json = JSON.parse(res.body);
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, text: res.body, json };
}

function check(route: Route, what: string, res: Answer, expected?: number | ((s: number) => boolean)) {
  const where = `${route.method} ${route.url} [${what}]`;
  if (res.status >= 500) problems.push(`${where}: ${res.status} ${res.text.slice(0, 200)}`);
  if (LEAK.test(res.text) && res.status >= 400)
    problems.push(`${where}: vazamento ${res.text.slice(0, 200)}`);
  if (res.status >= 400) {
    const message = res.json?.message;
    if (typeof message !== 'string' || !message || ENGLISH.test(message))
      problems.push(`${where}: ${res.status} sem mensagem em português: ${res.text.slice(0, 200)}`);
  }
  if (typeof expected === 'number' && res.status !== expected)
    problems.push(`${where}: esperado ${expected}, veio ${res.status} ${res.text.slice(0, 150)}`);
  if (typeof expected === 'function' && !expected(res.status))
    problems.push(`${where}: status inesperado ${res.status} ${res.text.slice(0, 150)}`);
}

/** The register whose path is the longest prefix of the URL (its :id is that register's id). */
function registerOf(url: string): Resource | undefined {
  const path = url.replace(/^\/api\//, '');
  return [...t.app.engine.registry.resources]
    .filter((r) => path === r.path || path.startsWith(`${r.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

const actionOf = (route: Route): ActionSpec | undefined =>
  t.app.actions.find((a) => a.method === route.method && `/api/${a.path}` === route.url);

/** The authority a route needs, when the route says it (registers, actions, file routes, reports). */
function authorityOf(route: Route): string | undefined | null {
  const action = actionOf(route);
  if (action) return action.public ? null : (action.authority ?? undefined);
  const r = registerOf(route.url);
  if (!r) return undefined;
  const auth = r.meta.authority;
  if (route.url.includes('/relatorios/')) return undefined;
  return route.method === 'GET' ? auth?.read : auth?.write;
}

/** Params of the URL: ids of records of company B where the route names a register, else 1. */
const fill = (url: string, values: Record<string, string>) =>
  url.replace(/:([A-Za-z]+)/g, (_m, p) => values[p] ?? '1');

/** One record of company B in a tenant register's table (a bare row: columns are nullable but a few). */
const foreignIds = new Map<string, number | null>();
async function foreignRecord(r: Resource): Promise<number | null> {
  if (foreignIds.has(r.path)) return foreignIds.get(r.path)!;
  let id: number | null = null;
  if (r.meta.tenant === 'empresa') {
    try {
      const res = await t.sql.query(`INSERT INTO ${r.table} (empresa_id) VALUES ($1) RETURNING id`, [
        outraEmpresaId,
      ]);
      id = res.rows[0].id;
    } catch {
      const res = await t.sql.query(`SELECT id FROM ${r.table} WHERE empresa_id = $1 LIMIT 1`, [
        outraEmpresaId,
      ]);
      id = res.rows[0]?.id ?? null;
    }
  }
  foreignIds.set(r.path, id);
  return id;
}

async function tableCounts(): Promise<Record<string, number>> {
  const { rows } = await t.sql.query(`SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('sessao', 'login_tentativa')`);
  const out: Record<string, number> = {};
  for (const { table_name } of rows)
    out[table_name] = Number((await t.sql.query(`SELECT count(*) FROM "${table_name}"`)).rows[0].count);
  return out;
}

/** Bad bodies for a write route, from its schema when it has one. */
function badBodies(schema: JsonSchema | undefined): [string, unknown][] {
  const props = Object.entries(schema?.properties ?? { nome: { type: 'string' } }).filter(
    ([, p]) => !p.readOnly,
  );
  const typeOf = (p: JsonSchema) => (Array.isArray(p.type) ? p.type.find((x) => x !== 'null') : p.type);
  const wrong = (p: JsonSchema): unknown =>
    typeOf(p) === 'string'
      ? { objeto: true }
      : typeOf(p) === 'array'
        ? 'texto'
        : typeOf(p) === 'object'
          ? 12345
          : 'texto';
  const bodies: [string, unknown][] = [
    ['JSON malformado', '{"nome": "sem fim'],
    ['corpo que não é objeto', '[1, 2, 3]'],
    ['campo desconhecido', { campoDesconhecido: 'x' }],
    ['tipos errados', Object.fromEntries(props.map(([n, p]) => [n, wrong(p)]))],
    ['nulos', Object.fromEntries(props.map(([n]) => [n, null]))],
    ['textos de 100.000 caracteres', Object.fromEntries(props.map(([n]) => [n, 'x'.repeat(100_000)]))],
    ['corpo acima de 1 MiB', JSON.stringify({ nome: 'x'.repeat(1_100_000) })],
  ];
  const dates = props.filter(([, p]) => p.format === 'date');
  if (dates.length)
    bodies.push(['datas impossíveis', Object.fromEntries(dates.map(([n]) => [n, '2023-02-30']))]);
  const arrays = props.filter(([, p]) => typeOf(p) === 'array');
  if (arrays.length)
    bodies.push([
      'listas enormes',
      Object.fromEntries(arrays.map(([n]) => [n, Array.from({ length: 100_000 }, (_, i) => i + 1)])),
    ]);
  return bodies;
}

/** The body schema of a write route: its action's, or its register's for the generic POST and PUT. */
function bodySchemaOf(route: Route, action: ActionSpec | undefined): JsonSchema | undefined {
  if (action?.body) return actionSchema(action.body);
  const r = registerOf(route.url);
  return r && (route.url === `/api/${r.path}` || route.url === `/api/${r.path}/:id`) ? r.schema : undefined;
}

let routes: Route[] = [];

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  const b = await createCompanyWithUser(admin, 'Empresa Varrida', '11144477735');
  outraEmpresaId = b.empresaId;
  const perfil = await created(admin, '/api/utilitario/perfis', { nome: 'Sem autoridades', permissoes: [] });
  await created(admin, '/api/utilitario/usuarios', {
    nome: 'Sem Autoridade',
    cpf: '39053344705',
    senha: 'senha-sem-autoridade',
    empresas: [1],
    perfis: [perfil.id],
  });
  semAutoridade = new Client(t.app);
  await semAutoridade.login('39053344705', 'senha-sem-autoridade');
  // record 1 of the candidates is company B's, so the sweep's "/:id = 1" is nobody's record here
  const areaB = await created(b.client, '/api/cargo-salario/areas-organizacionais', { nome: 'Área B' });
  const cargoB = await created(b.client, '/api/cargo-salario/cargos', {
    nome: 'Cargo B',
    nomeMercado: 'Cargo B',
    areasOrganizacionais: [areaB.id],
  });
  await created(b.client, '/api/captacao/candidatos', { nome: 'Primeiro', cargos: [cargoB.id] });
  const area = await created(admin, '/api/cargo-salario/areas-organizacionais', { nome: 'Área Varrida' });
  const cargo = await created(admin, '/api/cargo-salario/cargos', {
    nome: 'Cargo Varrido',
    nomeMercado: 'Cargo Varrido',
    areasOrganizacionais: [area.id],
  });
  await created(admin, '/api/captacao/candidatos', {
    nome: 'Candidato Varrido',
    cpf: '71428793860',
    senha: 'senha-do-candidato',
    cargos: [cargo.id],
  });
  candidato = new Client(t.app);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/externo/login',
    payload: 'cpf=71428793860&senha=senha-do-candidato&empresaId=1',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (login.statusCode !== 200) throw new Error(`login do candidato: ${login.body}`);
  candidato.cookie = String(login.headers['set-cookie']).split(';')[0]!;
  routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !SKIPPED[`${r.method} ${r.url}`]);
}, 120_000);
afterAll(() => t?.close());

describe('every API route', () => {
  it('refuses without a session (401) and without the authority (403)', async () => {
    for (const route of routes) {
      const action = actionOf(route);
      const url = fill(route.url, {});
      if (action?.public || PUBLICAS_PORTAL.has(`${route.method} ${route.url}`)) continue;
      const body = route.method === 'GET' ? undefined : {};
      check(route, 'sem sessão', await send(null, route.method, url, body), 401);
      if (isPortal(route)) {
        // a staff session is no candidate: every portal route needs the candidate's own session
        check(route, 'sessão da equipe no portal', await send(admin, route.method, url, body), 401);
        check(route, 'sessão do candidato', await send(candidato, route.method, url, body), (s) => s < 500);
        continue;
      }
      // a candidate session never opens a staff route
      check(route, 'sessão de candidato', await send(candidato, route.method, url, body), 401);
      const authority = authorityOf(route);
      const res = await send(semAutoridade, route.method, url, route.method === 'GET' ? undefined : {});
      if (authority) check(route, `sem ${authority}`, res, 403);
      else check(route, 'sem autoridade exigida', res, (s) => s < 500);
    }
  }, 120_000);

  it('answers 404 for a record of another company and changes nothing', async () => {
    for (const route of routes) {
      const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
      if (names.length === 0) continue;
      const action = actionOf(route);
      if (action?.public || PUBLICAS_PORTAL.has(`${route.method} ${route.url}`)) continue;
      const client = isPortal(route) ? candidato : admin;
      const values: Record<string, string> = {};
      const owners: [string, Resource][] = [];
      for (const name of names) {
        const declared = action?.ids?.[name];
        const r = declared
          ? t.app.engine.registry.get(typeof declared === 'string' ? declared : declared.resource)
          : name === 'id'
            ? registerOf(route.url)
            : undefined;
        if (!r) continue;
        const id = await foreignRecord(r);
        if (id === null) continue;
        values[name] = String(id);
        owners.push([name, r]);
      }
      if (owners.length === 0) continue;
      const snapshot = async () =>
        Promise.all(
          owners.map(async ([name, r]) =>
            JSON.stringify(
              (await t.sql.query(`SELECT * FROM ${r.table} WHERE id = $1`, [values[name]])).rows,
            ),
          ),
        );
      const before = await snapshot();
      const res = await send(
        client,
        route.method,
        fill(route.url, values),
        route.method === 'GET' ? undefined : {},
      );
      // 405: a read-only register refuses every write before looking the record up
      check(route, 'registro de outra empresa', res, (s) => s === 404 || s === 400 || s === 415 || s === 405);
      if (res.status < 400)
        problems.push(`${route.method} ${route.url}: registro de outra empresa respondeu ${res.status}`);
      expect(await snapshot()).toEqual(before);
    }
  }, 120_000);

  it('refuses generated bad input with 4xx in Portuguese, never 5xx or a leak, and stores nothing', async () => {
    const before = await tableCounts();
    for (const route of routes) {
      const action = actionOf(route);
      if (action?.public && LIMITADAS.has(action.name)) continue; // rate-limited on purpose
      const url = fill(route.url, {});
      const client = isPortal(route) ? candidato : admin;
      // ids that are text
      if (route.url.includes(':')) {
        const textual = route.url.replace(/:([A-Za-z]+)/g, 'abc');
        check(
          route,
          'id em texto',
          await send(client, route.method, textual, route.method === 'GET' ? undefined : {}),
          (s) => s >= 400 && s < 500,
        );
      }
      if (route.method === 'GET') {
        for (const [what, query] of [
          ['paginação inválida', 'page=abc&size=-1'],
          ['data impossível', 'data=2023-02-30&dataIni=2023-02-30'],
          ['texto de 10.000 caracteres', `nome=${'x'.repeat(10_000)}`],
          ['ordenação inválida', 'sort=naoExiste,desc'],
        ] as const)
          check(route, what, await send(client, 'GET', `${url}?${query}`));
        continue;
      }
      // the generic DELETE takes no body: sent to a record 1 that exists (the languages every company is
      // seeded with) it deletes it, which is no bad input
      if (route.method === 'DELETE' && !action) continue;
      for (const [what, body] of badBodies(bodySchemaOf(route, action)))
        check(route, what, await send(client, route.method, url, body), (s) => s >= 400 && s < 500);
    }
    const after = await tableCounts();
    const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
    expect(changed, 'tabelas alteradas por entradas inválidas').toEqual([]);
  }, 300_000);

  it('covered every route, with no 5xx, leak or wrong status', () => {
    console.log(
      `Varredura: ${routes.length} rotas, ${requests} requisições; ${problems.length} problema(s).`,
    );
    expect(routes.length).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});
