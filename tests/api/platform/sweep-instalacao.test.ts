// The sweep of the installation-wide registers (those without empresa_id: users, profiles, companies,
// neighbourhoods, the reference tables), read from the route table: company 2's administrator tries every
// route of each such register on the records that belong to or affect company 3 (company 3 itself, its
// users, a profile its users hold, a neighbourhood of the installation) and must get 403/404 (or a field
// error), with nothing changed; none of its answers (every GET route, every export) shows a CPF or e-mail of
// a user outside its companies; the attacks of issue 25 are refused one by one; and writes are audited
// under every company they affect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from '../../../src/shared/schema/types.ts';
import { everyGetAnswer, fill, multipartFile, type Route, Sweep } from '../../helpers/sweep.ts';
import {
  ADMIN_CPF,
  Client,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';

const SAO_PAULO = 3550308;
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF logotipo da empresa')]);
/** every authority a profile may hold (from the register's schema) */
let TODAS: string[] = [];

let t: TestApp;
let sw: Sweep;
let admin: Client;
/** company 2's administrator: the attacker */
let e2: Client;
let e2UserId: number;
/** company 3's administrator */
let e3: Client;
let e3UserId: number;
const ids = {} as {
  empresa2: number;
  empresa3: number;
  perfilAdministrador: number;
  perfilTudo: number;
  perfilInstalacao: number;
  perfilTres: number;
  perfilDois: number;
  rhTres: number;
  tresB: number;
  compartilhado: number;
  instalacaoDois: number;
  colega: number;
  migrante: number;
  bairro: number;
};
/** users that share no company with company 2: nothing of theirs may reach its administrator */
const ocultos: { id: number; cpf: string; email?: string }[] = [];
const touched = new Set<string>();
let edits = 0;

const CPF = {
  e2: '11144477735',
  e3: '39053344705',
  rhTres: '71428793860',
  tresB: '86288366757',
  compartilhado: '15350946056',
  instalacaoDois: '28625587887',
  colega: '52513127765',
  migrante: '93541134780',
};
const formatted = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

/** The record as the installation administrator reads it, ready to be sent back (readOnly dropped). */
async function asSent(r: Resource, id: number): Promise<Record<string, unknown>> {
  const res = await sw.send(admin, 'GET', `/api/${r.path}/${id}`);
  if (res.status !== 200) throw new Error(`${r.path}/${id}: ${res.status} ${res.text}`);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(res.json as Record<string, unknown>)) {
    const p = r.schema.properties?.[k];
    if (!p || p.readOnly || p['x-virtual'] || p['x-file'] || v === null) continue;
    // references are sent as {id} (or ids), as the console sends them
    if (p['x-ref'] && Array.isArray(v)) out[k] = v.map((x) => (typeof x === 'object' && x ? x.id : x));
    else if (p['x-ref'] && typeof v === 'object') out[k] = { id: (v as { id: number }).id };
    else out[k] = v;
  }
  return out;
}

/** The row of a record with its join and child tables and files: compared before and after an attack. */
async function snapshot(r: Resource, id: number): Promise<string> {
  const parts: unknown[] = [(await t.sql.query(`SELECT * FROM ${r.table} WHERE id = $1`, [id])).rows];
  for (const f of r.fields) {
    const table = f.kind === 'refMany' ? f.joinTable : f.kind === 'children' ? f.childTable : undefined;
    if (table)
      parts.push(
        (await t.sql.query(`SELECT * FROM ${table} WHERE owner_id = $1 ORDER BY 1, 2`, [id])).rows.map((x) =>
          JSON.stringify(x),
        ),
      );
  }
  parts.push(
    (
      await t.sql.query(
        'SELECT id, campo, sha256 FROM arquivo WHERE cadastro = $1 AND registro_id = $2 ORDER BY id',
        [r.path, id],
      )
    ).rows,
  );
  return JSON.stringify(parts);
}

