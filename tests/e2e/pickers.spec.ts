// Reference pickers as an HR user types in them (issue 26), at 1366 px, in the personnel request's form:
// * 'Cargo/Faixa Salarial' lists ranges as 'Pedreiro – I', not 'I', and typing the job's name key by key finds
//   its ranges only; the request is saved with the range picked;
// * 'Talentos Substituídos' (a multi-select of talents) keeps the typed text while results arrive, loads more
//   than the first 20 as its list scrolls, and shows the matrícula of each talent so two homonyms are told
//   apart and both chosen; the chips keep their labels after the list closes.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminApi, create, empresaComCnpj } from './helpers/api.ts';
import { collectErrors } from './helpers/console.ts';
import { uid } from './helpers/env.ts';
import { FormPage } from './helpers/FormPage.ts';
import { login } from './helpers/login.ts';
import { Picker } from './helpers/Picker.ts';

const SOLICITACOES = 'captacao/solicitacoes-pessoal';
const TALENTOS = 30;

test.use({ viewport: { width: 1366, height: 768 } });

/** Two jobs with the same bands, what a request needs, 30 talents of one surname and two homonyms. */
async function dados(api: APIRequestContext, tag: string) {
  await empresaComCnpj(api);
  const area = await create(api, 'cargo-salario/areas-organizacionais', { nome: `Obras ${tag}` });
  const setor = await create(api, 'cargo-salario/areas-organizacionais', {
    nome: `Alvenaria ${tag}`,
    areaMae: { id: area.id },
  });
  const faixas: Record<string, number> = {};
  for (const nome of [`Pedreiro ${tag}`, `Gerente Financeiro ${tag}`]) {
    const cargo = await create(api, 'cargo-salario/cargos', {
      nome,
      nomeMercado: nome,
      areasOrganizacionais: [area.id],
    });
    for (const banda of ['I', 'II', 'III'])
      faixas[`${nome} – ${banda}`] = (
        await create(api, 'cargo-salario/faixas-salariais', {
          cargo: { id: cargo.id },
          nome: banda,
          codigoCBO: '715210',
          historico: [{ data: '2025-01-01', tipo: 3, valor: 2500 }],
        })
      ).id;
  }
  await create(api, 'utilitario/estabelecimentos', {
    nome: `Canteiro ${tag}`,
    tipoInscricao: 'CNPJ',
    complementoCnpj: String(1000 + Math.floor(Math.random() * 8999)),
    endereco: { logradouro: 'Rua A', numero: '1', bairro: 'Centro', uf: { id: 35 }, cidade: { id: 3550308 } },
  });
  await create(api, 'captacao/motivos-solicitacao', { descricao: `Obra nova ${tag}` });
  // the talents: 30 'Silva' to page through, and two 'Ana Homônima' with their area and job
  for (let i = 1; i <= TALENTOS; i++)
    await create(api, 'cargo-salario/colaboradores', {
      nome: `Silva ${tag} ${String(i).padStart(2, '0')}`,
      matricula: `S${tag}${i}`,
      dataAdmissao: '2020-01-02',
    });
  for (const matricula of [`H1${tag}`, `H2${tag}`]) {
    const talento = await create(api, 'cargo-salario/colaboradores', {
      nome: `Ana Homônima ${tag}`,
      matricula,
      dataAdmissao: '2020-01-02',
    });
    await create(api, 'cargo-salario/historicos-colaboradores', {
      colaborador: { id: talento.id },
      data: '2020-01-02',
      areaOrganizacional: { id: setor.id },
      faixaSalarial: { id: faixas[`Pedreiro ${tag} – I`] },
      tipoSalario: 3,
      salario: 2500,
      motivo: 'A',
      status: 'C',
    });
  }
}

