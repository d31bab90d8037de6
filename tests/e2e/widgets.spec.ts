// The generic form pieces every screen uses, as people use them (issue 26): money typed as digits ('3000' is
// R$ 3.000,00, '3000,5' R$ 3.000,50) in the console and in the portal; an index with 200 history entries as a
// paged table, newest first, an entry added in its dialog; a new SST environment named in its first history
// entry; the server's reason of a refused 'Gerar S-2240' on screen; dates typed dd/mm/aaaa in an English
// browser (the board's move dialog, the S-2240 date, the portal's birth date).
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { expect, type Page, test } from '@playwright/test';
import { diaNoServidor } from '../helpers/dates.ts';
import { adminApi, create, empresaComCnpj } from './helpers/api.ts';
import { collectErrors } from './helpers/console.ts';
import { uid } from './helpers/env.ts';
import { FormPage } from './helpers/FormPage.ts';
import { ListPage } from './helpers/ListPage.ts';
import { login } from './helpers/login.ts';
import { vaga } from './helpers/vaga.ts';

test.use({ viewport: { width: 1366, height: 768 } });

const INDICES = 'cargo-salario/indices';
const br = (iso: string) => iso.split('-').reverse().join('/');

/** The record as the API has it (what was saved). */
async function lido<T>(page: Page, path: string, id: number): Promise<T> {
  const res = await page.request.get(`/api/${path}/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

test('dinheiro digitado como se digita: 3000 é R$ 3.000,00 e 3000,5 é R$ 3.000,50', async ({ page }) => {
  const errors = collectErrors(page);
  const nome = `IPCA ${uid()}`;
  await login(page, { to: null });
  const form = new FormPage(page, INDICES);
  await form.gotoNew();
  await form.fill({ Nome: nome });
  // the first history entry is in the form itself, dated today; no id field anywhere
  await expect(form.input('Data')).toHaveValue(br(diaNoServidor()));
  await expect(page.getByRole('textbox', { name: /^id/i })).toHaveCount(0);
  const valor = form.input('Valor');
  await valor.pressSequentially('3000');
  await expect(valor).toHaveValue('3.000');
  await valor.blur();
  await expect(valor).toHaveValue('3.000,00');
  const salvo = page.waitForResponse(
    (r) => r.url().endsWith(`/api/${INDICES}`) && r.request().method() === 'POST',
  );
  await form.save();
  await expect(form.toast('Índice salvo com sucesso.')).toBeVisible();
  const { id } = (await (await salvo).json()) as { id: number };
  const indice = await lido<{ historico: { data: string; valor: number }[] }>(page, INDICES, id);
  expect(indice.historico).toEqual([expect.objectContaining({ data: diaNoServidor(), valor: 3000 })]);

  // a second entry in the dialog: a comma starts the cents
  const lista = new ListPage(page, INDICES);
  await lista.rowAction(nome, 'Editar');
  await page.getByRole('button', { name: 'Inserir Histórico' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Inserir Histórico' });
  await expect(dialogo.getByRole('textbox', { name: /^Data/ })).toHaveValue(br(diaNoServidor()));
  await dialogo.getByRole('textbox', { name: /^Data/ }).fill('01/01/2020');
  const valor2 = dialogo.getByRole('textbox', { name: /^Valor/ });
  await valor2.pressSequentially('3000,5');
  await expect(valor2).toHaveValue('3.000,5');
  await valor2.blur();
  await expect(valor2).toHaveValue('3.000,50');
  await dialogo.getByRole('button', { name: 'Gravar' }).click();
  const tabela = page.getByRole('table', { name: 'Histórico' });
  await expect(tabela.getByRole('row').nth(2)).toContainText('01/01/2020');
  await expect(tabela.getByRole('row').nth(2)).toContainText('R$ 3.000,50');
  await form.save();
  await expect(form.toast('Índice atualizado com sucesso.')).toBeVisible();
  const depois = await lido<{ historico: { data: string; valor: number }[] }>(page, INDICES, id);
  expect(depois.historico.map((h) => [h.data, h.valor]).sort()).toEqual([
    ['2020-01-01', 3000.5],
    [diaNoServidor(), 3000],
  ]);
  expect(errors).toEqual([]);
});

test('índice com 200 históricos: tabela paginada, do mais recente, e um novo histórico pelo diálogo', async ({
  page,
  baseURL,
}) => {
  const errors = collectErrors(page);
  const nome = `Índice longo ${uid()}`;
  const api = await adminApi(baseURL!);
  // 200 months from January 2005, each worth 100 + its position
  const historico = Array.from({ length: 200 }, (_, i) => {
    const d = new Date(Date.UTC(2005, i, 1));
    return { data: d.toISOString().slice(0, 10), valor: 100 + i };
  });
  const indice = await create(api, INDICES, { nome, historico });
  await api.dispose();
  await login(page, { to: `/${INDICES}/${indice.id}` });

  const form = new FormPage(page, INDICES);
  await form.loaded();
  const tabela = page.getByRole('table', { name: 'Histórico' });
  const linhas = tabela.locator('tbody').getByRole('row');
  await expect(linhas).toHaveCount(10);
  // newest first: August 2021 is entry 199
  await expect(linhas.first()).toContainText('01/08/2021');
  await expect(linhas.first()).toContainText('R$ 299,00');
  await expect(linhas.nth(9)).toContainText('01/11/2020');
  await expect(page.getByText('1–10 de 200')).toBeVisible();
  // no raw array form: no 'Histórico-1' titles, no id inputs; the page stays short
  await expect(page.getByText(/Histórico-\d/)).toHaveCount(0);
  await expect(page.getByRole('spinbutton')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(2500);

  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(linhas.first()).toContainText('01/10/2020');
  await page.getByRole('button', { name: 'Última página' }).click();
  await expect(linhas.last()).toContainText('01/01/2005');
  await expect(page.getByText('191–200 de 200')).toBeVisible();

  // a new entry, dated today by default, typed in the dialog; it shows first, on the first page
  await page.getByRole('button', { name: 'Inserir Histórico' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Inserir Histórico' });
  await expect(dialogo.getByRole('textbox', { name: /^Data/ })).toHaveValue(br(diaNoServidor()));
  await expect(dialogo.getByRole('textbox', { name: /^id/i })).toHaveCount(0);
  await dialogo.getByRole('textbox', { name: /^Valor/ }).pressSequentially('512,25');
  await dialogo.getByRole('button', { name: 'Gravar' }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByText('1–10 de 201')).toBeVisible();
  await expect(linhas.first()).toContainText(br(diaNoServidor()));
  await expect(linhas.first()).toContainText('R$ 512,25');

  // edit an old one: its dialog has its values; a date already used is refused by the server, on screen
  await page.getByRole('button', { name: 'Editar Histórico de 01/08/2021' }).click();
  const editar = page.getByRole('dialog', { name: 'Editar Histórico' });
  await expect(editar.getByRole('textbox', { name: /^Valor/ })).toHaveValue('299,00');
  await editar.getByRole('button', { name: 'Cancelar' }).click();
  await form.save();
  await expect(form.toast('Índice atualizado com sucesso.')).toBeVisible();
  const salvo = await lido<{ historico: unknown[] }>(page, INDICES, indice.id);
  expect(salvo.historico).toHaveLength(201);
  expect(errors).toEqual([]);
});

test('novo ambiente de SST: o nome está no primeiro histórico, no próprio formulário', async ({
  page,
  baseURL,
}) => {
  const errors = collectErrors(page);
  const tag = uid();
  const api = await adminApi(baseURL!);
  await empresaComCnpj(api);
  const estabelecimento = `Planta ${tag}`;
  await create(api, 'utilitario/estabelecimentos', {
    nome: estabelecimento,
    tipoInscricao: 'CNPJ',
    complementoCnpj: String(1000 + Math.floor(Math.random() * 8999)),
    endereco: { logradouro: 'Rua A', numero: '1', bairro: 'Centro', uf: { id: 35 }, cidade: { id: 3550308 } },
  });
  await api.dispose();
  await login(page, { to: null });
  const form = new FormPage(page, 'sst/ambientes');
  await form.gotoNew();
  await expect(form.input('Data')).toHaveValue(br(diaNoServidor()));
  await form.fill({ 'Nome do Ambiente': `Caldeiraria ${tag}` });
  await expect(page.getByRole('radio', { name: 'Estabelecimento da empresa' })).toBeChecked();
  await form.pick('Estabelecimento', tag, estabelecimento);
  await form.save();
  await expect(form.toast('Ambiente salvo com sucesso.')).toBeVisible();
  const lista = new ListPage(page, 'sst/ambientes');
  await expect(lista.row(`Caldeiraria ${tag}`)).toBeVisible();
  expect(errors).toEqual([]);
});

test("'Gerar S-2240' recusado: a razão do servidor na tela; a data digitada dd/mm/aaaa", async ({
  page,
  baseURL,
}) => {
  // the refusal is the server's 400, on purpose
  const errors = collectErrors(page, [/status of 400/]);
  const tag = uid();
  const nome = `Rui Sem Ambiente ${tag}`;
  const api = await adminApi(baseURL!);
  await empresaComCnpj(api);
  const area = await create(api, 'cargo-salario/areas-organizacionais', { nome: `Manutenção ${tag}` });
  const cargo = await create(api, 'cargo-salario/cargos', {
    nome: `Mecânico ${tag}`,
    nomeMercado: 'Mecânico',
    areasOrganizacionais: [area.id],
  });
  const faixa = await create(api, 'cargo-salario/faixas-salariais', {
    cargo: { id: cargo.id },
    nome: 'A',
    codigoCBO: '914405',
    historico: [{ data: '2000-01-01', tipo: 3, valor: 3000 }],
  });
  const talento = await create(api, 'cargo-salario/colaboradores', {
    nome,
    cpf: generateCpf(),
    matricula: `M${tag}`,
    dataAdmissao: '2024-01-02',
  });
  await create(api, 'cargo-salario/historicos-colaboradores', {
    colaborador: { id: talento.id },
    data: '2024-01-02',
    areaOrganizacional: { id: area.id },
    faixaSalarial: { id: faixa.id },
    tipoSalario: 3,
    salario: 3000,
  });
  await api.dispose();
  await login(page, { to: '/sst/eventos-esocial' });

  const picker = page.getByRole('combobox', { name: 'Talento' });
  await picker.click();
  await picker.fill(tag);
  await page.getByRole('option', { name: new RegExp(nome) }).click();
  const data = page.getByRole('textbox', { name: 'Data de referência' });
  await expect(data).toHaveValue(br(diaNoServidor()));
  await data.fill('');
  await data.pressSequentially('01062024');
  await expect(data).toHaveValue('01/06/2024');
  const pedido = page.waitForRequest((r) => r.url().endsWith('/s-2240') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Gerar e baixar' }).click();
  expect((await pedido).postDataJSON()).toMatchObject({ data: '2024-06-01' });
  const aviso = page.getByRole('alert').filter({ hasText: 'não tem ambiente vigente no histórico na data' });
  await expect(aviso).toBeVisible();
  await expect(aviso).toContainText(nome);
  await expect(aviso).not.toContainText('Preencha os campos indicados');
  expect(errors).toEqual([]);
});

test.describe('num navegador em inglês', () => {
  test.use({ locale: 'en-US' });

  test('movimentar no quadro: data dd/mm/aaaa e prazo dd/mm/aaaa hh:mm', async ({ page, baseURL }) => {
    const errors = collectErrors(page);
    const tag = uid();
    const api = await adminApi(baseURL!);
    const { cargo, etapa, anuncio } = await vaga(api, tag);
    const candidato = await create(api, 'captacao/candidatos', {
      nome: `Lia Porto ${tag}`,
      cargos: [cargo.id],
    });
    const incluidos = await api.post(
      `/api/captacao/candidatos-solicitacao/lote?solicitacaoId=${anuncio.solicitacao.id}`,
      { data: { candidatosIds: [candidato.id] } },
    );
    expect(incluidos.status(), await incluidos.text()).toBe(201);
    await login(page, {
      to: `/captacao/solicitacoes-pessoal/${anuncio.solicitacao.id}/processo-seletivo?visao=lista`,
    });

    const nome = `Lia Porto ${tag}`;
    await page
      .getByRole('combobox', { name: `Mover ${nome} para…` })
      .selectOption({ label: `Entrevista ${tag}` });
    const dialogo = page.getByRole('dialog', { name: `Mover ${nome} para Entrevista ${tag}` });
    // no native date input (mm/dd/yyyy in this browser): the app's dd/mm/aaaa ones
    await expect(dialogo.locator('input[type="date"], input[type="datetime-local"]')).toHaveCount(0);
    const data = dialogo.getByRole('textbox', { name: /^Data/ });
    await expect(data).toHaveValue(br(diaNoServidor()));
    await data.fill('');
    await data.pressSequentially('02012025');
    await expect(data).toHaveValue('02/01/2025');
    const prazo = dialogo.getByRole('textbox', { name: /^Avaliações pelo portal até/ });
    await expect(prazo).toHaveAttribute('placeholder', 'dd/mm/aaaa hh:mm');
    await prazo.pressSequentially('311220301800');
    await expect(prazo).toHaveValue('31/12/2030 18:00');
    await dialogo.getByRole('button', { name: 'Gravar' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Movimentação salva com sucesso.' }),
    ).toBeVisible();

    const historicos = (await (
      await api.get(`/api/captacao/historicos-candidato/candidato/${candidato.id}`)
    ).json()) as { data: string; dataHoraExpiracao?: string; etapaSeletiva: { id: number } }[];
    expect(historicos[0]).toMatchObject({ data: '2025-01-02', etapaSeletiva: { id: etapa.id } });
    expect(new Date(historicos[0]!.dataHoraExpiracao!).toISOString()).toBe('2030-12-31T21:00:00.000Z');
    await api.dispose();
    expect(errors).toEqual([]);
  });
});

test.describe('portal do candidato num celular em inglês', () => {
  test.use({ locale: 'en-US', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('pretensão salarial com máscara de dinheiro e nascimento dd/mm/aaaa', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    const sufixo = uid();
    const api = await adminApi(baseURL!);
    const { cargo } = await vaga(api, sufixo);
    const cpf = generateCpf();
    await page.goto('/externo/candidatos/new?empresaId=1');
    await expect(page.getByRole('heading', { name: 'Cadastro de candidato' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Nome/ }).first().fill('Téo Vidal');
    await page.getByRole('textbox', { name: /^CPF/ }).fill(cpf);
    const nascimento = page.getByRole('textbox', { name: /^Data de Nascimento/ });
    await expect(nascimento).toHaveAttribute('type', 'text');
    await nascimento.pressSequentially('10051990');
    await expect(nascimento).toHaveValue('10/05/1990');
    await page.getByRole('tab', { name: 'Endereço e Contato' }).click();
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(`teo.${sufixo}@exemplo.com.br`);
    await page.getByRole('tab', { name: 'Interesses' }).click();
    await page.getByRole('checkbox', { name: `Vendedor ${sufixo}` }).check();
    const pretensao = page.getByRole('textbox', { name: /^Pretensão Salarial/ });
    await pretensao.pressSequentially('3000,5');
    await expect(pretensao).toHaveValue('3.000,5');
    await pretensao.blur();
    await expect(pretensao).toHaveValue('3.000,50');
    await page.getByLabel(/^Senha/).fill('senha-do-teo');
    await page.getByLabel(/^Confirmação da senha/).fill('senha-do-teo');
    await page.locator('altcha-widget label', { hasText: 'Eu não sou um robô' }).click();
    await expect(page.getByText('Verificado')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByRole('heading', { name: 'Vagas Abertas' })).toBeVisible();
    const [{ id }] = await (await api.get(`/api/captacao/candidatos?cpf=${cpf}`)).json();
    const candidato = await (await api.get(`/api/captacao/candidatos/${id}`)).json();
    expect(candidato).toMatchObject({ pretencaoSalarial: 3000.5, cargos: [cargo.id] });
    expect(candidato.pessoal.dataNascimento).toBe('1990-05-10');
    await api.dispose();
    expect(errors).toEqual([]);
  });
});
