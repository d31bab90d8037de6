// What the route sweeps share (tests/api/platform/route-sweep.test.ts and sweep-*.test.ts): the route table
// with each route's register, action, authority and body schema; one request counted and checked (never 5xx,
// a leak or an English message); table counts to prove nothing was stored; valid bodies built from a
// schema (the records the CSV and input sweeps write); every GET answer of a client (lists, records,
// exports) to search; a quick robot check for the portal's registration.
import { createHash } from 'node:crypto';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveHmacKeySecret } from 'altcha-lib/frameworks/shared';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import type { ActionSpec } from '../../src/server/actions/action.ts';
import { loadSchemas } from '../../src/server/schema-loader.ts';
import type { JsonSchema, Resource } from '../../src/shared/schema/types.ts';
import type { TestApp } from './test-app.ts';

export type Route = { method: string; url: string };
export type Answer = {
  status: number;
  text: string;
  json: any;
  type: string;
  raw: Buffer;
};
/** Anything holding a session cookie (a staff Client, a portal Candidate), or nobody. */
export type Session = { cookie: string } | null;

export const LEAK =
  /\bat [\w$.<>]+ \(|Error:|node_modules|\bSELECT\b|\bINSERT\b|UPDATE \w+ SET|violates|syntax error|\bstack\b/i;
export const ENGLISH =
  /^(Bad Request|Not Found|Internal Server Error|Unsupported|Body|Request|Unexpected|Route)/;

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Params of the URL from `values`, else 1. */
export const fill = (url: string, values: Record<string, string> = {}) =>
  url.replace(/:([A-Za-z0-9]+)/g, (_m, p) => values[p] ?? '1');
export const paramsOf = (url: string) => [...url.matchAll(/:([A-Za-z0-9]+)/g)].map((m) => m[1]!);

/** A valid CPF made from nine digits (the check digits computed). */
export function cpfFrom(base: number): string {
  const d = String(base).padStart(9, '0').slice(-9).split('').map(Number);
  for (const len of [9, 10]) {
    const sum = d.slice(0, len).reduce((s, x, i) => s + x * (len + 1 - i), 0);
    d.push(((sum * 10) % 11) % 10);
  }
  return d.join('');
}

/** A valid CNPJ made from eight digits (branch 0001, the check digits computed). */
export function cnpjFrom(base: number): string {
  const d = `${String(base).padStart(8, '0').slice(-8)}0001`.split('').map(Number);
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const sum = weights.reduce((s, w, i) => s + w * d[i]!, 0);
    const r = sum % 11;
    d.push(r < 2 ? 0 : 11 - r);
  }
  return d.join('');
}

/** A valid PIS/NIS made from ten digits. */
export function pisFrom(base: number): string {
  const d = String(base).padStart(10, '1').slice(-10).split('').map(Number);
  const sum = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2].reduce((s, w, i) => s + w * d[i]!, 0);
  const r = 11 - (sum % 11);
  d.push(r >= 10 ? 0 : r);
  return d.join('');
}

const typeOf = (p: JsonSchema) => (Array.isArray(p.type) ? p.type.find((x) => x !== 'null') : p.type);

/** A property the client never sends (the server computes it, or a file sent on its own route). */
export const notSent = (p: JsonSchema) => !!(p.readOnly || p['x-virtual'] || p['x-file'] || p.const);

/** A text typed freely: no format, list, pattern or reference constrains what it may start with. */
export const isFreeText = (p: JsonSchema) =>
  typeOf(p) === 'string' &&
  !p.enum &&
  !p.format &&
  !p.pattern &&
  !p['x-ref'] &&
  !p.writeOnly &&
  !notSent(p) &&
  !p.oneOf;

/** Paths (property names, `[]` for list items) of the free texts of a schema, nested objects included. */
export function freeTextPaths(schema: JsonSchema | undefined, prefix: string[] = []): string[][] {
  const out: string[][] = [];
  for (const [name, p] of Object.entries(schema?.properties ?? {})) {
    if (notSent(p) || p['x-ref']) continue;
    if (isFreeText(p)) out.push([...prefix, name]);
    else if (typeOf(p) === 'object' && p.properties) out.push(...freeTextPaths(p, [...prefix, name]));
    else if (typeOf(p) === 'array' && p.items && typeOf(p.items) === 'object' && p.items.properties)
      out.push(...freeTextPaths(p.items, [...prefix, name, '[]']));
  }
  return out;
}

