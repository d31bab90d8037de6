// Job and salary plans and the employee register, as a user goes through them: a job with a salary range
// by value, an employee hired into it (admission history entered from the employee screen), the current
// salary on the employee screen and the area in the org chart; the org chart's tree keyboard, print
// layout and accessibility; picking a parent area picks its active sub-areas.
import { expect, type Page, test } from '@playwright/test';
import { adminApi, create } from './helpers/api.ts';
import { seriousViolations } from './helpers/axe.ts';
import { collectErrors } from './helpers/console.ts';
import { uid } from './helpers/env.ts';
import { FormPage } from './helpers/FormPage.ts';
import { ListPage } from './helpers/ListPage.ts';
import { login } from './helpers/login.ts';

const AREAS = 'cargo-salario/areas-organizacionais';
const ORGANOGRAMA = '/cargo-salario/organograma';

/** The org chart from one area: chosen in the root selector, as a user does. */
async function openChartAt(page: Page, typed: string, area: string) {
  await page.goto(ORGANOGRAMA);
  const root = page.getByRole('combobox', { name: 'Área Organizacional' });
  await root.click();
  await root.fill(typed);
  await page.getByRole('option', { name: area, exact: true }).click();
  await expect(page).toHaveURL(/[?&]area=\d+/);
}

