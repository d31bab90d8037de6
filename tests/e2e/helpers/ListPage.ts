// Page object of a generated list (src/admin/generic/SchemaList.tsx), for any register path.
import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRe, FormPage } from './FormPage.ts';

export class ListPage {
  constructor(
    readonly page: Page,
    /** register path, e.g. 'captacao/etapas-seletivas' */
    readonly path: string,
  ) {}

  /** Opens /<path> and waits until the table (or the empty text) is shown. */
  async goto(): Promise<void> {
    await this.page.goto(`/${this.path}`);
    await this.loaded();
  }

  /** The first list of a page brings the registers' screens: on a busy machine more than expect's 10 s. */
  async loaded(): Promise<void> {
    await expect(this.page.getByRole('table').or(this.emptyText)).toBeVisible({ timeout: 20_000 });
  }

  get emptyText(): Locator {
    return this.page.getByText('Nenhum registro encontrado.', { exact: true });
  }

  countText(n: number): Locator {
    return this.page.getByText(`${n} registro(s) encontrado(s).`, { exact: true });
  }

  /** Data rows (the header row excluded). */
  get rows(): Locator {
    return this.page.getByRole('table').locator('tbody').getByRole('row');
  }

  /** The rows with a cell that reads exactly `text`. */
  row(text: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('cell', { name: text, exact: true }) });
  }

  /** The 'Inserir' button, then the create form at /<path>/new. */
  async insert(): Promise<FormPage> {
    await this.page.getByRole('button', { name: 'Inserir', exact: true }).click();
    await expect(this.page).toHaveURL(new RegExp(`/${escapeRe(this.path)}/new$`));
    const form = new FormPage(this.page, this.path);
    await form.loaded();
    return form;
  }

  /** A row action by its accessible name ('Editar', 'Remover', …), inline or in the row's menu. */
  async rowAction(rowText: string, action: string): Promise<void> {
    const row = this.row(rowText);
    // the list may still be loading after a save: the row decides which kind of actions it has
    await expect(row).toBeVisible();
    const inline = row.getByRole('button', { name: action, exact: true });
    if (await inline.count()) await inline.click();
    else {
      await row.getByRole('button', { name: /^Ações/ }).click();
      await this.page.getByRole('menuitem', { name: action, exact: true }).click();
    }
  }

  async edit(rowText: string): Promise<FormPage> {
    await this.rowAction(rowText, 'Editar');
    await expect(this.page).toHaveURL(new RegExp(`/${escapeRe(this.path)}/\\d+$`));
    const form = new FormPage(this.page, this.path);
    await form.loaded();
    return form;
  }

  /** 'Remover' on a row, answering 'OK' to 'Confirmar exclusão?'. */
  async remove(rowText: string): Promise<void> {
    await this.rowAction(rowText, 'Remover');
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toContainText('Confirmar exclusão?');
    await dialog.getByRole('button', { name: 'OK' }).click();
  }

  /** Opens the filter accordion ('Exibir Filtro'). */
  async showFilter(): Promise<void> {
    await this.page.getByRole('button', { name: 'Exibir Filtro' }).click();
    await expect(this.page.getByRole('button', { name: 'Ocultar Filtro' })).toBeVisible();
  }

  async filter(values: Record<string, string>): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Filtro' });
    for (const [label, value] of Object.entries(values))
      await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole('button', { name: 'Pesquisar' }).click();
  }

  /** Clicks a column header to sort by it (server-side). */
  async sortBy(label: string): Promise<void> {
    await this.page.getByRole('columnheader', { name: label }).getByRole('button').click();
  }

  /** The text of one column of every shown row. */
  async column(index: number): Promise<string[]> {
    return this.rows.locator(`td:nth-child(${index + 1})`).allInnerTexts();
  }
}
