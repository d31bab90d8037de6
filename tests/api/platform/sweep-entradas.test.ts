// The sweep of control characters in text: for every write route with a body schema (each register's POST and
// PUT, each declared action with a body or a record, the portal's anonymous registration) a valid body is
// built from the schema and each of its free texts in turn gets a NUL (U+0000) and, separately, a BEL
// (U+0007): the answer must be 400 in Portuguese naming that field (never 500), and nothing may be stored.
// A register's body is first accepted as it is (201), so the 400 is the character's. The lists' text
// filters get them in the query string too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPOS_DO_RH } from '../../../src/shared/portal/campos-candidato.ts';
import type { JsonSchema, Resource } from '../../../src/shared/schema/types.ts';
import {
  type Answer,
  Bodies,
  cpfFrom,
  fill,
  freeTextPaths,
  giveCnpj,
  paramsOf,
  quickAltcha,
  type Route,
  Sweep,
} from '../../helpers/sweep.ts';
import { Client, created, startTestApp, type TestApp } from '../../helpers/test-app.ts';

const CHARS = [
  ['\u0000', 'NUL'],
  ['\u0007', 'BEL'],
] as const;
/** Public actions limited per address: each request comes from an address of its own. */
let address = 0;
const nextAddress = () => `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

let t: TestApp;
let sw: Sweep;
let admin: Client;
let bodies: Bodies;
let candidato: { cookie: string };
let candidatoId: number;
let cargoPortal: number;
const touched = new Set<string>();
/** the candidate's fields only HR writes (the portal refuses them by name) */
const rh = new Set<string>(CAMPOS_DO_RH as readonly string[]);
/** a record of each register, created with a built body: PUT targets it, and POST knows its body is valid */
const clean = new Map<string, { id: number; body: Record<string, unknown> }>();

const fresh = (schema: JsonSchema | undefined) => bodies.build(schema, () => `Texto ${bodies.next()}`);
/** The body with the character inside the text at `path` (a list item made when the list is empty). */
const spoil = (body: unknown, schema: JsonSchema | undefined, path: string[], char: string) =>
  bodies.place(body, schema, path, (old) => `${typeof old === 'string' ? old.slice(0, 3) : 'Tex'}${char}to`);
/** The field the control character went into, as the validators name it (last name of its path). */
const lastName = (path: string[]) => [...path].reverse().find((p) => p !== '[]')!;

/** 400, Portuguese, and — when it lists fields — naming the spoiled one (not refused for another reason). */
function expectRefusal(route: Route, what: string, res: Answer, path: string[]) {
  if (!sw.check(route, what, res, 400)) return;
  const errors = res.json?.errors as { field: string }[] | undefined;
  if (
    Array.isArray(errors) &&
    errors.length &&
    !errors.some((e) => e.field.split('.').at(-1) === lastName(path))
  )
    sw.problem(
      `${route.method} ${route.url} [${what}]`,
      `recusado por outro motivo: ${res.text.slice(0, 200)}`,
    );
}

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  sw = new Sweep(t);
  admin = new Client(t.app);
  await admin.login();
  bodies = new Bodies(sw, admin, 1);
  await giveCnpj(sw, admin, 1);
  const area = await created(admin, '/api/cargo-salario/areas-organizacionais', { nome: 'Área Entradas' });
  cargoPortal = (
    await created(admin, '/api/cargo-salario/cargos', {
      nome: 'Cargo Entradas',
      nomeMercado: 'Cargo Entradas',
      areasOrganizacionais: [area.id],
      exibirModuloExterno: true,
    })
  ).id;
  candidatoId = (
    await created(admin, '/api/captacao/candidatos', {
      nome: 'Candidata das Entradas',
      cpf: '71428793860',
      senha: 'senha-da-candidata',
      cargos: [cargoPortal],
      contato: { email: 'entradas@exemplo.com.br' },
    })
  ).id;
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/externo/login',
    payload: 'cpf=71428793860&senha=senha-da-candidata&empresaId=1',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (login.statusCode !== 200) throw new Error(`login da candidata: ${login.body}`);
  candidato = { cookie: String(login.headers['set-cookie']).split(';')[0]! };
  // one record of each register the API writes, each with every free text filled
  for (const r of sw.resources.filter((x) => !x.meta.readOnly)) {
    const rec = await bodies.create(r, () => `Texto ${bodies.next()}`);
    if (rec) clean.set(r.path, rec);
  }
}, 120_000);
afterAll(() => t?.close());

describe('control characters in every text field', () => {
  it("refuses them in every register's POST and PUT with 400, storing nothing", async () => {
    const counts = await sw.tableCounts();
    let fields = 0;
    for (const r of sw.resources.filter((x) => !x.meta.readOnly)) {
      const paths = freeTextPaths(r.schema);
      const rec = clean.get(r.path);
      if (!rec || paths.length === 0) continue;
      const post = { method: 'POST', url: `/api/${r.path}` };
      const put = { method: 'PUT', url: `/api/${r.path}/:id` };
      touched.add(`POST ${post.url}`).add(`PUT ${put.url}`);
      const row = async () =>
        JSON.stringify((await t.sql.query(`SELECT * FROM ${r.table} WHERE id = $1`, [rec.id])).rows);
      const before = await row();
      for (const path of paths) {
        fields++;
        for (const [char, name] of CHARS) {
          const what = `${name} em ${path.join('.')}`;
          // new values for what must be unique; what the register's rules asked of the first body kept
          const body = await spoil({ ...rec.body, ...(await fresh(r.schema)) }, r.schema, path, char);
          expectRefusal(post, what, await sw.send(admin, 'POST', post.url, body), path);
          const res = await sw.send(
            admin,
            'PUT',
            `/api/${r.path}/${rec.id}`,
            await spoil(rec.body, r.schema, path, char),
          );
          expectRefusal(put, what, res, path);
        }
      }
      if ((await row()) !== before)
        sw.problem(`PUT /api/${r.path}/:id`, 'registro alterado por texto com caractere de controle');
    }
    const changed = Sweep.changed(counts, await sw.tableCounts());
    if (changed.length) sw.problem('cadastros', `tabelas alteradas: ${changed.join(', ')}`);
    console.log(
      `Cadastros com registro de corpo gerado: ${clean.size}; campos de texto livre tentados: ${fields}; cadastros sem corpo aceito: ${bodies.refused.size}.`,
    );
    if (bodies.refused.size) console.log([...bodies.refused].map(([p, why]) => `  ${p}: ${why}`).join('\n'));
    expect(clean.size).toBeGreaterThan(40);
  }, 180_000);

  it('refuses them in every declared action with a body, storing nothing', async () => {
    const counts = await sw.tableCounts();
    let actions = 0;
    for (const route of sw.routes) {
      const action = sw.actionOf(route);
      if (!action || (!action.body && !action.record)) continue;
      const schema = sw.bodySchemaOf(route);
      const portal = !!action.authenticate;
      // the portal refuses HR's fields by name: a candidate's body never carries them
      const paths = freeTextPaths(schema).filter((p) => !portal || !rh.has(p[0]!));
      if (paths.length === 0) continue;
      actions++;
      touched.add(`${route.method} ${route.url}`);
      const values: Record<string, string> = {};
      for (const [name, r] of Object.entries(sw.paramRegisters(route)))
        if (portal) values[name] = String(candidatoId);
        else if (r) values[name] = String((await bodies.refId(r.path)) ?? 1);
      for (const name of paramsOf(route.url)) if (portal && name === 'id') values[name] = String(candidatoId);
      const url = fill(route.url, values);
      const client = action.public ? null : portal ? candidato : admin;
      for (const path of paths)
        for (const [char, name] of CHARS) {
          const built = await fresh(schema);
          if (portal) for (const k of rh) delete built[k];
          const body = await spoil(built, schema, path, char);
          const res = await sw.send(client, route.method, url, body, {}, nextAddress());
          expectRefusal(route, `${name} em ${path.join('.')} (${url})`, res, path);
        }
    }
    const changed = Sweep.changed(counts, await sw.tableCounts());
    if (changed.length) sw.problem('ações', `tabelas alteradas: ${changed.join(', ')}`);
    console.log(`Ações com corpo e texto livre: ${actions}.`);
  }, 120_000);

  it("refuses them in the portal's anonymous registration, storing nothing", async () => {
    const route = { method: 'POST', url: '/api/externo/candidatos' };
    touched.add('POST /api/externo/candidatos');
    const candidatos = t.app.engine.registry.get('captacao/candidatos');
    const paths = freeTextPaths(candidatos.schema).filter((p) => !rh.has(p[0]!));
    let k = 0;
    const body = async () => ({
      altcha: await quickAltcha(t),
      empresaId: 1,
      candidato: {
        nome: 'Nova Candidata',
        cpf: cpfFrom(600_000_000 + ++k * 7717),
        cargos: [cargoPortal],
        senha: 'senha-do-portal',
        contato: { email: `cadastro${k}@exemplo.com.br` },
        primeiroEmprego: true,
      },
      confirmaSenha: 'senha-do-portal',
    });
    // the body as built is accepted (201, or 202 where the portal does not tell whether the CPF was new): the
    // refusals below are the characters'
    sw.check(
      route,
      'corpo válido',
      await sw.send(null, 'POST', route.url, await body(), {}, nextAddress()),
      (s) => s === 201 || s === 202,
    );
    const counts = await sw.tableCounts();
    for (const path of paths)
      for (const [char, name] of CHARS) {
        const base = await body();
        const spoiled = await spoil(base.candidato, candidatos.schema, path, char);
        const res = await sw.send(
          null,
          'POST',
          route.url,
          { ...base, candidato: spoiled },
          {},
          nextAddress(),
        );
        expectRefusal(route, `${name} em candidato.${path.join('.')}`, res, path);
      }
    const changed = Sweep.changed(counts, await sw.tableCounts());
    if (changed.length)
      sw.problem('POST /api/externo/candidatos', `tabelas alteradas: ${changed.join(', ')}`);
    console.log(`Cadastro do portal: ${paths.length} campos de texto livre tentados.`);
  }, 120_000);

  it('refuses them in the text filters of the lists', async () => {
    const filterOf = (r: Resource) => {
      for (const f of r.meta.filters ?? []) {
        const field = typeof f === 'string' ? f : f.field;
        const param = typeof f === 'string' ? f : (f.param ?? f.field);
        const p = r.schema.properties?.[field];
        if (p && p.type === 'string' && !p.enum && !p.format && !p['x-ref']) return param;
      }
      return undefined;
    };
    for (const r of sw.resources) {
      const param = filterOf(r);
      if (!param) continue;
      const route = { method: 'GET', url: `/api/${r.path}` };
      touched.add(`GET ${route.url}`);
      for (const [char, name] of CHARS) {
        const res = await sw.send(admin, 'GET', `${route.url}?${param}=ab${encodeURIComponent(char)}cd`);
        expectRefusal(route, `${name} no filtro ${param}`, res, [param]);
      }
    }
  });

  it('printed its figures and found no problem', () => {
    sw.report('Varredura dos caracteres de controle', touched.size);
    expect(touched.size).toBeGreaterThan(100);
    expect(sw.problems).toEqual([]);
  });
});
