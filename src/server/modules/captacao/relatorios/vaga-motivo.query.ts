// Vagas por Motivo: the personnel requests opened in the period, by reason (aumento de quadro,
// substituição…), with how many vacancies each asked for and how many were filled.
// Columns: Nº, Abertura, Descrição, Cargo / Faixa, Área Organizacional (with its hierarchy),
// Estabelecimento, Situação (Aberta, Suspensa, Encerrada, Cancelada), Vagas, Preenchidas (places of the
// process that ended in a hire). Subtotals per reason: requests, vacancies, filled.
// Filter: period of the request date, situation, establishments, areas/groups, jobs, reasons.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { ordemTexto } from '../../../reports/sql.ts';
import { cteCaminhoAreas } from '../../cargo-salario/api.ts';
import {
  cargoFaixaSql,
  filtroSolicitacoes,
  noPeriodo,
  preenchidasSql,
  rotuloSituacaoSolicitacao,
} from './comum.ts';

export default defineReportQuery((f, { session }) => {
  const empresaId = session.empresaId;
  return sql`
    WITH RECURSIVE ${cteCaminhoAreas(empresaId)}
    SELECT m.id AS motivo_id, m.descricao AS motivo, s.id AS codigo, s.data, s.descricao,
           ${cargoFaixaSql('fx', 'cg')} AS cargo, ac.caminho AS area, e.nome AS estabelecimento,
           ${rotuloSituacaoSolicitacao('s')} AS situacao, s.quantidade AS vagas, ${preenchidasSql('s')} AS preenchidas
      FROM solicitacao_pessoal s
      JOIN motivo_solicitacao m ON m.id = s.motivo_solicitacao_id
      JOIN faixa_salarial fx ON fx.id = s.faixa_salarial_id
      JOIN cargo cg ON cg.id = fx.cargo_id
      LEFT JOIN area_caminho ac ON ac.id = s.area_organizacional_id
      LEFT JOIN estabelecimento e ON e.id = s.estabelecimento_id
     WHERE s.empresa_id = ${empresaId} AND ${noPeriodo(f, sql`s.data`)} AND ${filtroSolicitacoes(f, empresaId)}
     ORDER BY ${ordemTexto(sql`m.descricao`)}, m.id, s.data, s.id`;
});
