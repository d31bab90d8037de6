// Vaccination batch: SST staff apply the first dose of a vaccine to three employees at once, then one
// employee's card shows that dose as received.
import { expect, test } from '@playwright/test';
import { adminApi, create } from './helpers/api.ts';
import { collectErrors } from './helpers/console.ts';
import { uid } from './helpers/env.ts';
import { login } from './helpers/login.ts';

test('vacinação em lote para três talentos e o cartão de um deles', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const tag = uid();
  const vacina = `Hepatite B ${tag}`;
  const nomes = ['Ana', 'Bruno', 'Carla'].map((n) => `${n} Vacinada ${tag}`);
  // yesterday: the second dose (30 days later) is still to come, so the course is in progress
  const dia = (d: number) =>
    new Date(Date.now() + d * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
  const ontem = dia(-1).split('-').reverse().join('/');
  const prevista = dia(29).split('-').reverse().join('/');
  const api = await adminApi(baseURL!);
  await create(api, 'sst/vacinas', {
    nome: vacina,
    quantidadeDoses: 2,
    doses: [{ numeroDose: 1, diasProximaDose: 30 }, { numeroDose: 2 }],
  });
  for (const nome of nomes)
    await create(api, 'cargo-salario/colaboradores', { nome, dataAdmissao: '2020-01-02' });
  await api.dispose();
  await login(page);

  await page.goto('/sst/vacinacao-em-lote');
  await expect(page.getByRole('heading', { level: 1, name: 'Vacinação em Lote' })).toBeVisible();
  await page.getByRole('button', { name: 'Aplicar vacina' }).click();
  await expect(page.getByText('É necessário selecionar ao menos 1 talento.')).toBeVisible();

  const vac = page.getByRole('combobox', { name: 'Vacina' });
  await vac.click();
  await vac.fill(tag);
  await page.getByRole('option', { name: vacina, exact: true }).click();
  await page.getByRole('textbox', { name: 'Lote' }).fill('HB-2025-01');
  await page.getByRole('textbox', { name: 'Data da Realização' }).fill(ontem);
  const talentos = page.getByRole('combobox', { name: 'Talentos' });
  for (const nome of nomes) {
    await talentos.click();
    await talentos.fill(nome.split(' ')[0]!);
    await page.getByRole('option', { name: nome, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Aplicar vacina' }).click();
  const resultado = page.getByRole('status').filter({ hasText: nomes[0] });
  await expect(resultado).toContainText('3 vacinação(ões) registrada(s).');

  await resultado.getByRole('link', { name: nomes[1] }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Cartão de Vacinação — ${nomes[1]}` }),
  ).toBeVisible();
  const curso = page.getByRole('region', { name: vacina });
  await expect(curso.getByText('Em andamento')).toBeVisible();
  const primeira = curso.getByRole('row').nth(1);
  await expect(primeira).toContainText('Recebida');
  await expect(primeira.getByRole('textbox', { name: 'Lote da 1ª dose' })).toHaveValue('HB-2025-01');
  await expect(primeira.getByRole('textbox', { name: 'Data da 1ª dose' })).toHaveValue(ontem);
  // the second dose is due 30 days after the first
  await expect(curso.getByRole('row').nth(2)).toContainText(prevista);
  await expect(curso.getByRole('row').nth(2)).toContainText('A receber');
  // on the card's list, a lote without its date is refused before sending
  await curso.getByRole('textbox', { name: 'Lote da 2ª dose' }).fill('HB-2025-02');
  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(curso.getByText('Data da realização é obrigatória')).toBeVisible();
  expect(errors).toEqual([]);
});
