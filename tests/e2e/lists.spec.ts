// Generated lists as users touch them: a click on a row opens the record (its action buttons still do
// only their own thing), and on a phone (390 px) each row is a card with the actions in a menu.
import { expect, test } from '@playwright/test';
import { adminApi, create } from './helpers/api.ts';
import { uid } from './helpers/env.ts';
import { ListPage } from './helpers/ListPage.ts';
import { login } from './helpers/login.ts';

const ETAPAS = 'captacao/etapas-seletivas';

test('clicar numa linha abre o registro; o botão Remover da linha só pergunta', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const nome = `Dinâmica de grupo ${uid()}`;
  const etapa = await create(api, ETAPAS, { ordem: 3, nome, analiseComportamental: true });
  await login(page, { to: null });
  const list = new ListPage(page, ETAPAS);
  await list.goto();
  await list.row(nome).getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${ETAPAS}$`));
  await page.keyboard.press('Escape');
  await list.row(nome).getByText(nome).click();
  await expect(page).toHaveURL(new RegExp(`/${ETAPAS}/${etapa.id}$`));
  await expect(page.getByLabel('Nome')).toHaveValue(nome);
});

test('num celular a lista mostra cartões com as ações num menu', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const nome = `Entrevista final ${uid()}`;
  const etapa = await create(api, ETAPAS, { ordem: 9, nome, analiseComportamental: false });
  await login(page, { to: null });
  // the phone: the list is the first page opened
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${ETAPAS}?filter=${encodeURIComponent(JSON.stringify({ nome }))}`);
  await expect(page.getByRole('table')).toHaveCount(0);
  const card = page.getByRole('listitem').filter({ hasText: nome });
  await expect(card).toContainText('Ordem: 9');
  // no sideways scrolling
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 1) await page.screenshot({ path: 'test-results/lista-celular.png', fullPage: true });
  expect(overflow).toBeLessThanOrEqual(1);
  await card.getByRole('button', { name: /^Ações/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Remover' })).toBeVisible();
  await page.keyboard.press('Escape');
  await card.getByText(nome).click();
  await expect(page).toHaveURL(new RegExp(`/${ETAPAS}/${etapa.id}$`));
});