const refusedStatus = (s: number) => s === 403 || s === 404 || s === 405;
/** 403/404 (405 for a read-only register), or 400 naming the field whose value is not allowed. */
function expectRefused(where: string, what: string, res: Awaited<ReturnType<Sweep['send']>>) {
  const fieldError = res.status === 400 && Array.isArray(res.json?.errors) && res.json.errors.length > 0;
  sw.check(where, what, res, (s) => refusedStatus(s) || fieldError);
}

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  sw = new Sweep(t);
  TODAS = t.app.engine.registry.get('utilitario/perfis').schema.properties!.permissoes!.items!
    .enum as string[];
  admin = new Client(t.app);
  await admin.login();
  const b2 = await createCompanyWithUser(admin, 'Empresa Dois', CPF.e2);
  const b3 = await createCompanyWithUser(admin, 'Empresa Três', CPF.e3);
  e2 = b2.client;
  e2UserId = b2.userId;
  e3 = b3.client;
  e3UserId = b3.userId;
  ids.empresa2 = b2.empresaId;
  ids.empresa3 = b3.empresaId;
  ids.perfilAdministrador = (await admin.get('/api/utilitario/perfis?nome=Administrador')).body[0].id;
  ids.perfilTudo = (await created(admin, '/api/utilitario/perfis', { nome: 'Tudo', permissoes: TODAS })).id;
  ids.perfilInstalacao = (
    await created(admin, '/api/utilitario/perfis', {
      nome: 'Só instalação',
      permissoes: TODAS.includes('ROLE_ADMIN_INSTALACAO') ? ['ROLE_ADMIN_INSTALACAO'] : ['ROLE_UTILITARIO'],
    })
  ).id;
  // company 3's own profile and users, made by its administrator
  ids.perfilTres = (
    await created(e3, '/api/utilitario/perfis', { nome: 'RH da Empresa Três', permissoes: ['ROLE_CAPTACAO'] })
  ).id;
  ids.rhTres = (
    await created(e3, '/api/utilitario/usuarios', {
      nome: 'RH da Três',
      cpf: CPF.rhTres,
      email: 'rh@tres.example.com',
      senha: 'senha-do-rh-tres',
      empresas: [ids.empresa3],
      perfis: [ids.perfilTres],
    })
  ).id;
  const logo = multipartFile(JPEG, 'logo.jpg');
  const upload = await sw.send(
    e3,
    'POST',
    `/api/utilitario/empresas/${ids.empresa3}/arquivos/logoEmpresa`,
    logo.payload,
    {
      'content-type': logo.contentType,
    },
  );
  if (upload.status !== 201) throw new Error(`logotipo da empresa 3: ${upload.status} ${upload.text}`);
  // a profile of company 2 held by a user of company 3 (made by the installation administrator)
  ids.perfilDois = (
    await created(e2, '/api/utilitario/perfis', { nome: 'Perfil da Dois', permissoes: ['ROLE_CAPTACAO'] })
  ).id;
  ids.tresB = (
    await created(admin, '/api/utilitario/usuarios', {
      nome: 'Segundo da Três',
      cpf: CPF.tresB,
      email: 'segundo@tres.example.com',
      senha: 'senha-do-segundo',
      empresas: [ids.empresa3],
      perfis: [ids.perfilDois],
    })
  ).id;
  const usuario = (nome: string, cpf: string, empresas: number[], perfis: number[], email?: string) =>
    created(admin, '/api/utilitario/usuarios', {
      nome,
      cpf,
      senha: `senha-de-${cpf}`,
      empresas,
      perfis,
      ...(email ? { email } : {}),
    }).then((u) => u.id as number);
  ids.compartilhado = await usuario(
    'Compartilhado',
    CPF.compartilhado,
    [ids.empresa2, ids.empresa3],
    [ids.perfilDois],
    'comp@example.com',
  );
  ids.instalacaoDois = await usuario(
    'Instalação na Dois',
    CPF.instalacaoDois,
    [ids.empresa2],
    [ids.perfilInstalacao],
  );
  ids.colega = await usuario(
    'Colega da Dois',
    CPF.colega,
    [ids.empresa2],
    [ids.perfilDois],
    'colega@dois.example.com',
  );
  ids.migrante = await usuario('Migrante', CPF.migrante, [ids.empresa2], [ids.perfilDois]);
  ids.bairro = (
    await created(admin, '/api/geral/bairros', { nome: 'Bairro da Instalação', cidade: { id: SAO_PAULO } })
  ).id;
  ocultos.push(
    { id: 1, cpf: ADMIN_CPF },
    { id: e3UserId, cpf: CPF.e3 },
    { id: ids.rhTres, cpf: CPF.rhTres, email: 'rh@tres.example.com' },
    { id: ids.tresB, cpf: CPF.tresB, email: 'segundo@tres.example.com' },
  );
}, 120_000);
afterAll(() => t?.close());

