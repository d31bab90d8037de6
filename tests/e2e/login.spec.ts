// /login (spec §2, §5 "Login", §6): the masked CPF, the company asked only after the password, the spec's
// messages, a form that sends nothing while invalid, a network failure that keeps what was typed, the page
// asked for opened after the login, the console's code fetched while the user types.
import { expect, test } from '@playwright/test';
import { collectErrors } from './helpers/console.ts';
import { ADMIN_CPF, ADMIN_NOME, ADMIN_SENHA, DEFAULT_COMPANY } from './helpers/env.ts';
import { LoginPage } from './helpers/LoginPage.ts';
import { loginPelaTela } from './helpers/login.ts';
import { Shell } from './helpers/Shell.ts';

test('visita sem sessão cai no login, sem erro no console nem recusa da CSP', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/captacao/etapas-seletivas');
  await expect(page).toHaveURL(/\/login$/);
  const loginPage = new LoginPage(page);
  await loginPage.loaded();
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expect(page).toHaveTitle('Entrar - Gente');
  expect(errors).toEqual([]);
});

test('formulário inválido mostra as mensagens nos campos e não envia nada', async ({ page }) => {
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/login') && r.method() === 'POST') sent.push(r.url());
  });

  await loginPage.submit.click();
  await loginPage.expectFieldError(loginPage.cpf, 'CPF é obrigatório');
  await loginPage.expectFieldError(loginPage.senha, 'Senha é obrigatória');
  await expect(loginPage.empresa).toHaveCount(0);
  await expect(loginPage.cpf).toBeFocused();

  await loginPage.fillCpf('11111111111');
  await loginPage.senha.fill('qualquer');
  await loginPage.submit.click();
  await loginPage.expectFieldError(loginPage.cpf, 'Cpf inválido.');
  expect(sent).toEqual([]);
});

test('aplica a máscara do CPF; a empresa só é perguntada depois da senha, a quem tem mais de uma', async ({
  page,
}) => {
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  const lookups: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/login/empresas')) lookups.push(r.url());
  });

  await loginPage.fillCpf(ADMIN_CPF.slice(0, 10));
  await expect(loginPage.cpf).toHaveValue('529.982.247-2');
  await loginPage.cpf.press('5');
  await expect(loginPage.cpf).toHaveValue('529.982.247-25');
  // nothing tells a visitor whether a CPF is a user, nor of which companies
  await expect(loginPage.empresa).toHaveCount(0);
  // the administrator of a fresh database has one company: the password is enough
  await loginPage.senha.fill(ADMIN_SENHA);
  expect(await loginPage.send()).toBe(200);
  await expect(page).toHaveURL(/\/$/);
  expect(lookups).toEqual([]);
});

test('senha errada mostra a mensagem do servidor e mantém o que foi digitado', async ({ page }) => {
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.login(ADMIN_CPF, 'senha-errada');
  await expect(loginPage.alert).toHaveText('CPF ou senha inválidos.');
  await expect(loginPage.cpf).toHaveValue('529.982.247-25');
  await expect(loginPage.senha).toHaveValue('senha-errada');
  await expect(page).toHaveURL(/\/login$/);
});

test('falha de rede mostra a mensagem de servidor inacessível e mantém o que foi digitado', async ({
  page,
}) => {
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await page.route('**/api/login', (route) => route.abort('connectionrefused'));
  await loginPage.login();
  await expect(loginPage.alert).toHaveText(
    'Não foi possível conectar ao servidor do Gente. Verifique sua conexão e tente novamente.',
  );
  await expect(loginPage.cpf).toHaveValue('529.982.247-25');
  await expect(loginPage.senha).toHaveValue(ADMIN_SENHA);
});

test('entra, vai à página inicial, e /login com sessão volta para /', async ({ page }) => {
  const errors = collectErrors(page);
  const shell = await loginPelaTela(page);
  await expect(page.getByRole('heading', { name: `Olá, ${ADMIN_NOME}` })).toBeVisible();
  await expect(shell.company).toHaveAccessibleName(`Empresa: ${DEFAULT_COMPANY}`);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await shell.loaded();

  await shell.logout();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  expect(errors).toEqual([]);
});

test('sem sessão, a página pedida abre depois do login', async ({ page }) => {
  await page.goto('/captacao/etapas-seletivas?ordem=nome');
  await expect(page).toHaveURL(/\/login$/);
  await new LoginPage(page).login();
  await expect(page).toHaveURL(/\/captacao\/etapas-seletivas\?ordem=nome$/);
  await new Shell(page).loaded();
});

test('enquanto o usuário digita, a página pede o código do console', async ({ page }) => {
  const loginPage = new LoginPage(page);
  const consoleAssets: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/console-[\w-]+\.js$/.test(r.url())) consoleAssets.push(r.url());
  });
  await loginPage.goto();
  await page.waitForTimeout(300);
  // nothing of the console before the user starts
  expect(consoleAssets).toEqual([]);
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);

  const prefetched = page.waitForRequest(/\/assets\/console-[\w-]+\.js$/);
  await loginPage.cpf.press('5');
  await prefetched;
  expect(await page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(10);
});
