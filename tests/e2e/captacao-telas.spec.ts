// Recruitment screens as people meet them (issue 26, majors 7 and 8): the selection board fits the screen at
// 1366 px and on a phone (390 px) — the page no wider than the window, the back button and the board/list
// switch in view, only the columns area scrolling sideways, 'Incluir candidatos' named —, a candidate's
// possible kinship with an employee marked on the card; and the careers page: a visitor sees the company's
// open vacancies and an ad without logging in, is asked to log in (or register) only on 'Candidatar-se', and
// comes back to the ad to apply; the header keeps the name (cut at 20 characters) and the CPF on one line each.
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminApi, create } from './helpers/api.ts';
import { seriousViolations } from './helpers/axe.ts';
import { collectErrors } from './helpers/console.ts';
import { uid } from './helpers/env.ts';
import { login } from './helpers/login.ts';
import { PortalPage } from './helpers/PortalPage.ts';
import { QuadroPage } from './helpers/QuadroPage.ts';
import { vaga } from './helpers/vaga.ts';

/** An approved request with candidates on a board of many stages; one candidate shares a phone with an employee. */
async function quadroCheio(api: APIRequestContext, tag: string) {
  const { anuncio, cargo } = await vaga(api, tag);
  for (let i = 1; i <= 6; i++) await create(api, 'captacao/etapas-seletivas', { nome: `Etapa ${i} ${tag}` });
  await create(api, 'cargo-salario/colaboradores', {
    nome: `Roberto Lima ${tag}`,
    dataAdmissao: '2020-01-01',
    contato: { dddCelular: '85', foneCelular: '998877665' },
  });
  const ids: number[] = [];
  for (const [nome, extra] of [
    [`Marcos Lima ${tag}`, { contato: { dddCelular: '85', foneCelular: '998877665' } }],
    [`Joana Prado ${tag}`, {}],
  ] as const)
    ids.push((await create(api, 'captacao/candidatos', { nome, cargos: [cargo.id], ...extra })).id);
  const res = await api.post(
    `/api/captacao/candidatos-solicitacao/lote?solicitacaoId=${anuncio.solicitacao.id}`,
    { data: { candidatosIds: ids } },
  );
  expect(res.status(), await res.text()).toBe(201);
  return anuncio.solicitacao.id;
}

async function confereQuadro(page: Page, quadro: QuadroPage, tag: string) {
  // the page is no wider than the window: back button, the list switch and 'Incluir candidatos' in view
  await expect
    .poll(async () => (await quadro.larguras()).documento)
    .toBeLessThanOrEqual((await quadro.larguras()).janela);
  for (const el of [quadro.voltar, quadro.visao('Lista'), quadro.incluir]) {
    await expect(el).toBeVisible();
    expect(await quadro.dentroDaJanela(el)).toBe(true);
  }
  await expect(quadro.incluir).toHaveAccessibleName('Incluir candidatos');
  // only the columns scroll sideways
  const { conteudo, visivel } = await quadro.larguraDasColunas();
  expect(conteudo).toBeGreaterThan(visivel);
  await quadro.colunas.evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
  });
  expect(await quadro.colunas.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect((await quadro.larguras()).documento).toBeLessThanOrEqual((await quadro.larguras()).janela);
  // the candidate who shares an employee's phone is marked, with the reason
  const cartao = quadro
    .coluna('Triagem')
    .getByRole('listitem')
    .filter({ hasText: `Marcos Lima ${tag}` });
  await expect(cartao.getByText('Possível parente')).toBeVisible();
  await expect(cartao.getByText(`Roberto Lima ${tag} (mesmo telefone, mesmo sobrenome)`)).toBeAttached();
  await expect(
    quadro
      .coluna('Triagem')
      .getByRole('listitem')
      .filter({ hasText: `Joana Prado ${tag}` })
      .getByText('Possível parente'),
  ).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  // the list view fits too
  await quadro.visao('Lista').click();
  await expect(page.getByRole('table', { name: 'Candidatos do processo seletivo' })).toBeVisible();
  expect((await quadro.larguras()).documento).toBeLessThanOrEqual((await quadro.larguras()).janela);
}

