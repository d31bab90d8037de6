// The experience-period follow-up screen: reached from the menu, it lists who is due (admission + the period's
// days) with the period's model; 'Responder' opens the model in the shared answering form, refuses a missing
// required answer under the question, and concludes; the row then shows the score. No serious axe violation.
import { expect, test } from '@playwright/test';
import { diaNoServidor } from '../helpers/dates.ts';
import { adminApi, create } from './helpers/api.ts';
import { seriousViolations } from './helpers/axe.ts';
import { collectErrors } from './helpers/console.ts';
import { uid } from './helpers/env.ts';
import { login } from './helpers/login.ts';

const dia = diaNoServidor;

test('acompanhamento do período de experiência: previsto, respondido e concluído', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const tag = uid();
  const api = await adminApi(baseURL!);
  const nome = `Talita Experiência ${tag}`;
  await create(api, 'cargo-salario/colaboradores', { nome, dataAdmissao: dia(-10) });
  const periodo = await create(api, 'avaliacao/periodos-experiencia', { nome: `20 dias ${tag}`, dias: 20 });
  const modelo = await create(api, 'avaliacao/modelos-avaliacao', {
    titulo: `Acompanhamento ${tag}`,
    tipo: 'E',
    periodoAcompanhamentoExperiencia: { id: periodo.id },
  });
  await create(api, `avaliacao/modelos-avaliacao/${modelo.id}/perguntas`, {
    tipo: 4,
    texto: 'Adaptação à equipe',
    obrigatoria: true,
  });
  await api.dispose();

  const shell = await login(page);
  await shell.navigate('Avaliação', 'Movimentações', 'Acompanhamento do Período de Experiência');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Acompanhamento do Período de Experiência' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome do talento' }).fill(tag);
  const linha = page.getByRole('row', { name: new RegExp(nome) });
  await expect(linha).toContainText(`20 dias ${tag}`);
  await expect(linha).toContainText(`Acompanhamento ${tag}`);
  await expect(linha).toContainText('Não respondido');

  await linha.getByRole('button', { name: `Responder 20 dias ${tag} de ${nome}` }).click();
  const dialogo = page.getByRole('dialog', { name: `20 dias ${tag} de ${nome}` });
  await dialogo.getByRole('button', { name: 'Concluir' }).click();
  await expect(dialogo.getByText('Informe a nota.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialogo.getByRole('radio', { name: '8', exact: true }).check();
  await dialogo.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByText('Acompanhamento concluído.')).toBeVisible();
  await expect(dialogo).toBeHidden();
  await expect(linha).toContainText('Concluído · nota');
  await expect(linha.getByRole('button', { name: `Imprimir 20 dias ${tag} de ${nome}` })).toBeVisible();
  expect(errors).toEqual([]);
});
