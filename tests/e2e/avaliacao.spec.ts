// The evaluation flow in the browser: HR builds a model with aspects and the four question types in the
// questionnaire editor, a 360° evaluation runs with self, manager and two peers, each evaluator logs in as the user
// linked to their employee and answers (questionnaire and competences), HR sees the results with the competence
// radar, generates the nine-box and calibrates the person with a justification.
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { adminApi, create } from './helpers/api.ts';
import { seriousViolations } from './helpers/axe.ts';
import { collectErrors } from './helpers/console.ts';
import { uid } from './helpers/env.ts';
import { FormPage } from './helpers/FormPage.ts';
import { login } from './helpers/login.ts';
import { Shell } from './helpers/Shell.ts';

const SENHA = 'senha-avaliador-1';
test.setTimeout(360_000);

async function nivel(api: APIRequestContext, descricao: string, ordem: number): Promise<number> {
  const achados = (await (
    await api.get('/api/cargo-salario/niveis-competencia', { params: { descricao } })
  ).json()) as { id: number; descricao: string }[];
  return (
    achados.find((n) => n.descricao === descricao)?.id ??
    (await create(api, 'cargo-salario/niveis-competencia', { descricao, ordem })).id
  );
}

/** An employee in `area` with a user of their own (no authority). */
async function pessoa(api: APIRequestContext, nome: string, area: number, faixa: number, perfil: number) {
  const cpf = generateCpf();
  const usuario = await create(api, 'utilitario/usuarios', {
    nome,
    cpf,
    senha: SENHA,
    empresas: [1],
    perfis: [perfil],
  });
  const c = await create(api, 'cargo-salario/colaboradores', {
    nome,
    dataAdmissao: '2024-01-01',
    usuario: { id: usuario.id },
  });
  await create(api, 'cargo-salario/historicos-colaboradores', {
    colaborador: { id: c.id },
    data: '2024-01-01',
    areaOrganizacional: { id: area },
    faixaSalarial: { id: faixa },
    tipoSalario: 1,
  });
  return { id: c.id, cpf, nome };
}

/**
 * Picks `opcao` in an MUI select. On a loaded machine a click that lands while the menu is still opening can be
 * lost, so it retries until the select shows the choice.
 */
async function escolher(page: Page, select: Locator, opcao: string) {
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await select.click();
    await page.getByRole('option', { name: opcao, exact: true }).click({ timeout: 2_000 });
    await expect(select).toHaveText(opcao, { timeout: 1_000 });
  }).toPass();
}

