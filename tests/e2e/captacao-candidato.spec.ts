// A candidate with education, language and experience through the 'Inserir/Editar …' dialogs (spec §2),
// each checked by the register's validator before it is kept; 'Primeiro Emprego' asking before it empties
// the experiences (§4); a CPF of a former employee asking before saving; a saved language whose language
// cannot change.
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { expect, type Page, test } from '@playwright/test';
import { adminApi, create } from './helpers/api.ts';
import { uid } from './helpers/env.ts';
import { FormPage } from './helpers/FormPage.ts';
import { login } from './helpers/login.ts';

const tab = (page: Page, name: string) => page.getByRole('tab', { name }).click();

test('candidate lists through dialogs, first-job confirmation, CPF of a former employee', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const tag = uid();
  const area = await create(api, 'cargo-salario/areas-organizacionais', { nome: `Loja ${tag}` });
  const cargoNome = `Vendedor ${tag}`;
  await create(api, 'cargo-salario/cargos', {
    nome: cargoNome,
    nomeMercado: cargoNome,
    areasOrganizacionais: [area.id],
  });
  const formacaoNome = `Administração ${tag}`;
  await create(api, 'captacao/areas-formacao', { nome: formacaoNome });
  const cpf = generateCpf();
  await create(api, 'cargo-salario/colaboradores', {
    nome: 'Ex-talento',
    cpf,
    dataAdmissao: '2018-01-01',
    status: 'D',
    dataDesligamento: '2020-01-01',
  });

  await login(page, { to: null });
  const form = new FormPage(page, 'captacao/candidatos');
  await form.gotoNew();
  await form.fill({ Nome: `Candidata ${tag}`, CPF: cpf });
  await tab(page, 'Interesses');
  await form.pick('Cargo/Função Pretendida', tag, cargoNome);

  // education: the dialog refuses with the spec's messages, then keeps the row
  await tab(page, 'Formação e Idiomas');
  await page.getByRole('button', { name: 'Inserir Formação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inserir/Editar Formação' });
  await dialog.getByRole('button', { name: 'Gravar' }).click();
  await expect(dialog.getByText('Selecione a Área de Formação')).toBeVisible();
  await expect(dialog.getByText('Situação é obrigatória')).toBeVisible();
  await dialog.getByRole('combobox', { name: /^Área de Formação/ }).click();
  await dialog.getByRole('combobox', { name: /^Área de Formação/ }).fill(tag);
  await page.getByRole('option', { name: formacaoNome, exact: true }).click();
  await dialog.getByRole('textbox', { name: /^Curso/ }).fill('Administração de Empresas');
  await dialog.getByRole('textbox', { name: /^Instituição/ }).fill('Universidade Federal');
  await dialog.getByRole('combobox', { name: /^Tipo/ }).click();
  await page.getByRole('option', { name: 'Graduação', exact: true }).click();
  await dialog.getByRole('combobox', { name: /^Situação/ }).click();
  await page.getByRole('option', { name: 'Completo', exact: true }).click();
  await dialog.getByRole('button', { name: 'Gravar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Administração de Empresas' })).toBeVisible();

  // language
  await page.getByRole('button', { name: 'Inserir Idioma' }).click();
  const idioma = page.getByRole('dialog', { name: 'Inserir/Editar Idioma' });
  await idioma.getByRole('button', { name: 'Gravar' }).click();
  await expect(idioma.getByText('Idioma é obrigatório')).toBeVisible();
  await expect(idioma.getByText('Nível é obrigatório')).toBeVisible();
  await idioma.getByRole('combobox', { name: /^Idioma/ }).click();
  await idioma.getByRole('combobox', { name: /^Idioma/ }).fill('Ingl');
  await page.getByRole('option', { name: 'Inglês', exact: true }).click();
  await idioma.getByRole('radio', { name: 'Avançado' }).check();
  await idioma.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByRole('cell', { name: 'Inglês' })).toBeVisible();

  // experience: an admission in the future is refused in the dialog
  await tab(page, 'Experiência');
  await page.getByRole('button', { name: 'Inserir Experiência Profissional' }).click();
  const exp = page.getByRole('dialog', { name: 'Inserir/Editar Experiência Profissional' });
  await exp.getByRole('textbox', { name: /^Empresa/ }).fill('Magazine Central');
  await exp.getByRole('combobox', { name: /^Cargo$/ }).click();
  await exp.getByRole('combobox', { name: /^Cargo$/ }).fill(tag);
  await page.getByRole('option', { name: cargoNome, exact: true }).click();
  await exp.getByRole('textbox', { name: /^Data de Admissão/ }).fill('01/01/2199');
  await exp.getByRole('button', { name: 'Gravar' }).click();
  await expect(exp.getByText('A data de admissão deve ser igual ou anterior a data atual')).toBeVisible();
  await exp.getByRole('textbox', { name: /^Data de Admissão/ }).fill('01/03/2021');
  await exp.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByRole('cell', { name: 'Magazine Central' })).toBeVisible();

  // 'Primeiro Emprego' asks first; declining leaves it unticked and the experience in place
  await form.radioGroup('Primeiro Emprego').getByRole('radio', { name: 'Sim' }).click();
  const pergunta = page.getByRole('dialog').filter({ hasText: 'remove as experiências profissionais' });
  await pergunta.getByRole('button', { name: 'Cancelar' }).click();
  await expect(form.radioGroup('Primeiro Emprego').getByRole('radio', { name: 'Sim' })).not.toBeChecked();
  await expect(page.getByRole('cell', { name: 'Magazine Central' })).toBeVisible();

  // the CPF of a former employee asks before saving
  await form.save();
  const cpfDialog = page
    .getByRole('dialog')
    .filter({ hasText: 'Existem talentos que já foram contratados com esse CPF' });
  await expect(cpfDialog).toBeVisible();
  await cpfDialog.getByRole('button', { name: 'OK' }).click();
  await expect(form.toast('Candidato salvo com sucesso.')).toBeVisible();

  const lista = await (await api.get('/api/captacao/candidatos', { params: { cpf } })).json();
  const salvo = await (await api.get(`/api/captacao/candidatos/${lista[0].id}`)).json();
  expect(salvo.formacao).toEqual([
    expect.objectContaining({ curso: 'Administração de Empresas', situacao: 'COMPLETO' }),
  ]);
  expect(salvo.candidatoIdiomas).toEqual([expect.objectContaining({ nivel: 'A' })]);
  expect(salvo.experiencias).toEqual([
    expect.objectContaining({ empresa: 'Magazine Central', dataAdmissao: '2021-03-01' }),
  ]);

  // editing: a saved language keeps its language; first job now empties the experiences
  await page.goto(`/captacao/candidatos/${salvo.id}`);
  await form.loaded();
  await tab(page, 'Formação e Idiomas');
  await page.getByRole('button', { name: 'Editar Idioma 1' }).click();
  const editar = page.getByRole('dialog', { name: 'Inserir/Editar Idioma' });
  await expect(editar.getByRole('combobox', { name: /^Idioma/ })).not.toBeEditable();
  await editar.getByRole('button', { name: 'Cancelar' }).click();
  await tab(page, 'Experiência');
  await form.radioGroup('Primeiro Emprego').getByRole('radio', { name: 'Sim' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'remove as experiências profissionais' })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(page.getByRole('cell', { name: 'Magazine Central' })).toBeHidden();
  await form.save();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Existem talentos' })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(form.toast('Candidato atualizado com sucesso.')).toBeVisible();
  const depois = await (await api.get(`/api/captacao/candidatos/${salvo.id}`)).json();
  expect(depois).toMatchObject({ primeiroEmprego: true, experiencias: [] });
});
