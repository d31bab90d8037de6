// Candidatos em Processo Seletivo: every move of a candidate in a selected stage of a personnel request's
// selection process within the period (the history: one row per move), by request.
// Columns: Candidato, Contato (celular/telefone e e-mail: quem lê este relatório liga para o candidato),
// Etapa, Data, Resultado (Aguardando/Aprovado/Reprovado), Situação no Processo (em processo, aprovado,
// reprovado, desistente, contratado), Responsável (who recorded the move), Observação.
// Filter: period of the move, request situation, establishments, areas/groups, jobs, requests, stages (≥ 1),
// result in the stage (I indifferent, A approved, R rejected, P waiting), order A by name / D by date.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { ordemTexto, rotuloSql } from '../../../reports/sql.ts';
import { contatoSql, movimentacoesDoFiltro, ROTULOS_CAPTACAO, solicitacaoComCargoSql } from './comum.ts';

const RESULTADO: Record<string, string> = { A: 'APROVADO', R: 'REPROVADO', P: 'PENDENTE' };

export default defineReportQuery((f, { session }) => {
  const empresaId = session.empresaId;
  const resultado = RESULTADO[f.situacaoCandidato as string];
  const ordem =
    f.orderBy === 'D'
      ? sql`h.data, ${ordemTexto(sql`c.nome`)}, c.id, e.ordem, h.id`
      : sql`${ordemTexto(sql`c.nome`)}, c.id, e.ordem, h.data, h.id`;
  return sql`
    SELECT s.id AS solicitacao_id, ${solicitacaoComCargoSql('s', 'fx', 'cg')} AS solicitacao,
           c.nome AS candidato, ${contatoSql('c')} AS contato, e.nome AS etapa, h.data,
           ${rotuloSql(ROTULOS_CAPTACAO.resultado, sql`h.resultado`)} AS resultado,
           ${rotuloSql(ROTULOS_CAPTACAO.situacaoCandidato, sql`cs.situacao`)} AS situacao,
           u.nome AS responsavel, h.observacao
      FROM ${movimentacoesDoFiltro(f, empresaId, resultado ? sql`h.resultado = ${resultado}` : undefined)}
     ORDER BY s.data, s.id, ${ordem}`;
});