async function novaPergunta(
  page: Page,
  dados: { texto: string; tipo: string; aspecto: string; opcoes?: string[]; obrigatoria?: boolean },
) {
  await page.getByRole('button', { name: 'Nova pergunta' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nova pergunta' });
  await dialogo.getByRole('textbox', { name: /^Pergunta/ }).fill(dados.texto);
  await escolher(page, dialogo.getByRole('combobox', { name: 'Tipo' }), dados.tipo);
  await escolher(page, dialogo.getByRole('combobox', { name: 'Aspecto' }), dados.aspecto);
  for (const [i, texto] of (dados.opcoes ?? []).entries()) {
    if (i > 0) await dialogo.getByRole('button', { name: 'Adicionar opção' }).click();
    await dialogo.getByRole('textbox', { name: `Opção ${i + 1}` }).fill(texto);
    await dialogo
      .getByRole('spinbutton', { name: 'Peso' })
      .nth(i + 1)
      .fill(String(dados.opcoes!.length - i));
  }
  if (dados.obrigatoria)
    await dialogo.getByRole('checkbox', { name: 'Obrigatória ao avaliar outro talento' }).check();
  await dialogo.getByRole('button', { name: 'Gravar' }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByRole('list', { name: 'Perguntas' }).getByText(dados.texto)).toBeVisible();
}

/** Logs out from the home page (the login would otherwise reopen the page left, which the next user may not see). */
async function sair(page: Page) {
  await page.goto('/');
  const shell = new Shell(page);
  await shell.loaded();
  await shell.logout();
}

/** Logs in as the evaluator, opens their evaluation of `avaliado` and answers it. */
async function responder(
  page: Page,
  quem: { cpf: string },
  avaliado: string,
  notas: { objetiva: string; nota: string; nivel: string },
  verificarAcessibilidade = false,
) {
  await login(page, { cpf: quem.cpf, senha: SENHA });
  await page.goto('/avaliacao/avaliacoes-desempenhos-questionarios');
  await page.getByRole('link', { name: new RegExp(`^Responder: ${avaliado}`) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // the shared rules refuse what is missing before anything is sent
  await page.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByText('Informe o nível da competência.').first()).toBeVisible();
  if (verificarAcessibilidade) expect(await seriousViolations(page)).toEqual([]);
  const objetiva = page.getByRole('group', { name: /Cumpre os prazos/ });
  await objetiva.getByRole('radio', { name: notas.objetiva }).check();
  await page
    .getByRole('group', { name: /Ferramentas que domina/ })
    .getByRole('checkbox', { name: 'Excel' })
    .check();
  await page
    .getByRole('group', { name: /Nota para a colaboração/ })
    .getByRole('radio', { name: notas.nota, exact: true })
    .check();
  await page
    .getByRole('group', { name: /Comentários/ })
    .getByRole('textbox', { name: 'Resposta' })
    .fill('Boa comunicação com o time.');
  for (const tipo of ['Conhecimento', 'Habilidade', 'Atitude'])
    await page
      .getByRole('group', { name: new RegExp(`^${tipo}: `) })
      .getByRole('radio', { name: notas.nivel })
      .check();
  await page.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByText('Avaliação respondida.')).toBeVisible();
  await expect(page).toHaveURL(/avaliacoes-desempenhos-questionarios$/);
  await sair(page);
}

test('modelo, avaliação 360°, respostas dos avaliadores, radar, nove-box e calibração', async ({
  page,
  baseURL,
}) => {
  const errors = collectErrors(page);
  const api = await adminApi(baseURL!);
  const u = uid();
  const diretoria = await create(api, 'cargo-salario/areas-organizacionais', { nome: `Diretoria ${u}` });
  const comercial = await create(api, 'cargo-salario/areas-organizacionais', {
    nome: `Comercial ${u}`,
    areaMae: { id: diretoria.id },
  });
  const cargo = await create(api, 'cargo-salario/cargos', {
    nome: `Vendedor ${u}`,
    nomeMercado: 'Vendedor',
    areasOrganizacionais: [comercial.id],
  });
  const faixa = await create(api, 'cargo-salario/faixas-salariais', {
    cargo: { id: cargo.id },
    nome: 'Júnior',
    codigoCBO: '521110',
    historico: [{ data: '2024-01-01', tipo: 3, valor: 3000 }],
  });
  const perfil = await create(api, 'utilitario/perfis', { nome: `Avaliadores ${u}`, permissoes: [] });
  const bia = await pessoa(api, `Bia Gestora ${u}`, comercial.id, faixa.id, perfil.id);
  const caio = await pessoa(api, `Caio Avaliado ${u}`, comercial.id, faixa.id, perfil.id);
  const duda = await pessoa(api, `Duda Par ${u}`, comercial.id, faixa.id, perfil.id);
  const edu = await pessoa(api, `Edu Par ${u}`, comercial.id, faixa.id, perfil.id);
  const area = await (await api.get(`/api/cargo-salario/areas-organizacionais/${comercial.id}`)).json();
  const {
    id: _i,
    descricaoHierarquia: _d,
    nomeResponsaveis: _n,
    nomeCoResponsaveis: _c,
    ...corpoArea
  } = area;
  expect(
    (
      await api.put(`/api/cargo-salario/areas-organizacionais/${comercial.id}`, {
        data: { ...corpoArea, responsaveis: [bia.id] },
      })
    ).status(),
  ).toBe(200);
  const niveis = {
    basico: await nivel(api, 'Básico', 1),
    intermediario: await nivel(api, 'Intermediário', 2),
    avancado: await nivel(api, 'Avançado', 3),
  };
  const excel = await create(api, 'cargo-salario/conhecimentos', {
    nome: `Excel ${u}`,
    areasOrganizacionais: [comercial.id],
  });
  const negociacao = await create(api, 'cargo-salario/habilidades', {
    nome: `Negociação ${u}`,
    areasOrganizacionais: [comercial.id],
  });
  const proatividade = await create(api, 'cargo-salario/atitudes', {
    nome: `Proatividade ${u}`,
    areasOrganizacionais: [comercial.id],
  });
  await create(api, 'cargo-salario/configuracoes-niveis-competencia-faixas', {
    faixaSalarial: { id: faixa.id },
    data: '2024-01-01',
    conhecimentos: [{ competencia: { id: excel.id }, nivelCompetencia: { id: niveis.intermediario } }],
    habilidades: [{ competencia: { id: negociacao.id }, nivelCompetencia: { id: niveis.avancado } }],
    atitudes: [{ competencia: { id: proatividade.id }, nivelCompetencia: { id: niveis.avancado } }],
  });

  // HR builds the model: aspects and the four question types, in the questionnaire editor
  await login(page);
  const titulo = `Desempenho ${u}`;
  const form = new FormPage(page, 'avaliacao/modelos-avaliacao');
  await form.gotoNew();
  await form.fill({ Título: titulo });
  await form.save();
  await expect(form.toast('Modelo de Avaliação salvo com sucesso.')).toBeVisible();
  const modelos = (await (
    await api.get('/api/avaliacao/modelos-avaliacao', { params: { titulo } })
  ).json()) as { id: number }[];
  // the new model stays open, for its questions
  await expect(page).toHaveURL(new RegExp(`/avaliacao/modelos-avaliacao/${modelos[0]!.id}$`));
  await expect(page.getByRole('heading', { name: 'Questionário' })).toBeVisible();
  for (const aspecto of ['Entregas', 'Comportamento']) {
    await page.getByRole('textbox', { name: 'Novo aspecto' }).fill(aspecto);
    await page.getByRole('button', { name: 'Incluir aspecto' }).click();
    await expect(page.getByRole('button', { name: aspecto })).toBeVisible();
  }
  await novaPergunta(page, {
    texto: 'Cumpre os prazos combinados?',
    tipo: 'Objetiva',
    aspecto: 'Entregas',
    opcoes: ['Sempre', 'Às vezes', 'Raramente'],
    obrigatoria: true,
  });
  await novaPergunta(page, {
    texto: 'Ferramentas que domina',
    tipo: 'Múltipla Escolha',
    aspecto: 'Entregas',
    opcoes: ['Excel', 'Power BI'],
  });
  await novaPergunta(page, {
    texto: 'Nota para a colaboração com o time',
    tipo: 'Nota',
    aspecto: 'Comportamento',
  });
  await novaPergunta(page, { texto: 'Comentários', tipo: 'Subjetiva', aspecto: 'Comportamento' });
  // the keyboard moves a question: focus its handle, Space, arrow down, Space
  // (the closed dialog gives the focus back to 'Nova pergunta' first)
  await expect(page.getByRole('button', { name: 'Nova pergunta' })).toBeFocused();
  await page.getByRole('button', { name: 'Mover pergunta 4' }).focus();
  await page.keyboard.press('Space');
  // dnd-kit announces the pick-up and at once the position it is over, so the live region ends on the latter
  await expect(page.getByRole('button', { name: 'Mover pergunta 4' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Sobre a posição 4.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Sobre a posição 3.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Pergunta solta na posição 3.')).toBeAttached();
  await expect(page.getByRole('list', { name: 'Perguntas' }).getByRole('listitem').nth(2)).toContainText(
    'Comentários',
  );
  expect(await seriousViolations(page)).toEqual([]);
  // the company's questions across models (/avaliacao/perguntas) open in their model's editor
  await page.goto('/avaliacao/perguntas');
  await page.getByRole('textbox', { name: 'Texto' }).fill('Ferramentas que domina');
  // the filter is applied after typing stops: wait for the one matching question before opening it
  await expect(page.getByRole('row', { name: new RegExp(titulo) })).toHaveCount(1);
  await page
    .getByRole('row', { name: new RegExp(titulo) })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { name: 'Questionário' })).toBeVisible();

  // the evaluation: self, manager and two peers for Caio, released
  const av = await create(api, 'avaliacao/avaliacoes-desempenho', {
    titulo: `Ciclo ${u}`,
    dataIni: '2026-01-01',
    dataFim: '2099-12-31',
    modeloAvaliacao: { id: modelos[0]!.id },
    anonima: false,
    permiteAutoAvaliacao: true,
    avaliarCompetenciasCargo: true,
  });
  await page.goto(`/avaliacao/avaliacoes-desempenho/${av.id}`);
  await page.getByRole('button', { name: 'Gerar participantes' }).click();
  const gerar = page.getByRole('dialog', { name: 'Gerar participantes pela estrutura' });
  const talentos = gerar.getByRole('combobox', { name: /Talentos avaliados/ });
  await talentos.fill(`Caio Avaliado ${u}`);
  await page.getByRole('option', { name: `Caio Avaliado ${u}` }).click();
  await gerar.getByRole('button', { name: 'Gerar' }).click();
  await expect(page.getByText('4 participação(ões) incluída(s).')).toBeVisible();
  await page.getByRole('button', { name: 'Liberar' }).click();
  await expect(page.getByText('Avaliação liberada.')).toBeVisible();
  await sair(page);

  // each evaluator answers as the user linked to their employee
  await responder(
    page,
    caio,
    'autoavaliação',
    { objetiva: 'Sempre', nota: '7', nivel: 'Intermediário' },
    true,
  );
  await responder(page, bia, caio.nome, { objetiva: 'Às vezes', nota: '8', nivel: 'Avançado' });
  await responder(page, duda, caio.nome, { objetiva: 'Sempre', nota: '9', nivel: 'Avançado' });
  await responder(page, edu, caio.nome, { objetiva: 'Raramente', nota: '5', nivel: 'Básico' });

  // HR: results with the radar
  await login(page);
  await page.goto(`/avaliacao/resultados/${av.id}`);
  await page.getByRole('link', { name: caio.nome }).click();
  await expect(page.getByRole('heading', { level: 1, name: caio.nome })).toBeVisible();
  await expect(page.getByRole('img', { name: /Radar de competências/ }).locator('svg')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Resultado por papel' })).toContainText('Gestor');
  expect(await seriousViolations(page)).toEqual([]);

  // nine-box: generate, then calibrate Caio with a justification (keyboard path: the 'Mover' button)
  // a new nine-box starts with the installation's axes (system parameters: inverted here, unchecked below)
  const parametros = await (await api.get('/api/utilitario/parametros-sistema/1')).json();
  const { id: _p, ...valores } = parametros;
  const inverterEixos = (inverterEixoNineBox: boolean) =>
    api.put('/api/utilitario/parametros-sistema/1', { data: { ...valores, inverterEixoNineBox } });
  expect((await inverterEixos(true)).status()).toBe(200);
  await page.goto(`/avaliacao/ninebox?avaliacao=${av.id}`);
  const inverter = page.getByRole('checkbox', { name: 'Inverter os eixos' });
  await expect(inverter).toBeChecked();
  await inverter.uncheck();
  expect((await inverterEixos(false)).status()).toBe(200);
  await page.getByRole('textbox', { name: 'Alto Potencial (%)' }).fill('');
  await page.getByRole('button', { name: 'Gerar' }).click();
  await expect(page.getByRole('dialog')).toContainText('O campo de Alto Potencial é obrigatório.');
  await page.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('textbox', { name: 'Alto Potencial (%)' }).fill('66');
  await page.getByRole('button', { name: 'Gerar' }).click();
  await expect(page.getByText('Nove-box gerado.')).toBeVisible();
  const grade = page.getByRole('group', { name: /^Nove-box/ });
  await expect(grade.getByText(caio.nome)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: `Mover ${caio.nome}` }).click();
  const calibrar = page.getByRole('dialog', { name: `Calibrar ${caio.nome}` });
  await escolher(page, calibrar.getByRole('combobox', { name: 'Quadrante' }), 'ALTA CAPACIDADE');
  await calibrar.getByRole('button', { name: 'Gravar' }).click();
  await expect(calibrar.getByText('A justificativa da calibração é obrigatória.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await calibrar
    .getByRole('textbox', { name: /Justificativa/ })
    .fill('Liderou a virada da carteira no semestre.');
  await calibrar.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByText('Calibração gravada.')).toBeVisible();
  await expect(grade.getByRole('group', { name: /^ALTA CAPACIDADE: 1 talento/ })).toContainText(
    `${caio.nome} (calibrado)`,
  );
  expect(errors).toEqual([]);
});
