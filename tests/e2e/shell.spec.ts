// The shell (spec §2): header, menu search, side menu from the server, user menu with the password
// change, the company selector's disabled state, and the menu's collapse and mobile modes.
import { expect, test } from '@playwright/test';
import { login } from './helpers/login.ts';

test('a pesquisa do menu acha itens por parte do caminho, sem acentos, e navega', async ({ page }) => {
  const shell = await login(page);
  const results = await shell.search('captacao cadastros etapas');
  await expect(results).toHaveText(['Captação > Cadastros > Etapas Seletivas']);

  const byAccent = await shell.search('AREAS DE INTERESSE');
  await expect(byAccent).toHaveText(['Captação > Cadastros > Áreas de Interesse']);

  await shell.search('cadastros');
  await expect(page.getByRole('option', { name: 'Captação > Cadastros > Etapas Seletivas' })).toBeVisible();
  await page.getByRole('option', { name: 'Captação > Cadastros > Etapas Seletivas' }).click();
  await expect(page).toHaveURL(/\/captacao\/etapas-seletivas$/);
  await expect(shell.menuSearch).toHaveValue('');
  // the side menu opened on the page reached
  await expect(shell.sideMenu.getByRole('link', { name: 'Etapas Seletivas' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await shell.search('nada parecido');
  await expect(page.getByText('Nenhum item de menu encontrado')).toBeVisible();
});

test('o menu lateral vem do servidor, com grupos que abrem e links que navegam', async ({ page }) => {
  const shell = await login(page);
  const captacao = shell.sideMenu.getByRole('button', { name: 'Captação', exact: true });
  await expect(captacao).toHaveAttribute('aria-expanded', 'false');
  await shell.navigate('Captação', 'Cadastros', 'Etapas Seletivas');
  await expect(page).toHaveURL(/\/captacao\/etapas-seletivas$/);
  await expect(captacao).toHaveAttribute('aria-expanded', 'true');

  await shell.sideMenu.getByRole('link', { name: 'Página inicial' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Gente - página inicial' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("'Alterar Minha Senha' do menu do usuário confere o formulário antes de enviar", async ({ page }) => {
  const shell = await login(page);
  const menu = await shell.openUserMenu();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Atualizar Meus Dados',
    'Alterar Minha Senha',
    'Sair',
  ]);
  await menu.getByRole('menuitem', { name: 'Alterar Minha Senha' }).click();

  const dialog = page.getByRole('dialog', { name: 'Alterar Minha Senha' });
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/userinfo/senha')) sent.push(r.method());
  });
  await dialog.getByRole('button', { name: 'Gravar' }).click();
  await expect(dialog.getByLabel(/^Senha atual/)).toHaveAccessibleDescription('Senha atual é obrigatória');
  await expect(dialog.getByLabel(/^Nova senha/)).toHaveAccessibleDescription('Nova senha é obrigatória');
  await expect(dialog.getByLabel(/^Confirmação da nova senha/)).toHaveAccessibleDescription(
    'Confirmação da nova senha é obrigatória',
  );

  await dialog.getByLabel(/^Senha atual/).fill('qualquer-uma');
  await dialog.getByLabel(/^Nova senha/).fill('nova-senha-123');
  await dialog.getByLabel(/^Confirmação da nova senha/).fill('outra-senha-123');
  await dialog.getByRole('button', { name: 'Gravar' }).click();
  await expect(dialog.getByLabel(/^Confirmação da nova senha/)).toHaveAccessibleDescription(
    'A senha não foi confirmada corretamente. Por favor, confira.',
  );
  expect(sent).toEqual([]);

  // the server's refusal lands on its field
  await dialog.getByLabel(/^Confirmação da nova senha/).fill('nova-senha-123');
  await dialog.getByRole('button', { name: 'Gravar' }).click();
  await expect(dialog.getByLabel(/^Senha atual/)).toHaveAccessibleDescription('Senha atual incorreta.');
  expect(sent).toEqual(['PUT']);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
});

test('o seletor de empresa fica desabilitado com uma só empresa', async ({ page }) => {
  // the console reads the session from /api/userinfo (the login is its own page)
  await page.route('**/api/userinfo', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, empresas: [body.empresa] } });
  });
  const shell = await login(page);
  await expect(shell.company).toBeDisabled();
});

test('menus recolhem abaixo de 1200 px; com 768 px ou menos o menu vira gaveta', async ({ page }) => {
  const shell = await login(page);
  const item = shell.sideMenu.getByRole('button', { name: 'Captação', exact: true });
  await expect(item).toContainText('Captação');

  await page.setViewportSize({ width: 1100, height: 800 });
  // collapsed: icons only, the label is the button's name (tooltip) but not shown
  await expect(shell.sideMenu.getByText('Captação', { exact: true })).toHaveCount(0);
  await expect(item).toBeVisible();

  await page.setViewportSize({ width: 768, height: 800 });
  await expect(shell.sideMenu).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(shell.sideMenu.getByText('Captação', { exact: true })).toBeVisible();
  await shell.navigate('Captação', 'Cadastros', 'Etapas Seletivas');
  await expect(page).toHaveURL(/\/captacao\/etapas-seletivas$/);
  await expect(shell.sideMenu).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(shell.sideMenu.getByText('Captação', { exact: true })).toBeVisible();
});
