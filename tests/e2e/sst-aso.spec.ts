// The morning screen of SST: the exam schedule shows a talent's overdue periodic exam; 'Registrar ASO' opens
// the ASO form filled (talent, periodic, today, the exam), the physician and the result are given and saved,
// the schedule no longer shows it; the ASO's S-2220 is generated from its screen.
import { expect, test } from '@playwright/test';
import { adminApi, create, empresaComCnpj } from './helpers/api.ts';
import { collectErrors } from './helpers/console.ts';
import { uid } from './helpers/env.ts';
import { FormPage } from './helpers/FormPage.ts';
import { ListPage } from './helpers/ListPage.ts';
import { login } from './helpers/login.ts';

test('agenda: exame periódico vencido, ASO registrado e o S-2220 dele', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const tag = uid();
  const talentoNome = `Rita Exame ${tag}`;
  const exameNome = `Exame clínico ${tag}`;
  const medicaNome = `Dra. Helena ${tag}`;

  // set-up: the company's CNPJ, a function, the PCMSO's periodic exam for it, a physician, the talent in that
  // function with a periodic ASO of 10/01/2024 (12 months: overdue since 10/01/2025)
  const api = await adminApi(baseURL!);
  await empresaComCnpj(api);
  const funcao = await create(api, 'sst/funcoes', {
    historicos: [
      { data: '2020-01-01', nomeFuncao: `Soldadora ${tag}`, cbo: { id: 724315 }, descricao: 'Soldar peças.' },
    ],
  });
  const exame = await create(api, 'sst/exame', {
    nome: exameNome,
    periodico: true,
    periodicidade: 12,
    procedimentoEsocial: { id: 295 },
  });
  await create(api, 'sst/pcmso', {
    descricao: `Clínico das soldadoras ${tag}`,
    exame: { id: exame.id },
    tipos: [0, 1],
    funcoes: [funcao.id],
  });
  const medica = await create(api, 'sst/profissional', {
    nome: medicaNome,
    orgaoDeClasse: 1,
    numeroInscricao: '123456',
    uf: { id: 35 },
  });
  const area = await create(api, 'cargo-salario/areas-organizacionais', { nome: `Solda ${tag}` });
  const cargo = await create(api, 'cargo-salario/cargos', {
    nome: `Soldador ${tag}`,
    nomeMercado: 'Soldador',
    areasOrganizacionais: [area.id],
  });
  const faixa = await create(api, 'cargo-salario/faixas-salariais', {
    cargo: { id: cargo.id },
    nome: 'A',
    codigoCBO: '724315',
    historico: [{ data: '2000-01-01', tipo: 3, valor: 3000 }],
  });
  let talento: { id: number } | undefined;
  for (const cpf of ['15350946056', '24843803023', '61538407016', '86288366757', '71428793860']) {
    const res = await api.post('/api/cargo-salario/colaboradores', {
      data: { nome: talentoNome, cpf, matricula: `R${tag}`, dataAdmissao: '2023-01-02' },
    });
    if (res.status() === 201) {
      talento = await res.json();
      break;
    }
  }
  await create(api, 'cargo-salario/historicos-colaboradores', {
    colaborador: { id: talento!.id },
    data: '2023-01-02',
    areaOrganizacional: { id: area.id },
    faixaSalarial: { id: faixa.id },
    tipoSalario: 3,
    salario: 3000,
    funcao: { id: funcao.id },
  });
  await create(api, 'sst/aso', {
    colaborador: { id: talento!.id },
    tipo: 1,
    data: '2024-01-10',
    resultado: 1,
    medico: { id: medica.id },
    exames: [{ exame: { id: exame.id }, data: '2024-01-10' }],
  });
  await api.dispose();
  await login(page);

  // the schedule: the overdue periodic exam
  await page.goto('/sst/agenda-exames');
  await page.getByRole('textbox', { name: 'Nome do talento' }).fill(tag);
  const agenda = page.getByRole('table', { name: 'Agenda de exames' });
  const linha = agenda.getByRole('row').filter({ hasText: talentoNome });
  await expect(linha).toHaveCount(1);
  await expect(linha).toContainText('Vencido');
  await expect(linha).toContainText(exameNome);
  await expect(linha).toContainText('10/01/2025');
  await expect(linha).toContainText('Periódico');

  // 'Registrar ASO': the form filled; the physician and the result, then saved
  await linha.getByRole('button', { name: `Registrar ASO de ${talentoNome} (${exameNome})` }).click();
  const form = new FormPage(page, 'sst/aso');
  await form.loaded();
  await expect(form.input('Talento')).toHaveValue(talentoNome);
  await expect(page.getByRole('cell', { name: exameNome })).toBeVisible();
  await form.radioGroup('Resultado').getByRole('radio', { name: 'Apto', exact: true }).check();
  await form.pick('Médico Examinador', tag, medicaNome);
  await form.save();
  await expect(page.getByText('ASO salvo com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/sst\/agenda-exames$/);
  await page.getByRole('textbox', { name: 'Nome do talento' }).fill(tag);
  await expect(page.getByText('Nenhum exame na agenda para o filtro informado.')).toBeVisible();

  // its S-2220, from the ASO's screen
  const lista = new ListPage(page, 'sst/aso');
  await lista.goto();
  await lista.rows.filter({ hasText: talentoNome }).filter({ hasText: 'Periódico' }).first().waitFor();
  const asos = lista.rows.filter({ hasText: talentoNome });
  await expect(asos).toHaveCount(2);
  await asos
    .first()
    .getByRole('button', { name: /Editar|Ações/ })
    .first()
    .click();
  const menu = page.getByRole('menuitem', { name: 'Editar' });
  if (await menu.count()) await menu.click();
  await form.loaded();
  await page.getByRole('button', { name: 'Gerar S-2220' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'S-2220 gerado' })).toContainText(/ID1\d{33}/);
  expect(errors).toEqual([]);
});
