// Seeds `geracao` (geral/geracoes) with the six Brazilian generations when the table is empty; later edits by the
// installation are kept (the table is never refilled while it has rows).
import { sql } from 'kysely';
import { defineReferenceData } from '../../db/reference-data.ts';
import { GERACOES_PADRAO } from './geracoes.ts';

export default defineReferenceData({
  table: 'geracao',
  async load(trx) {
    const vazia = (await sql<{ e: boolean }>`SELECT NOT EXISTS (SELECT 1 FROM geracao) AS e`.execute(trx))
      .rows[0]!.e;
    if (!vazia) return 0;
    for (const g of GERACOES_PADRAO)
      await sql`INSERT INTO geracao (nome, ano_inicial, ano_final, descricao)
        VALUES (${g.nome}, ${g.anoInicial}, ${g.anoFinal}, ${g.descricao})`.execute(trx);
    return GERACOES_PADRAO.length;
  },
});
