// Áreas Organizacionais (spec §7 Area "GET /relatorio — PDF"): every area of the company in hierarchy order,
// with its responsáveis and co-responsáveis, e-mail, situation and the employees on the roll whose position
// at the reference date is in it (the area itself, not its sub-areas: the total is then the company's).
import { sql } from 'kysely';
import { today } from '../../../http/params.ts';
import { defineReportQuery } from '../../../reports/context.ts';
import { ordemTexto } from '../../../reports/sql.ts';
import { COLABORADOR_TABLE } from '../historico-colaborador.sql.ts';
import { ativoNaData, cteCaminhoAreas, historicosVigentes } from './comum.ts';

const nomes = (joinTable: string) => sql`(SELECT string_agg(c.nome, ', ' ORDER BY gente_search(c.nome))
    FROM ${sql.table(joinTable)} r JOIN ${sql.table(COLABORADOR_TABLE)} c ON c.id = r.ref_id
   WHERE r.owner_id = a.id)`;

export default defineReportQuery((f, { session }) => {
  const empresaId = session.empresaId;
  const data = (f.data as string | undefined) ?? today();
  return sql`
    WITH RECURSIVE ${cteCaminhoAreas(empresaId)}
    SELECT ac.caminho AS area, ${nomes('area_organizacional_responsaveis')} AS responsaveis,
           ${nomes('area_organizacional_co_responsaveis')} AS co_responsaveis, a.email,
           a.ativo IS NOT FALSE AS ativa, coalesce(v.n, 0)::int AS talentos
      FROM area_organizacional a
      JOIN area_caminho ac ON ac.id = a.id
      LEFT JOIN (
        SELECT h.area_organizacional_id AS area_id, count(*) AS n
          FROM ${historicosVigentes(empresaId, data)} h
          JOIN ${sql.table(COLABORADOR_TABLE)} c ON c.id = h.colaborador_id
         WHERE ${ativoNaData('c', data)}
         GROUP BY h.area_organizacional_id) v ON v.area_id = a.id
     WHERE a.empresa_id = ${empresaId}
       AND (${f.situacao} = 'T' OR (a.ativo IS NOT FALSE) = (${f.situacao} = 'A'))
     ORDER BY ${ordemTexto(sql`ac.caminho`)}, a.id`;
});
