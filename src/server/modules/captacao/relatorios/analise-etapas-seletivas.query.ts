// Análise das Etapas Seletivas: for each personnel request, how its candidates fared in each selected stage
// within the period — the funnel a recruiter reads to see where candidates drop out.
// Columns: Ordem and Etapa Seletiva; Candidatos (candidates with a move in the stage in the period);
// Aprovados, Reprovados, Aguardando (by the candidate's latest result in that stage); % Aprovação
// (aprovados ÷ candidatos × 100). Subtotals per request and a grand total of the counts.
// Filter: period of the moves, request situation, establishments, areas/groups, jobs, requests, stages (≥ 1).
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { idsDe } from '../../../reports/sql.ts';
import {
  contagensEtapaSql,
  filtroSolicitacoes,
  noPeriodo,
  solicitacaoComCargoSql,
  ultimoResultadoPorEtapa,
} from './comum.ts';

export default defineReportQuery((f, { session }) => {
  const empresaId = session.empresaId;
  return sql`
    SELECT s.id AS solicitacao_id, ${solicitacaoComCargoSql('s', 'fx', 'cg')} AS solicitacao,
           e.ordem, e.nome AS etapa, ${contagensEtapaSql('u')},
           round(100.0 * count(*) FILTER (WHERE u.resultado = 'APROVADO') / count(*), 2) AS percentual_aprovacao
      FROM ${ultimoResultadoPorEtapa(
        empresaId,
        sql`h.etapa_seletiva_id = ANY(${idsDe(f.etapasSeletivas)}::int[]) AND ${noPeriodo(f, sql`h.data`)}`,
      )} u
      JOIN solicitacao_pessoal s ON s.id = u.solicitacao_id AND s.empresa_id = ${empresaId}
      JOIN faixa_salarial fx ON fx.id = s.faixa_salarial_id
      JOIN cargo cg ON cg.id = fx.cargo_id
      JOIN etapa_seletiva e ON e.id = u.etapa_seletiva_id
     WHERE ${filtroSolicitacoes(f, empresaId)}
     GROUP BY s.id, fx.id, cg.id, e.id
     ORDER BY s.data, s.id, e.ordem, e.id`;
});
