// Error pages (spec §2): 404 inside the shell for any unknown path, access denied for a register the
// user's profile does not open, and the 500 page with its details and the report to support.
import { expect, test } from '@playwright/test';
import { adminApi, create, ensure } from './helpers/api.ts';
import { LoginPage } from './helpers/LoginPage.ts';
import { login } from './helpers/login.ts';

test('caminho desconhecido mostra a página 404 dentro do shell', async ({ page }) => {
  const shell = await login(page, { to: '/caminho/que/nao/existe' });
  await expect(page.getByRole('heading', { name: 'ERRO 404 - PÁGINA NÃO ENCONTRADA' })).toBeVisible();
  await expect(shell.sideMenu).toBeVisible();
  await expect(page.getByRole('link', { name: 'suporte@gente.app.br' })).toHaveAttribute(
    'href',
    'mailto:suporte@gente.app.br',
  );
  await page.getByRole('link', { name: 'Voltar à página inicial' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('cadastro fora do perfil mostra a página de acesso negado', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const perfil = await ensure(api, 'utilitario/perfis', {
    nome: 'Somente Cargos e Salários',
    permissoes: ['ROLE_CARGO_SALARIO'],
  });
  const cpf = '12345678909';
  const senha = 'senha-restrita-1';
  const existing = (await (
    await api.get('/api/utilitario/usuarios', { params: { resumido: 'true' } })
  ).json()) as {
    nome: string;
  }[];
  if (!existing.some((u) => u.nome === 'Usuária Restrita'))
    await create(api, 'utilitario/usuarios', {
      nome: 'Usuária Restrita',
      cpf,
      senha,
      perfis: [perfil],
      empresas: [1],
      fornecedor: true,
    });
  await api.dispose();

  const shell = await login(page, { cpf, senha });
  // the menu only offers what the profile opens
  await expect(shell.sideMenu.getByRole('button', { name: 'Captação' })).toHaveCount(0);
  await page.goto('/captacao/etapas-seletivas');
  await expect(
    page.getByText(
      'Você não tem autorização para acessar esta página. Entre em contato com o responsável pelo cadastro de perfis do sistema na sua empresa.',
    ),
  ).toBeVisible();

  // a vendor-type user cannot change the password from the menu (spec §6)
  const menu = await shell.openUserMenu();
  await expect(menu.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Alterar Minha Senha' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Atualizar Meus Dados' })).toHaveCount(0);
});

test('/500 mostra a página de erro com o envio ao suporte', async ({ page }) => {
  await login(page, { to: null });
  await page.goto('/500');
  await expect(page.getByRole('heading', { name: /ERRO 500/ })).toBeVisible();
  const report = page.getByRole('link', { name: 'Enviar o problema ao suporte' });
  await expect(report).toHaveAttribute('href', /^mailto:suporte@gente\.app\.br\?subject=/);
  await expect(page.getByRole('link', { name: 'Voltar à página inicial' })).toBeVisible();
});

test('tela que quebra mostra a página 500 com os detalhes do erro', async ({ page }) => {
  // a broken session document (no company list) makes the header crash while rendering; the console
  // reads it from /api/userinfo (the login is its own page)
  await page.route('**/api/userinfo', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, empresas: null } });
  });
  await page.goto('/login');
  await new LoginPage(page).login();
  await expect(page.getByRole('heading', { name: /ERRO 500/ })).toBeVisible();
  await page.getByRole('button', { name: 'Ver detalhes do erro' }).click();
  await expect(page.getByText(/TypeError/)).toBeVisible();
  const report = page.getByRole('link', { name: 'Enviar o problema ao suporte' });
  await expect(report).toHaveAttribute('href', /TypeError/);
});
