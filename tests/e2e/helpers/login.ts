// Logging in for a test: through the login page, as a user does.
import { expect, type Page } from '@playwright/test';
import { ADMIN_CPF, ADMIN_SENHA } from './env.ts';
import { LoginPage } from './LoginPage.ts';
import { Shell } from './Shell.ts';

/** Logs in through /login and waits for the shell; returns its page object. */
export async function login(
  page: Page,
  opts: { cpf?: string; senha?: string; company?: string } = {},
): Promise<Shell> {
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.login(opts.cpf ?? ADMIN_CPF, opts.senha ?? ADMIN_SENHA, opts.company);
  await expect(page).toHaveURL(/\/$/);
  const shell = new Shell(page);
  await shell.loaded();
  // the home page is drawn: the console finished its first load (session, menu, registers)
  await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
  return shell;
}
