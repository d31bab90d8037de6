// Staff password recovery on the login page: 'Esqueci minha senha' asks for the link (the same answer for any
// CPF), the e-mailed link opens the new-password page, which checks the form before sending, and the new
// password logs in. No serious accessibility violation on the three pages.
import AxeBuilder from '@axe-core/playwright';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { expect, type Page, test } from '@playwright/test';
import { adminApi, create } from './helpers/api.ts';
import { esperaEmail } from './helpers/correio.ts';
import { uid } from './helpers/env.ts';
import { loginPelaTela } from './helpers/login.ts';

const serious = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id);

test('recovers the password through the e-mailed link and logs in with the new one', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const perfil = await create(api, 'utilitario/perfis', {
    nome: `Recuperação ${uid()}`,
    permissoes: ['ROLE_CAPTACAO'],
  });
  const cpf = generateCpf();
  const email = `recupera.${uid()}@empresa.com.br`;
  await create(api, 'utilitario/usuarios', {
    nome: `Recupera ${uid()}`,
    cpf,
    email,
    senha: 'senha-antiga-123',
    empresas: [1],
    perfis: [perfil.id],
  });

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  expect(await serious(page)).toEqual([]);
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/recuperar-senha$/);
  await expect(page).toHaveTitle('Recuperar senha - Gente');
  expect(await serious(page)).toEqual([]);
  const cpfField = page.getByRole('textbox', { name: /^CPF/ });
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(cpfField).toHaveAccessibleDescription('CPF é obrigatório');
  await expect(cpfField).toBeFocused();
  await cpfField.pressSequentially(cpf);
  const desde = Date.now();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Se o CPF estiver cadastrado, enviaremos um e-mail com as instruções para redefinir a senha.',
  );

  // the link arrives by e-mail (the test SMTP server's mailbox); the outbox keeps it redacted
  const texto = await esperaEmail(email, desde);
  const token = /redefinir-senha\?token=([\w-]+)/.exec(texto)![1];

  await page.goto(`/redefinir-senha?token=${token}`);
  await expect(page.getByRole('heading', { name: 'Nova senha' })).toBeVisible();
  expect(await serious(page)).toEqual([]);
  const nova = page.getByLabel(/^Nova senha/);
  const confirmacao = page.getByLabel(/^Confirmação da nova senha/);
  await nova.fill('senha-nova-456');
  await confirmacao.fill('outra-senha-789');
  await page.getByRole('button', { name: 'Gravar nova senha' }).click();
  await expect(confirmacao).toHaveAccessibleDescription('As senhas devem ser iguais');
  await expect(confirmacao).toBeFocused();
  await confirmacao.fill('senha-nova-456');
  await page.getByRole('button', { name: 'Gravar nova senha' }).click();
  await expect(page.getByRole('status')).toHaveText('Senha redefinida com sucesso. Entre com a nova senha.');

  // the link is single use
  await page.goto(`/redefinir-senha?token=${token}`);
  await nova.fill('mais-uma-senha-1');
  await confirmacao.fill('mais-uma-senha-1');
  await page.getByRole('button', { name: 'Gravar nova senha' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Link inválido ou expirado. Solicite uma nova recuperação de senha.',
  );

  await page.getByRole('link', { name: 'Voltar para o login' }).click();
  // the new password opens the console through the login page
  await loginPelaTela(page, { cpf, senha: 'senha-nova-456' });
});

test('a resposta do pedido é a mesma para um CPF sem cadastro; o link sem token é recusado', async ({
  page,
}) => {
  // the login entry answers below /login too
  await page.goto('/login/recuperar-senha');
  await expect(page.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible();
  const cpfField = page.getByRole('textbox', { name: /^CPF/ });
  await cpfField.pressSequentially('111.111.111-11');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(cpfField).toHaveAccessibleDescription('Cpf inválido.');
  await expect(cpfField).toBeFocused();
  await cpfField.fill('');
  await cpfField.pressSequentially(generateCpf());
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Se o CPF estiver cadastrado, enviaremos um e-mail com as instruções para redefinir a senha.',
  );
  await page.getByRole('link', { name: 'Voltar para o login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/redefinir-senha');
  await expect(page.getByRole('alert')).toHaveText(
    'Link inválido ou expirado. Solicite uma nova recuperação de senha.',
  );
  await expect(page.getByRole('button', { name: 'Gravar nova senha' })).toBeDisabled();
  await page.getByRole('link', { name: 'Pedir um novo link' }).click();
  await expect(page.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible();
});