/** A copy of `body` with the value at `path` replaced (list items: every item of the list). */
export function withValue(body: unknown, path: string[], value: (old: unknown) => unknown): unknown {
  if (path.length === 0) return value(body);
  const [head, ...rest] = path;
  if (head === '[]') return Array.isArray(body) ? body.map((item) => withValue(item, rest, value)) : body;
  const obj = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (rest.length > 0 && (obj[head!] === undefined || obj[head!] === null)) {
    if (rest[0] === '[]') return obj; // an empty optional list: nothing to put the value in
    return { ...obj, [head!]: withValue({}, rest, value) };
  }
  return { ...obj, [head!]: withValue(obj[head!], rest, value) };
}

let actionSchemas: Map<string, JsonSchema> | undefined;
/** The schema of a declared action's body (or query), by id, its `_defs` inlined (read from schemas/ once). */
export function actionSchema(id: string | undefined): JsonSchema | undefined {
  actionSchemas ??= new Map(loadSchemas().actions.map((s) => [String(s.$id), s]));
  return id ? actionSchemas.get(id) : undefined;
}

/** One sweep: its requests, its problems, and what it knows of the app's routes. */
export class Sweep {
  requests = 0;
  readonly problems: string[] = [];
  constructor(readonly t: TestApp) {}

  /** Every /api route of Fastify's table (HEAD aside). */
  get routes(): Route[] {
    return this.t.app.routeTable.filter((r) => r.url.startsWith('/api/'));
  }

  get resources(): Resource[] {
    return [...this.t.app.engine.registry.resources];
  }

  async send(
    client: Session,
    method: string,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ): Promise<Answer> {
    this.requests++;
    const opts: InjectOptions = {
      method: method as InjectOptions['method'],
      url,
      headers: { ...(client?.cookie ? { cookie: client.cookie } : {}), ...headers },
      ...(remoteAddress ? { remoteAddress } : {}),
    };
    if (payload !== undefined) {
      opts.payload = payload as string;
      if (typeof payload === 'string') opts.headers = { 'content-type': 'application/json', ...opts.headers };
    }
    const res = await this.t.app.inject(opts);
    let json: any;
    const type = String(res.headers['content-type'] ?? '');
    if (type.includes('json') || type === '')
      try {
        json = JSON.parse(res.body);
      } catch {
        json = undefined;
      }
    return { status: res.statusCode, text: res.body, json, type, raw: res.rawPayload };
  }

  problem(where: string, detail: string) {
    this.problems.push(`${where}: ${detail}`);
  }

  /** Never 5xx, a leak, or an error without a Portuguese message; and the expected status when given. */
  check(
    route: Route | string,
    what: string,
    res: Answer,
    expected?: number | ((s: number) => boolean),
  ): boolean {
    const where = typeof route === 'string' ? `${route} [${what}]` : `${route.method} ${route.url} [${what}]`;
    const before = this.problems.length;
    if (res.status >= 500) this.problem(where, `${res.status} ${res.text.slice(0, 200)}`);
    if (res.status >= 400 && LEAK.test(res.text)) this.problem(where, `vazamento ${res.text.slice(0, 200)}`);
    if (res.status >= 400) {
      const message = res.json?.message;
      if (typeof message !== 'string' || !message || ENGLISH.test(message))
        this.problem(where, `${res.status} sem mensagem em português: ${res.text.slice(0, 200)}`);
    }
    if (typeof expected === 'number' && res.status !== expected)
      this.problem(where, `esperado ${expected}, veio ${res.status} ${res.text.slice(0, 150)}`);
    if (typeof expected === 'function' && !expected(res.status))
      this.problem(where, `status inesperado ${res.status} ${res.text.slice(0, 150)}`);
    return this.problems.length === before;
  }

