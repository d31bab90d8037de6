// The sweep of secrets: with live password-reset links of staff users (companies 1 and 2) and of a
// candidate, mailed through a real SMTP server (smtp-server, started here: the mail as delivered is where the
// token is read, whatever the outbox keeps), every GET route of the route table (lists, records, exports as
// CSV and XLSX) is asked by the installation administrator, the administrators of companies 1 and 2, a
// user with each single authority, the candidate and nobody; no answer may hold a reset token or its
// SHA-256, a password hash ($argon2), a password, a session cookie or its SHA-256 (the session row id),
// or a server secret.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from '../../../src/shared/schema/types.ts';
import { type Smtp, startSmtp } from '../../helpers/smtp.ts';
import { cpfFrom, everyGetAnswer, type Route, type Session, Sweep, sha256 } from '../../helpers/sweep.ts';
import {
  ADMIN_SENHA,
  Client,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';

let t: TestApp;
let sw: Sweep;
let smtp: Smtp;

/** what must never be in an answer, and a name for the report */
const secrets = new Map<string, string>();
const secret = (value: string, name: string) => {
  if (value) secrets.set(value, name);
};

async function until<T>(what: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('tempo esgotado esperando');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits for the next mail to `to` and answers the token of the link it carries. */
async function tokenMailedTo(to: string, before: number): Promise<string> {
  const mail = await until(async () => smtp.received.filter((m) => m.to === to)[before]);
  const token = /token=([\w-]{20,})/.exec(`${mail.text}\n${mail.html}`)?.[1];
  if (!token) throw new Error(`sem link no e-mail para ${to}`);
  return token;
}

const cookieValue = (client: { cookie: string }) => client.cookie.slice(client.cookie.indexOf('=') + 1);

type Asker = { name: string; client: Session; only?: (route: Route) => boolean; portal?: boolean };
const askers: Asker[] = [];

beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestApp({
    GENTE_JOBS_INTERVALO_S: '0.5',
    GENTE_JOBS_ESPERA_S: '1',
    GENTE_SMTP_URL: smtp.url,
    GENTE_URL_PUBLICA: 'https://rh.example.com',
  });
  sw = new Sweep(t);
  const admin = new Client(t.app);
  await admin.login();
  const dois = await createCompanyWithUser(admin, 'Empresa Dois', '11144477735', 'senha-adm-dois');
  const perfis = t.app.engine.registry.get('utilitario/perfis').schema.properties!.permissoes!.items!
    .enum as string[];
  const administrador = (await admin.get('/api/utilitario/perfis?nome=Administrador')).body[0].id;
  const usuario = (
    nome: string,
    cpf: string,
    senha: string,
    empresas: number[],
    perfil: number,
    email?: string,
  ) =>
    created(admin, '/api/utilitario/usuarios', {
      nome,
      cpf,
      senha,
      empresas,
      perfis: [perfil],
      ...(email ? { email } : {}),
    });
  await usuario('Administradora da Um', '39053344705', 'senha-adm-um-123', [1], administrador);
  const admUm = new Client(t.app);
  await admUm.login('39053344705', 'senha-adm-um-123', 1);
  await usuario('Maria Recupera', '71428793860', 'senha-da-maria-1', [1], administrador, 'maria@example.com');
  await usuario(
    'Davi da Dois',
    '86288366757',
    'senha-do-davi-2',
    [dois.empresaId],
    administrador,
    'davi@example.com',
  );
  for (const s of ['senha-adm-dois', 'senha-adm-um-123', 'senha-da-maria-1', 'senha-do-davi-2', ADMIN_SENHA])
    secret(s, 'senha');

  askers.push(
    { name: 'administrador da instalação', client: admin },
    { name: 'administradora da empresa 1', client: admUm },
    { name: 'administrador da empresa 2', client: dois.client },
  );
  let n = 0;
  for (const role of perfis) {
    const perfil = await created(admin, '/api/utilitario/perfis', { nome: `Só ${role}`, permissoes: [role] });
    const cpf = cpfFrom(400_000_000 + ++n * 1013);
    const senha = `senha-${role.toLowerCase()}`;
    await usuario(`Usuário ${role}`, cpf, senha, [1], perfil.id);
    secret(senha, 'senha');
    const client = new Client(t.app);
    await client.login(cpf, senha, 1);
    askers.push({
      name: `usuário só com ${role}`,
      client,
      // the routes of its own authority (the administrators above ask those any session may ask)
      only: (route) => sw.authorityOf(route) === role,
    });
  }

  // a candidate of company 1 with a portal password and an e-mail
  const area = await created(admin, '/api/cargo-salario/areas-organizacionais', { nome: 'Área Segredos' });
  const cargo = await created(admin, '/api/cargo-salario/cargos', {
    nome: 'Cargo Segredos',
    nomeMercado: 'Cargo Segredos',
    areasOrganizacionais: [area.id],
  });
  const candidato = await created(admin, '/api/captacao/candidatos', {
    nome: 'Ana Candidata',
    cpf: '15350946056',
    senha: 'senha-da-candidata',
    cargos: [cargo.id],
    contato: { email: 'ana@example.com' },
  });
  secret('senha-da-candidata', 'senha');
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/externo/login',
    payload: 'cpf=15350946056&senha=senha-da-candidata&empresaId=1',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (login.statusCode !== 200) throw new Error(`login da candidata: ${login.body}`);
  const portal = { cookie: String(login.headers['set-cookie']).split(';')[0]! };
  askers.push(
    { name: 'candidata', client: portal, portal: true },
    { name: 'sem sessão no portal', client: null, portal: true },
    {
      name: 'sem sessão',
      client: null,
      // what answers without a session: public actions and the routes of no register (health, docs)
      only: (route) => sw.authorityOf(route) === null || (!sw.actionOf(route) && !sw.registerOf(route.url)),
    },
  );

  // the live links: staff of companies 1 and 2, and the candidate
  const anon = new Client(t.app);
  expect((await anon.post('/api/recuperar-senha', { cpf: '71428793860' })).status).toBe(200);
  secret(await tokenMailedTo('maria@example.com', 0), 'link de redefinição de senha (empresa 1)');
  expect((await anon.post('/api/recuperar-senha', { cpf: '86288366757' })).status).toBe(200);
  secret(await tokenMailedTo('davi@example.com', 0), 'link de redefinição de senha (empresa 2)');
  expect(
    (await anon.put('/api/externo/candidatos/recuperar-senha', { cpf: '15350946056', empresaId: 1 })).status,
  ).toBe(200);
  secret(await tokenMailedTo('ana@example.com', 0), 'link de nova senha da candidata');
  // every mail job done (the outbox as the sending left it)
  await until(async () => {
    const { rows } = await t.sql.query(
      `SELECT count(*)::int AS n FROM pgboss.job
        WHERE name = 'email.enviar' AND state NOT IN ('completed', 'failed', 'cancelled')`,
    );
    return rows[0].n === 0 ? true : undefined;
  });
  for (const [value, name] of [...secrets])
    if (name.startsWith('link')) secret(sha256(value), `SHA-256 do ${name}`);
  for (const a of askers)
    if (a.client) {
      secret(cookieValue(a.client), `cookie de sessão (${a.name})`);
      secret(sha256(cookieValue(a.client)), `id da sessão (${a.name})`);
    }
  const { rows } = await t.sql.query('SELECT nome, valor FROM segredo_servidor');
  for (const row of rows) secret(String(row.valor), `segredo do servidor ${row.nome}`);
  expect(candidato.id).toBeGreaterThan(0);
}, 180_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('secrets in answers', () => {
  it('no GET answer of any session holds a reset token, hash, password, session id or server secret', async () => {
    // ids of the newest records of each register (the reset mails, the users, the candidate) and 1
    const recent = new Map<string, string[]>();
    const ids = async (r: Resource) => {
      if (!recent.has(r.path)) {
        const { rows } = await t.sql.query(`SELECT id FROM ${r.table} ORDER BY id DESC LIMIT 2`);
        recent.set(r.path, [...new Set(['1', ...rows.map((x) => String(x.id))])]);
      }
      return recent.get(r.path)!;
    };
    let searched = 0;
    let binary = 0;
    const routes = new Set<string>();
    for (const asker of askers) {
      const seen = await everyGetAnswer(
        sw,
        asker.client,
        {
          portal: asker.portal,
          ids,
          only: (route) => {
            routes.add(`${route.method} ${route.url}`);
            // the seeded reference tables (CID, CBO, cities…) hold no one's data and read the same for every
            // session: the first one reads them whole, the others do not read them again
            const r = sw.registerOf(route.url);
            if (asker !== askers[0] && r?.meta.readOnly && r.meta.tenant === 'global') return false;
            return asker.only ? asker.only(route) : true;
          },
        },
        (where, text) => {
          if (text.includes('$argon2'))
            sw.problem(`${where} (${asker.name})`, 'mostra um hash de senha $argon2');
          for (const [value, name] of secrets)
            if (text.includes(value)) sw.problem(`${where} (${asker.name})`, `mostra ${name}`);
        },
      );
      searched += seen.searched;
      binary += seen.binary;
    }
    console.log(
      `Segredos: ${secrets.size} valores procurados em ${searched} respostas de ${askers.length} sessões (${binary} arquivos PDF/imagem não lidos).`,
    );
    sw.report('Varredura de segredos', routes.size);
    expect(searched).toBeGreaterThan(1000);
    expect(sw.problems).toEqual([]);
  }, 240_000);
});