type Target = { id: number; label: string; visible: boolean };

/** The records of each installation-wide register that company 2's administrator may not change. */
async function targetsOf(r: Resource): Promise<Target[]> {
  switch (r.path) {
    case 'utilitario/empresas':
      return [
        { id: ids.empresa3, label: 'empresa 3', visible: false },
        { id: 1, label: 'empresa 1', visible: false },
      ];
    case 'utilitario/usuarios':
      return [
        { id: e3UserId, label: 'administrador da empresa 3', visible: false },
        { id: ids.rhTres, label: 'usuário da empresa 3', visible: false },
        { id: 1, label: 'administrador da instalação', visible: false },
        { id: ids.compartilhado, label: 'usuário das empresas 2 e 3', visible: true },
        { id: ids.instalacaoDois, label: 'usuário da empresa 2 com autoridade da instalação', visible: true },
      ];
    case 'utilitario/perfis': {
      // a profile owned by company 3 is hidden once profiles have an owner; before that, it is shared
      const owner = await t.sql
        .query('SELECT empresa_id FROM perfil WHERE id = $1', [ids.perfilTres])
        .then((x) => x.rows[0]?.empresa_id as number | null | undefined)
        .catch(() => undefined);
      return [
        { id: ids.perfilAdministrador, label: 'perfil da instalação usado na empresa 3', visible: true },
        { id: ids.perfilTudo, label: 'perfil da instalação com todas as autoridades', visible: true },
        { id: ids.perfilTres, label: 'perfil da empresa 3', visible: !owner || owner === ids.empresa2 },
        { id: ids.perfilDois, label: 'perfil da empresa 2 usado na empresa 3', visible: true },
      ];
    }
    case 'geral/bairros':
      return [{ id: ids.bairro, label: 'bairro da instalação', visible: true }];
    default: {
      const { rows } = await t.sql.query(`SELECT id FROM ${r.table} ORDER BY id LIMIT 1`);
      return rows[0] ? [{ id: rows[0].id, label: `primeiro registro de ${r.path}`, visible: true }] : [];
    }
  }
}

/** What company 2's administrator sends to a write route of the register on a target. */
async function attackBody(route: Route, r: Resource, target: Target): Promise<unknown> {
  if (route.method === 'DELETE') return undefined;
  const action = sw.actionOf(route);
  if (route.url === `/api/${r.path}/:id` && !action) {
    if (r.meta.readOnly) return { nome: 'Alterado pela Empresa Dois' };
    const body = await asSent(r, target.id);
    // a new title each time: a unique-title refusal must not stand for the refusal under test
    if (typeof body[r.recordTitle] === 'string')
      body[r.recordTitle] = `Alterado pela Empresa Dois ${++edits}`;
    if (r.path === 'utilitario/perfis') body.permissoes = TODAS;
    return body;
  }
  if (route.url.includes('/arquivos/')) return multipartFile(JPEG, 'trocado.jpg');
  return action?.body ? {} : undefined;
}