  /** The register whose path is the longest prefix of the URL (its :id is that register's id). */
  registerOf(url: string): Resource | undefined {
    const path = url.replace(/^\/api\//, '');
    return this.resources
      .filter((r) => path === r.path || path.startsWith(`${r.path}/`))
      .sort((a, b) => b.path.length - a.path.length)[0];
  }

  actionOf(route: Route): ActionSpec | undefined {
    return this.t.app.actions.find((a) => a.method === route.method && `/api/${a.path}` === route.url);
  }

  /** The authority a route needs, when the route says it (registers, actions, file routes). */
  authorityOf(route: Route): string | undefined | null {
    const action = this.actionOf(route);
    if (action) return action.public ? null : (action.authority ?? undefined);
    const r = this.registerOf(route.url);
    if (!r || route.url.includes('/relatorios/')) return undefined;
    return route.method === 'GET' ? r.meta.authority?.read : r.meta.authority?.write;
  }

  /** The register each :param of a route names (declared ids of actions; :id of a register's route). */
  paramRegisters(route: Route): Record<string, Resource | undefined> {
    const action = this.actionOf(route);
    const out: Record<string, Resource | undefined> = {};
    for (const name of paramsOf(route.url)) {
      const declared = action?.ids?.[name];
      out[name] = declared
        ? this.t.app.engine.registry.get(typeof declared === 'string' ? declared : declared.resource)
        : name === 'id'
          ? this.registerOf(route.url)
          : undefined;
    }
    return out;
  }

  /** The body schema of a write route: its action's, or its register's for the generic POST and PUT. */
  bodySchemaOf(route: Route): JsonSchema | undefined {
    const action = this.actionOf(route);
    if (action?.body) return actionSchema(action.body);
    if (action?.record) return this.t.app.engine.registry.get(action.record).schema;
    if (action) return undefined;
    const r = this.registerOf(route.url);
    return r && (route.url === `/api/${r.path}` || route.url === `/api/${r.path}/:id`) ? r.schema : undefined;
  }

  /** Rows of every table (sessions and login attempts aside): compared before and after to prove nothing was stored. */
  async tableCounts(): Promise<Record<string, number>> {
    const { rows } = await this.t.sql.query(`SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
        AND table_name NOT IN ('sessao', 'sessao_candidato', 'login_tentativa', 'altcha_usado')`);
    const out: Record<string, number> = {};
    const counts = await this.t.sql.query(
      rows
        .map(({ table_name }) => `SELECT '${table_name}' AS t, count(*)::int AS n FROM "${table_name}"`)
        .join(' UNION ALL '),
    );
    for (const { t, n } of counts.rows) out[t] = n;
    return out;
  }

  /** The tables whose row count differs between two tableCounts. */
  static changed(before: Record<string, number>, after: Record<string, number>): string[] {
    return Object.keys({ ...before, ...after })
      .filter((k) => after[k] !== before[k])
      .map((k) => `${k}: ${before[k]} → ${after[k]}`);
  }

  /** One line with the sweep's figures, and the problems, in the test output. */
  report(label: string, routes: number) {
    console.log(
      `${label}: ${routes} rotas, ${this.requests} requisições; ${this.problems.length} problema(s).`,
    );
    if (this.problems.length) console.log(this.problems.slice(0, 200).join('\n'));
  }
}

/** The schema of a field named as the validators name it ('historicos.0.estabelecimento'). */
export function schemaAt(schema: JsonSchema | undefined, segments: string[]): JsonSchema | undefined {
  let s = schema;
  for (const seg of segments) s = /^\d+$/.test(seg) ? s?.items : s?.properties?.[seg];
  return s;
}

/** Sets a field named as the validators name it, making the objects and list items on the way. */
export function setAt(body: Record<string, unknown>, segments: string[], value: unknown) {
  let node: any = body;
  segments.forEach((seg, i) => {
    const key: string | number = /^\d+$/.test(seg) ? Number(seg) : seg;
    if (i === segments.length - 1) node[key] = value;
    else {
      if (node[key] === undefined || node[key] === null) node[key] = /^\d+$/.test(segments[i + 1]!) ? [] : {};
      node = node[key];
    }
  });
}

/**
 * Valid bodies built from a register's (or an action's) schema: the required properties with values their
 * formats accept, references to a record of the company (an existing one, else one created the same way),
 * and `text(path, schema)` for every free text when given (the formula or control character under test).
 */
export class Bodies {
  private readonly refs = new Map<string, Promise<number | null>>();
  private n = 0;
  /** why a register's record could not be created (the sweeps print how many they covered) */
  readonly refused = new Map<string, string>();

  constructor(
    readonly sweep: Sweep,
    readonly client: { cookie: string },
    readonly empresaId: number,
  ) {}

  next() {
    return ++this.n;
  }

  /** The id of a record of `target` the company sees: an existing one, else one created (null: none). */
  refId(target: string, depth = 0): Promise<number | null> {
    let found = this.refs.get(target);
    if (!found) {
      found = this.findOrCreate(target, depth);
      this.refs.set(target, found);
    }
    return found;
  }

