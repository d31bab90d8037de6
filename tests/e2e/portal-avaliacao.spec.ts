// A candidate answers on the phone (390 × 844) the evaluation a recruiter attached to the vacancy: Minhas
// Candidaturas points to it, the form shows the rule's message under the question left blank, keeps a draft,
// then sends the answers for good; the recruiter's console reads them as the candidate's. No serious axe
// violation on the list and the form.
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { expect, test } from '@playwright/test';
import { adminApi, create } from './helpers/api.ts';
import { seriousViolations } from './helpers/axe.ts';
import { collectErrors } from './helpers/console.ts';
import { uid } from './helpers/env.ts';
import { vaga } from './helpers/vaga.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('answers the evaluation of an application: a draft first, then for good', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const api = await adminApi(baseURL!);
  const sufixo = uid();
  const modelos = 'captacao/modelos-avaliacao-candidato';
  const modelo = await create(api, modelos, { titulo: `Teste de vendas ${sufixo}` });
  const objetiva = await create<{ id: number }>(api, `${modelos}/${modelo.id}/perguntas`, {
    tipo: 1,
    texto: 'Onde você registra as vendas do dia?',
    obrigatoria: true,
    respostas: [
      { texto: 'Numa planilha', peso: 5 },
      { texto: 'No sistema da loja', peso: 10 },
    ],
  });
  await create(api, `${modelos}/${modelo.id}/perguntas`, {
    tipo: 3,
    texto: 'Conte uma venda difícil que você fechou.',
    obrigatoria: true,
  });
  const { cargo, anuncio } = await vaga(api, sufixo, {
    solicitacao: { avaliacoes: [modelo.id] },
    anuncio: { utilizarAvaliacoesEtapaSeletiva: true },
  });
  const cpf = generateCpf();
  const candidato = await create(api, 'captacao/candidatos', {
    nome: 'Diana Prado',
    cpf,
    cargos: [cargo.id],
    senha: 'senha-da-diana',
  });

  await page.goto('/externo/login?empresaId=1');
  await page.getByRole('textbox', { name: /^CPF/ }).fill(cpf);
  await page.getByLabel(/^Senha/).fill('senha-da-diana');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('link', { name: `Vendedor(a) ${sufixo}` }).click();
  await page.getByRole('button', { name: 'Candidatar-se' }).click();
  await page.getByRole('link', { name: 'Responder as avaliações desta vaga' }).click();

  await expect(page.getByRole('heading', { name: 'Avaliações' })).toBeVisible();
  await expect(page.getByText('0 de 1 avaliação respondida')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: `Teste de vendas ${sufixo}` }).click();
  await expect(page.getByRole('heading', { name: `Teste de vendas ${sufixo}` })).toBeVisible();

  // the open question answered, the objective one left blank: its message, and the focus on it
  const aberta = page.getByRole('textbox', { name: 'Resposta' });
  await aberta.fill('Convenci um cliente indeciso mostrando o custo de manutenção.');
  await page.getByRole('button', { name: 'Enviar respostas' }).click();
  const grupo = page.getByRole('group', { name: /Onde você registra as vendas do dia/ });
  await expect(grupo).toHaveAccessibleDescription('Selecione uma resposta.');
  await expect(grupo.getByRole('radio').first()).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  // a draft: kept when the page opens again
  await page.getByRole('button', { name: 'Salvar e continuar depois' }).click();
  await expect(page.getByRole('status')).toHaveText('Respostas salvas. Você pode continuar depois.');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Resposta' })).toHaveValue(/custo de manutenção/);

  await page.getByRole('radio', { name: 'No sistema da loja' }).check();
  await page.getByRole('button', { name: 'Enviar respostas' }).click();
  await expect(page.getByRole('status')).toHaveText('Avaliação enviada. Obrigado!');
  await expect(page.getByRole('button', { name: 'Enviar respostas' })).toHaveCount(0);
  await page.getByRole('link', { name: '← Avaliações' }).click();
  await expect(page.getByText('1 de 1 avaliação respondida')).toBeVisible();
  await expect(page.getByText('Respondida', { exact: true })).toBeVisible();

  // what the recruiter reads
  const [lugar] = await (
    await api.get(
      `/api/captacao/candidatos-solicitacao?candidatoId=${candidato.id}&solicitacaoId=${anuncio.solicitacao.id}`,
    )
  ).json();
  const folha = await (
    await api.get(`/api/captacao/candidatos-solicitacao/${lugar.id}/avaliacoes/${modelo.id}`)
  ).json();
  expect(folha).toMatchObject({ concluida: true, respondidaPeloCandidato: true });
  expect(folha.respostas).toEqual(
    expect.arrayContaining([expect.objectContaining({ perguntaId: objetiva.id })]),
  );
  expect(errors).toEqual([]);
});