test('a faixa se escolhe pelo nome do cargo e os talentos se acham digitando, rolando e pela matrícula', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  const tag = uid();
  const api = await adminApi(baseURL!);
  await dados(api, tag);
  await login(page, { to: null });

  const form = new FormPage(page, SOLICITACOES);
  await form.gotoNew();

  // 'Cargo/Faixa Salarial': the job's name typed key by key finds its three bands, each saying its job
  const faixa = new Picker(page, 'Cargo/Faixa Salarial');
  await faixa.type(`pedreiro ${tag}`);
  await faixa.expectTyped(`pedreiro ${tag}`);
  await expect(faixa.options()).toHaveText([
    `Pedreiro ${tag} – I`,
    `Pedreiro ${tag} – II`,
    `Pedreiro ${tag} – III`,
  ]);
  // a band typed after the job narrows to it; the other job's 'III' is not offered
  await faixa.box.pressSequentially(' iii', { delay: 60 });
  await expect(faixa.options()).toHaveText([`Pedreiro ${tag} – III`]);
  await faixa.clear();
  await faixa.box.pressSequentially(`pedreiro ${tag} i`, { delay: 60 });
  await expect(faixa.option(`Pedreiro ${tag} – I`)).toBeVisible();
  await faixa.option(`Pedreiro ${tag} – I`).click();
  await expect(faixa.box).toHaveValue(`Pedreiro ${tag} – I`);

  // 'Talentos Substituídos': the text stays while results arrive, 20 first, more as the list scrolls
  const substituidos = new Picker(page, 'Talentos Substituídos');
  await substituidos.type(`silva ${tag}`);
  await expect(substituidos.options()).toHaveCount(20);
  await substituidos.expectTyped(`silva ${tag}`);
  await expect(substituidos.option(`Silva ${tag} 20`)).toBeVisible();
  await substituidos.scrollToEnd();
  await expect(substituidos.options()).toHaveCount(TALENTOS);
  await substituidos.option(`Silva ${tag} 30`).scrollIntoViewIfNeeded();
  await substituidos.option(`Silva ${tag} 30`).click();
  // the pick keeps the text: the next talent of the same search is one click away
  await substituidos.expectTyped(`silva ${tag}`);
  await substituidos.option(`Silva ${tag} 29`).click();
  await page.keyboard.press('Escape');
  await expect(substituidos.chips()).toHaveText([
    `Silva ${tag} 30 · Matrícula S${tag}30`,
    `Silva ${tag} 29 · Matrícula S${tag}29`,
  ]);

  // two homonyms, told apart by the matrícula under each name
  await substituidos.type(`ana homonima ${tag}`);
  const anas = substituidos.option(`Ana Homônima ${tag}`);
  await expect(anas).toHaveCount(2);
  await expect(anas.nth(0)).toHaveAccessibleDescription(
    new RegExp(`^Matrícula H1${tag} · Obras ${tag} > Alvenaria ${tag} · Pedreiro ${tag}$`),
  );
  await anas.filter({ hasText: `Matrícula H2${tag}` }).click();
  await anas.filter({ hasText: `Matrícula H1${tag}` }).click();
  await page.keyboard.press('Escape');
  await expect(substituidos.box).toHaveValue('');
  await expect(substituidos.chips()).toHaveText([
    `Silva ${tag} 30 · Matrícula S${tag}30`,
    `Silva ${tag} 29 · Matrícula S${tag}29`,
    `Ana Homônima ${tag} · Matrícula H2${tag}`,
    `Ana Homônima ${tag} · Matrícula H1${tag}`,
  ]);

  // the rest of the request, and it is saved with the range and the four talents picked
  await form.fill({ Data: '05/01/2026', Descrição: `Pedreiro para a obra ${tag}` });
  const vagas = /^N[úu]mero de vagas( \*)?$/;
  await page
    .getByRole('spinbutton', { name: vagas })
    .or(page.getByRole('textbox', { name: vagas }))
    .fill('2');
  await form.fill({ 'Horário de Trabalho': '07:00 às 16:00' });
  await form.pick('Estabelecimento', tag, `Canteiro ${tag}`);
  await form.pick('Área Organizacional', `alvenaria ${tag}`, `Obras ${tag} > Alvenaria ${tag}`);
  await form.pick('Motivo da Solicitação', tag, `Obra nova ${tag}`);
  await form.save();
  await expect(form.toast('Solicitação de Pessoal salva com sucesso.')).toBeVisible();
  const salvas = (await (
    await api.get(`/api/${SOLICITACOES}`, { params: { descricao: `Pedreiro para a obra ${tag}` } })
  ).json()) as { faixaSalarial: { rotulo: string }; colaboradoresSubstituidos: number[] }[];
  await api.dispose();
  expect(salvas).toHaveLength(1);
  expect(salvas[0]!.faixaSalarial.rotulo).toBe(`Pedreiro ${tag} – I`);
  expect(salvas[0]!.colaboradoresSubstituidos).toHaveLength(4);
  expect(errors).toEqual([]);
});