  private async findOrCreate(target: string, depth: number): Promise<number | null> {
    const r = this.sweep.t.app.engine.registry.find(target);
    if (!r) return null;
    const { rows } = await this.sweep.t.sql.query(
      r.meta.tenant === 'empresa'
        ? `SELECT id FROM ${r.table} WHERE empresa_id = $1 ORDER BY id LIMIT 1`
        : r.path === 'utilitario/empresas'
          ? `SELECT id FROM ${r.table} WHERE id = $1`
          : `SELECT id FROM ${r.table} ORDER BY id LIMIT 1`,
      r.meta.tenant === 'empresa' || r.path === 'utilitario/empresas' ? [this.empresaId] : [],
    );
    if (rows[0]) return rows[0].id;
    if (r.meta.readOnly || depth > 4) return null;
    return (await this.create(r, undefined, depth + 1))?.id ?? null;
  }

  /** POSTs a built body to the register; the record, or undefined (the reason kept in `refused`). */
  async create(
    r: Resource,
    text?: (path: string[], p: JsonSchema) => string | undefined,
    depth = 0,
  ): Promise<{ id: number; body: Record<string, unknown> } | undefined> {
    const body = (await this.build(r.schema, text, [], depth)) as Record<string, unknown>;
    // a field the schema leaves optional may be required by a rule of the register (a conditional field, a
    // hook): what the answer names as missing is filled and the body sent again
    for (let attempt = 0; attempt < 8; attempt++) {
      const res = await this.sweep.send(this.client, 'POST', `/api/${r.path}`, body);
      if (res.status === 201 && typeof res.json?.id === 'number') return { id: res.json.id, body };
      this.refused.set(r.path, `${res.status} ${res.text.slice(0, 160)}`);
      const errors = res.json?.errors as { field: string; message: string }[] | undefined;
      if (res.status !== 400 || !Array.isArray(errors)) break;
      let filled = false;
      for (const e of errors) {
        if (!/obrigat|informe|selecione|ao menos|preencha/i.test(e.message)) continue;
        const segments = e.field.split('.');
        const p = schemaAt(r.schema, segments);
        if (!p || notSent(p)) continue;
        const v = await this.value(p, segments, true, text, depth, true);
        if (v === undefined || (Array.isArray(v) && v.length === 0)) continue;
        setAt(body, segments, v);
        filled = true;
      }
      if (!filled) break;
    }
    return undefined;
  }

  /**
   * A copy of `body` with `value` at `path` (names, '[]' for the items of a list): a missing object or an empty
   * list on the way gets one built item, so that a text inside a list item is really sent.
   */
  async place(
    body: unknown,
    schema: JsonSchema | undefined,
    path: string[],
    value: (old: unknown) => unknown,
  ): Promise<unknown> {
    if (path.length === 0) return value(body);
    const [head, ...rest] = path;
    if (head === '[]') {
      const items =
        Array.isArray(body) && body.length > 0
          ? body
          : [await this.build(schema?.items, () => `Texto ${this.next()}`)];
      return Promise.all(items.map((item) => this.place(item, schema?.items, rest, value)));
    }
    const obj = { ...((body && typeof body === 'object' ? body : {}) as Record<string, unknown>) };
    obj[head!] = await this.place(obj[head!], schema?.properties?.[head!], rest, value);
    return obj;
  }

