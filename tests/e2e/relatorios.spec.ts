// The report screen (src/admin/screens/relatorios): one generated screen per declared report, with the
// spec's 'Relatorio' (PDF) and 'Exportar para XLS' buttons (§2), the no-data note (§8), the filter's
// validation before anything is sent, cancelling a report on its way, and the 404/access-denied pages.
import { readFile } from 'node:fs/promises';
import {
  type APIRequestContext,
  type Download,
  expect,
  type Locator,
  type Page,
  type Route,
  test,
} from '@playwright/test';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { adminApi, create, ensure } from './helpers/api.ts';
import { seriousViolations } from './helpers/axe.ts';
import { collectErrors } from './helpers/console.ts';
import { uid } from './helpers/env.ts';
import { escapeRe } from './helpers/FormPage.ts';
import { login } from './helpers/login.ts';

const NO_DATA = 'Não existem dados para o filtro informado.';
const ACCESS_DENIED =
  'Você não tem autorização para acessar esta página. Entre em contato com o responsável pelo cadastro de perfis do sistema na sua empresa.';

/** Page object of one report screen. */
class ReportPage {
  readonly pdf: Locator;
  readonly xlsx: Locator;
  readonly cancel: Locator;
  readonly status: Locator;

  constructor(
    readonly page: Page,
    readonly path: string,
  ) {
    this.pdf = page.getByRole('button', { name: 'Relatorio', exact: true });
    this.xlsx = page.getByRole('button', { name: 'Exportar para XLS', exact: true });
    this.cancel = page.getByRole('button', { name: 'Cancelar', exact: true });
    this.status = page.getByRole('main').getByRole('status');
  }

  async goto(title: string): Promise<void> {
    await this.page.goto(`/${this.path}`);
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(this.pdf).toBeEnabled();
  }

  input(label: string): Locator {
    const name = new RegExp(`^${escapeRe(label)}( \\*)?$`);
    return this.page.getByRole('textbox', { name }).or(this.page.getByRole('combobox', { name }));
  }

  /** Picks a record in a reference picker, typing part of its title. */
  async pick(label: string, typed: string, option: string): Promise<void> {
    const box = this.input(label);
    await box.click();
    await box.fill(typed);
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Clicks a button and returns the file the browser downloads. */
  async download(button: Locator): Promise<{ download: Download; bytes: Buffer }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), button.click()]);
    const path = await download.path();
    return { download, bytes: await readFile(path) };
  }

  toast(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as any);
  const rows: unknown[][] = [];
  wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

type Seed = { grupo: string; vazio: string; cargos: string[] };

/** A group with two jobs and an empty group, through the API as the administrator. */
async function seed(api: APIRequestContext): Promise<Seed> {
  const id = uid();
  const area = await ensure(api, 'cargo-salario/areas-organizacionais', { nome: 'Área dos Relatórios E2E' });
  const grupo = `Grupo Relatório ${id}`;
  const vazio = `Grupo Vazio ${id}`;
  const grupoId = (await create(api, 'cargo-salario/grupos-ocupacionais', { nome: grupo })).id;
  await create(api, 'cargo-salario/grupos-ocupacionais', { nome: vazio });
  const cargos = [`Analista de Relatórios ${id}`, `Coordenador de Relatórios ${id}`];
  for (const nome of cargos)
    await create(api, 'cargo-salario/cargos', {
      nome,
      nomeMercado: `${nome} (mercado)`,
      grupoOcupacional: { id: grupoId },
      areasOrganizacionais: [area],
    });
  return { grupo, vazio, cargos };
}

