// The candidate portal as a visitor and a candidate meet it: the careers page (open vacancies without a
// session), an ad, 'Candidatar-se', the login it leads to, and the header's greeting.
import { expect, type Locator, type Page } from '@playwright/test';

export class PortalPage {
  constructor(readonly page: Page) {}

  get titulo(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  vaga(titulo: string): Locator {
    return this.page.getByRole('link', { name: titulo });
  }

  get candidatar(): Locator {
    return this.page.getByRole('button', { name: 'Candidatar-se' });
  }

  /** What a visitor is asked after 'Candidatar-se'. */
  get pedidoDeEntrada(): Locator {
    return this.page.getByRole('region', { name: 'Para se candidatar, entre ou cadastre-se' });
  }

  async entrar(cpf: string, senha: string) {
    await this.page.getByRole('textbox', { name: /^CPF/ }).fill(cpf);
    await this.page.getByLabel(/^Senha/).fill(senha);
    await this.page.getByRole('button', { name: 'Entrar', exact: true }).click();
  }

  get saudacao(): Locator {
    return this.page.locator('.saudacao');
  }

  /** How many lines an element's text takes (its height over its line height). */
  linhas(el: Locator): Promise<number> {
    return el.evaluate((e) => {
      const altura = e.getBoundingClientRect().height;
      const linha = Number.parseFloat(getComputedStyle(e).lineHeight) || 1;
      return Math.round(altura / linha);
    });
  }

  async larguraIgualAJanela() {
    const { documento, janela } = await this.page.evaluate(() => ({
      documento: document.documentElement.scrollWidth,
      janela: document.documentElement.clientWidth,
    }));
    expect(documento).toBeLessThanOrEqual(janela);
  }
}
