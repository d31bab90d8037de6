// The candidate portal (/externo) on a phone (390 × 844): a candidate registers through the link of the
// company, logs out and in again, applies to an open ad, sees the stage a recruiter moved them to, changes the
// password, and recovers it through the e-mail received by the test SMTP server. No serious accessibility
// violation on the pages a candidate meets first.
import AxeBuilder from '@axe-core/playwright';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { expect, type Page, test } from '@playwright/test';
import { diaNoServidor } from '../helpers/dates.ts';
import { adminApi, create } from './helpers/api.ts';
import { collectErrors } from './helpers/console.ts';
import { esperaEmail } from './helpers/correio.ts';
import { uid } from './helpers/env.ts';
import { vaga } from './helpers/vaga.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const serious = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

async function robo(page: Page) {
  // the widget draws its own check mark over the input: the candidate taps the label
  await page.locator('altcha-widget label', { hasText: 'Eu não sou um robô' }).click();
  await expect(page.getByText('Verificado')).toBeVisible({ timeout: 30_000 });
}

test('registers, logs in, applies, follows the stage, changes and recovers the password', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // the wrong current password is refused by the server on purpose (400)
  const errors = collectErrors(page, [/status of 400/]);
  const api = await adminApi(baseURL!);
  const sufixo = uid();
  const { cargo, etapa, anuncio, aprovada } = await vaga(api, sufixo);
  const cpf = generateCpf();
  const email = `candidata.${sufixo}@exemplo.com.br`;

  // the company's link opens its open vacancies (no login asked); 'Entrar' leads to the login, which offers
  // the registration
  await page.goto('/externo?empresaId=1');
  await expect(page).toHaveURL(/\/externo\/anuncios\?empresaId=1$/);
  await expect(page.getByRole('heading', { name: 'Vagas Abertas' })).toBeVisible();
  await page.getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/externo\/login\?empresaId=1$/);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  expect(await serious(page)).toEqual([]);
  await page.getByRole('link', { name: 'Quero me cadastrar' }).click();
  await expect(page.getByRole('heading', { name: 'Cadastro de candidato' })).toBeVisible();

  // nothing filled: the register's and the portal's messages under the fields, focus on the first
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByRole('alert').first()).toHaveText('Preencha os campos indicados');
  const nome = page.getByRole('textbox', { name: /^Nome/ }).first();
  await expect(nome).toBeFocused();
  await expect(nome).toHaveAccessibleDescription('Nome é obrigatório');
  expect(await serious(page)).toEqual([]);

  await nome.fill('Carla Mendes');
  const cpfCampo = page.getByRole('textbox', { name: /^CPF/ });
  await expect(cpfCampo).toHaveAttribute('inputmode', 'numeric');
  await cpfCampo.fill(cpf);
  await page.getByRole('tab', { name: 'Endereço e Contato' }).click();
  const emailCampo = page.getByRole('textbox', { name: /^E-mail/ });
  await expect(emailCampo).toHaveAttribute('autocomplete', 'email');
  await emailCampo.fill(email);
  await expect(page.getByRole('textbox', { name: /^Celular/ })).toHaveAttribute('inputmode', 'tel');
  await expect(page.getByRole('textbox', { name: /^CEP/ })).toHaveAttribute('autocomplete', 'postal-code');
  await page.getByRole('tab', { name: 'Interesses' }).click();
  await page.getByRole('checkbox', { name: `Vendedor ${sufixo}` }).check();
  await page.getByLabel(/^Senha/).fill('senha-da-carla');
  await page.getByLabel(/^Confirmação da senha/).fill('outra-senha');
  await robo(page);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByLabel(/^Confirmação da senha/)).toHaveAccessibleDescription(
    'As senhas devem ser iguais',
  );
  await page.getByLabel(/^Confirmação da senha/).fill('senha-da-carla');
  await page.getByRole('button', { name: 'Cadastrar' }).click();

  // registered and logged in: the open ads, the greeting with the CPF
  await expect(page.getByRole('heading', { name: 'Vagas Abertas' })).toBeVisible();
  await expect(page.getByText('Boas vindas, Carla Mendes')).toBeVisible();
  expect(await serious(page)).toEqual([]);
  const candidato = (await (await api.get(`/api/captacao/candidatos?cpf=${cpf}`)).json())[0];
  expect(candidato).toMatchObject({ nome: 'Carla Mendes', cargos: [cargo.id] });

  // out, and in again through the login form
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await page.getByRole('textbox', { name: /^CPF/ }).fill(cpf);
  await page.getByLabel(/^Senha/).fill('senha-da-carla');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Vagas Abertas' })).toBeVisible();

  if (aprovada) {
    await page.getByRole('link', { name: `Vendedor(a) ${sufixo}` }).click();
    await page.getByRole('button', { name: 'Candidatar-se' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Candidatura registrada. Acompanhe a etapa em Minhas Candidaturas.',
    );
    // the recruiter moves the candidate to the interview (through the API, as the pipeline board does)
    const [lugar] = await (
      await api.get(
        `/api/captacao/candidatos-solicitacao?candidatoId=${candidato.id}&solicitacaoId=${anuncio.solicitacao.id}`,
      )
    ).json();
    await create(api, 'captacao/historicos-candidato', {
      candidatoSolicitacao: { id: lugar.id },
      etapaSeletiva: { id: etapa.id },
      data: diaNoServidor(),
      resultado: 'PENDENTE',
    });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Minhas Candidaturas' }).click();
    await expect(page.getByText(`Entrevista ${sufixo}`).first()).toBeVisible();
  } else
    test.info().annotations.push({
      type: 'pendente',
      description: 'aprovação da solicitação ainda não existe neste ramo',
    });

  // 'Alterar Senha': the current password checked by the server
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Alterar Senha' }).click();
  await page.getByLabel(/^Senha atual/).fill('errada');
  await page.getByLabel(/^Nova senha/).fill('senha-nova-1');
  await page.getByLabel(/^Confirmação da nova senha/).fill('senha-nova-1');
  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByLabel(/^Senha atual/)).toHaveAccessibleDescription(
    'A senha informada não confere com a senha do seu login.',
  );
  await page.getByLabel(/^Senha atual/).fill('senha-da-carla');
  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByRole('status')).toHaveText('Senha alterada com sucesso.');

  // forgotten: the link arrives by e-mail and sets a new one
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  const desde = Date.now();
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await page.getByRole('textbox', { name: /^CPF/ }).fill(cpf);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Se o CPF estiver cadastrado, enviaremos um e-mail com as instruções para redefinir a senha.',
  );
  const texto = await esperaEmail(email, desde);
  const link = /(\/externo\/recuperar-senha\?empresaId=1&token=[\w-]+)/.exec(texto)![1]!;
  await page.goto(link);
  await page.getByLabel(/^Nova senha/).fill('recuperada-1');
  await page.getByLabel(/^Confirmação da nova senha/).fill('recuperada-1');
  await page.getByRole('button', { name: 'Gravar nova senha' }).click();
  await expect(page.getByRole('status')).toHaveText('Senha redefinida com sucesso. Entre com a nova senha.');
  await page.getByRole('link', { name: 'Ir para o login' }).click();
  await page.getByRole('textbox', { name: /^CPF/ }).fill(cpf);
  await page.getByLabel(/^Senha/).fill('recuperada-1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Vagas Abertas' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('empresaId não numérico mostra a mensagem da especificação', async ({ page }) => {
  await page.goto('/externo/candidatos/new?empresaId=abc');
  await expect(page.getByRole('alert')).toHaveText(
    'Empresa ID inválido. Revise ou solicite novamente o link',
  );
});

test('a private page without a session goes to the login keeping empresaId', async ({ page }) => {
  await page.goto('/externo/candidato-solicitacoes?empresaId=1');
  await expect(page).toHaveURL(/\/externo\/login\?empresaId=1$/);
  await expect(page.getByRole('link', { name: 'Quero me cadastrar' })).toHaveAttribute(
    'href',
    '/externo/candidatos/new?empresaId=1',
  );
});

test('a company that requires its privacy policy: the portal waits for the acceptance, which is recorded', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const antes = await (await api.get('/api/utilitario/empresas/1')).json();
  const { id: _id, ...empresa } = antes;
  const sufixo = uid();
  const area = await create(api, 'cargo-salario/areas-organizacionais', { nome: `Depósito ${sufixo}` });
  const cargo = await create(api, 'cargo-salario/cargos', {
    nome: `Estoquista ${sufixo}`,
    nomeMercado: `Estoquista ${sufixo}`,
    areasOrganizacionais: [area.id],
    exibirModuloExterno: true,
  });
  const cpf = generateCpf();
  const candidato = await create(api, 'captacao/candidatos', {
    nome: 'Bruno Lima',
    cpf,
    cargos: [cargo.id],
    senha: 'senha-do-bruno',
  });
  // HR's HTML with a script and an event handler: shown sanitised (the CSP would block them anyway)
  const politica =
    '<h3>Seus dados</h3><p>Usamos seus dados só para o recrutamento.</p><script>window.invadido = 1</script><img src="x" alt="" onerror="window.invadido = 2">';
  expect(
    (
      await api.put('/api/utilitario/empresas/1', {
        data: { ...empresa, exigirAceitePsi: true, politicaSeguranca: politica },
      })
    ).status(),
  ).toBe(200);
  try {
    await page.goto('/externo/login?empresaId=1');
    await page.getByRole('textbox', { name: /^CPF/ }).fill(cpf);
    await page.getByLabel(/^Senha/).fill('senha-do-bruno');
    await page.getByRole('button', { name: 'Entrar' }).click();

    const dialogo = page.getByRole('dialog', { name: 'Termo de Privacidade e Política de Segurança' });
    await expect(dialogo.getByText('Usamos seus dados só para o recrutamento.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vagas Abertas' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as { invadido?: number }).invadido)).toBeUndefined();
    await expect(dialogo.locator('script, img[onerror]')).toHaveCount(0);
    expect(await serious(page)).toEqual([]);

    // 'Continuar' is aria-disabled (announced as unavailable, still tappable): Playwright's wait for an
    // enabled button would never end, so the tap is forced, as a person's finger would do
    await dialogo.getByRole('button', { name: 'Continuar' }).click({ force: true });
    await expect(dialogo.getByRole('alert')).toHaveText(
      'Você precisa aceitar o Termo de Privacidade e Política de Segurança.',
    );
    await dialogo.getByLabel('Li e aceito o Termo de Privacidade e Política de Segurança').check();
    await dialogo.getByRole('button', { name: 'Continuar' }).click();
    await expect(dialogo).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Vagas Abertas' })).toBeVisible();

    // the record: date and time, the address, the policy's version ('Meus dados', the candidate's download)
    const dados = await (await page.request.get(`/api/externo/candidatos/${candidato.id}/meus-dados`)).json();
    expect(dados.aceitesPoliticaPrivacidade).toEqual([
      expect.objectContaining({ ip: expect.any(String), versao: expect.stringMatching(/^[0-9a-f]{16}$/) }),
    ]);
    expect(Number.isNaN(Date.parse(dados.aceitesPoliticaPrivacidade[0].aceitoEm))).toBe(false);

    // accepted once: the next login goes straight in
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.getByRole('textbox', { name: /^CPF/ }).fill(cpf);
    await page.getByLabel(/^Senha/).fill('senha-do-bruno');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('heading', { name: 'Vagas Abertas' })).toBeVisible();
    await expect(dialogo).toHaveCount(0);
  } finally {
    await api.put('/api/utilitario/empresas/1', { data: empresa });
  }
});