  /** A value for one property (undefined: leave it out). */
  async value(
    p: JsonSchema,
    path: string[],
    required: boolean,
    text?: (path: string[], p: JsonSchema) => string | undefined,
    depth = 0,
    force = false,
  ): Promise<unknown> {
    if (notSent(p)) return undefined;
    const type = typeOf(p);
    const ref = p['x-ref'];
    if (isFreeText(p) && text) {
      const v = text(path, p);
      if (v !== undefined) return typeof p.maxLength === 'number' ? v.slice(0, p.maxLength) : v;
    }
    // a password (write-only) is sent whenever there is one: some registers ask it on creation
    if (type === 'string' && p.writeOnly)
      return `senha-valida-${this.next()}`.padEnd(p.minLength ?? 0, 'x').slice(0, p.maxLength ?? 128);
    if (!required) {
      if (type === 'object' && p.properties && !ref && text) {
        const nested = await this.build(p, text, path, depth);
        return Object.keys(nested as object).length ? nested : undefined;
      }
      return undefined;
    }
    if (p.default !== undefined && type !== 'object' && type !== 'array') return p.default;
    if (p.enum) return p.enum.find((x) => x !== null);
    if (p.oneOf) {
      const first = p.oneOf.find((x) => x.const !== undefined);
      if (first) return first.const;
    }
    if (ref) {
      if (type === 'array') {
        const id = await this.refId(ref, depth);
        if (id === null) return [];
        return p.items && typeOf(p.items) === 'object' ? [{ id }] : [id];
      }
      const id = await this.refId(ref, depth);
      if (id === null) return undefined;
      return type === 'object' ? { id } : id;
    }
    switch (type) {
      case 'string':
        return this.text(p);
      case 'integer':
      case 'number': {
        const min = typeof p.minimum === 'number' ? p.minimum : 1;
        return typeof p.maximum === 'number' ? Math.min(Math.max(min, 1), p.maximum) : Math.max(min, 1);
      }
      case 'boolean':
        return false;
      case 'object':
        return this.build(p, text, path, depth);
      case 'array': {
        const min = Math.max(p.minItems ?? 0, force ? 1 : 0);
        if (min === 0 || !p.items) return [];
        const items = [];
        for (let i = 0; i < min; i++) {
          const item = p.items.enum
            ? p.items.enum[i % p.items.enum.length]
            : await this.value(p.items, [...path, '[]'], true, text, depth);
          items.push(item);
        }
        return items;
      }
      default:
        return undefined;
    }
  }

  /** A string its format or pattern accepts. */
  text(p: JsonSchema): string {
    const n = this.next();
    switch (p.format) {
      case 'date':
        return '2024-03-01';
      case 'date-time':
        return '2024-03-01T12:00:00.000Z';
      case 'time':
        return '08:00';
      case 'cpf':
        return cpfFrom(300_000_000 + n * 7919);
      case 'cnpj':
        return cnpjFrom(20_000_000 + n * 613);
      case 'pis':
        return pisFrom(1_200_000_000 + n * 37);
      case 'email':
        return `pessoa${n}@exemplo.com.br`;
      case 'cep':
        return '01310100';
      case 'ddd':
        return '11';
      case 'telefone':
        return '33334444';
      case 'celular':
        return '999998888';
      case 'digits':
        return '123';
    }
    if (typeof p.pattern === 'string') {
      const re = new RegExp(p.pattern);
      const fits = (x: string) =>
        re.test(x) && x.length >= (p.minLength ?? 0) && x.length <= (p.maxLength ?? 1e9);
      const found = [
        '0001',
        `${n}`,
        '123456',
        '12345678',
        '2024-03-01',
        '12:30',
        'A00',
        '12.34.567',
        'https://exemplo.com.br',
        '#336699',
        'ROLE_X',
        'a/b',
        'ABC1',
        '1.2.1234567890123456789',
        '12345678901234567',
        'QUJD',
      ].find(fits);
      if (found) return found;
    }
    const base = `Texto ${n}`;
    const min = p.minLength ?? 1;
    const max = p.maxLength ?? 200;
    return base.padEnd(min, 'x').slice(0, max);
  }

  /** An object of the schema: its required properties (and its free texts when `text` is given). */
  async build(
    schema: JsonSchema | undefined,
    text?: (path: string[], p: JsonSchema) => string | undefined,
    prefix: string[] = [],
    depth = 0,
  ): Promise<Record<string, unknown>> {
    const out: Record<string, unknown> = {};
    const required = new Set(schema?.required ?? []);
    for (const [name, p] of Object.entries(schema?.properties ?? {})) {
      if (name === 'id') continue;
      const v = await this.value(p, [...prefix, name], required.has(name), text, depth);
      if (v !== undefined) out[name] = v;
    }
    return out;
  }
}

/** The text of every cell of every sheet of an XLSX (to search it like a JSON answer). */
export async function xlsxText(bytes: Buffer): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const parts: string[] = [];
  book.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        const v = cell.value as unknown;
        parts.push(typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
      }),
    ),
  );
  return parts.join('\n');
}

/**
 * A solved robot check for the portal: a challenge signed with the installation's own key (as the server's
 * GET /api/externo/altcha does) but with the answer among the first counters, so solving it is instant.
 */
