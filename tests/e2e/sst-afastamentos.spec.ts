// Leave with a CID-10: the SST staff register an employee's leave (talent and reason picked by typing), then the
// medical certificate of that leave, picking the CID-10 by typing part of its description (accents ignored).
import { expect, test } from '@playwright/test';
import { adminApi, create } from './helpers/api.ts';
import { collectErrors } from './helpers/console.ts';
import { uid } from './helpers/env.ts';
import { FormPage } from './helpers/FormPage.ts';
import { login } from './helpers/login.ts';

test('afastamento e atestado com CID-10 escolhido pela descrição', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const tag = uid();
  const talento = `Rita Afastada ${tag}`;
  const motivo = `Doença ${tag}`;
  const api = await adminApi(baseURL!);
  await create(api, 'cargo-salario/colaboradores', { nome: talento, dataAdmissao: '2020-01-02' });
  await create(api, 'sst/tipos-afastamento', { descricao: motivo, classe: 'ACIDENTE_DOENCA', inss: true });
  await api.dispose();
  await login(page);

  const af = new FormPage(page, 'sst/afastamentos');
  await af.gotoNew();
  await af.pick('Talento', tag, talento);
  await af.pick('Motivo', tag, motivo);
  await af.fill({ Início: '03/02/2025', Fim: '14/02/2025' });
  await af.save();
  await expect(af.toast('Afastamento salvo com sucesso.')).toBeVisible();

  const at = new FormPage(page, 'sst/atestados');
  await at.gotoNew();
  await at.pick('Afastamento', tag, `${talento} — ${motivo} — 03/02/2025`);
  await at.fill({ 'Data do Atestado': '03/02/2025', 'Dias de Afastamento': '12' });
  await at.pick('CID-10', 'dor lombar baix', 'M545 - Dor lombar baixa');
  await at.save();
  await expect(at.toast('Atestado Médico salvo com sucesso.')).toBeVisible();
  expect(errors).toEqual([]);
});
