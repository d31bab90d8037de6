// Duração das Vagas: for each personnel request opened in the period, how long it took to fill (or has
// been open), against its forecast. The formulas are those of the vacancy-fill statistics
// (../preenchimento-vaga.ts; docs/captacao-relatorios.md).
// Columns: Nº, Descrição, Cargo / Faixa, Abertura (request date), Previsão (forecast end), Conclusão (the
// earlier of the date the last vacancy was filled and the closing date), Dias Previstos, Dias (to the
// conclusion; still open: up to today), Desvio (dias − previstos; negative is early), Vagas, Preenchidas,
// Situação (Preenchida, Encerrada, Em aberto, Suspensa, Cancelada). Total: requests, vacancies, filled.
// Filter: period of the request date, situation, establishments, areas/groups, jobs, reasons, requests.
import { sql } from 'kysely';
import { today } from '../../../http/params.ts';
import { defineReportQuery } from '../../../reports/context.ts';
import { andamentoSql, ctesPreenchimento } from '../preenchimento-vaga.ts';
import { filtroSolicitacoes, noPeriodo } from './comum.ts';

export default defineReportQuery((f, { session }) => {
  const empresaId = session.empresaId;
  const condicao = sql`${noPeriodo(f, sql`s.data`)} AND ${filtroSolicitacoes(f, empresaId)}`;
  return sql`
    WITH ${ctesPreenchimento(empresaId, condicao, today())}
    SELECT p.id AS codigo, p.descricao, p.cargo || ' – ' || p.faixa AS cargo, p.data, p.previsao,
           p.conclusao, p.dias_previstos, p.dias, p.desvio, p.vagas, p.preenchidas,
           ${andamentoSql('p')} AS situacao
      FROM preenchimento p
     ORDER BY p.data, p.id`;
});
