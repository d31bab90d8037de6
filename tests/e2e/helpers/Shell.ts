// Page object of the authenticated shell (src/admin/shell): header, side menu, user menu, dialogs.
import { expect, type Locator, type Page } from '@playwright/test';

export class Shell {
  readonly header: Locator;
  readonly sideMenu: Locator;
  readonly menuSearch: Locator;
  readonly company: Locator;

  constructor(readonly page: Page) {
    this.header = page.locator('header');
    this.sideMenu = page.getByRole('navigation', { name: 'Menu principal' });
    this.menuSearch = page.getByRole('combobox', { name: 'Pesquisar Menu' });
    this.company = page.getByRole('button', { name: /^Empresa: / });
  }

  async loaded(): Promise<void> {
    await expect(this.sideMenu).toBeVisible();
  }

  /** Opens the side menu groups in order and clicks the item, e.g. ('Captação', 'Cadastros', 'Etapas Seletivas'). */
  async navigate(...labels: string[]): Promise<void> {
    for (const label of labels.slice(0, -1)) {
      const group = this.sideMenu.getByRole('button', { name: label, exact: true });
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    }
    await this.sideMenu.getByRole('link', { name: labels[labels.length - 1], exact: true }).click();
  }

  /** Menu search results (breadcrumbs) for a query. */
  async search(query: string): Promise<Locator> {
    await this.menuSearch.fill(query);
    return this.page.getByRole('listbox').getByRole('option');
  }

  /** The user menu (the last menu button of the header, named after the user). */
  async openUserMenu(): Promise<Locator> {
    await this.header.locator('button[aria-haspopup="menu"]').last().click();
    return this.page.getByRole('menu');
  }

  /**
   * 'Sair', then waits for the login page: the console hands over to it with a full navigation.
   * Tried again when the page does not leave: once in a CI run, a click on 'Sair' made while the
   * home was still loading its chunks never reached the item (no /api/logout was sent).
   */
  async logout(): Promise<void> {
    const login = this.page.getByRole('textbox', { name: /^CPF/ });
    await expect(async () => {
      if (await login.isVisible()) return;
      const menu = this.page.getByRole('menu');
      if (!(await menu.isVisible())) await this.openUserMenu();
      await menu.getByRole('menuitem', { name: 'Sair' }).click({ timeout: 5_000 });
      await login.waitFor({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
  }

  async switchCompany(name: string): Promise<void> {
    await this.company.click();
    await this.page.getByRole('menu').getByRole('menuitem', { name }).click();
    await expect(this.company).toHaveAccessibleName(`Empresa: ${name}`);
  }
}
