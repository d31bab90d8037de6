// Avaliação dos Candidatos por Etapa: what was recorded about each candidate in each selected stage of a
// personnel request's process within the period, by request and candidate. Until the questionnaire engine
// of the evaluation module answers candidate evaluations, the evaluation of a stage is its history entry:
// the result and the recruiter's note (parecer), with who recorded it.
// Columns: Etapa Seletiva, Data, Resultado, Avaliador (who recorded the move), Parecer (the note).
// Filter: period of the moves, request situation, establishments, areas/groups, jobs, requests, stages (≥ 1).
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { ordemTexto, rotuloSql } from '../../cargo-salario/relatorios/comum.ts';
import { movimentacoesDoFiltro, ROTULOS_CAPTACAO, solicitacaoComCargoSql } from './comum.ts';

export default defineReportQuery((f, { session }) => {
  const empresaId = session.empresaId;
  return sql`
    SELECT s.id AS solicitacao_id, ${solicitacaoComCargoSql('s', 'fx', 'cg')} AS solicitacao,
           c.id AS candidato_id, c.nome AS candidato, e.nome AS etapa, h.data,
           ${rotuloSql(ROTULOS_CAPTACAO.resultado, sql`h.resultado`)} AS resultado,
           u.nome AS avaliador, h.observacao AS parecer
      FROM ${movimentacoesDoFiltro(f, empresaId)}
     ORDER BY s.data, s.id, ${ordemTexto(sql`c.nome`)}, c.id, e.ordem, h.data, h.id`;
});
