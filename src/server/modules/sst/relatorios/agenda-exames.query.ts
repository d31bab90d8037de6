// The exam schedule printed (reports/sst/agenda-exames.json): the rows of the schedule screen (agenda.ts) on
// today's employment, due within the period — by default also what is still overdue or pending from before
// it, so the printout is the list to act on — by establishment, most urgent first.
import { sql } from 'kysely';
import asoSchema from '../../../../../schemas/sst/aso.json' with { type: 'json' };
import { today } from '../../../http/params.ts';
import { defineReportQuery } from '../../../reports/context.ts';
import { rotuloSql } from '../../../reports/sql.ts';
import { agendaSql, comNomes, STATUS_AGENDA } from '../agenda.ts';

const TIPOS = asoSchema.properties.tipo['x-enum-labels'];

export default defineReportQuery((f, { session }) => {
  const agenda = agendaSql(session.empresaId, {
    referencia: today(),
    estabelecimentos: f.estabelecimentos,
    exames: f.exames?.length ? f.exames : undefined,
    dataIni: f.dataIni,
    dataFim: f.dataFim,
    incluirAtrasados: f.incluirAtrasados !== false,
  });
  return sql`
    SELECT coalesce(g.estabelecimento, 'Sem estabelecimento') AS estabelecimento, g.estabelecimento_id,
           g.nome AS talento,
           g.matricula, g.area, g.funcao, g.exame, ${rotuloSql(TIPOS, sql`g.tipo`)} AS tipo,
           g.ultimo::date AS ultimo, g.proximo::date AS proximo,
           ${rotuloSql(STATUS_AGENDA, sql`g.status`)} AS situacao
      FROM (${comNomes(sql`(${agenda})`)}) g
     ORDER BY g.estabelecimento, g.estabelecimento_id, g.proximo_data NULLS LAST, g.nome, g.colaborador_id, g.exame`;
});
