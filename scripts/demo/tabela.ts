// Rows planned in JS, kept column by column (what `unnest` wants and cheaper than 500,000 objects).
// Foreign keys hold the POSITION of the referenced row in its own table's plan: ids are only known when
// the writer reserves them (gravacao.ts), and are then substituted column by column.

/** A table's planned rows: column name → values (null where a row has none). */
export class Tabela {
  readonly colunas = new Map<string, unknown[]>();
  linhas = 0;

  constructor(
    readonly nome: string,
    /** FK column → planned table it points into (values are positions in that plan) */
    readonly chaves: Readonly<Record<string, string>> = {},
  ) {}

  /** Adds a row; returns its position. Columns absent from a row are null there. */
  add(linha: Record<string, unknown>): number {
    for (const [coluna, valor] of Object.entries(linha)) {
      let valores = this.colunas.get(coluna);
      if (!valores) {
        valores = new Array(this.linhas).fill(null);
        this.colunas.set(coluna, valores);
      }
      valores.push(valor ?? null);
    }
    this.linhas++;
    for (const valores of this.colunas.values()) if (valores.length < this.linhas) valores.push(null);
    return this.linhas - 1;
  }

  valor(coluna: string, linha: number): unknown {
    return this.colunas.get(coluna)?.[linha] ?? null;
  }
}
