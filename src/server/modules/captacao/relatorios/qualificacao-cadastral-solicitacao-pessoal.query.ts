// Qualificação Cadastral por Solicitação de Pessoal: for each personnel request opened in the period, how
// the registrations of the candidates in its selection process stand — whether the pool of a vacancy is
// worth interviewing or still needs screening.
// Columns: Nº, Solicitação, Cargo / Faixa, Situação, Candidatos (in the process), Qualificados, Não
// Qualificados, Dados Incompletos, Não Verificados (a candidate without qualification counts as not
// verified), % Qualificados (qualificados ÷ candidatos × 100). Requests without candidates are listed with
// zeros. Totals of the counts.
// Filter: period of the request date, situation, establishments, areas/groups, jobs, requests.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { cargoFaixaSql, filtroSolicitacoes, noPeriodo, rotuloSituacaoSolicitacao } from './comum.ts';

export default defineReportQuery((f, { session }) => {
  const empresaId = session.empresaId;
  const q = (valor: string) =>
    sql`count(c.id) FILTER (WHERE coalesce(c.qualificacao_cadastral, 'NAO_VERIFICADO') = ${valor})::int`;
  return sql`
    SELECT s.id AS codigo, s.descricao, ${cargoFaixaSql('fx', 'cg')} AS cargo,
           ${rotuloSituacaoSolicitacao('s')} AS situacao, count(c.id)::int AS candidatos,
           ${q('QUALIFICADO')} AS qualificados, ${q('NAO_QUALIFICADO')} AS nao_qualificados,
           ${q('DADOS_INCOMPLETOS')} AS dados_incompletos, ${q('NAO_VERIFICADO')} AS nao_verificados,
           round(100.0 * count(c.id) FILTER (WHERE c.qualificacao_cadastral = 'QUALIFICADO')
                 / nullif(count(c.id), 0), 2) AS percentual_qualificados
      FROM solicitacao_pessoal s
      JOIN faixa_salarial fx ON fx.id = s.faixa_salarial_id
      JOIN cargo cg ON cg.id = fx.cargo_id
      LEFT JOIN candidato_solicitacao cs ON cs.solicitacao_id = s.id
      LEFT JOIN candidato c ON c.id = cs.candidato_id
     WHERE s.empresa_id = ${empresaId} AND ${noPeriodo(f, sql`s.data`)} AND ${filtroSolicitacoes(f, empresaId)}
     GROUP BY s.id, fx.id, cg.id
     ORDER BY s.data, s.id`;
});