test('cargo com faixa por valor e talento admitido nele: salário na tela do talento e área no organograma', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const tag = uid();
  const areaNome = `Controladoria ${tag}`;
  const cargoNome = `Analista Contábil ${tag}`;
  const faixaNome = `Faixa ${tag}`;
  const talentoNome = `Maria Souza ${tag}`;
  // the area is set-up data; everything else goes through the screens
  const api = await adminApi(baseURL!);
  await create(api, AREAS, { nome: areaNome, email: `controladoria-${tag}@empresa.com.br` });
  await api.dispose();
  await login(page, { to: null });

  const cargo = new FormPage(page, 'cargo-salario/cargos');
  await cargo.gotoNew();
  await cargo.fill({ Nome: cargoNome, 'Nome de Mercado': cargoNome });
  await cargo.pick('Áreas Organizacionais', tag, areaNome);
  await cargo.save();
  await expect(cargo.toast('Cargo salvo com sucesso.')).toBeVisible();

  const faixa = new FormPage(page, 'cargo-salario/faixas-salariais');
  await faixa.gotoNew();
  await faixa.pick('Cargo', tag, cargoNome);
  await faixa.fill({ Nome: faixaNome, 'Código CBO': '252105' });
  // the first history entry is part of the new range's form
  await faixa.fill({ Data: '01/01/2020' });
  await faixa.input('Tipo').click();
  await page.getByRole('option', { name: 'Por valor' }).click();
  await faixa.input('Valor').fill('3500');
  await expect(faixa.input('Valor')).toHaveValue('3.500,00');
  await faixa.save();
  await expect(faixa.toast('Faixa Salarial salva com sucesso.')).toBeVisible();

  const talento = new FormPage(page, 'cargo-salario/colaboradores');
  await talento.gotoNew();
  await talento.fill({ Nome: talentoNome });
  await page.getByRole('tab', { name: 'Contrato' }).click();
  await talento.fill({ 'Data de Admissão': '01/02/2020' });
  await talento.save();
  await expect(talento.toast('Talento salvo com sucesso.')).toBeVisible();

  // saving goes back to the list: the row is there before its actions are looked for
  const talentos = new ListPage(page, 'cargo-salario/colaboradores');
  await expect(talentos.row(talentoNome)).toBeVisible();
  await talentos.edit(talentoNome);
  const posicao = page.getByRole('region', { name: 'Posição atual' });
  await expect(posicao).toContainText('Nenhum histórico vigente hoje');
  const historico = page.getByRole('region', { name: 'Histórico de Carreira' });
  await expect(historico).toContainText('Nenhum registro encontrado.');

  // 'Inserir' opens the history form with the employee already chosen
  await historico.getByRole('button', { name: 'Inserir' }).click();
  await expect(page).toHaveURL(/\/cargo-salario\/historicos-colaboradores\/new\?source=/);
  const admissao = new FormPage(page, 'cargo-salario/historicos-colaboradores');
  await admissao.loaded();
  await expect(admissao.input('Talento')).toHaveValue(talentoNome);
  await admissao.fill({ Data: '01/02/2020' });
  await admissao.pick('Área Organizacional', tag, areaNome);
  // a range is offered with its job: 'Analista Contábil … – Faixa …'
  await admissao.pick('Cargo/Faixa Salarial', tag, `${cargoNome} – ${faixaNome}`);
  await page.getByRole('radio', { name: 'Por faixa' }).check();
  await admissao.save();
  await expect(admissao.toast('Histórico do Talento salvo com sucesso.')).toBeVisible();

  // back on the employee: the position in force today and its salary, from the range's value
  await expect(page).toHaveURL(/\/cargo-salario\/colaboradores\/\d+$/);
  await expect(posicao).toContainText(areaNome);
  await expect(posicao).toContainText(`${cargoNome} – ${faixaNome}`);
  await expect(posicao).toContainText(/R\$\s3\.500,00/);
  await expect(historico.getByRole('row').filter({ hasText: '01/02/2020' })).toContainText('Admissão');
  await expect(historico).toContainText('1 registro(s) encontrado(s).');

  // the org chart: the area with its one employee, no sub-area
  await openChartAt(page, tag, areaNome);
  const node = page.getByRole('treeitem', { name: new RegExp(areaNome) });
  await expect(node).toContainText('1 colaborador');
  await expect(node).toContainText(`controladoria-${tag}@empresa.com.br`);
  await expect(page.getByText('Área Organizacional não possui área filha.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('organograma: árvore pelo teclado, impressão sem o shell e acessibilidade', async ({
  page,
  baseURL,
}) => {
  const tag = uid();
  const api = await adminApi(baseURL!);
  const diretoria = await create(api, AREAS, { nome: `Diretoria ${tag}` });
  const comercial = await create(api, AREAS, { nome: `Comercial ${tag}`, areaMae: { id: diretoria.id } });
  await create(api, AREAS, { nome: `Vendas ${tag}`, areaMae: { id: comercial.id } });
  await create(api, AREAS, { nome: `TI ${tag}`, areaMae: { id: diretoria.id } });
  await api.dispose();
  await login(page, { to: `${ORGANOGRAMA}?area=${diretoria.id}` });

  const tree = page.getByRole('tree', { name: 'Organograma' });
  const item = (nome: string) => tree.getByRole('treeitem', { name: new RegExp(`^${nome} ${tag}`) });
  await expect(item('Vendas')).toBeVisible();
  await expect(item('Diretoria')).toHaveAttribute('aria-level', '1');
  await expect(item('Vendas')).toHaveAttribute('aria-level', '3');
  await expect(item('TI')).toHaveAttribute('aria-posinset', '2');
  expect(await seriousViolations(page)).toEqual([]);

  // one tab stop; arrows move through the areas, left collapses, right expands
  await item('Diretoria').focus();
  await page.keyboard.press('ArrowDown');
  await expect(item('Comercial')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(item('Comercial')).toHaveAttribute('aria-expanded', 'false');
  await expect(item('Vendas')).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await expect(item('TI')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item('Diretoria')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(item('Comercial')).toHaveAttribute('aria-expanded', 'true');
  await expect(item('Vendas')).toBeVisible();
  await expect(tree.locator('[tabindex="0"]')).toHaveCount(1);

  // on paper: no header, menu nor controls; the chart itself stays
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Área Organizacional' })).toBeHidden();
  await expect(item('Vendas')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
});

test('escolher uma área mãe escolhe as subáreas ativas; desmarcá-la desmarca', async ({ page, baseURL }) => {
  const tag = uid();
  const api = await adminApi(baseURL!);
  const mae = await create(api, AREAS, { nome: `Operações ${tag}` });
  await create(api, AREAS, { nome: `Logística ${tag}`, areaMae: { id: mae.id } });
  const inativa = await create(api, AREAS, { nome: `Frota ${tag}`, areaMae: { id: mae.id }, ativo: false });
  await create(api, AREAS, { nome: `Armazém ${tag}`, areaMae: { id: inativa.id }, ativo: false });
  await api.dispose();
  await login(page, { to: null });

  const form = new FormPage(page, 'cargo-salario/cargos');
  await form.gotoNew();
  await form.pick('Áreas Organizacionais', `Operações ${tag}`, `Operações ${tag}`);
  const field = page.getByRole('combobox', { name: /^Áreas Organizacionais/ }).locator('..');
  // a sub-area's chip says where it is: 'Operações … > Logística …'
  const chip = (nome: string) =>
    field.getByRole('button', {
      name: nome === 'Operações' ? `Operações ${tag}` : `Operações ${tag} > ${nome} ${tag}`,
      exact: true,
    });
  await expect(chip('Logística')).toBeVisible();
  await expect(chip('Operações')).toBeVisible();
  await expect(chip('Frota')).toHaveCount(0);

  // the chip's delete icon, as a mouse user removes it
  await chip('Operações').locator('svg').click();
  await expect(chip('Operações')).toHaveCount(0);
  await expect(chip('Logística')).toHaveCount(0);
});
