// File fields in the console (src/admin/generic/form/widgets/FileWidget.tsx), on the employee's photo: the
// new record says files come after saving; on the edit screen a file is checked before sending (a text
// named .png is refused with the spec's message), sent with its progress, listed with a download link and
// removed; no serious accessibility violation in the field.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { adminApi, create } from './helpers/api.ts';
import { uid } from './helpers/env.ts';
import { FormPage } from './helpers/FormPage.ts';
import { login } from './helpers/login.ts';

const PATH = 'cargo-salario/colaboradores';
// a 1×1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the employee photo: attached after saving, checked, sent, downloaded and removed', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const nome = `Talento Foto ${uid()}`;
  const { id } = await create(api, PATH, { nome, dataAdmissao: '2020-01-01' });
  await login(page, { to: null });

  const novo = new FormPage(page, PATH);
  await novo.gotoNew();
  const fotoNova = page.getByRole('group', { name: 'Foto' });
  await expect(fotoNova).toContainText('Os arquivos podem ser anexados depois de salvar.');

  await page.goto(`/${PATH}/${id}`);
  const form = new FormPage(page, PATH);
  await form.loaded();
  const foto = page.getByRole('group', { name: 'Foto' });
  const input = foto.locator('input[type=file]');

  await input.setInputFiles({ name: 'nao-e-imagem.png', mimeType: 'image/png', buffer: Buffer.from('olá') });
  await expect(foto.getByRole('alert')).toHaveText('O arquivo adicionado não é uma imagem');

  await input.setInputFiles({ name: 'Minha foto (1).png', mimeType: 'image/png', buffer: PNG });
  await expect(form.toast('Arquivo Minhafoto1.png carregado com sucesso.')).toBeVisible();
  const link = foto.getByRole('link', { name: 'Minhafoto1.png' });
  await expect(link).toBeVisible();
  await expect(foto.getByRole('button', { name: 'Trocar arquivo' })).toBeVisible();

  const download = await api.get((await link.getAttribute('href'))!);
  expect(download.headers()['content-disposition']).toBe("attachment; filename*=UTF-8''Minhafoto1.png");
  expect(Buffer.from(await download.body()).equals(PNG)).toBe(true);

  const axe = await new AxeBuilder({ page }).include('fieldset').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await foto.getByRole('button', { name: 'Remover Minhafoto1.png' }).click();
  await expect(link).toHaveCount(0);
  await expect(foto.getByRole('button', { name: 'Anexar arquivo' })).toBeVisible();
  expect((await api.get(`/api/${PATH}/${id}/arquivos/foto`)).status()).toBe(200);
  expect(await (await api.get(`/api/${PATH}/${id}/arquivos/foto`)).json()).toEqual([]);
});
