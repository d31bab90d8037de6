// SST part 3 in the browser, as a safety technician goes through it: an EPI delivered to an employee and the
// employee's EPI record printed; a batch of S-2240 sent to a local eSocial (tests/helpers/esocial-server.ts,
// where scripts/e2e-server.mjs points the app) and its receipts seen; the rejected event corrected in the
// employee's register, generated again, sent and accepted, and its chain shown.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { certificadoTeste } from '../api/sst/certificado-teste.ts';
import type { ServidorEsocial } from '../helpers/esocial-server.ts';
import { adminApi, create, empresaComCnpj } from './helpers/api.ts';
import { collectErrors } from './helpers/console.ts';
import { uid } from './helpers/env.ts';
import { cpfDe, esocialLocal } from './helpers/esocial.ts';
import { FormPage } from './helpers/FormPage.ts';
import { login } from './helpers/login.ts';

let srv: ServidorEsocial | undefined;
test.afterAll(async () => {
  await srv?.close();
});

test('EPI entregue e ficha impressa; lote de S-2240 enviado, recibos, rejeitado corrigido e reenviado', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const tag = uid();
  const digitos = () => String(Math.floor(100_000_000 + Math.random() * 899_999_999));
  const ana = `Ana Envio ${tag}`;
  const rui = `Rui Recusa ${tag}`;
  const matriculaFora = `R${tag}`.slice(0, 30);
  const epiNome = `Luva nitrílica ${tag}`;
  srv = await esocialLocal(baseURL!, { consultasEmProcessamento: 0, matriculasForaDoRet: [matriculaFora] });

  // set-up: the company's CNPJ and A1 certificate, an establishment, an environment and a function with their
  // condition (no harmful agent), two employees placed in them, an EPI
  const api = await adminApi(baseURL!);
  await empresaComCnpj(api);
  const cnpj = ((await (await api.get('/api/utilitario/empresas/1')).json()) as { cnpj: string }).cnpj;
  const cert = certificadoTeste({ cnpj });
  const guardado = await api.post('/api/sst/certificado-digital', {
    data: { arquivo: cert.base64, senha: cert.senha },
  });
  expect(guardado.status(), await guardado.text()).toBe(200);
  const est = await create(api, 'utilitario/estabelecimentos', {
    nome: `Depósito ${tag}`,
    tipoInscricao: 'CNPJ',
    complementoCnpj: String(1000 + Math.floor(Math.random() * 8999)),
    endereco: { logradouro: 'Rua B', numero: '2', bairro: 'Centro', uf: { id: 35 }, cidade: { id: 3550308 } },
  });
  const ambiente = await create(api, 'sst/ambientes', {
    historicos: [
      {
        data: '2020-01-01',
        nomeAmbiente: `Expedição ${tag}`,
        tipoLocal: 'E',
        estabelecimento: { id: est.id },
      },
    ],
  });
  const funcao = await create(api, 'sst/funcoes', {
    historicos: [
      {
        data: '2020-01-01',
        nomeFuncao: `Conferente ${tag}`,
        cbo: { id: 784205 },
        descricao: 'Conferir cargas.',
      },
    ],
  });
  const prof = await create(api, 'sst/profissional', {
    nome: `Eng. Lia ${tag}`,
    cpf: cpfDe(digitos()),
    orgaoDeClasse: 4,
    numeroInscricao: '5061234567',
    uf: { id: 35 },
  });
  await create(api, 'sst/condicoes-ambientais', {
    data: '2024-02-01',
    ambiente: { id: ambiente.id },
    profissionais: [prof.id],
    observacao: 'Laudo de fevereiro de 2024.',
    agentes: [{ atividadePerigosaInsalubre: { id: 901001 } }],
  });
  const area = await create(api, 'cargo-salario/areas-organizacionais', { nome: `Logística ${tag}` });
  const cargo = await create(api, 'cargo-salario/cargos', {
    nome: `Conferente ${tag}`,
    nomeMercado: 'Conferente',
    areasOrganizacionais: [area.id],
  });
  const faixa = await create(api, 'cargo-salario/faixas-salariais', {
    cargo: { id: cargo.id },
    nome: 'A',
    codigoCBO: '784205',
    historico: [{ data: '2000-01-01', tipo: 3, valor: 3000 }],
  });
  const ids: Record<string, number> = {};
  for (const [nome, matricula] of [
    [ana, `A${tag}`.slice(0, 30)],
    [rui, matriculaFora],
  ] as const) {
    const c = await create(api, 'cargo-salario/colaboradores', {
      nome,
      cpf: cpfDe(digitos()),
      matricula,
      dataAdmissao: '2024-01-10',
    });
    await create(api, 'cargo-salario/historicos-colaboradores', {
      colaborador: { id: c.id },
      data: '2024-01-10',
      areaOrganizacional: { id: area.id },
      faixaSalarial: { id: faixa.id },
      tipoSalario: 3,
      salario: 3000,
      ambiente: { id: ambiente.id },
      funcao: { id: funcao.id },
    });
    ids[nome] = c.id;
  }
  const tipoEpi = await create(api, 'sst/tipos-epi', { nome: `Luvas ${tag}` });
  await create(api, 'sst/epis', {
    nome: epiNome,
    tipoEpi: { id: tipoEpi.id },
    descricao: 'Luva nitrílica',
    historicoCA: [{ data: '2020-01-01', numeroCA: '38710', vencimentoCA: '2030-01-01' }],
  });
  // the S-2240 of both, generated and signed (the generation screens have their own test: sst.spec.ts)
  for (const nome of [ana, rui]) {
    const res = await api.post('/api/sst/eventos-esocial/s-2240', {
      data: { colaborador: { id: ids[nome] }, data: '2024-06-01' },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await api.dispose();
  await login(page, { to: null });

  // EPI: delivered to Ana, with the CA in force on the day
  const entrega = new FormPage(page, 'sst/entregas-epi');
  await entrega.gotoNew();
  await entrega.pick('Talento', tag, ana);
  await entrega.fill({ 'Data da Entrega': '10/06/2024' });
  await page.getByRole('button', { name: 'Inserir EPI' }).click();
  const item = page.getByRole('dialog');
  await entrega.pick('EPI', tag, epiNome);
  await item.getByRole('button', { name: 'Gravar' }).click();
  await expect(item).toHaveCount(0);
  await entrega.save();
  await expect(entrega.toast('Entrega de EPI salva com sucesso.')).toBeVisible();

  // her EPI record, printed
  await page.goto('/sst/relatorios/ficha-epi');
  await expect(page.getByRole('heading', { level: 1, name: 'Ficha de EPI' })).toBeVisible();
  await entrega.pick('Talento', tag, ana);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Relatorio', exact: true }).click(),
  ]);
  const pdf = await getDocumentProxy(new Uint8Array(await readFile((await download.path())!)));
  const texto = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
  expect(texto).toContain(ana);
  expect(texto).toContain(epiNome);
  expect(texto).toContain('38710');

  // eSocial: the two signed events sent in one batch
  await page.goto('/sst/esocial-envio');
  await expect(page.getByRole('heading', { level: 1, name: 'Envio ao eSocial' })).toBeVisible();
  const linha = (nome: string) => page.getByRole('row').filter({ hasText: nome });
  for (const nome of [ana, rui]) {
    await expect(linha(nome)).toContainText('Assinado');
    await page.getByRole('checkbox', { name: `Escolher S-2240 de ${nome}` }).check();
  }
  await page.getByRole('button', { name: 'Enviar lote (2)' }).click();
  const aviso = page.getByRole('main').getByRole('status');
  await expect(aviso).toContainText(
    /^2 evento\(s\) enviado\(s\) ao eSocial — lote 1\.2\.\d{6}\.\d+ recebido/,
  );
  expect(srv.requisicoes.filter((r) => r.operacao === 'enviar')).toHaveLength(1);

  // processed: Ana's receipt, Rui's occurrence naming the field
  await page.getByRole('combobox', { name: /^Situação/ }).click();
  await page.getByRole('option', { name: 'Todos' }).click();
  await expect(linha(ana)).toContainText('Enviado (em processamento)');
  await page.getByRole('button', { name: 'Consultar lotes em processamento' }).click();
  await expect(aviso).toContainText(/processado: 1 aceito\(s\), 1 rejeitado\(s\)\./);
  await expect(linha(ana)).toContainText(/Aceito.*Recibo 1\.2\.\d{19}/);
  await expect(linha(rui)).toContainText('Rejeitado');
  await expect(linha(rui)).toContainText(
    '1100 — O trabalhador não consta do RET com esta matrícula. (campo ideVinculo/matricula)',
  );

  // corrected in the employee's register, which comes back here
  await linha(rui).getByRole('button', { name: 'Talento' }).click();
  const talento = new FormPage(page, 'cargo-salario/colaboradores');
  await talento.loaded();
  await talento.fill({ Matrícula: `C${tag}`.slice(0, 30) });
  await talento.save();
  await expect(page).toHaveURL(/\/sst\/esocial-envio\?filtro=rejeitados$/);
  await linha(rui)
    .getByRole('button', { name: /^Gerar de novo/ })
    .click();
  await expect(aviso).toContainText(/^Novo S-2240 gerado: ID1\d{33} \(assinado\)/);
  await page.getByRole('button', { name: 'Enviar lote (1)' }).click();
  await expect(aviso).toContainText(/^1 evento\(s\) enviado\(s\) ao eSocial/);
  expect(srv.eventos.at(-1)!.matricula).toBe(`C${tag}`.slice(0, 30));

  await page.getByRole('combobox', { name: /^Situação/ }).click();
  await page.getByRole('option', { name: 'Em processamento' }).click();
  await page.getByRole('button', { name: 'Consultar lotes em processamento' }).click();
  await expect(aviso).toContainText(/processado: 1 aceito\(s\), 0 rejeitado\(s\)\./);
  await page.getByRole('combobox', { name: /^Situação/ }).click();
  await page.getByRole('option', { name: 'Aceitos' }).click();
  await expect(linha(rui)).toContainText(/Aceito.*Recibo 1\.2\.\d{19}/);

  // the chain: the rejected event replaced by the accepted one, its occurrence kept
  await linha(rui)
    .getByRole('button', { name: /^Cadeia de/ })
    .click();
  const cadeia = page.getByRole('dialog', { name: 'Cadeia do evento' });
  const passos = cadeia.getByRole('list', { name: 'Eventos da cadeia' }).getByRole('listitem');
  await expect(passos.first()).toContainText('Substituído');
  await expect(passos.first()).toContainText('campo ideVinculo/matricula');
  await expect(cadeia).toContainText('Aceito');
  await cadeia.getByRole('button', { name: 'Fechar' }).click();
  expect(errors).toEqual([]);
});