describe("the attacks of issue 25, by company 2's administrator", () => {
  const usuarios = () => t.app.engine.registry.get('utilitario/usuarios');
  const perfis = () => t.app.engine.registry.get('utilitario/perfis');
  const empresas = () => t.app.engine.registry.get('utilitario/empresas');
  const tried = (r: Resource, what: string, method: string, url: string, body?: unknown) => {
    touched.add(`${method} ${url.replace(/\/\d+(?=\/|$)/g, '/:id')}`);
    return (async () => {
      const before = await snapshot(r, Number(/\/(\d+)$/.exec(url)?.[1] ?? 0));
      const res = await sw.send(e2, method, url, body);
      expectRefused(`${method} ${url}`, what, res);
      const after = await snapshot(r, Number(/\/(\d+)$/.exec(url)?.[1] ?? 0));
      if (after !== before)
        sw.problem(`${method} ${url} [${what}]`, `registro alterado (resposta ${res.status})`);
      return res;
    })();
  };
  const login = async (cpf: string, senha: string, empresaId: number) =>
    (await t.app.inject({ method: 'POST', url: '/api/login', payload: { cpf, senha, empresaId } }))
      .statusCode;

  it('cannot take company 3 over through its own user, another user, or the shared profiles', async () => {
    const own = await asSent(usuarios(), e2UserId);
    await tried(
      usuarios(),
      'o próprio usuário com as empresas 2 e 3 e um perfil de tudo',
      'PUT',
      `/api/utilitario/usuarios/${e2UserId}`,
      {
        ...own,
        empresas: [ids.empresa2, ids.empresa3],
        perfis: [ids.perfilAdministrador, ids.perfilTudo],
      },
    );
    if ((await login(CPF.e2, 'outra-senha-123', ids.empresa3)) === 200)
      sw.problem('POST /api/login', 'o administrador da empresa 2 entra na empresa 3');
    await tried(
      usuarios(),
      'o próprio usuário com um perfil da instalação',
      'PUT',
      `/api/utilitario/usuarios/${e2UserId}`,
      {
        ...own,
        perfis: [ids.perfilAdministrador, ids.perfilInstalacao],
      },
    );

    const rh = await asSent(usuarios(), ids.rhTres);
    await tried(
      usuarios(),
      'nova senha para o usuário da empresa 3',
      'PUT',
      `/api/utilitario/usuarios/${ids.rhTres}`,
      {
        ...rh,
        senha: 'senha-tomada-123',
      },
    );
    if ((await login(CPF.rhTres, 'senha-tomada-123', ids.empresa3)) === 200)
      sw.problem('POST /api/login', 'a senha definida pela empresa 2 abre a conta da empresa 3');
    const colega = await asSent(usuarios(), ids.colega);
    await tried(
      usuarios(),
      'nova senha para outro usuário da própria empresa',
      'PUT',
      `/api/utilitario/usuarios/${ids.colega}`,
      {
        ...colega,
        senha: 'senha-tomada-456',
      },
    );

    const before = await sw.tableCounts();
    touched.add('POST /api/utilitario/usuarios');
    expectRefused(
      'POST /api/utilitario/usuarios',
      'usuário Administrador dentro da empresa 3',
      await sw.send(e2, 'POST', '/api/utilitario/usuarios', {
        nome: 'Intruso',
        cpf: '45317828791',
        senha: 'senha-do-intruso',
        empresas: [ids.empresa3],
        perfis: [ids.perfilAdministrador],
      }),
    );
    touched.add('POST /api/utilitario/perfis');
    expectRefused(
      'POST /api/utilitario/perfis',
      'perfil com a autoridade da instalação',
      await sw.send(e2, 'POST', '/api/utilitario/perfis', {
        nome: 'Perfil intruso',
        permissoes: TODAS,
      }),
    );
    touched.add('POST /api/utilitario/empresas');
    expectRefused(
      'POST /api/utilitario/empresas',
      'nova empresa',
      await sw.send(e2, 'POST', '/api/utilitario/empresas', { nome: 'Empresa Nova' }),
    );
    const changed = Sweep.changed(before, await sw.tableCounts());
    if (changed.length) sw.problem('inclusões recusadas', `tabelas alteradas: ${changed.join(', ')}`);

    const tres = await asSent(empresas(), ids.empresa3);
    await tried(
      empresas(),
      'renomear a empresa 3 e apagar o CNPJ',
      'PUT',
      `/api/utilitario/empresas/${ids.empresa3}`,
      {
        ...tres,
        nome: 'Empresa Tomada',
        cnpj: '',
      },
    );
    const dois = await asSent(empresas(), ids.empresa2);
    await tried(empresas(), 'o CNPJ da própria empresa', 'PUT', `/api/utilitario/empresas/${ids.empresa2}`, {
      ...dois,
      cnpj: '11222333000181',
    });
    await tried(
      empresas(),
      'excluir a própria empresa',
      'DELETE',
      `/api/utilitario/empresas/${ids.empresa2}`,
    );
    const adm = await asSent(perfis(), ids.perfilAdministrador);
    await tried(
      perfis(),
      'todas as autoridades no perfil da instalação',
      'PUT',
      `/api/utilitario/perfis/${ids.perfilAdministrador}`,
      {
        ...adm,
        permissoes: TODAS,
      },
    );
  });

  it('lists only the users that share one of its companies', async () => {
    touched.add('GET /api/utilitario/usuarios');
    for (const url of [
      '/api/utilitario/usuarios',
      '/api/utilitario/usuarios?page=0&size=100',
      '/api/utilitario/usuarios?resumido=true',
      `/api/utilitario/usuarios?cpf=${CPF.rhTres}`,
      '/api/utilitario/usuarios/exportar?formato=csv',
    ]) {
      const res = await sw.send(e2, 'GET', url);
      sw.check('GET /api/utilitario/usuarios', url, res);
      for (const u of ocultos)
        if (res.text.includes(u.cpf) || (u.email && res.text.includes(u.email)))
          sw.problem(`GET ${url}`, `lista o usuário ${u.id} de outra empresa`);
    }
  });

  it('lists only its own companies, and no profile of another company', async () => {
    touched.add('GET /api/utilitario/empresas').add('GET /api/utilitario/perfis');
    const ids2 = async (url: string) => {
      const res = await sw.send(e2, 'GET', url);
      sw.check(url.split('?')[0]!, url, res, 200);
      return (Array.isArray(res.json) ? res.json : (res.json?.content ?? [])).map(
        (x: { id: number }) => x.id,
      );
    };
    for (const url of ['/api/utilitario/empresas', '/api/utilitario/empresas?page=0&size=100']) {
      const others = (await ids2(url)).filter((id: number) => id !== ids.empresa2);
      if (others.length) sw.problem(`GET ${url}`, `lista empresas que não administra: ${others.join(', ')}`);
    }
    // profiles with an owner outside company 2 (once profiles have owners)
    const { rows } = await t.sql
      .query('SELECT id FROM perfil WHERE empresa_id IS NOT NULL AND empresa_id <> $1', [ids.empresa2])
      .catch(() => ({ rows: [] as { id: number }[] }));
    const hidden = rows.map((x) => x.id);
    for (const url of ['/api/utilitario/perfis', '/api/utilitario/perfis?page=0&size=100']) {
      const shown = (await ids2(url)).filter((id: number) => hidden.includes(id));
      if (shown.length) sw.problem(`GET ${url}`, `lista perfis de outra empresa: ${shown.join(', ')}`);
    }
  });
});

