// The candidate portal's placeholder (/externo), its own SPA without react-admin.
import { expect, test } from '@playwright/test';
import { collectErrors } from './helpers/console.ts';

test('/externo vai para /externo/login mantendo empresaId, com o botão Entrar', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/externo?empresaId=1');
  await expect(page).toHaveURL(/\/externo\/login\?empresaId=1$/);
  await expect(page.getByRole('heading', { name: 'Portal do Candidato' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Entrar' })).toHaveAttribute(
    'href',
    '/externo/login?empresaId=1',
  );
  expect(errors).toEqual([]);
});

test('empresaId não numérico mostra a mensagem da especificação', async ({ page }) => {
  await page.goto('/externo/anuncios?empresaId=abc');
  await expect(page.getByRole('alert')).toHaveText(
    'Empresa ID inválido. Revise ou solicite novamente o link',
  );
});
