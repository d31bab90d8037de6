// SST as a safety technician goes through it: an environment (its place fields follow the place type), a
// function, a risk, the environmental condition with the exposure to noise (the fields of the quantitative
// assessment, of EPC and of EPI appear and disappear with the answers; a missing measurement is shown under its
// field before anything is sent), the employee placed in them from the career history, the A1 certificate sent,
// and the employee's S-2240 generated, signed and downloaded.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { certificadoTeste } from './../api/sst/certificado-teste.ts';
import { adminApi, create, empresaComCnpj } from './helpers/api.ts';
import { collectErrors } from './helpers/console.ts';
import { uid } from './helpers/env.ts';
import { FormPage } from './helpers/FormPage.ts';
import { ListPage } from './helpers/ListPage.ts';
import { login } from './helpers/login.ts';

test('ambiente, função, risco com exposição, talento e o S-2240 dele', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const errors = collectErrors(page);
  const tag = uid();
  const talentoNome = `Joana Prensa ${tag}`;
  const ambienteNome = `Prensas ${tag}`;
  const funcaoNome = `Operadora de Prensa ${tag}`;
  const riscoNome = `Ruído das prensas ${tag}`;
  const profissionalNome = `Eng. Sofia ${tag}`;

  // set-up data: the company's CNPJ, an establishment, a professional, an EPI and the employee hired
  const api = await adminApi(baseURL!);
  await empresaComCnpj(api);
  const cnpj = ((await (await api.get('/api/utilitario/empresas/1')).json()) as { cnpj: string }).cnpj;
  const estNome = `Fábrica ${tag}`;
  await create(api, 'utilitario/estabelecimentos', {
    nome: estNome,
    tipoInscricao: 'CNPJ',
    complementoCnpj: String(1000 + Math.floor(Math.random() * 8999)),
    endereco: { logradouro: 'Rua A', numero: '1', bairro: 'Centro', uf: { id: 35 }, cidade: { id: 3550308 } },
  });
  await create(api, 'sst/profissional', {
    nome: profissionalNome,
    cpf: '39053344705',
    orgaoDeClasse: 4,
    numeroInscricao: '5061234567',
    uf: { id: 35 },
  });
  const tipoEpi = await create(api, 'sst/tipos-epi', { nome: `Protetor auricular ${tag}` });
  await create(api, 'sst/epis', {
    nome: `Protetor auricular ${tag}`,
    tipoEpi: { id: tipoEpi.id },
    descricao: 'Concha',
    historicoCA: [{ data: '2020-01-01', numeroCA: '5745', vencimentoCA: '2030-01-01' }],
  });
  const area = await create(api, 'cargo-salario/areas-organizacionais', { nome: `Produção ${tag}` });
  const cargo = await create(api, 'cargo-salario/cargos', {
    nome: `Operador ${tag}`,
    nomeMercado: 'Operador',
    areasOrganizacionais: [area.id],
  });
  const faixa = await create(api, 'cargo-salario/faixas-salariais', {
    cargo: { id: cargo.id },
    nome: 'A',
    codigoCBO: '784205',
    historico: [{ data: '2000-01-01', tipo: 3, valor: 3000 }],
  });
  const cpfs = ['86288366757', '71428793860', '15350946056', '24843803023', '61538407016'];
  let talento: { id: number } | undefined;
  for (const cpf of cpfs) {
    const res = await api.post('/api/cargo-salario/colaboradores', {
      data: { nome: talentoNome, cpf, matricula: `M${tag}`, dataAdmissao: '2024-01-02' },
    });
    if (res.status() === 201) {
      talento = await res.json();
      break;
    }
  }
  await create(api, 'cargo-salario/historicos-colaboradores', {
    colaborador: { id: talento!.id },
    data: '2024-01-02',
    areaOrganizacional: { id: area.id },
    faixaSalarial: { id: faixa.id },
    tipoSalario: 3,
    salario: 3000,
  });
  await api.dispose();
  await login(page, { to: null });

  // the environment: the place fields follow the place type
  const amb = new FormPage(page, 'sst/ambientes');
  await amb.gotoNew();
  await amb.fill({ Data: '01/01/2020', 'Nome do Ambiente': ambienteNome });
  await expect(amb.input('Estabelecimento')).toBeVisible();
  await expect(amb.input('Obra')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Estabelecimento de terceiros' }).check();
  await expect(amb.input('Estabelecimento')).toHaveCount(0);
  await expect(amb.input('Inscrição do Terceiro')).toBeVisible();
  await page.getByRole('radio', { name: 'Estabelecimento da empresa' }).check();
  await expect(amb.input('Inscrição do Terceiro')).toHaveCount(0);
  await amb.pick('Estabelecimento', tag, estNome);
  await amb.save();
  await expect(amb.toast('Ambiente salvo com sucesso.')).toBeVisible();

  // the function
  const fun = new FormPage(page, 'sst/funcoes');
  await fun.gotoNew();
  await fun.fill({
    Data: '01/01/2020',
    'Nome da Função': funcaoNome,
    'Descrição das Atividades': 'Operar prensa hidráulica.',
  });
  await fun.pick('CBO', '784205', 'Alimentador de linha de produção');
  await fun.save();
  await expect(fun.toast('Função salva com sucesso.')).toBeVisible();

  // the risk
  const risco = new FormPage(page, 'sst/risco');
  await risco.gotoNew();
  await risco.input('Tipo de Risco').click();
  await page.getByRole('option', { name: 'Físico' }).click();
  await risco.fill({ Nome: riscoNome });
  await risco.save();
  await expect(risco.toast('Risco salvo com sucesso.')).toBeVisible();

  // its exposure in the environment's condition
  const cond = new FormPage(page, 'sst/condicoes-ambientais');
  await cond.gotoNew();
  await cond.fill({ Data: '01/02/2024' });
  await cond.pick('Ambiente', tag, ambienteNome);
  await cond.pick('Responsáveis pelos Registros Ambientais', tag, profissionalNome);
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await cond.pick('Agente Nocivo', '02.01.001', '02.01.001 - Ruído');
  await cond.pick('Risco', tag, riscoNome);
  // quantitative (the default): measurement fields shown; qualitative: gone
  await expect(cond.input('Unidade de Medida')).toBeVisible();
  await expect(cond.input('Técnica de Medição')).toBeVisible();
  await page.getByRole('radio', { name: 'Qualitativa' }).check();
  await expect(cond.input('Unidade de Medida')).toHaveCount(0);
  await expect(cond.input('Intensidade/Concentração')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Quantitativa' }).check();
  await expect(cond.input('Intensidade/Concentração')).toBeVisible();
  // a select with a value is named by its label and the value (MUI), so it is found by the label's start
  const selectWithValue = (label: string) => page.getByRole('combobox', { name: new RegExp(`^${label} `) });
  // EPC: its effectiveness only when implemented
  await expect(cond.radioGroup('EPC Eficaz')).toHaveCount(0);
  await selectWithValue('Utiliza EPC').click();
  await page.getByRole('option', { name: 'Implementa', exact: true }).click();
  await expect(cond.radioGroup('EPC Eficaz')).toBeVisible();
  await selectWithValue('Utiliza EPC').click();
  await page.getByRole('option', { name: 'Não se aplica', exact: true }).click();
  await expect(cond.radioGroup('EPC Eficaz')).toHaveCount(0);
  // EPI used: effectiveness, the EPIs and the six NR-06 checks appear
  await expect(cond.radioGroup('Observada a higienização?')).toHaveCount(0);
  await selectWithValue('Utiliza EPI').click();
  await page.getByRole('option', { name: 'Utilizado', exact: true }).click();
  await expect(cond.radioGroup('Observada a higienização?')).toBeVisible();
  await expect(
    cond.radioGroup('Observada a higienização?').getByRole('radio', { name: 'Sim' }),
  ).toBeChecked();
  await cond.choose('EPI Eficaz', 'Sim');
  await cond.pick('EPIs', tag, `Protetor auricular ${tag}`);
  await cond.input('Unidade de Medida').click();
  await page.getByRole('option', { name: 'decibel (A) (dB(A))' }).click();
  await cond.fill({ 'Técnica de Medição': 'NHO-01' });
  await cond.pick('Probabilidade', 'Muito', 'Muito Exposto');
  await cond.pick('Gravidade', 'Moder', 'Moderado');
  await cond.input('Classificação de Severidade').click();
  await page.getByRole('option', { name: 'Substancial' }).click();
  // the intensity is missing: the rule's message under the field, before anything is sent
  await cond.save();
  await cond.expectFieldError('Intensidade/Concentração', 'Intensidade/Concentração é requerido');
  await cond.input('Intensidade/Concentração').fill('91,5');
  await cond.save();
  await expect(cond.toast('Condição Ambiental do Trabalho salva com sucesso.')).toBeVisible();

  // the employee in the environment and function, from the career history on the employee screen
  const talentos = new ListPage(page, 'cargo-salario/colaboradores');
  await talentos.goto();
  await talentos.edit(talentoNome);
  const historico = page.getByRole('region', { name: 'Histórico de Carreira' });
  const linha = historico.getByRole('row').filter({ hasText: '02/01/2024' });
  await linha
    .getByRole('button', { name: /Editar|Ações/ })
    .first()
    .click();
  const menu = page.getByRole('menuitem', { name: 'Editar' });
  if (await menu.count()) await menu.click();
  const entrada = new FormPage(page, 'cargo-salario/historicos-colaboradores');
  await entrada.loaded();
  await entrada.pick('Ambiente', tag, ambienteNome);
  await entrada.pick('Função', tag, funcaoNome);
  await entrada.save();
  await expect(entrada.toast('Histórico do Talento atualizado com sucesso.')).toBeVisible();
  await expect(historico.getByRole('row').filter({ hasText: '02/01/2024' })).toContainText(ambienteNome);

  // eSocial: the A1 certificate, then the employee's S-2240 generated, signed and downloaded
  await page.goto('/sst/eventos-esocial');
  const cert = certificadoTeste({ cnpj });
  await page
    .getByLabel('Arquivo do certificado')
    .setInputFiles({ name: 'empresa.pfx', mimeType: 'application/x-pkcs12', buffer: cert.pfx });
  await page.getByLabel('Senha do certificado').fill(cert.senha);
  await page.getByRole('button', { name: 'Enviar certificado' }).click();
  await expect(page.getByText(/EMPRESA PADRAO LTDA:.*válido até/)).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Talento' });
  await picker.click();
  await picker.fill(tag);
  await page.getByRole('option', { name: talentoNome }).click();
  await page.getByLabel('Data de referência').fill('01/06/2024');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Gerar e baixar' }).click();
  const arquivo = await download;
  expect(arquivo.suggestedFilename()).toMatch(/^ID1\d{14}\d{19}\.xml$/);
  const xml = await readFile((await arquivo.path())!, 'utf8');
  expect(xml).toContain(`<dscSetor>${ambienteNome}</dscSetor>`);
  expect(xml).toContain(
    '<codAgNoc>02.01.001</codAgNoc><tpAval>1</tpAval><intConc>91.5</intConc><unMed>4</unMed>',
  );
  expect(xml).toContain('<docAval>5745</docAval>');
  expect(xml).toContain('<SignatureValue>');
  const eventos = new ListPage(page, 'sst/eventos-esocial');
  await expect(eventos.rows.filter({ hasText: talentoNome }).first()).toContainText('Assinado');
  expect(errors).toEqual([]);
});

test('lotação tributária: a inscrição segue o tipo e Visualizar abre só para leitura', async ({ page }) => {
  const errors = collectErrors(page);
  const codigo = `L${uid()}`;
  await login(page, { to: null });
  const form = new FormPage(page, 'sst/lotacao-tributaria');
  await form.gotoNew();
  await form.fill({ Código: codigo, Descrição: 'Cessão de mão de obra ao cliente' });
  // no registration for the types without one; a CNPJ for type 04, checked before sending
  await expect(form.input('Número de Inscrição')).toHaveCount(0);
  await form.input('Tipo').click();
  await page.getByRole('option', { name: /^04 — / }).click();
  await form.input('Número de Inscrição').fill('11444777000162');
  await form.save();
  await form.expectFieldError('Número de Inscrição', 'Cnpj inválido.');
  await form.input('Número de Inscrição').fill('11444777000161');
  await form.save();
  await expect(form.toast('Lotação Tributária salva com sucesso.')).toBeVisible();

  const lista = new ListPage(page, 'sst/lotacao-tributaria');
  await lista.goto();
  await lista.rowAction(codigo, 'Visualizar');
  await expect(page).toHaveURL(/\/sst\/lotacao-tributaria\/\d+\/visualizar$/);
  await expect(form.input('Código')).toHaveValue(codigo);
  await expect(form.input('Código')).not.toBeEditable();
  await expect(page.getByRole('button', { name: 'Gravar' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
