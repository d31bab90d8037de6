// Trocas de EPI (reports/sst/trocas-epi.json): the rows of GET sst/trocas-epi (epi-sql.ts), most overdue first.
import { sql } from 'kysely';
import { today } from '../../../http/params.ts';
import { defineReportQuery } from '../../../reports/context.ts';
import { SITUACOES_TROCA } from '../epi.ts';
import { ORDEM_TROCAS, trocasSql } from '../epi-sql.ts';

export default defineReportQuery((f, { session }) => {
  const filtro = {
    referencia: (f.referencia as string | undefined) ?? today(),
    situacao: f.situacao?.length ? f.situacao : undefined,
    colaborador: f.colaborador,
    epi: f.epi,
    area: f.area,
  };
  const rotulo = sql.join(
    Object.entries(SITUACOES_TROCA).map(([k, v]) => sql`WHEN ${k} THEN ${v}`),
    sql` `,
  );
  return sql`
    SELECT t.*, CASE t.situacao ${rotulo} END AS situacao_rotulo
      FROM (${trocasSql(session.empresaId, filtro)}) t
     ORDER BY ${ORDEM_TROCAS}`;
});
