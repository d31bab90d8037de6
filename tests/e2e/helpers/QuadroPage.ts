// The selection board of a personnel request (/captacao/solicitacoes-pessoal/:id/processo-seletivo) as a
// recruiter meets it, and what "fits the screen" means there: the page no wider than the window, the
// columns area the only part that scrolls sideways.
import { expect, type Locator, type Page } from '@playwright/test';

export class QuadroPage {
  constructor(readonly page: Page) {}

  async goto(solicitacaoId: number) {
    await this.page.goto(`/captacao/solicitacoes-pessoal/${solicitacaoId}/processo-seletivo`);
    await expect(this.page.getByRole('heading', { name: 'Processo seletivo', level: 1 })).toBeVisible();
    await expect(this.colunas).toBeVisible();
  }

  /** The columns area (a column per stage). */
  get colunas(): Locator {
    return this.page.getByRole('region', { name: 'Etapas do processo seletivo' });
  }

  coluna(titulo: string): Locator {
    return this.page.getByRole('region', { name: titulo, exact: true });
  }

  get voltar(): Locator {
    return this.page.getByRole('button', { name: 'Voltar para a solicitação' });
  }

  get incluir(): Locator {
    return this.page.getByRole('button', { name: 'Incluir candidatos' });
  }

  visao(nome: 'Quadro' | 'Lista'): Locator {
    return this.page.getByRole('group', { name: 'Visualização' }).getByRole('button', { name: nome });
  }

  /** The document's width and the window's: the page must not scroll sideways. */
  larguras() {
    return this.page.evaluate(() => ({
      documento: document.documentElement.scrollWidth,
      janela: document.documentElement.clientWidth,
    }));
  }

  /** The columns area's own widths: what it holds and what it shows. */
  larguraDasColunas() {
    return this.colunas.evaluate((el) => ({ conteudo: el.scrollWidth, visivel: el.clientWidth }));
  }

  /** Whether `el` lies inside the window, horizontally. */
  async dentroDaJanela(el: Locator): Promise<boolean> {
    const box = await el.boundingBox();
    const { janela } = await this.larguras();
    return !!box && box.x >= 0 && box.x + box.width <= janela + 0.5;
  }
}
