// Accessibility: axe-core finds no serious or critical violation on the login page, a list page and a
// form page (WCAG 2.1 A/AA rules).
import { expect, test } from '@playwright/test';
import { seriousViolations } from './helpers/axe.ts';
import { FormPage } from './helpers/FormPage.ts';
import { LoginPage } from './helpers/LoginPage.ts';
import { login } from './helpers/login.ts';

test('página de login', async ({ page }) => {
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  expect(await seriousViolations(page)).toEqual([]);
  // with the field messages shown too
  await loginPage.submit.click();
  await expect(loginPage.cpf).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
});

test('página de lista', async ({ page }) => {
  const shell = await login(page);
  await shell.navigate('Captação', 'Cadastros', 'Etapas Seletivas');
  await expect(page.getByText('Exibir Filtro')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('página de formulário', async ({ page }) => {
  await login(page, { to: null });
  const form = new FormPage(page, 'captacao/etapas-seletivas');
  await form.gotoNew();
  expect(await seriousViolations(page)).toEqual([]);
  // with the field messages shown too
  await form.save();
  await expect(page.getByText('Preencha os campos indicados').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('menu recolhido e página 404', async ({ page }) => {
  await login(page, { to: null });
  await page.setViewportSize({ width: 1100, height: 800 });
  await page.goto('/nao-existe');
  await expect(page.getByRole('heading', { name: 'ERRO 404 - PÁGINA NÃO ENCONTRADA' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