test.describe('o quadro do processo seletivo cabe na tela', () => {
  test('a 1366 px', async ({ page, baseURL }) => {
    const errors = collectErrors(page);
    const tag = uid();
    const api = await adminApi(baseURL!);
    const solicitacao = await quadroCheio(api, tag);
    await api.dispose();
    await page.setViewportSize({ width: 1366, height: 768 });
    await login(page, { to: null });
    const quadro = new QuadroPage(page);
    await quadro.goto(solicitacao);
    expect((await quadro.larguras()).janela).toBeGreaterThan(1300);
    await confereQuadro(page, quadro, tag);
    expect(errors).toEqual([]);
  });

  test('num celular (390 px)', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const tag = uid();
    const api = await adminApi(baseURL!);
    const solicitacao = await quadroCheio(api, tag);
    await api.dispose();
    await login(page, { to: null });
    const quadro = new QuadroPage(page);
    await quadro.goto(solicitacao);
    await confereQuadro(page, quadro, tag);
    // 'Incluir candidatos' opens its dialog from the phone, and the dialog fits
    await quadro.visao('Quadro').click();
    await quadro.incluir.click();
    await expect(page.getByRole('dialog', { name: 'Incluir candidatos' })).toBeVisible();
    expect((await quadro.larguras()).documento).toBeLessThanOrEqual((await quadro.larguras()).janela);
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe('a página de vagas do portal', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ])
    test(`o visitante vê as vagas e só entra ao se candidatar (${viewport.width} px)`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        viewport,
        isMobile: viewport.width < 500,
        hasTouch: viewport.width < 500,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
      });
      const page = await context.newPage();
      const errors = collectErrors(page);
      const tag = uid();
      const api = await adminApi(baseURL!);
      const { anuncio, cargo } = await vaga(api, tag);
      const cpf = generateCpf();
      await create(api, 'captacao/candidatos', {
        nome: 'Maria Aparecida dos Santos Oliveira',
        cpf,
        cargos: [cargo.id],
        senha: 'senha-da-maria',
      });
      await api.dispose();
      const portal = new PortalPage(page);

      // the company's link: its open vacancies, no login asked
      await page.goto('/externo?empresaId=1');
      await expect(page).toHaveURL(/\/externo\/anuncios\?empresaId=1$/);
      await expect(portal.titulo).toHaveText('Vagas Abertas');
      await expect(portal.vaga(`Vendedor(a) ${tag}`)).toBeVisible();
      await portal.larguraIgualAJanela();
      expect(await seriousViolations(page)).toEqual([]);

      // the ad, with its description, and 'Candidatar-se' asks for the login or the registration
      await portal.vaga(`Vendedor(a) ${tag}`).click();
      await expect(portal.titulo).toHaveText(`Vendedor(a) ${tag}`);
      await expect(page.getByText('Atendimento ao cliente e vendas na loja.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Indicar esta vaga a um amigo' })).toHaveCount(0);
      await portal.candidatar.click();
      await expect(portal.pedidoDeEntrada).toBeVisible();
      await expect(portal.pedidoDeEntrada.getByRole('button', { name: 'Quero me cadastrar' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await portal.pedidoDeEntrada.getByRole('button', { name: 'Entrar' }).click();
      await expect(page).toHaveURL(/\/externo\/login\?empresaId=1$/);
      await expect(page.getByRole('status')).toContainText(
        'Para se candidatar, entre com o seu CPF e a sua senha.',
      );

      // logged in: back on the ad, and the application goes through
      await portal.entrar(cpf, 'senha-da-maria');
      await expect(page).toHaveURL(new RegExp(`/externo/anuncios/${anuncio.id}\\?empresaId=1$`));
      await portal.candidatar.click();
      await expect(page.getByRole('status')).toHaveText(
        'Candidatura registrada. Acompanhe a etapa em Minhas Candidaturas.',
      );

      // the header: the name cut at 20 characters and the CPF, one line each, and the page fits
      await expect(portal.saudacao.locator('strong')).toHaveText('Maria Aparecida dos');
      expect(await portal.linhas(portal.saudacao.locator('.saudacao-nome'))).toBe(1);
      expect(await portal.linhas(portal.saudacao.locator('.cpf'))).toBe(1);
      await expect(portal.saudacao.locator('.cpf')).toContainText(/CPF \d{3}\.\d{3}\.\d{3}-\d{2}/);
      await portal.larguraIgualAJanela();
      expect(errors).toEqual([]);
      await context.close();
    });

  test('sem o link da empresa: abre a única empresa ou pede o link', async ({ page, baseURL }) => {
    const api = await adminApi(baseURL!);
    const { empresaPadrao } = (await (await api.get('/api/externo/portal')).json()) as {
      empresaPadrao: { id: number } | null;
    };
    await api.dispose();
    await page.goto('/externo');
    if (empresaPadrao) {
      await expect(page).toHaveURL(new RegExp(`/externo/anuncios\\?empresaId=${empresaPadrao.id}$`));
      await expect(page.getByRole('heading', { name: 'Vagas Abertas' })).toBeVisible();
    } else {
      await expect(page.getByRole('heading', { name: 'Portal do Candidato' })).toBeVisible();
      await expect(page.getByText('Abra esse link para ver as vagas abertas')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Entrar' }).last()).toHaveAttribute(
        'href',
        '/externo/login',
      );
    }
  });
});
