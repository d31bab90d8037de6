// Session states (spec §4, §5): the session-expired dialog (log out, or stay and be asked to log in on
// the next operation), the prompt of a page opened from another site, the company switch and the
// guard of a form sent after another tab switched the company.
import { expect, type Page, test } from '@playwright/test';
import { adminApi, ensure } from './helpers/api.ts';
import { ADMIN_NOME, DEFAULT_COMPANY } from './helpers/env.ts';
import { FormPage } from './helpers/FormPage.ts';
import { LoginPage } from './helpers/LoginPage.ts';
import { login } from './helpers/login.ts';
import { Shell } from './helpers/Shell.ts';

const SECOND_COMPANY = 'Filial Norte (e2e)';

/** The server forgets the session, as after the idle timeout; the page does not know yet. */
async function expireSession(page: Page) {
  const res = await page.request.post('/api/logout');
  expect(res.status()).toBe(204);
}

test.describe('sessão expirada', () => {
  test("'Permanecer na página' mantém a página; a próxima operação pede login", async ({ page }) => {
    const shell = await login(page);
    await shell.navigate('Captação', 'Cadastros', 'Etapas Seletivas');
    await expect(page).toHaveURL(/\/captacao\/etapas-seletivas$/);

    await expireSession(page);
    await shell.sideMenu.getByRole('link', { name: 'Áreas de Interesse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sessão expirada.' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Permanecer na página' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/captacao\/areas-interesse$/);

    await shell.sideMenu.getByRole('link', { name: 'Etapas Seletivas' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // logging in again returns to where the user was going
    await new LoginPage(page).login();
    await expect(page).toHaveURL(/\/captacao\/etapas-seletivas$/);
  });

  test("'Sair' vai para o login", async ({ page }) => {
    const shell = await login(page);
    await expireSession(page);
    await shell.navigate('Captação', 'Cadastros', 'Etapas Seletivas');
    const dialog = page.getByRole('dialog', { name: 'Sessão expirada.' });
    await dialog.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login/);
    await new LoginPage(page).loaded();
  });
});

test.describe('página aberta a partir de outro site', () => {
  const text = `Você está logado como ${ADMIN_NOME}. Se você não é ${ADMIN_NOME}, por favor refaça o login.`;

  test("pergunta quem está logado; 'Continuar' mantém a sessão, recarregar não pergunta", async ({
    page,
  }) => {
    await login(page, { to: null });
    await page.goto('/captacao/etapas-seletivas', { referer: 'https://exemplo.com.br/email' });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(text);
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/captacao\/etapas-seletivas$/);

    await page.reload();
    await new Shell(page).loaded();
    await expect(page.getByText(text)).toHaveCount(0);
  });

  test('sem sessão na chegada, não pergunta depois do login', async ({ page }) => {
    await page.goto('/captacao/etapas-seletivas', { referer: 'https://exemplo.com.br/' });
    await expect(page).toHaveURL(/\/login$/);
    await new LoginPage(page).login();
    await expect(page).toHaveURL(/\/captacao\/etapas-seletivas$/);
    await new Shell(page).loaded();
    await expect(page.getByText(text)).toHaveCount(0);
  });

  test("'Sair' encerra a sessão", async ({ page }) => {
    await login(page, { to: null });
    await page.goto('/', { referer: 'https://exemplo.com.br/' });
    await page.getByRole('dialog').getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // the console hands over to the login page with a full navigation: let it finish
    await new LoginPage(page).loaded();
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('empresas', () => {
  test.beforeAll(async ({ baseURL }) => {
    const api = await adminApi(baseURL!);
    await ensure(api, 'utilitario/empresas', { nome: SECOND_COMPANY });
    await api.dispose();
  });

  test('troca a empresa pelo cabeçalho', async ({ page }) => {
    const shell = await login(page);
    await expect(shell.company).toBeEnabled();
    await shell.navigate('Captação', 'Cadastros', 'Etapas Seletivas');
    await shell.switchCompany(SECOND_COMPANY);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(`Você está na empresa ${SECOND_COMPANY}`)).toBeVisible();
    // the session on the server follows
    const info = await (await page.request.get('/api/userinfo')).json();
    expect(info.empresa.nome).toBe(SECOND_COMPANY);
    await shell.switchCompany(DEFAULT_COMPANY);
  });

  test("formulário enviado depois de outra aba trocar a empresa é retido: 'Manter' e 'Descartar'", async ({
    page,
    context,
  }) => {
    await login(page, { to: null });
    const form = new FormPage(page, 'captacao/etapas-seletivas');
    await form.gotoNew();
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/captacao/etapas-seletivas')) posts.push(r.url());
    });

    const other = await context.newPage();
    await other.goto('/');
    const otherShell = new Shell(other);
    await otherShell.loaded();
    await otherShell.switchCompany(SECOND_COMPANY);

    await form.fill({ Ordem: '41', Nome: `Etapa da aba antiga ${Date.now()}` });
    await form.save();
    const guard = page.getByRole('dialog', { name: 'Atenção! A empresa foi alterada em outra aba' });
    await expect(guard).toBeVisible();
    expect(posts).toEqual([]);

    // 'Manter': this tab's company again, and the form as it was
    await guard.getByRole('button', { name: 'Manter' }).click();
    await expect(guard).toBeHidden();
    await expect(form.input('Ordem')).toHaveValue('41');
    await form.save();
    await expect(page).toHaveURL(/\/captacao\/etapas-seletivas$/);
    expect(posts).toHaveLength(1);

    // the other tab is now the one behind: 'Descartar' reloads it in the session's company
    const otherForm = new FormPage(other, 'captacao/etapas-seletivas');
    await otherForm.gotoNew();
    await page.bringToFront();
    await new Shell(page).switchCompany(SECOND_COMPANY);
    await other.bringToFront();
    await otherForm.fill({ Ordem: '42', Nome: 'Descartada' });
    await otherForm.save();
    const otherGuard = other.getByRole('dialog', { name: 'Atenção! A empresa foi alterada em outra aba' });
    await otherGuard.getByRole('button', { name: 'Descartar' }).click();
    await expect(otherGuard).toBeHidden();
    await otherForm.loaded();
    await expect(otherForm.input('Nome')).toHaveValue('');
    await expect(otherShell.company).toHaveAccessibleName(`Empresa: ${SECOND_COMPANY}`);
    await new Shell(page).switchCompany(DEFAULT_COMPANY);
  });
});
