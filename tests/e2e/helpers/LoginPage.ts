// Page object of /login (src/login/LoginApp.tsx).
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { ADMIN_CPF, ADMIN_SENHA, DEFAULT_COMPANY } from './env.ts';

export class LoginPage {
  readonly cpf: Locator;
  readonly senha: Locator;
  readonly empresa: Locator;
  readonly submit: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.cpf = page.getByRole('textbox', { name: /^CPF/ });
    this.senha = page.getByLabel(/^Senha/);
    this.empresa = page.getByRole('combobox', { name: /^Empresa/ });
    this.submit = page.getByRole('button', { name: 'Entrar' });
    this.alert = page.getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await this.loaded();
  }

  async loaded(): Promise<void> {
    await expect(this.cpf).toBeVisible();
  }

  /** Types the CPF like a person (the mask formats it). */
  async fillCpf(cpf: string): Promise<void> {
    await this.cpf.pressSequentially(cpf);
  }

  async chooseCompany(name: string): Promise<void> {
    await this.empresa.selectOption({ label: name });
  }

  /** The message shown under a field, read with it as its description. */
  async expectFieldError(field: Locator, message: string): Promise<void> {
    await expect(field).toHaveAccessibleDescription(message);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }

  /** Sends the form and answers the status of POST /api/login (0 when it never reached the server). */
  async send(): Promise<number> {
    const isLogin = (r: Request) => r.url().endsWith('/api/login') && r.method() === 'POST';
    const answer = Promise.race([
      this.page.waitForResponse((r) => isLogin(r.request())).then((r) => r.status()),
      this.page.waitForEvent('requestfailed', isLogin).then(() => 0),
    ]).catch(() => 0);
    await this.submit.click();
    return answer;
  }

  /**
   * Logs in: CPF and password; a user of several companies then gets the company list (409) and chooses
   * `company` (the installation's first one by default).
   */
  async login(cpf = ADMIN_CPF, senha = ADMIN_SENHA, company = DEFAULT_COMPANY): Promise<void> {
    await this.fillCpf(cpf);
    await this.senha.fill(senha);
    if ((await this.send()) !== 409) return;
    await expect(this.empresa.locator('option', { hasText: company })).toHaveCount(1);
    await this.chooseCompany(company);
    await this.submit.click();
  }
}
