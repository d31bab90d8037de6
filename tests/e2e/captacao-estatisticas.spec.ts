// The vacancy-fill statistics screen (/captacao/estatisticas-preenchimento-vaga): reached from the menu,
// it shows the figures, the funnel and the request table from the server's numbers; the filter lives in
// the URL; no serious accessibility violation. A request is set up through the API (one open request,
// no candidates yet); the figures themselves are proven by the API tests.
import { expect, test } from '@playwright/test';
import { diaNoServidor } from '../helpers/dates.ts';
import { adminApi, create, empresaComCnpj } from './helpers/api.ts';
import { seriousViolations } from './helpers/axe.ts';
import { collectErrors } from './helpers/console.ts';
import { uid } from './helpers/env.ts';
import { login } from './helpers/login.ts';

test('estatísticas de preenchimento de vaga: menu, números, tabela e filtro na URL', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const tag = uid();
  const api = await adminApi(baseURL!);
  // establishments need the company's CNPJ
  await empresaComCnpj(api);
  const area = await create(api, 'cargo-salario/areas-organizacionais', { nome: `Logística ${tag}` });
  const cargo = await create(api, 'cargo-salario/cargos', {
    nome: `Conferente ${tag}`,
    nomeMercado: 'Conferente',
    areasOrganizacionais: [area.id],
  });
  const faixa = await create(api, 'cargo-salario/faixas-salariais', {
    cargo: { id: cargo.id },
    nome: 'I',
    codigoCBO: '414120',
    historico: [{ data: '2025-01-01', tipo: 3, valor: 2500 }],
  });
  const estabelecimento = await create(api, 'utilitario/estabelecimentos', {
    nome: `CD ${tag}`,
    tipoInscricao: 'CNPJ',
    complementoCnpj: String(1000 + Math.floor(Math.random() * 8999)),
    endereco: { logradouro: 'Rua B', numero: '2', bairro: 'Centro', uf: { id: 35 }, cidade: { id: 3550308 } },
  });
  const motivo = await create(api, 'captacao/motivos-solicitacao', { descricao: `Aumento ${tag}` });
  const semVagas = await create(api, 'captacao/motivos-solicitacao', { descricao: `Substituição ${tag}` });
  const hoje = diaNoServidor();
  const solicitacao = await create(api, 'captacao/solicitacoes-pessoal', {
    data: hoje,
    descricao: `Conferentes ${tag}`,
    horarioComercial: '08:00 às 17:00',
    quantidade: 2,
    estabelecimento: { id: estabelecimento.id },
    areaOrganizacional: { id: area.id },
    motivoSolicitacao: { id: motivo.id },
    faixaSalarial: { id: faixa.id },
  });
  await api.dispose();

  const shell = await login(page);
  await shell.navigate('Captação', 'Movimentações', 'Estatísticas de Preenchimento de Vaga');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Estatísticas de Preenchimento de Vaga' }),
  ).toBeVisible();
  // the server's default period shows in the date fields
  await expect(page.getByLabel('Data final')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  const linha = page.getByRole('row', { name: new RegExp(`Conferentes ${tag}`) });
  await expect(linha).toContainText(`Conferente ${tag} – I`);
  await expect(linha).toContainText('Em aberto');
  await expect(page.getByRole('group', { name: 'Vagas preenchidas' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Funil do processo seletivo' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // the number opens the request
  await linha.getByRole('link', { name: String(solicitacao.id) }).click();
  await expect(page).toHaveURL(new RegExp(`/captacao/solicitacoes-pessoal/${solicitacao.id}$`));

  // the filter is in the URL: a reason without requests shows the empty note
  await page.goto(`/captacao/estatisticas-preenchimento-vaga?motivosIds=${semVagas.id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Nenhum registro encontrado.' })).toBeVisible();
  expect(errors).toEqual([]);
});
