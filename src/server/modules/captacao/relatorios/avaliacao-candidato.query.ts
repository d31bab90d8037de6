// Avaliação dos Candidatos por Etapa: what was recorded about each candidate in each selected stage of a
// personnel request's process within the period, by request and candidate: the move's result and the
// recruiter's note (parecer), with who recorded it, and the evaluation models answered about the candidate
// in that stage with their scores: the sent sheets answered from that move (historicoCandidatoId, migration
// 033), or else answered on or after the move's day and before the next move; by a recruiter or by the
// candidate in the portal.
// Columns: Etapa Seletiva, Data, Resultado, Avaliador (who recorded the move), Parecer (the note),
// Avaliações ('Modelo: nota', '(pelo candidato)' when answered in the portal).
// Filter: period of the moves, request situation, establishments, areas/groups, jobs, requests, stages (≥ 1).
import { sql } from 'kysely';
import { SERVER_TIMEZONE } from '../../../../shared/constants.ts';
import { defineReportQuery } from '../../../reports/context.ts';
import { ordemTexto, rotuloSql } from '../../../reports/sql.ts';
import { folhasDaEmpresa, PELO_CANDIDATO } from '../avaliacao-candidato.ts';
import { movimentacoesDoFiltro, ROTULOS_CAPTACAO, solicitacaoComCargoSql } from './comum.ts';

export default defineReportQuery((f, { session }) => {
  const empresaId = session.empresaId;
  return sql`
    SELECT s.id AS solicitacao_id, ${solicitacaoComCargoSql('s', 'fx', 'cg')} AS solicitacao,
           c.id AS candidato_id, c.nome AS candidato, e.nome AS etapa, h.data,
           ${rotuloSql(ROTULOS_CAPTACAO.resultado, sql`h.resultado`)} AS resultado,
           u.nome AS avaliador, h.observacao AS parecer,
           (SELECT string_agg(m.titulo || ': ' || coalesce(replace(to_char(f.nota, 'FM9990.0'), '.', ','), 'sem nota')
                     || CASE WHEN ${PELO_CANDIDATO} THEN ' (pelo candidato)' ELSE '' END, '; '
                     ORDER BY f.respondida_em, m.titulo)
              FROM questionario_folha f JOIN modelo_avaliacao_candidato m ON m.id = f.modelo_id
             WHERE ${folhasDaEmpresa(empresaId)} AND f.contexto_id = cs.id AND f.concluida
               AND h.id = coalesce(
                     (SELECT l.historico_candidato_id FROM avaliacao_candidato_movimentacao l WHERE l.folha_id = f.id),
                     (SELECT h2.id FROM historico_candidato h2
                       WHERE h2.candidato_solicitacao_id = cs.id
                         AND h2.data <= (f.respondida_em AT TIME ZONE ${SERVER_TIMEZONE})::date
                       ORDER BY h2.data DESC, h2.id DESC LIMIT 1))) AS avaliacoes
      FROM ${movimentacoesDoFiltro(f, empresaId)}
     ORDER BY s.data, s.id, ${ordemTexto(sql`c.nome`)}, c.id, e.ordem, h.data, h.id`;
});