describe('the audit of the installation-wide registers', () => {
  const entries = async (client: Client, id: number) => {
    const res = await sw.send(
      client,
      'GET',
      `/api/utilitario/log?cadastro=utilitario/usuarios&registroId=${id}&size=50`,
    );
    touched.add('GET /api/utilitario/log');
    return (res.json?.content ?? []) as { operacao: string; usuario: { id: number } | null }[];
  };

  it("files an allowed edit by company 2's administrator under company 2", async () => {
    const colega = await asSent(t.app.engine.registry.get('utilitario/usuarios'), ids.colega);
    const res = await sw.send(e2, 'PUT', `/api/utilitario/usuarios/${ids.colega}`, {
      ...colega,
      nome: 'Colega Renomeado',
    });
    sw.check('PUT /api/utilitario/usuarios/:id', 'o próprio usuário da empresa 2', res, 200);
    const log = await entries(e2, ids.colega);
    if (!log.some((x) => x.operacao === 'update' && x.usuario?.id === e2UserId))
      sw.problem(
        'GET /api/utilitario/log',
        'a alteração do administrador da empresa 2 não está no log da empresa 2',
      );
  });

  it("files the installation administrator's move of a user from company 2 to 3 under both", async () => {
    const migrante = await asSent(t.app.engine.registry.get('utilitario/usuarios'), ids.migrante);
    const res = await sw.send(admin, 'PUT', `/api/utilitario/usuarios/${ids.migrante}`, {
      ...migrante,
      empresas: [ids.empresa3],
    });
    sw.check('PUT /api/utilitario/usuarios/:id', 'mudança de empresa pela instalação', res, 200);
    for (const [client, empresa] of [
      [e2, 2],
      [e3, 3],
    ] as const)
      if (!(await entries(client, ids.migrante)).some((x) => x.operacao === 'update' && x.usuario?.id === 1))
        sw.problem(
          'GET /api/utilitario/log',
          `a mudança do usuário da empresa 2 para a 3 não está no log da empresa ${empresa}`,
        );
    const tres = await asSent(t.app.engine.registry.get('utilitario/empresas'), ids.empresa3);
    sw.check(
      'PUT /api/utilitario/empresas/:id',
      'a instalação renomeia a empresa 3',
      await sw.send(admin, 'PUT', `/api/utilitario/empresas/${ids.empresa3}`, {
        ...tres,
        nome: 'Empresa Três Renomeada',
      }),
      200,
    );
    const log = await sw.send(
      e3,
      'GET',
      `/api/utilitario/log?cadastro=utilitario/empresas&registroId=${ids.empresa3}`,
    );
    if (!(log.json?.content ?? []).some((x: { operacao: string }) => x.operacao === 'update'))
      sw.problem(
        'GET /api/utilitario/log',
        'a alteração da empresa 3 pela instalação não está no log da empresa 3',
      );
  });
});

