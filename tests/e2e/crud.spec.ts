// The generated screens, as a new user uses them: list, create, edit and delete of a register with
// no screen code of its own (etapas seletivas), its validation messages, a refusal of the server
// shown on the field (areas organizacionais), and a network failure that keeps what was typed.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { adminApi, create } from './helpers/api.ts';
import { collectErrors } from './helpers/console.ts';
import { uid } from './helpers/env.ts';
import { FormPage } from './helpers/FormPage.ts';
import { ListPage } from './helpers/ListPage.ts';
import { login } from './helpers/login.ts';

const ETAPAS = 'captacao/etapas-seletivas';
const AREAS = 'cargo-salario/areas-organizacionais';
type Register = {
  title: string;
  'x-resource': { path: string; label: string; readOnly?: boolean; singleton?: boolean };
};
// every register's schema file (schemas/<module>/<register>.json; _defs and _acoes are not registers)
const SCHEMAS = new URL('../../schemas/', import.meta.url);
const registers: Register[] = readdirSync(SCHEMAS, { recursive: true, encoding: 'utf8' })
  .map((f) => f.replace(/\\/g, '/'))
  .filter((f) => /^[a-z0-9-]+\/[a-z0-9-]+\.json$/.test(f))
  .sort()
  .map((f) => JSON.parse(readFileSync(new URL(f, SCHEMAS), 'utf8')));

/** Every write request the page sends to a register's API. */
function writesTo(page: Page, path: string): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith(`/api/${path}`))
      sent.push(`${r.method()} ${r.url()}`);
  });
  return sent;
}

// every test opens its first page itself
test.beforeEach(async ({ page }) => {
  await login(page, { to: null });
});

test('insere, edita e remove uma etapa seletiva pelas telas geradas', async ({ page }) => {
  // no CSP refusal (the form runs precompiled validators, no eval) nor any other console error
  const errors = collectErrors(page);
  const nome = `Entrevista com o gestor ${uid()}`;
  const list = new ListPage(page, ETAPAS);
  await list.goto();

  const form = await list.insert();
  await form.fill({ Ordem: '7', Nome: nome });
  await form.choose('Análise Comportamental', 'Sim');
  await form.save();

  const saved = form.toast('Etapa Seletiva salva com sucesso.');
  await expect(saved).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${ETAPAS}$`));
  await expect(list.row(nome)).toContainText('7');
  await expect(list.row(nome)).toContainText('Sim');
  // success toasts last 3 s (spec §9)
  await expect(saved).toBeHidden({ timeout: 6000 });

  const edit = await list.edit(nome);
  await expect(edit.input('Ordem')).toHaveValue('7');
  await expect(edit.input('Nome')).toHaveValue(nome);
  await expect(edit.radioGroup('Análise Comportamental').getByRole('radio', { name: 'Sim' })).toBeChecked();
  await edit.fill({ Nome: `${nome} (revisada)` });
  await edit.choose('Análise Comportamental', 'Não');
  await edit.save();
  await expect(edit.toast('Etapa Seletiva atualizada com sucesso.')).toBeVisible();
  await expect(list.row(`${nome} (revisada)`)).toContainText('Não');

  await list.remove(`${nome} (revisada)`);
  await expect(form.toast('Etapa Seletiva excluída com sucesso.')).toBeVisible();
  await expect(list.row(`${nome} (revisada)`)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('remove uma etapa seletiva pelo próprio formulário', async ({ page }) => {
  const nome = `Dinâmica de grupo ${uid()}`;
  const form = new FormPage(page, ETAPAS);
  await form.gotoNew();
  await form.fill({ Ordem: '3', Nome: nome });
  await form.save();
  await expect(form.toast('Etapa Seletiva salva com sucesso.')).toBeVisible();

  const list = new ListPage(page, ETAPAS);
  const edit = await list.edit(nome);
  await edit.remove();
  await expect(edit.toast('Etapa Seletiva excluída com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${ETAPAS}$`));
  await expect(list.row(nome)).toHaveCount(0);
});

