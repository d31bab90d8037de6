// Occurrence actions (spec §7 Occurrences):
//   PUT gestao-talentos/ocorrencia-providencia/:id {providenciaId}   the measure taken on an occurrence (null clears
//       it), written through the occurrence register (its rules, the manager's areas, audit)
//   GET gestao-talentos/ocorrencia-providencia/por-periodo-providencias?dataIni&dataFim&estabelecimentosIds&areasIds
//       &cargosIds&qtdItens   the measures most taken on occurrences starting in the period, by the employee's
//       position at the occurrence's start; occurrences still without a measure come as providencia null
//   GET gestao-talentos/colaboradores-ocorrencias/talentos   the employees with occurrences: count and points
import { sql } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import { today } from '../../http/params.ts';
import { idsDe } from '../../reports/sql.ts';
import { areasDoUsuario, historicosVigentes, subarvoreAreas } from '../cargo-salario/api.ts';
import { ROLE_GESTAO_TALENTOS } from './gestao-talentos.ts';

export default defineActions([
  {
    name: 'ocorrencia-providencia',
    method: 'PUT',
    path: 'gestao-talentos/ocorrencia-providencia/:id',
    summary: 'Grava a providência tomada numa ocorrência (vazia: sem providência)',
    authority: ROLE_GESTAO_TALENTOS,
    ids: { id: 'gestao-talentos/colaboradores-ocorrencias' },
    body: 'gestao-talentos/_acoes/ocorrencia-providencia',
    async handler(ctx) {
      const repo = ctx.repo('gestao-talentos/colaboradores-ocorrencias');
      const { id: _, ...atual } = await repo.get(ctx.params.id);
      const providenciaId = ctx.body.providenciaId ?? null;
      return repo.update(ctx.params.id, {
        ...atual,
        providencia: providenciaId === null ? undefined : { id: providenciaId },
      });
    },
  },
  {
    name: 'por-periodo-providencias',
    method: 'GET',
    path: 'gestao-talentos/ocorrencia-providencia/por-periodo-providencias',
    summary: 'As providências mais tomadas nas ocorrências do período (estabelecimentos, áreas, cargos)',
    authority: ROLE_GESTAO_TALENTOS,
    query: 'gestao-talentos/_acoes/por-periodo-providencias',
    async handler({ db, session, query }) {
      const e = session.empresaId;
      const est = idsDe(query.estabelecimentosIds);
      const areas = idsDe(query.areasIds);
      const cargos = idsDe(query.cargosIds);
      const { rows } = await sql<{ id: number | null; descricao: string | null; quantidade: number }>`
        SELECT p.id, p.descricao, count(*)::int AS quantidade
          FROM colaborador_ocorrencia o
          LEFT JOIN providencia p ON p.id = o.providencia_id
          LEFT JOIN LATERAL (
            SELECT h.estabelecimento_id, h.area_organizacional_id, f.cargo_id FROM historico_colaborador h
              JOIN faixa_salarial f ON f.id = h.faixa_salarial_id
             WHERE h.colaborador_id = o.colaborador_id AND h.data <= o.data_ini AND h.status IS DISTINCT FROM 'X'
             ORDER BY h.data DESC LIMIT 1) pos ON TRUE
         WHERE o.empresa_id = ${e} AND o.data_ini BETWEEN ${query.dataIni}::date AND ${query.dataFim}::date
           AND (${est.length === 0} OR pos.estabelecimento_id = ANY(${est}::int[]))
           AND (${areas.length === 0} OR pos.area_organizacional_id IN ${subarvoreAreas(e, areas.length ? areas : [0])})
           AND (${cargos.length === 0} OR pos.cargo_id = ANY(${cargos}::int[]))
         GROUP BY p.id, p.descricao
         ORDER BY count(*) DESC, p.descricao NULLS LAST
         LIMIT ${query.qtdItens ?? 10}`.execute(db);
      return rows.map((r) => ({
        providencia: r.id === null ? null : { id: r.id, descricao: r.descricao },
        quantidade: r.quantidade,
      }));
    },
  },
  {
    name: 'talentos-com-ocorrencias',
    method: 'GET',
    path: 'gestao-talentos/colaboradores-ocorrencias/talentos',
    summary: 'Os talentos com ocorrências: quantidade, pontuação somada e a última ocorrência',
    authority: ROLE_GESTAO_TALENTOS,
    async handler({ db, session, engine }) {
      // a manager sees only the employees of its areas, as in the occurrence list
      const { todas, areasIds } = await areasDoUsuario(db, engine.registry, session);
      const { rows } = await sql<{
        id: number;
        nome: string;
        quantidade: number;
        pontuacao: number;
        ultima: string;
      }>`
        SELECT c.id, c.nome, count(*)::int AS quantidade, coalesce(sum(t.pontuacao), 0)::int AS pontuacao,
               to_char(max(o.data_ini), 'YYYY-MM-DD') AS ultima
          FROM colaborador_ocorrencia o JOIN colaborador c ON c.id = o.colaborador_id
          JOIN tipo_ocorrencia t ON t.id = o.tipo_ocorrencia_id
         WHERE o.empresa_id = ${session.empresaId}
           AND (${todas} OR EXISTS (SELECT 1 FROM ${historicosVigentes(session.empresaId, today())} h
                 WHERE h.colaborador_id = c.id AND h.area_organizacional_id = ANY(${areasIds}::int[])))
         GROUP BY c.id, c.nome ORDER BY c.nome, c.id LIMIT 5000`.execute(db);
      return rows;
    },
  },
]);