describe('installation-wide registers, by the administrator of another company', () => {
  it("shows no CPF or e-mail of another company's user in any answer of company 2's administrator", async () => {
    const needles = ocultos.flatMap((u) => [u.cpf, formatted(u.cpf), ...(u.email ? [u.email] : [])]);
    const hiddenIds = async (r: Resource): Promise<string[]> => {
      if (r.meta.tenant === 'global') return ['1', ...(await targetsOf(r)).map((x) => String(x.id))];
      const { rows } = await t.sql.query(`SELECT max(id) AS id FROM ${r.table} WHERE empresa_id = $1`, [
        ids.empresa2,
      ]);
      return rows[0]?.id ? ['1', String(rows[0].id)] : ['1'];
    };
    const seen = await everyGetAnswer(sw, e2, { ids: hiddenIds }, (where, text) => {
      for (const needle of needles)
        if (text.includes(needle)) sw.problem(where, `mostra ${needle} (usuário de outra empresa)`);
    });
    for (const r of sw.routes.filter((x) => x.method === 'GET' && !x.url.startsWith('/api/externo/')))
      touched.add(`${r.method} ${r.url}`);
    console.log(
      `Respostas do administrador da empresa 2 examinadas: ${seen.searched} (${seen.binary} arquivos PDF/imagem não lidos).`,
    );
    // the list of users holds only users that share a company with company 2
    const list = await sw.send(e2, 'GET', '/api/utilitario/usuarios');
    const listed = (Array.isArray(list.json) ? list.json : []).map((u: { id: number }) => u.id);
    const { rows } = await t.sql.query(
      'SELECT DISTINCT owner_id AS id FROM usuario_empresas WHERE ref_id = $1 ORDER BY 1',
      [ids.empresa2],
    );
    const expected = rows.map((x) => x.id as number);
    const extra = listed.filter((id: number) => !expected.includes(id));
    if (extra.length)
      sw.problem(
        'GET /api/utilitario/usuarios',
        `lista usuários de outras empresas: ids ${extra.join(', ')}`,
      );
  }, 180_000);

  it("refuses every route on company 3's records and changes nothing", async () => {
    const globals = sw.resources.filter((r) => r.meta.tenant === 'global');
    expect(globals.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        'utilitario/usuarios',
        'utilitario/perfis',
        'utilitario/empresas',
        'geral/bairros',
      ]),
    );
    const counts = await sw.tableCounts();
    // every route of every such register, the deletions last (a hole there would remove what the others try)
    const plan: { r: Resource; route: Route; targets: Target[] }[] = [];
    for (const r of globals) {
      const targets = await targetsOf(r);
      for (const route of sw.routes)
        if (
          sw.registerOf(route.url) === r &&
          Object.values(sw.paramRegisters(route)).includes(r) &&
          !route.url.startsWith('/api/externo/')
        )
          plan.push({ r, route, targets });
    }
    plan.sort((a, b) => Number(a.route.method === 'DELETE') - Number(b.route.method === 'DELETE'));
    let attempts = 0;
    for (const { r, route, targets } of plan) {
      const key = `${route.method} ${route.url}`;
      touched.add(key);
      for (const target of targets) {
        attempts++;
        const values: Record<string, string> = {};
        for (const [name, reg] of Object.entries(sw.paramRegisters(route)))
          if (reg === r) values[name] = String(target.id);
        if (route.url.includes('/arquivos/:campo')) {
          values.campo = 'logoEmpresa';
          const { rows } = await t.sql.query(
            'SELECT id FROM arquivo WHERE cadastro = $1 AND registro_id = $2 ORDER BY id DESC LIMIT 1',
            [r.path, target.id],
          );
          values.arquivoId = String(rows[0]?.id ?? 1);
        }
        const url = fill(route.url, values);
        const what = `${target.label} (${url})`;
        const before = await snapshot(r, target.id);
        const body = await attackBody(route, r, target);
        const file = body as { payload?: Buffer; contentType?: string } | undefined;
        const res = file?.contentType
          ? await sw.send(e2, route.method, url, file.payload, { 'content-type': file.contentType })
          : await sw.send(e2, route.method, url, body);
        if (route.method === 'GET') {
          // a public action (the portal's 'does this company exist') answers anyone by definition
          if (target.visible || sw.actionOf(route)?.public) sw.check(key, what, res);
          else sw.check(key, what, res, (s) => s === 403 || s === 404);
        } else expectRefused(key, what, res);
        const after = await snapshot(r, target.id);
        if (after !== before) sw.problem(`${key} [${what}]`, `registro alterado (resposta ${res.status})`);
      }
    }
    console.log(
      `Cadastros da instalação: ${globals.length}, rotas com o id de um deles: ${new Set(plan.map((p) => p.route)).size}, tentativas: ${attempts}.`,
    );
    const changed = Sweep.changed(counts, await sw.tableCounts());
    if (changed.length) sw.problem('registros da instalação', `tabelas alteradas: ${changed.join(', ')}`);
  }, 120_000);
});

describe('the sweep of the installation-wide registers', () => {
  it('printed its figures and found no problem', () => {
    sw.report('Varredura dos cadastros da instalação', touched.size);
    expect(touched.size).toBeGreaterThan(30);
    expect(sw.problems).toEqual([]);
  });
});
