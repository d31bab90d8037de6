// The selection process of a personnel request, as a recruiter goes through it: the request created in
// its form and released from its screen, three candidates included (by name and by words of the CV), one
// moved across two stages on the board WITH THE KEYBOARD (Espaço, setas, Espaço, then the move's
// dialog), its history, the same moves offered as a list, and the request closed ('Encerrar').
// The board passes axe with no serious or critical violation.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminApi, create, empresaComCnpj } from './helpers/api.ts';
import { seriousViolations } from './helpers/axe.ts';
import { collectErrors } from './helpers/console.ts';
import { uid } from './helpers/env.ts';
import { FormPage } from './helpers/FormPage.ts';
import { ListPage } from './helpers/ListPage.ts';
import { login } from './helpers/login.ts';
import { vaga } from './helpers/vaga.ts';

const SOLICITACOES = 'captacao/solicitacoes-pessoal';
const SP = 35;
const SAO_PAULO = 3550308;

const hojeBr = () =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

/** What a personnel request needs, created as set-up data (the request itself goes through its form). */
async function cadastrosDaVaga(api: APIRequestContext, tag: string) {
  const empresaId = ((await (await api.get('/api/userinfo')).json()) as { empresa: { id: number } }).empresa
    .id;
  await empresaComCnpj(api, empresaId);
  const area = await create(api, 'cargo-salario/areas-organizacionais', { nome: `Comercial ${tag}` });
  const cargo = await create(api, 'cargo-salario/cargos', {
    nome: `Vendedor ${tag}`,
    nomeMercado: `Vendedor ${tag}`,
    areasOrganizacionais: [area.id],
  });
  await create(api, 'cargo-salario/faixas-salariais', {
    cargo: { id: cargo.id },
    nome: `Júnior ${tag}`,
    codigoCBO: '521110',
    historico: [{ data: '2025-01-01', tipo: 3, valor: 2500 }],
  });
  await create(api, 'utilitario/estabelecimentos', {
    nome: `Loja ${tag}`,
    tipoInscricao: 'CNPJ',
    complementoCnpj: String(1000 + Math.floor(Math.random() * 8999)),
    endereco: {
      logradouro: 'Rua A',
      numero: '1',
      bairro: 'Centro',
      uf: { id: SP },
      cidade: { id: SAO_PAULO },
    },
  });
  await create(api, 'captacao/motivos-solicitacao', { descricao: `Aumento de quadro ${tag}` });
  for (const [ordem, nome] of [
    [901, `Entrevista RH ${tag}`],
    [902, `Entrevista gestor ${tag}`],
    [903, `Proposta ${tag}`],
  ] as const)
    await create(api, 'captacao/etapas-seletivas', { ordem, nome });
  const candidatos = [
    { nome: `Ana Souza ${tag}`, ocrTexto: 'Vendedora de loja.' },
    { nome: `Bruno Lima ${tag}`, ocrTexto: 'Atendimento ao cliente.' },
    { nome: `Carla Dias ${tag}`, ocrTexto: `Experiência como soldadora ${tag} em estaleiro.` },
  ];
  for (const c of candidatos) await create(api, 'captacao/candidatos', { ...c, cargos: [cargo.id] });
  const modelo = await create(api, 'captacao/modelos-avaliacao-candidato', { titulo: `Entrevista ${tag}` });
  await create(api, `captacao/modelos-avaliacao-candidato/${modelo.id}/perguntas`, {
    tipo: 1,
    texto: 'Conhece técnicas de venda?',
    obrigatoria: true,
    respostas: [{ texto: 'Sim' }, { texto: 'Não' }],
  });
  return candidatos.map((c) => c.nome);
}

/** How many columns to the right of screening each stage is, in the board's order (ordem, then id). */
async function posicoesDasEtapas(api: APIRequestContext): Promise<string[]> {
  const etapas = (await (await api.get('/api/captacao/etapas-seletivas')).json()) as {
    id: number;
    ordem: number;
    nome: string;
  }[];
  return etapas.sort((a, b) => a.ordem - b.ordem || a.id - b.id).map((e) => e.nome);
}

