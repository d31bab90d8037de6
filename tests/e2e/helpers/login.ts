// Logging in for a test. `login()` takes the session through the API (POST /api/login in the page's own
// context, so the browser holds the cookie) and opens the console page the test needs: the login page, the
// argon2 check typed by hand, the full-navigation hand-over and a home page the test does not look at cost
// seconds per test. The login page itself is tested through `loginPelaTela()` (login.spec.ts,
// login-recuperacao.spec.ts) and LoginPage (also session.spec.ts, errors.spec.ts, a11y.spec.ts).
import { expect, type Page, test } from '@playwright/test';
import { COMPANY_STORAGE_KEY, SESSION_HINT_KEY } from '../../../src/shared/session-keys.ts';
import { ADMIN_CPF, ADMIN_SENHA, DEFAULT_COMPANY } from './env.ts';
import { LoginPage } from './LoginPage.ts';
import { Shell } from './Shell.ts';

export type LoginOptions = {
  cpf?: string;
  senha?: string;
  /** the company's name, as chosen on the login page; the installation's first one by default */
  company?: string;
  /**
   * The console page opened after the login ('/' by default, where the home page is awaited as after the
   * login page); `null` opens nothing: the test's own `page.goto` is the first load.
   */
  to?: string | null;
};

/** Logs in through the API and opens `to` (the home page by default); returns the shell's page object. */
export async function login(page: Page, opts: LoginOptions = {}): Promise<Shell> {
  const cpf = (opts.cpf ?? ADMIN_CPF).replace(/\D/g, '');
  const senha = opts.senha ?? ADMIN_SENHA;
  const company = opts.company ?? DEFAULT_COMPANY;
  // the context's own request client: the session cookie it receives is the browser's
  const request = page.context().request;
  // CPF and password: a user of one company is in; one of several gets them (409) and chooses
  let res = await request.post('/api/login', { data: { cpf, senha } });
  if (res.status() === 409) {
    const { empresas } = (await res.json()) as { empresas: { id: number; nome: string }[] };
    const empresa = empresas.find((c) => c.nome === company);
    expect(empresa, `a empresa ${company} na lista do login de ${cpf}`).toBeDefined();
    res = await request.post('/api/login', { data: { cpf, senha, empresaId: empresa!.id } });
  }
  expect(res.status(), await res.text()).toBe(200);
  const { empresa } = (await res.json()) as { empresa: { id: number; nome: string } };
  expect(empresa.nome, `a empresa do login de ${cpf}`).toBe(company);
  await setSessionHint(page, empresa.id);

  const shell = new Shell(page);
  const to = opts.to === undefined ? '/' : opts.to;
  if (to === null) return shell;
  await page.goto(to);
  await shell.loaded();
  // the home page is drawn: the console finished its first load (session, menu, registers)
  if (to === '/') await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
  return shell;
}

/** Logs in through /login, as a user does, and waits for the shell on the home page. */
export async function loginPelaTela(
  page: Page,
  opts: { cpf?: string; senha?: string; company?: string } = {},
): Promise<Shell> {
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.login(opts.cpf ?? ADMIN_CPF, opts.senha ?? ADMIN_SENHA, opts.company);
  await expect(page).toHaveURL(/\/$/);
  const shell = new Shell(page);
  await shell.loaded();
  await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
  return shell;
}

/**
 * What the login page stores after a login (src/login/LoginApp.tsx): the console asks the server for the
 * session only when this hint is there. A page already on the app gets it at once; a fresh one gets it
 * before its first script runs, once (a later logout must be able to remove it).
 */
async function setSessionHint(page: Page, empresaId: number): Promise<void> {
  const values = { hint: SESSION_HINT_KEY, company: COMPANY_STORAGE_KEY, empresaId: String(empresaId) };
  const { origin } = new URL(test.info().project.use.baseURL!);
  if (page.url().startsWith(origin)) {
    await page.evaluate((v) => {
      localStorage.setItem(v.hint, '1');
      localStorage.setItem(v.company, v.empresaId);
    }, values);
    return;
  }
  const marker = `e2e.dicaSessao.${Date.now()}.${Math.random()}`;
  await page.addInitScript(
    (v) => {
      if (location.origin !== v.origin || localStorage.getItem(v.marker) !== null) return;
      localStorage.setItem(v.marker, '1');
      localStorage.setItem(v.hint, '1');
      localStorage.setItem(v.company, v.empresaId);
    },
    { ...values, origin, marker },
  );
}
