// Qualificação Cadastral dos Candidatos: the candidates registered in the period by registration
// qualification (spec §3: Qualificado, Não qualificado, Dados incompletos, Não verificado), per company —
// the worklist of who still needs checking or completing.
// Columns: Candidato, Cadastro, Atualização (last change), Cadastro (Completo/Incompleto: the pendências),
// Cargo Pretendido, Origem (internal or portal), Contato. Count per qualification and company.
// Filter: companies (≥ 1, only those the user may access), period of registration, qualifications (none
// ticked: all).
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { ordemTexto, rotuloSql } from '../../../reports/sql.ts';
import { cargosPretendidosSql, contatoSql, empresasDoFiltro, noPeriodo, ROTULOS_CAPTACAO } from './comum.ts';

/** The report's order of the qualifications: the ones needing work last. */
const ORDEM = ['QUALIFICADO', 'NAO_QUALIFICADO', 'DADOS_INCOMPLETOS', 'NAO_VERIFICADO'];

export default defineReportQuery((f, { session }) => {
  const empresas = empresasDoFiltro(f, session);
  const qualificacoes = Array.isArray(f.qualificacoes) ? (f.qualificacoes as string[]) : [];
  const qualificacao = sql`coalesce(c.qualificacao_cadastral, 'NAO_VERIFICADO')`;
  return sql`
    SELECT emp.id AS empresa_id, emp.nome AS empresa,
           ${rotuloSql(ROTULOS_CAPTACAO.qualificacao, qualificacao)} AS qualificacao,
           c.nome AS candidato, c.data_cadastro AS cadastro, c.data_atualizacao AS atualizacao,
           ${rotuloSql(ROTULOS_CAPTACAO.statusCadastral, sql`c.status_cadastral`)} AS status_cadastral,
           ${cargosPretendidosSql('c')} AS cargos, ${rotuloSql(ROTULOS_CAPTACAO.origem, sql`c.origem`)} AS origem,
           ${contatoSql('c')} AS contato
      FROM candidato c
      JOIN empresa emp ON emp.id = c.empresa_id
     WHERE c.empresa_id = ANY(${empresas}::int[]) AND ${noPeriodo(f, sql`c.data_cadastro`)}
       ${qualificacoes.length ? sql`AND ${qualificacao} = ANY(${qualificacoes}::text[])` : sql``}
     ORDER BY ${ordemTexto(sql`emp.nome`)}, emp.id, array_position(${ORDEM}::text[], ${qualificacao}),
              ${ordemTexto(sql`c.nome`)}, c.id`;
});