export async function quickAltcha(t: TestApp): Promise<string> {
  // the server creates its key on the first challenge: ask for one so that it exists
  await t.app.inject({ method: 'GET', url: '/api/externo/altcha' });
  const { rows } = await t.sql.query(`SELECT valor FROM segredo_servidor WHERE nome = 'altcha-hmac'`);
  const signature = rows[0].valor as string;
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    counter: 1,
    deriveKey,
    expiresAt: new Date(Date.now() + 5 * 60_000),
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: await deriveHmacKeySecret(signature),
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('desafio ALTCHA não resolvido');
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
}

/** A multipart body with one file (what the import screen sends). */
export function multipartFile(file: Buffer, filename: string): { payload: Buffer; contentType: string } {
  const boundary = '----gente-varredura-7';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Types of answers searched as text; an XLSX is searched through its cells; other files (PDF, images) are not. */
const TEXT_TYPES = /json|text\/|csv|xml|javascript/;
const XLSX_TYPE = /spreadsheetml/;

export type GetOptions = {
  /** the portal's routes (a candidate session) instead of the staff's */
  portal?: boolean;
  /** which routes to ask (default: every GET of the side) */
  only?: (route: Route) => boolean;
  /** ids to put in a param naming a register (default: 1) */
  ids?: (r: Resource) => Promise<string[]>;
};

/**
 * Every GET route of the table asked by `client` (params filled with `ids`, each export as CSV and XLSX), each
 * answer checked (no 5xx, leak or English) and handed to `visit` as text. Answers how many were searched and
 * how many were files that cannot be searched as text (PDF, images).
 */
export async function everyGetAnswer(
  sweep: Sweep,
  client: Session,
  opts: GetOptions,
  visit: (where: string, text: string) => void,
): Promise<{ searched: number; binary: number }> {
  let searched = 0;
  let binary = 0;
  const routes = sweep.routes.filter(
    (r) =>
      r.method === 'GET' &&
      r.url.startsWith('/api/externo/') === !!opts.portal &&
      (opts.only ? opts.only(r) : true),
  );
  for (const route of routes) {
    const registers = sweep.paramRegisters(route);
    const candidates: Record<string, string[]> = {};
    for (const name of paramsOf(route.url)) {
      const r = registers[name];
      candidates[name] = r && opts.ids ? await opts.ids(r) : ['1'];
    }
    const combos = Math.max(1, ...Object.values(candidates).map((c) => c.length));
    const urls = new Set<string>();
    for (let k = 0; k < combos; k++) {
      const values = Object.fromEntries(
        Object.entries(candidates).map(([name, c]) => [name, c[Math.min(k, c.length - 1)] ?? '1']),
      );
      const url = fill(route.url, values);
      if (route.url.endsWith('/exportar')) {
        urls.add(`${url}?formato=csv`);
        urls.add(`${url}?formato=xlsx`);
      } else urls.add(url);
    }
    for (const url of urls) {
      const res = await sweep.send(client, 'GET', url);
      sweep.check(route, `GET ${url}`, res);
      let text: string | undefined;
      if (XLSX_TYPE.test(res.type) && res.status === 200) {
        try {
          text = await xlsxText(res.raw);
        } catch {
          sweep.problem(`GET ${url}`, 'XLSX ilegível');
        }
      } else if (TEXT_TYPES.test(res.type) || res.type === '') text = res.text;
      if (text === undefined) {
        binary++;
        continue;
      }
      searched++;
      visit(`GET ${url}`, text);
    }
  }
  return { searched, binary };
}

/** Gives the company a CNPJ (establishments, and the SST registers under them, need one); as installation admin. */
export async function giveCnpj(
  sweep: Sweep,
  admin: { cookie: string },
  empresaId: number,
  cnpj = cnpjFrom(11_222_333),
) {
  const r = sweep.t.app.engine.registry.get('utilitario/empresas');
  const res = await sweep.send(admin, 'GET', `/api/utilitario/empresas/${empresaId}`);
  if (res.json?.cnpj) return;
  const body: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(res.json ?? {})) {
    const p = r.schema.properties?.[k];
    if (p && !notSent(p) && v !== null) body[k] = v;
  }
  const put = await sweep.send(admin, 'PUT', `/api/utilitario/empresas/${empresaId}`, { ...body, cnpj });
  if (put.status !== 200) throw new Error(`CNPJ da empresa ${empresaId}: ${put.status} ${put.text}`);
}
