// Employees by generation (reports/gestao-talentos/geracoes.json): the employees on the roll on the date, counted
// by the generation of their birth year (geral/geracoes), with the share of each; those without a birth date or
// outside every generation in a last line. A generation without description shows the spec's empty state.
import { sql } from 'kysely';
import { today } from '../../../http/params.ts';
import { defineReportQuery } from '../../../reports/context.ts';
import { ativoNaData } from '../../cargo-salario/api.ts';
import { MSG_GERACAO } from '../messages.ts';
import { filtroPosicao, posicaoLateral } from './posicao.ts';

export default defineReportQuery((f, { session }) => {
  const data = f.data ?? today();
  return sql`
    WITH c AS (
      SELECT extract(year FROM c.pessoal_data_nascimento)::int AS ano
        FROM colaborador c
        ${posicaoLateral(sql`${data}::date`)}
       WHERE c.empresa_id = ${session.empresaId} AND c.data_admissao <= ${data}::date AND ${ativoNaData('c', data)}
         AND ${filtroPosicao(session.empresaId, f)}
    ),
    total AS (SELECT count(*)::numeric AS n FROM c),
    g AS (
      SELECT g.ano_inicial AS ordem, g.nome AS geracao, g.ano_inicial || ' a ' || g.ano_final AS anos,
             coalesce(nullif(g.descricao, ''), ${MSG_GERACAO.semDescricao}) AS descricao,
             (SELECT count(*) FROM c WHERE c.ano BETWEEN g.ano_inicial AND g.ano_final)::int AS quantidade
        FROM geracao g
      UNION ALL
      SELECT 99999, 'Sem geração', '-', 'Sem data de nascimento ou nascidos fora das gerações cadastradas.',
             (SELECT count(*) FROM c WHERE c.ano IS NULL
                OR NOT EXISTS (SELECT 1 FROM geracao x WHERE c.ano BETWEEN x.ano_inicial AND x.ano_final))::int
    )
    SELECT g.geracao, g.anos, g.quantidade, round(g.quantidade / nullif(total.n, 0) * 100, 2) AS percentual, g.descricao
      FROM g, total
     WHERE (SELECT n FROM total) > 0 AND (g.ordem < 99999 OR g.quantidade > 0)
     ORDER BY g.ordem`;
});