test.describe('tela de relatório', () => {
  let data: Seed;

  test.beforeAll(async ({ baseURL }) => {
    const api = await adminApi(baseURL!);
    data = await seed(api);
    await api.dispose();
  });

  test('gera um PDF e um XLSX pela tela do relatório e os abre', async ({ page }) => {
    const errors = collectErrors(page);
    const shell = await login(page);
    // the menu entry opens the screen
    await shell.navigate('Cargos e Salários', 'Relatórios', 'Cargos Resumidos');
    await expect(page).toHaveURL(/\/cargo-salario\/relatorios\/cargos-resumidos$/);
    const report = new ReportPage(page, 'cargo-salario/relatorios/cargos-resumidos');
    await expect(page.getByRole('heading', { level: 1, name: 'Cargos Resumidos' })).toBeVisible();
    // the schema's default
    await expect(page.getByRole('combobox', { name: /Situação/ })).toHaveText('Ativos');
    expect(await seriousViolations(page)).toEqual([]);

    await report.pick('Grupos Ocupacionais', data.grupo.slice(0, 12), data.grupo);
    const pdf = await report.download(report.pdf);
    expect(pdf.download.suggestedFilename()).toMatch(/^cargos-resumidos-\d{8}-\d{4}\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Cargos Resumidos');
    for (const cargo of data.cargos) expect(text).toContain(cargo);
    await expect(report.status).toHaveText(`Relatório gerado: ${pdf.download.suggestedFilename()}.`);

    const xlsx = await report.download(report.xlsx);
    expect(xlsx.download.suggestedFilename()).toMatch(/^cargos-resumidos-\d{8}-\d{4}\.xlsx$/);
    expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const rows = await sheetRows(xlsx.bytes);
    const row = rows.find((r) => r.includes(data.cargos[0]));
    expect(row, JSON.stringify(rows)).toBeDefined();
    expect(row).toContain(`${data.cargos[0]} (mercado)`);
    // the filter keeps what was chosen
    await expect(page.getByRole('button', { name: data.grupo })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('filtro sem dados mostra a mensagem informativa e não baixa nada', async ({ page }) => {
    await login(page, { to: null });
    const report = new ReportPage(page, 'cargo-salario/relatorios/cargos-resumidos');
    await report.goto('Cargos Resumidos');
    let downloads = 0;
    page.on('download', () => downloads++);
    await report.pick('Grupos Ocupacionais', data.vazio.slice(0, 11), data.vazio);
    await report.pdf.click();
    const note = report.toast(NO_DATA);
    await expect(note).toBeVisible();
    await expect(note).toHaveClass(/MuiAlert-colorInfo/);
    await expect(report.pdf).toBeEnabled();
    expect(downloads).toBe(0);
  });

  test('Cancelar interrompe o relatório: nada é baixado e a tela volta ao normal', async ({ page }) => {
    await login(page, { to: null });
    const report = new ReportPage(page, 'cargo-salario/relatorios/cargos-resumidos');
    await report.goto('Cargos Resumidos');
    // the seeded report is too fast to cancel by hand: hold its request until the test has cancelled it
    // (a fixed delay raced the accessibility scan on a loaded machine)
    let held = 0;
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/cargo-salario/relatorios/cargos-resumidos?*', async (route) => {
      held++;
      await released;
      await route.continue().catch(() => undefined); // the browser gave up on it meanwhile
    });
    let downloads = 0;
    page.on('download', () => downloads++);

    await report.pdf.click();
    await expect(report.status).toHaveText('Gerando o relatório (PDF)…');
    await expect(page.getByText(/^Tempo decorrido: \d+ s$/)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Progresso do relatório' })).toBeVisible();
    await expect(report.pdf).toBeDisabled();
    await expect(report.xlsx).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);

    await report.cancel.click();
    await expect(report.cancel).toHaveCount(0);
    await expect(report.status).toHaveText('Geração do relatório cancelada.');
    await expect(report.pdf).toBeEnabled();
    await expect(report.xlsx).toBeEnabled();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    // the request let go after the cancel: still no file and no message
    release();
    await page.waitForTimeout(2000);
    expect(held).toBe(1);
    expect(downloads).toBe(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('filtro inválido não é enviado: mensagem no campo e foco nele', async ({ page }) => {
    await login(page, { to: null });
    const report = new ReportPage(page, 'cargo-salario/relatorios/historicos-faixas-salariais');
    await report.goto('Históricos das Faixas Salariais');
    // spec §9 defaults: six months back (this report's help says so) to today
    const inicio = report.input('Data Inicial');
    const fim = report.input('Data Final');
    await expect(inicio).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(fim).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    const [d, m, y] = (await fim.inputValue()).split('/').map(Number) as [number, number, number];
    const [d0, m0, y0] = (await inicio.inputValue()).split('/').map(Number) as [number, number, number];
    expect(y * 12 + m - (y0 * 12 + m0)).toBe(6);
    expect(d0).toBeLessThanOrEqual(d);

    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/cargo-salario/relatorios/')) sent++;
    });
    await fim.fill('01/01/2000');
    await report.pdf.click();
    await expect(report.toast('Preencha os campos indicados')).toBeVisible();
    await expect(fim).toHaveAccessibleDescription(/Data final inferior a data inicial\./);
    await expect(fim).toBeFocused();
    expect(sent).toBe(0);
  });

  test('falhas: campos recusados pelo servidor, erro ao gerar e sem conexão mantêm o filtro', async ({
    page,
  }) => {
    await login(page, { to: null });
    const report = new ReportPage(page, 'cargo-salario/relatorios/cargos-resumidos');
    await report.goto('Cargos Resumidos');
    await report.pick('Grupos Ocupacionais', data.grupo.slice(0, 12), data.grupo);
    const answers = [
      // the server refuses a field the browser let through: the message lands on that field
      (route: Route) =>
        route.fulfill({
          status: 400,
          json: {
            status: 400,
            code: 'FIELD_VALIDATION_VIOLATION',
            message: 'Preencha os campos indicados',
            errors: [{ field: 'gruposOcupacionais', message: 'Grupo Ocupacional inexistente.' }],
          },
        }),
      (route: Route) =>
        route.fulfill({
          status: 500,
          json: { status: 500, code: 'REPORT_FAILURE', message: 'Não foi possível gerar o relatório.' },
        }),
      (route: Route) => route.abort('connectionrefused'),
    ];
    await page.route('**/api/cargo-salario/relatorios/cargos-resumidos?*', (route) =>
      answers.shift()!(route),
    );
    const grupos = report.input('Grupos Ocupacionais');

    await report.pdf.click();
    await expect(report.toast('Preencha os campos indicados')).toBeVisible();
    await expect(grupos).toHaveAccessibleDescription(/Grupo Ocupacional inexistente\./);
    await expect(grupos).toBeFocused();

    await report.xlsx.click();
    const failure = report.toast('Não foi possível gerar o relatório.');
    await expect(failure).toBeVisible();
    await expect(failure).toHaveClass(/MuiAlert-colorError/);

    await report.pdf.click();
    await expect(report.toast('Não foi possível conectar ao servidor do Gente.')).toBeVisible();
    // whatever happened, the filter is as it was typed
    await expect(page.getByRole('button', { name: data.grupo })).toBeVisible();
    await expect(report.pdf).toBeEnabled();
  });

  test('relatório desconhecido é 404; relatório fora do perfil, acesso negado', async ({ page, baseURL }) => {
    await login(page, { to: null });
    await page.goto('/cargo-salario/relatorios/nao-existe');
    await expect(page.getByRole('heading', { name: 'ERRO 404 - PÁGINA NÃO ENCONTRADA' })).toBeVisible();

    const api = await adminApi(baseURL!);
    const perfil = await ensure(api, 'utilitario/perfis', {
      nome: 'Somente Captação (relatórios)',
      permissoes: ['ROLE_CAPTACAO'],
    });
    const cpf = '11144477735';
    const senha = 'senha-captacao-1';
    const users = (await (
      await api.get('/api/utilitario/usuarios', { params: { resumido: 'true' } })
    ).json()) as {
      nome: string;
    }[];
    if (!users.some((u) => u.nome === 'Usuário Só Captação'))
      await create(api, 'utilitario/usuarios', {
        nome: 'Usuário Só Captação',
        cpf,
        senha,
        perfis: [perfil],
        empresas: [1],
      });
    await api.dispose();

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await login(page, { cpf, senha, to: null });
    await page.goto('/cargo-salario/relatorios/cargos-resumidos');
    await expect(page.getByText(ACCESS_DENIED)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Relatorio' })).toHaveCount(0);
  });
});
