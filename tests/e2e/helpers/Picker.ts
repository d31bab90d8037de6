// Page object of a reference picker (src/admin/generic/ReferencePicker.tsx) in a form or a filter: typed key
// by key as a user types, its list scrolled to load more, its options named by their labels and described by
// their details (a talent's matrícula, area and job), its choices as chips.
import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRe } from './FormPage.ts';

export class Picker {
  readonly box: Locator;

  constructor(
    readonly page: Page,
    readonly label: string,
  ) {
    this.box = page.getByRole('combobox', { name: new RegExp(`^${escapeRe(label)}( \\*)?$`) });
  }

  /** Types one key at a time with a typist's pause, never pasting the whole text at once. */
  async type(text: string): Promise<void> {
    await this.box.click();
    await this.box.pressSequentially(text, { delay: 60 });
  }

  async clear(): Promise<void> {
    await this.box.fill('');
  }

  /** The open list of this picker. */
  get list(): Locator {
    return this.page.getByRole('listbox', { name: new RegExp(`^${escapeRe(this.label)}( \\*)?$`) });
  }

  option(name: string | RegExp): Locator {
    return this.list.getByRole('option', typeof name === 'string' ? { name, exact: true } : { name });
  }

  options(): Locator {
    return this.list.getByRole('option');
  }

  /** The list scrolled to its end, as a wheel does: the next page is asked for. */
  async scrollToEnd(): Promise<void> {
    await this.list.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
      el.dispatchEvent(new Event('scroll'));
    });
  }

  /** Chips of a multi-select, by their text. */
  chips(): Locator {
    return this.box
      .locator('xpath=ancestor::div[contains(@class,"MuiAutocomplete-root")]')
      .locator('.MuiChip-root');
  }

  async expectTyped(text: string): Promise<void> {
    await expect(this.box).toHaveValue(text);
  }
}
