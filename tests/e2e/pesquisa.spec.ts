// A survey in the browser: a climate survey with two aspects and five questions (set up through the API, the
// questionnaire editor has its own browser test in avaliacao.spec.ts) is released; Bia answers it in the console
// part by part; Edu, who has no system user, answers it on a phone through the personal link of the e-mailed
// invitation, saving the first part and coming back; HR sees the results with the response rate.
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { expect, type Page, test } from '@playwright/test';
import { adminApi, create } from './helpers/api.ts';
import { collectErrors } from './helpers/console.ts';
import { esperaEmail } from './helpers/correio.ts';
import { uid } from './helpers/env.ts';
import { login } from './helpers/login.ts';

const SENHA = 'senha-pesquisa-1';
test.setTimeout(120_000);

const grupo = (page: Page, pergunta: RegExp) => page.getByRole('group', { name: pergunta });

test('pesquisa: liberar, responder no console e pelo link no celular, ver resultados', async ({
  page,
  browser,
  baseURL,
}) => {
  const errors = collectErrors(page);
  const tag = uid();
  const api = await adminApi(baseURL!);
  const perfil = await create(api, 'utilitario/perfis', { nome: `Colaborador ${tag}`, permissoes: [] });
  const cpfBia = generateCpf();
  const usuario = await create(api, 'utilitario/usuarios', {
    nome: `Bia ${tag}`,
    cpf: cpfBia,
    senha: SENHA,
    empresas: [1],
    perfis: [perfil.id],
  });
  const bia = await create(api, 'cargo-salario/colaboradores', {
    nome: `Bia ${tag}`,
    dataAdmissao: '2024-01-01',
    usuario: { id: usuario.id },
  });
  const emailEdu = `edu.${tag.toLowerCase()}@exemplo.com.br`;
  const edu = await create(api, 'cargo-salario/colaboradores', {
    nome: `Edu ${tag}`,
    dataAdmissao: '2024-01-01',
    contato: { email: emailEdu },
  });
  const titulo = `Clima ${tag}`;
  const p = await create(api, 'pesquisa/pesquisas', {
    titulo,
    cabecalho: 'Sua opinião importa.',
    dataIni: '2026-01-01',
    dataFim: '2099-12-31',
    anonima: false,
    perguntasPorPagina: 2,
  });
  const Q = `pesquisa/pesquisas/${p.id}`;
  const lideranca = await create(api, `${Q}/aspectos`, { nome: 'Liderança' });
  const ambiente = await create(api, `${Q}/aspectos`, { nome: 'Ambiente' });
  await create(api, `${Q}/perguntas`, {
    tipo: 1,
    texto: 'Seu gestor dá retorno sobre o seu trabalho?',
    aspecto: { id: lideranca.id },
    obrigatoria: true,
    respostas: [{ texto: 'Sempre' }, { texto: 'Às vezes' }, { texto: 'Nunca' }],
  });
  await create(api, `${Q}/perguntas`, {
    tipo: 5,
    texto: 'O que mais ajuda no seu dia?',
    aspecto: { id: ambiente.id },
    respostas: [{ texto: 'Equipe' }, { texto: 'Ferramentas' }],
  });
  await create(api, `${Q}/perguntas`, {
    tipo: 4,
    texto: 'Nota para o ambiente de trabalho',
    aspecto: { id: ambiente.id },
    obrigatoria: true,
  });
  await create(api, `${Q}/perguntas`, {
    tipo: 4,
    texto: 'De 0 a 10, você recomendaria a empresa?',
    nps: true,
    obrigatoria: true,
  });
  await create(api, `${Q}/perguntas`, { tipo: 3, texto: 'O que podemos melhorar?' });
  expect(
    (await api.post(`/api/${Q}/participantes/gerar`, { data: { colaboradores: [bia.id, edu.id] } })).ok(),
  ).toBe(true);
  expect((await api.put(`/api/${Q}/liberada/true`)).ok()).toBe(true);
  const desde = Date.now();
  expect((await api.post(`/api/${Q}/envia-email`, { data: { tipo: 'convite' } })).ok()).toBe(true);
  await api.dispose();

  // Bia answers in the console, part by part
  await login(page, { cpf: cpfBia, senha: SENHA, to: '/pesquisa/colaborador-questionario' });
  await page.getByRole('link', { name: `Responder: ${titulo}` }).click();
  await expect(page.getByRole('heading', { name: 'Parte 1 de 3' })).toBeVisible();
  await expect(page.getByText('Sua opinião importa.')).toBeVisible();
  await grupo(page, /Seu gestor dá retorno/)
    .getByRole('radio', { name: 'Sempre' })
    .check();
  await grupo(page, /O que mais ajuda/)
    .getByRole('checkbox', { name: 'Equipe' })
    .check();
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Parte 2 de 3' })).toBeVisible();
  await grupo(page, /Nota para o ambiente/)
    .getByRole('radio', { name: '8', exact: true })
    .check();
  await grupo(page, /recomendaria a empresa/)
    .getByRole('radio', { name: '9', exact: true })
    .check();
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Parte 3 de 3' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Resposta' }).fill('Mais treinamentos');
  await page.getByRole('button', { name: 'Concluir' }).click();
  await expect(page).toHaveURL(/\/pesquisa\/colaborador-questionario$/);
  await expect(page.getByRole('row', { name: new RegExp(titulo) })).toContainText('Respondida');

  // Edu, on a phone, through the e-mailed personal link: saves the first part, comes back, finishes
  const texto = await esperaEmail(emailEdu, desde);
  const link = /(\/pesquisa-responder#[\w-]+)/.exec(texto)![1]!;
  const celular = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
  });
  const fone = await celular.newPage();
  await fone.goto(link);
  await expect(fone.getByRole('heading', { name: 'Parte 1 de 3' })).toBeVisible();
  await grupo(fone, /Seu gestor dá retorno/)
    .getByRole('radio', { name: 'Às vezes' })
    .check();
  await fone.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(fone.getByRole('heading', { name: 'Parte 2 de 3' })).toBeVisible();
  await fone.reload();
  await expect(grupo(fone, /Seu gestor dá retorno/).getByRole('radio', { name: 'Às vezes' })).toBeChecked();
  await fone.getByRole('button', { name: 'Salvar e continuar' }).click();
  await grupo(fone, /Nota para o ambiente/)
    .getByRole('combobox')
    .selectOption('6');
  await grupo(fone, /recomendaria a empresa/)
    .getByRole('combobox')
    .selectOption('10');
  await fone.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(fone.getByRole('heading', { name: 'Parte 3 de 3' })).toBeVisible();
  await fone.getByRole('button', { name: 'Concluir' }).click();
  await expect(fone.getByRole('status')).toHaveText('Pesquisa respondida. Obrigado!');
  // the same link again, in a new page (a navigation that changes only the '#' would not reload)
  const denovo = await celular.newPage();
  await denovo.goto(link);
  await expect(denovo.getByRole('alert')).toHaveText('Link inválido ou expirado. Peça um novo link ao RH.');
  await celular.close();

  // HR sees the results with the response rate
  await login(page, { to: `/pesquisa/pesquisas/${p.id}/resultados` });
  await expect(page.getByRole('status').filter({ hasText: 'colaboradores' })).toHaveText(
    '2 colaboradores. Respondeu: 2 (100 %). Não respondeu: 0 (0 %)',
  );
  await expect(page.getByRole('region', { name: /recomendaria a empresa/ })).toContainText('NPS 100');
  await expect(page.getByText('Mais treinamentos')).toBeVisible();
  expect(errors).toEqual([]);
});
