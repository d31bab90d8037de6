// Análise de Desempenho por Competência (Organizacional): per area (with its subareas) and competence, how many
// people were rated, the mean required level and the mean level given by the others. Anonymous evaluations: only
// groups with 2 sheets or more.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { ordemTexto } from '../../../reports/sql.ts';
import { subarvoreAreas } from '../../cargo-salario/api.ts';
import { AVALIACOES, MINIMO_ANONIMATO, ORIGEM_DESEMPENHO } from '../avaliacao.ts';
import { posicaoNaData } from '../resultados.ts';
import { avaliacaoDisponivel, NOMES_COMPETENCIA } from './comum.ts';

export const validar = avaliacaoDisponivel;

export default defineReportQuery((f, { session }) => {
  const areas: number[] = f.areasOrganizacionais;
  return sql`SELECT ar.nome AS area, ar.id AS area_id, nm.nome AS competencia, count(DISTINCT fo.avaliado_id)::int AS avaliados,
           round(avg(c.ordem_exigida), 2) AS exigido, round(avg(c.ordem), 2) AS atribuido,
           round(avg(c.ordem) - avg(c.ordem_exigida), 2) AS diferenca
      FROM avaliacao_desempenho a JOIN questionario_folha fo ON fo.contexto_id = a.id
      JOIN avaliacao_folha_competencia c ON c.folha_id = fo.id
      JOIN ${NOMES_COMPETENCIA} nm ON nm.tipo = c.tipo AND nm.id = c.competencia_id
      ${posicaoNaData(sql.ref('fo.avaliado_id'), sql`least(a.data_fim, current_date)`)}
     WHERE a.id = ${f.avaliacaoDesempenho} AND a.empresa_id = ${session.empresaId} AND fo.origem = ${ORIGEM_DESEMPENHO}
       AND fo.contexto = ${AVALIACOES} AND fo.concluida AND fo.papel <> 'U'
       AND h.area_organizacional_id IN ${subarvoreAreas(session.empresaId, areas)}
     GROUP BY ar.id, ar.nome, c.tipo, c.competencia_id, nm.nome
    HAVING NOT bool_or(coalesce(a.anonima, false)) OR count(*) >= ${MINIMO_ANONIMATO}
     ORDER BY ${ordemTexto(sql`ar.nome`)}, ar.id, gente_search(nm.nome)`;
});