test('mostra cada mensagem de validação da etapa seletiva e não envia nada', async ({ page }) => {
  const sent = writesTo(page, ETAPAS);
  const form = new FormPage(page, ETAPAS);
  await form.gotoNew();

  await form.save();
  await expect(form.toast('Preencha os campos indicados')).toBeVisible();
  // the order may stay blank (the stage then comes after the last one): only the name is asked
  await form.expectNoFieldError('Ordem');
  await form.expectFieldError('Nome', 'Nome é obrigatório');
  // the first wrong field gets the focus
  await expect(form.input('Nome')).toBeFocused();

  await form.fill({ Ordem: '1000', Nome: '   ' });
  await form.save();
  await form.expectFieldError('Ordem', 'Ordem deve ser no máximo 999.');
  await form.expectFieldError('Nome', 'Nome é obrigatório');

  await form.fill({ Ordem: '0', Nome: 'x'.repeat(101) });
  await form.save();
  await form.expectFieldError('Ordem', 'Ordem deve ser maior ou igual a 1.');
  await form.expectFieldError('Nome', 'Nome deve ter no máximo 100 caracteres.');
  // fixing one field clears its message while the other keeps its own
  await form.fill({ Ordem: '12' });
  await form.expectNoFieldError('Ordem');
  await form.expectFieldError('Nome', 'Nome deve ter no máximo 100 caracteres.');
  await form.save();
  await expect(form.input('Nome')).toBeFocused();

  expect(sent).toEqual([]);
});