/**
 * Picks the card up with Espaço, goes right column by column with the arrow (hearing each column
 * announced: the next arrow waits for it), drops it with Espaço.
 */
async function moverComTeclado(page: Page, nome: string, colunas: string[]) {
  const anuncio = page.locator('[id^="DndLiveRegion"]');
  await page.getByRole('button', { name: `Mover ${nome}` }).focus();
  await page.keyboard.press('Space');
  // picked up: announced as such, or at once as over its own column
  await expect(anuncio).toContainText(new RegExp(`${nome} (pego, na coluna|sobre a coluna)`));
  for (const coluna of colunas) {
    await page.keyboard.press('ArrowRight');
    await expect(anuncio).toHaveText(`${nome} sobre a coluna ${coluna}.`);
  }
  await page.keyboard.press('Space');
  await expect(anuncio).toHaveText(
    `${nome} solto na coluna ${colunas.at(-1)}. Confirme a movimentação no diálogo.`,
  );
}

test('solicitação criada e liberada, três candidatos incluídos, um movido duas etapas pelo teclado, encerrada', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  const tag = uid();
  const api = await adminApi(baseURL!);
  const [ana, bruno, carla] = await cadastrosDaVaga(api, tag);
  const ordem = await posicoesDasEtapas(api);
  await api.dispose();
  const rh = `Entrevista RH ${tag}`;
  const gestor = `Entrevista gestor ${tag}`;
  const descricao = `Vendedor para a loja ${tag}`;
  await login(page, { to: null });

  // the request through its generated form
  const form = new FormPage(page, SOLICITACOES);
  await form.gotoNew();
  await form.fill({ Data: hojeBr(), Descrição: descricao, 'Número de vagas': '2' });
  await form.fill({ 'Horário de Trabalho': '08:00 às 17:00' });
  await form.pick('Estabelecimento', tag, `Loja ${tag}`);
  await form.pick('Área Organizacional', tag, `Comercial ${tag}`);
  await form.pick('Cargo/Faixa Salarial', tag, `Vendedor ${tag} – Júnior ${tag}`);
  await form.pick('Motivo da Solicitação', tag, `Aumento de quadro ${tag}`);
  await form.pick('Avaliações dos Candidatos', tag, `Entrevista ${tag}`);
  await form.save();
  await expect(form.toast('Solicitação de Pessoal salva com sucesso.')).toBeVisible();

  // its screen: in analysis; 'Liberar' approves it, with the releaser's note
  const lista = new ListPage(page, SOLICITACOES);
  await lista.edit(descricao);
  const situacao = page.getByRole('region', { name: 'Situação da solicitação' });
  await expect(situacao).toContainText('Aprovação: Em análise');
  await expect(situacao).toContainText('Situação: Aberta');
  const acoes = page.getByRole('toolbar', { name: 'Ações da solicitação' });
  await expect(acoes.getByRole('button', { name: 'Encerrar' })).toHaveCount(0);
  await acoes.getByRole('button', { name: 'Liberar' }).click();
  const liberar = page.getByRole('dialog', { name: 'Liberar a solicitação' });
  await liberar
    .getByRole('textbox', { name: 'Observação do Liberador' })
    .fill('Vaga aprovada pela diretoria.');
  await liberar.getByRole('button', { name: 'Gravar' }).click();
  await expect(form.toast('Liberação salva com sucesso.')).toBeVisible();
  await expect(situacao).toContainText('Aprovação: Aprovada');
  await expect(acoes.getByRole('button', { name: 'Liberar' })).toHaveCount(0);

  // the board: empty screening; three candidates in, two by name and one by words of the CV
  await acoes.getByRole('button', { name: 'Processo seletivo' }).click();
  await expect(page).toHaveURL(/\/captacao\/solicitacoes-pessoal\/\d+\/processo-seletivo$/);
  await expect(page.getByRole('heading', { name: 'Processo seletivo', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Incluir candidatos' }).click();
  const incluir = page.getByRole('dialog', { name: 'Incluir candidatos' });
  await incluir.getByRole('textbox', { name: 'Nome' }).fill(tag);
  await incluir.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(incluir.getByRole('status')).toHaveText('3 candidato(s) encontrado(s).');
  await incluir.getByRole('checkbox', { name: ana }).check();
  await incluir.getByRole('checkbox', { name: bruno }).check();
  await incluir.getByRole('textbox', { name: 'Nome' }).fill('');
  await incluir.getByRole('textbox', { name: 'Palavras do currículo' }).fill(`soldadora ${tag}`);
  await incluir.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(incluir.getByRole('status')).toHaveText('1 candidato(s) encontrado(s).');
  await incluir.getByRole('checkbox', { name: carla }).check();
  await incluir.getByRole('button', { name: 'Incluir (3)' }).click();
  await expect(form.toast('3 candidato(s) incluído(s) na triagem.')).toBeVisible();
  const coluna = (titulo: string) => page.getByRole('region', { name: titulo, exact: true });
  for (const nome of [ana, bruno, carla]) await expect(coluna('Triagem')).toContainText(nome);
  expect(await seriousViolations(page)).toEqual([]);

  // Ana, with the keyboard: screening → RH (waiting), then RH → manager (approved)
  await moverComTeclado(page, ana, ordem.slice(0, ordem.indexOf(rh) + 1));
  const mover1 = page.getByRole('dialog', { name: `Mover ${ana} para ${rh}` });
  await expect(mover1.getByRole('textbox', { name: /^Data/ })).toHaveValue(hojeBr());
  await expect(mover1.getByRole('radio', { name: 'Aguardando' })).toBeChecked();
  await mover1.getByRole('button', { name: 'Gravar' }).click();
  await expect(form.toast('Movimentação salva com sucesso.')).toBeVisible();
  await expect(coluna(rh)).toContainText(ana);
  await expect(coluna('Triagem')).not.toContainText(ana);

  await moverComTeclado(page, ana, ordem.slice(ordem.indexOf(rh) + 1, ordem.indexOf(gestor) + 1));
  const mover2 = page.getByRole('dialog', { name: `Mover ${ana} para ${gestor}` });
  await mover2.getByRole('radio', { name: 'Aprovado' }).check();
  await mover2.getByRole('textbox', { name: 'Observação' }).fill('Boa comunicação.');
  await mover2.getByRole('button', { name: 'Gravar' }).click();
  await expect(coluna(gestor)).toContainText(ana);
  await expect(coluna(gestor)).toContainText(`${hojeBr()} · Aprovado`);
  await expect(coluna(rh)).not.toContainText(ana);

  // her history: both moves, newest first
  await coluna(gestor)
    .getByRole('button', { name: `Ações: ${ana}` })
    .click();
  await page.getByRole('menuitem', { name: 'Histórico' }).click();
  const historico = page.getByRole('dialog', { name: `Histórico de ${ana}` });
  const linhas = historico.getByRole('row');
  await expect(linhas).toHaveCount(3);
  await expect(linhas.nth(1)).toContainText(gestor);
  await expect(linhas.nth(1)).toContainText('Boa comunicação.');
  await expect(linhas.nth(2)).toContainText(rh);
  await expect(linhas.nth(2)).toContainText('Aguardando');
  await historico.getByRole('button', { name: 'Fechar' }).click();

  // her evaluation: the request's model, answered with the questionnaire's form (required answer first)
  await coluna(gestor)
    .getByRole('button', { name: `Ações: ${ana}` })
    .click();
  await page.getByRole('menuitem', { name: 'Avaliar' }).click();
  const avaliar = page.getByRole('dialog', { name: `Avaliar ${ana} · Entrevista ${tag}` });
  await avaliar.getByRole('button', { name: 'Concluir' }).click();
  await expect(avaliar.getByText('Selecione uma resposta.')).toBeVisible();
  await avaliar.getByRole('radio', { name: 'Sim' }).check();
  const enviada = page.waitForRequest((r) => r.method() === 'POST' && /\/avaliacoes\//.test(r.url()));
  await avaliar.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByText('Avaliação concluída.')).toBeVisible();
  // answered from the card, it belongs to her current move (the manager's stage), whose id the card sends
  const url = new URL((await enviada).url());
  const candidatoId = /candidatos\/(\d+)\/avaliacoes/.exec(url.pathname)![1];
  const movimentos = (await (
    await page.request.get(`${baseURL}/api/captacao/historicos-candidato/candidato/${candidatoId}`)
  ).json()) as { id: number; etapaSeletiva: { nome: string } }[];
  expect(movimentos[0]!.etapaSeletiva.nome).toBe(gestor);
  expect(url.searchParams.get('historicoCandidatoId')).toBe(String(movimentos[0]!.id));
  await expect(avaliar).toBeHidden();

  // the same moves as a list: a "Mover para…" select per candidate
  await page.getByRole('button', { name: 'Lista' }).click();
  await expect(page).toHaveURL(/visao=lista/);
  const tabela = page.getByRole('table', { name: 'Candidatos do processo seletivo' });
  await expect(tabela.getByRole('row', { name: new RegExp(ana) })).toContainText(gestor);
  await tabela.getByRole('combobox', { name: `Mover ${bruno} para…` }).selectOption({ label: rh });
  await page
    .getByRole('dialog', { name: `Mover ${bruno} para ${rh}` })
    .getByRole('button', { name: 'Gravar' })
    .click();
  await expect(tabela.getByRole('row', { name: new RegExp(bruno) })).toContainText(rh);
  expect(await seriousViolations(page)).toEqual([]);

  // closing the request: date (today by default) and note; the board becomes read-only
  await page.getByRole('button', { name: 'Voltar para a solicitação' }).click();
  await acoes.getByRole('button', { name: 'Encerrar' }).click();
  const encerrar = page.getByRole('dialog', { name: 'Encerrar a solicitação' });
  await expect(encerrar.getByRole('textbox', { name: /^Data de Encerramento/ })).toHaveValue(hojeBr());
  await encerrar.getByRole('textbox', { name: 'Observação do Encerramento' }).fill('Vagas preenchidas.');
  await encerrar.getByRole('button', { name: 'Gravar' }).click();
  await expect(form.toast('Encerramento salvo com sucesso.')).toBeVisible();
  await expect(situacao).toContainText('Situação: Encerrada');
  await expect(acoes.getByRole('button', { name: 'Reabrir' })).toBeVisible();
  await acoes.getByRole('button', { name: 'Processo seletivo' }).click();
  await expect(page.getByText(/^A solicitação está encerrada:/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Incluir candidatos' })).toBeDisabled();

  // the candidate list searches the CV text (accents and word forms ignored)
  const candidatos = new ListPage(page, 'captacao/candidatos');
  await candidatos.goto();
  await candidatos.showFilter();
  await candidatos.filter({ 'Palavras no currículo': `soldadoras ${tag}` });
  await expect(page.getByRole('row', { name: new RegExp(carla) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(ana) })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("uma coluna longa desenha as 20 primeiras e 'Mostrar mais' traz o resto", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const tag = uid();
  const api = await adminApi(baseURL!);
  const { anuncio, cargo } = await vaga(api, tag);
  const ids: number[] = [];
  for (let i = 1; i <= 25; i++)
    ids.push(
      (
        await create(api, 'captacao/candidatos', {
          nome: `Fila ${String(i).padStart(2, '0')} ${tag}`,
          cargos: [cargo.id],
        })
      ).id,
    );
  const incluidos = await api.post(
    `/api/captacao/candidatos-solicitacao/lote?solicitacaoId=${anuncio.solicitacao.id}`,
    { data: { candidatosIds: ids } },
  );
  expect(incluidos.status(), await incluidos.text()).toBe(201);
  await api.dispose();
  await login(page, { to: null });

  await page.goto(`/${SOLICITACOES}/${anuncio.solicitacao.id}/processo-seletivo`);
  const triagem = page.getByRole('region', { name: 'Triagem' });
  const cartoes = triagem.getByRole('button', { name: /^Mover Fila \d+ / });
  // the first render draws a column's first cards, the rest of the first 20 follow by themselves
  await expect(cartoes).toHaveCount(20);
  const mais = triagem.getByRole('button', { name: 'Mostrar mais 5 (faltam 5)' });
  await mais.click();
  await expect(cartoes).toHaveCount(25);
  await expect(mais).toHaveCount(0);
  expect(errors).toEqual([]);
});
