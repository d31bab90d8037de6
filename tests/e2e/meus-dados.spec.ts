// 'Atualizar Meus Dados': the user menu shows it only with ROLE_CAD_INFO_PESSOAL; the page edits the linked
// employee's own data in the generic form (checked before sending) and saves them.
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { expect, test } from '@playwright/test';
import { adminApi, create } from './helpers/api.ts';
import { uid } from './helpers/env.ts';
import { FormPage } from './helpers/FormPage.ts';
import { login } from './helpers/login.ts';
import { Picker } from './helpers/Picker.ts';

test('the employee updates their own contact; a user without the authority has no menu entry', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const perfil = await create(api, 'utilitario/perfis', {
    nome: `Meus Dados ${uid()}`,
    permissoes: ['ROLE_CAD_INFO_PESSOAL'],
  });
  const cpf = generateCpf();
  const usuario = await create(api, 'utilitario/usuarios', {
    nome: `Talento ${uid()}`,
    cpf,
    senha: 'senha-meus-dados-1',
    empresas: [1],
    perfis: [perfil.id],
  });
  const { id } = await create(api, 'cargo-salario/colaboradores', {
    nome: 'Talento Meus Dados',
    dataAdmissao: '2020-01-01',
    usuario: { id: usuario.id },
    contato: { email: 'antes@empresa.com.br' },
  });

  const shell = await login(page, { cpf, senha: 'senha-meus-dados-1' });
  const menu = await shell.openUserMenu();
  await menu.getByRole('menuitem', { name: 'Atualizar Meus Dados' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Atualizar Meus Dados' })).toBeVisible();
  await page.getByRole('tab', { name: 'Endereço e Contato' }).click();
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toHaveValue('antes@empresa.com.br');
  await email.fill('isto não é e-mail');
  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByText('E-mail inválido.').first()).toBeVisible();
  await email.fill('depois@empresa.com.br');
  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByText('Cadastro atualizado com sucesso.')).toBeVisible();
  const stored = await (await api.get(`/api/cargo-salario/colaboradores/${id}`)).json();
  expect(stored.contato.email).toBe('depois@empresa.com.br');

  // the administrator's profile in a fresh user without the authority: no entry
  await shell.logout();
  const outro = generateCpf();
  const semPerfil = await create(api, 'utilitario/perfis', {
    nome: `Sem ${uid()}`,
    permissoes: ['ROLE_CAPTACAO'],
  });
  await create(api, 'utilitario/usuarios', {
    nome: `Outro ${uid()}`,
    cpf: outro,
    senha: 'senha-meus-dados-2',
    empresas: [1],
    perfis: [semPerfil.id],
  });
  const shell2 = await login(page, { cpf: outro, senha: 'senha-meus-dados-2' });
  const menu2 = await shell2.openUserMenu();
  await expect(menu2.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  await expect(menu2.getByRole('menuitem', { name: 'Atualizar Meus Dados' })).toHaveCount(0);
});

test("the user form links the user to an employee ('Talento vinculado'), the link the employee's form shows", async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const tag = uid();
  const perfil = await create(api, 'utilitario/perfis', {
    nome: `Vínculo ${tag}`,
    permissoes: ['ROLE_CAD_INFO_PESSOAL'],
  });
  const cpf = generateCpf();
  const usuario = await create(api, 'utilitario/usuarios', {
    nome: `Usuária ${tag}`,
    cpf,
    senha: 'senha-vinculo-1',
    empresas: [1],
    perfis: [perfil.id],
  });
  const { id } = await create(api, 'cargo-salario/colaboradores', {
    nome: `Talento Vínculo ${tag}`,
    dataAdmissao: '2020-01-01',
  });

  // the administrator links them on the user's form, typing part of the employee's name
  const shell = await login(page);
  const form = new FormPage(page, 'utilitario/usuarios');
  await page.goto(`/utilitario/usuarios/${usuario.id}`);
  await form.loaded();
  const talento = new Picker(page, 'Talento vinculado (nesta empresa)');
  await talento.type(`Vínculo ${tag}`);
  await talento.option(new RegExp(`^Talento Vínculo ${tag}`)).click();
  await form.save();
  // saved: the form goes back to the list (the toast may be gone already on a busy machine)
  await expect(page).toHaveURL(/\/utilitario\/usuarios$/);
  await expect
    .poll(async () => (await (await api.get(`/api/cargo-salario/colaboradores/${id}`)).json()).usuario?.id)
    .toBe(usuario.id);

  // the user is now that employee: 'Atualizar Meus Dados' opens the employee's data
  await shell.logout();
  const shell2 = await login(page, { cpf, senha: 'senha-vinculo-1' });
  const menu = await shell2.openUserMenu();
  await menu.getByRole('menuitem', { name: 'Atualizar Meus Dados' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Atualizar Meus Dados' })).toBeVisible();
  await expect(page.getByText(`Talento Vínculo ${tag}: nome social`)).toBeVisible();
});