test('um campo errado em outra aba: a aba é aberta e o campo recebe o foco', async ({ page }) => {
  const sent = writesTo(page, 'utilitario/empresas');
  const form = new FormPage(page, 'utilitario/empresas');
  await page.goto('/utilitario/empresas/1');
  await form.loaded();
  await page.getByRole('tab', { name: 'Configurações' }).click();
  await form.fill({ 'Máximo de cargos por candidato': '100' });
  await page.getByRole('tab', { name: 'Dados' }).click();
  await expect(form.input('Máximo de cargos por candidato')).toBeHidden();

  await form.save();
  await expect(form.toast('Preencha os campos indicados')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Configurações' })).toHaveAttribute('aria-selected', 'true');
  await expect(form.input('Máximo de cargos por candidato')).toBeFocused();
  await form.expectFieldError(
    'Máximo de cargos por candidato',
    'Máximo de cargos por candidato deve ser menor ou igual a 99.',
  );
  expect(sent).toEqual([]);
});

test('lista com ordenação e paginação no servidor e o filtro em acordeão', async ({ page, baseURL }) => {
  const tag = uid();
  // 16 stages straight through the API: more than one page of 15
  const api = await adminApi(baseURL!);
  for (let i = 1; i <= 16; i++) {
    await create(api, ETAPAS, {
      ordem: 100 + i,
      nome: `Etapa ${tag} ${String(i).padStart(2, '0')}`,
      analiseComportamental: i % 2 === 0,
    });
  }
  await api.dispose();
  const list = new ListPage(page, ETAPAS);
  const requests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/${ETAPAS}`) requests.push(r.url());
  });
  await list.goto();
  await list.showFilter();
  await list.filter({ Nome: `Etapa ${tag}` });
  await expect(list.countText(16)).toBeVisible();
  await expect(list.rows).toHaveCount(15);
  expect(requests.at(-1)).toMatch(/[?&]page=0&size=15/);
  expect(decodeURIComponent(requests.at(-1)!)).toContain('sort=ordem,asc');

  await page.getByRole('button', { name: /próxima página|Go to next page/i }).click();
  await expect(list.rows).toHaveCount(1);
  await expect(list.row(`Etapa ${tag} 16`)).toBeVisible();

  await list.sortBy('Nome');
  await expect(list.rows).toHaveCount(15);
  await expect(list.rows.first()).toContainText(`Etapa ${tag} 01`);
  await list.sortBy('Nome');
  await expect(list.rows.first()).toContainText(`Etapa ${tag} 16`);
  expect(decodeURIComponent(requests.at(-1)!)).toContain('sort=nome,desc');

  await list.filter({ Nome: `Etapa ${tag} 07` });
  await expect(list.countText(1)).toBeVisible();
  await list.filter({ Nome: `nada-${tag}` });
  await expect(list.emptyText).toBeVisible();
});

test('recusa da regra de ativação das áreas organizacionais aparece no campo', async ({ page }) => {
  const tag = uid();
  const mae = `Diretoria ${tag}`;
  const filha = `Financeiro ${tag}`;
  const form = new FormPage(page, AREAS);
  await form.gotoNew();
  await form.fill({ Descrição: mae });
  await form.save();
  await expect(form.toast('Área Organizacional salva com sucesso.')).toBeVisible();

  await form.gotoNew();
  await form.fill({ Descrição: filha });
  // search as you type: the options come from the server for the typed text
  await form.pick('Área Mãe', `Diretoria ${tag}`.slice(0, 12), mae);
  await form.save();
  await expect(form.toast('Área Organizacional salva com sucesso.')).toBeVisible();

  const list = new ListPage(page, AREAS);
  await expect(list.row(filha)).toContainText(`${mae} > ${filha}`);
  const edit = await list.edit(mae);
  await edit.choose('Ativo', 'Não');
  await edit.save();
  const message = 'Não é possível inativar a área: existem áreas filhas ativas.';
  await edit.expectFieldError('Ativo', message, 'radiogroup');
  await expect(page).toHaveURL(/\/\d+$/);
  // the warning stays until closed (spec §8): closed, it no longer covers the form's buttons
  await edit.toast('Preencha os campos indicados').getByRole('button', { name: 'Fechar' }).click();
  // nothing was stored: the area is still active
  await edit.cancel();
  await expect(list.row(mae).first()).toContainText('Sim');
});

test('falha de rede mostra a mensagem de servidor inacessível e mantém o que foi digitado', async ({
  page,
}) => {
  const nome = `Prova prática ${uid()}`;
  const form = new FormPage(page, ETAPAS);
  await form.gotoNew();
  await page.route(`**/api/${ETAPAS}`, (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await form.fill({ Ordem: '5', Nome: nome });
  await form.save();
  await expect(page.getByText(/Não foi possível conectar ao servidor do Gente/)).toBeVisible();
  await expect(form.input('Ordem')).toHaveValue('5');
  await expect(form.input('Nome')).toHaveValue(nome);
  await expect(page).toHaveURL(new RegExp(`/${ETAPAS}/new$`));

  // back online, the same form is sent as it is
  await page.unroute(`**/api/${ETAPAS}`);
  await form.save();
  await expect(form.toast('Etapa Seletiva salva com sucesso.')).toBeVisible();
});

test('todo cadastro do registro tem lista e formulário gerados, sem erros no navegador', async ({ page }) => {
  test.setTimeout(30_000 + registers.length * 4_000);
  const errors = collectErrors(page);
  // the first screen loads the app; the rest are reached inside it, as a user does (a reload per
  // register would measure the browser's start-up a hundred times, not the screens)
  await page.goto('/');
  for (const r of registers) {
    const { path, label, readOnly, singleton } = r['x-resource'];
    if (singleton) {
      // one record: the register's path opens its form, and there is nothing to insert
      await navigateInApp(page, `/${path}`);
      await new FormPage(page, path).loaded();
      await expect(page).toHaveURL(new RegExp(`/${path}/1$`));
      await expect(page.getByRole('banner')).toContainText(`Editar ${r.title}`);
      await expect(page.getByRole('button', { name: 'Remover' })).toHaveCount(0);
      continue;
    }
    if (!LIST_IS_A_SCREEN.has(path)) {
      await navigateInApp(page, `/${path}`);
      await new ListPage(page, path).loaded();
      await expect(page.getByRole('banner')).toContainText(label);
      await expect(page.getByRole('button', { name: 'Inserir' })).toHaveCount(readOnly ? 0 : 1);
    }
    if (readOnly) continue;
    await navigateInApp(page, `/${path}/new`);
    await new FormPage(page, path).loaded();
    await expect(page.getByRole('banner')).toContainText(`Inserir ${r.title}`);
  }
  expect(errors).toEqual([]);
});

/** Registers whose list path shows a hand-written screen (tested in their own spec), not a generated list. */
const LIST_IS_A_SCREEN = new Set(['avaliacao/ninebox']);

/** Client-side navigation: the router follows the history, the page is not reloaded. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
