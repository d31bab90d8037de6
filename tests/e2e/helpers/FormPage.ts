// Page object of a generated form (src/admin/generic/form/SchemaForm.tsx), for any register path.
import { expect, type Locator, type Page } from '@playwright/test';

export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The accessible name of an input: its title, with ' *' when required. */
const nameOf = (label: string) => new RegExp(`^${escapeRe(label)}( \\*)?$`);

export class FormPage {
  constructor(
    readonly page: Page,
    readonly path: string,
  ) {}

  async gotoNew(): Promise<void> {
    await this.page.goto(`/${this.path}/new`);
    await this.loaded();
  }

  /**
   * The first form of a page brings the form's code and the register's validator; with two browsers and two
   * apps sharing two cores that took 10-15 s, so the wait is longer than expect's default (10 s).
   */
  async loaded(): Promise<void> {
    await expect(this.page.getByRole('button', { name: 'Gravar' })).toBeVisible({ timeout: 25_000 });
  }

  /** The text input, number input or combobox labelled `label`. */
  input(label: string): Locator {
    return this.page
      .getByRole('textbox', { name: nameOf(label) })
      .or(this.page.getByRole('spinbutton', { name: nameOf(label) }))
      .or(this.page.getByRole('combobox', { name: nameOf(label) }));
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.input(label).fill(value);
  }

  /** A Sim/Não question. */
  radioGroup(label: string): Locator {
    return this.page.getByRole('radiogroup', { name: nameOf(label) });
  }

  async choose(label: string, option: 'Sim' | 'Não'): Promise<void> {
    await this.radioGroup(label).getByRole('radio', { name: option }).check();
  }

  /** Picks a record of another register, typing part of its title (search as you type). */
  async pick(label: string, typed: string, option: string): Promise<void> {
    const box = this.page.getByRole('combobox', { name: nameOf(label) });
    await box.click();
    await box.fill(typed);
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Gravar' }).click();
  }

  async cancel(): Promise<void> {
    await this.page.getByRole('button', { name: 'Cancelar' }).click();
  }

  /** 'Remover' in the form, answering 'OK' to 'Confirmar exclusão?'. */
  async remove(): Promise<void> {
    await this.page.getByRole('button', { name: 'Remover' }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toContainText('Confirmar exclusão?');
    await dialog.getByRole('button', { name: 'OK' }).click();
  }

  /** The message is shown under the field and read with it (its accessible description). */
  async expectFieldError(
    label: string,
    message: string,
    kind: 'input' | 'radiogroup' = 'input',
  ): Promise<void> {
    const field = kind === 'input' ? this.input(label) : this.radioGroup(label);
    await expect(field).toHaveAccessibleDescription(new RegExp(escapeRe(message)));
    await expect(this.page.getByText(message, { exact: true })).toBeVisible();
  }

  async expectNoFieldError(label: string): Promise<void> {
    await expect(this.input(label)).not.toHaveAttribute('aria-invalid', 'true');
  }

  /** A toast (success, warning 'Aviso' or error 'Erro') whose message is this text. */
  toast(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: new RegExp(`(^|Aviso|Erro)${escapeRe(text)}$`) });
  }
}
