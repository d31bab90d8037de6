// Nine-box endpoints (spec §7 "Nine box"; ROLE_AVALIACAO):
//   POST avaliacao/ninebox/:id/gerar                      reads the evaluation's results again, answers the chart
//   GET  avaliacao/ninebox/chart/:id                      the chart (boxes, people, calibrations, who is not placed)
//   GET  avaliacao/ninebox/exists?avaliacaoId=            {existe, id}
//   GET  avaliacao/ninebox/:id/avaliadores-nao-responderam  evaluators with answers still missing
// The settings are the register avaliacao/ninebox; calibrations the register avaliacao/ninebox-calibracoes;
// the printout the report avaliacao/ninebox.
import { sql } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import { ROLE } from './avaliacao.ts';
import { gerarNinebox, graficoNinebox, lerNinebox, NINEBOX } from './ninebox.ts';

const ids = { id: NINEBOX };

export default defineActions([
  {
    name: 'gerar-ninebox',
    method: 'POST',
    path: `${NINEBOX}/:id/gerar`,
    summary: 'Lê de novo os resultados da avaliação (desempenho e potencial de cada avaliado)',
    authority: ROLE,
    ids,
    async handler(ctx) {
      await gerarNinebox(ctx.db, ctx.session.empresaId, ctx.params.id);
      return graficoNinebox(ctx.db, ctx.session.empresaId, ctx.params.id);
    },
  },
  {
    name: 'grafico-ninebox',
    method: 'GET',
    path: `${NINEBOX}/chart/:id`,
    summary: 'O gráfico do nove-box: quadrantes com os talentos, calibrações e quem ficou de fora',
    authority: ROLE,
    ids,
    handler: (ctx) => graficoNinebox(ctx.db, ctx.session.empresaId, ctx.params.id),
  },
  {
    name: 'ninebox-existe',
    method: 'GET',
    path: `${NINEBOX}/exists`,
    summary: 'Se a avaliação já tem um nove-box',
    authority: ROLE,
    query: 'avaliacao/_acoes/ninebox-existe',
    async handler({ db, session, query }) {
      const { rows } = await sql<{ id: number }>`SELECT id FROM ninebox
        WHERE empresa_id = ${session.empresaId} AND avaliacao_desempenho_id = ${query.avaliacaoId}`.execute(
        db,
      );
      return rows[0] ? { existe: true, id: rows[0].id } : { existe: false };
    },
  },
  {
    name: 'ninebox-avaliadores-nao-responderam',
    method: 'GET',
    path: `${NINEBOX}/:id/avaliadores-nao-responderam`,
    summary: 'Avaliadores que ainda não concluíram as suas respostas na avaliação do nove-box',
    authority: ROLE,
    ids,
    async handler({ db, session, params }) {
      const nb = await lerNinebox(db, session.empresaId, params.id);
      const { rows } = await sql`SELECT json_build_object('id', c.id, 'nome', c.nome) AS avaliador,
          count(*)::int AS pendentes, json_agg(a.nome ORDER BY gente_search(a.nome)) AS avaliados
        FROM avaliacao_participante p JOIN colaborador c ON c.id = p.avaliador_id JOIN colaborador a ON a.id = p.avaliado_id
        WHERE p.avaliacao_desempenho_id = ${nb.avaliacao_desempenho_id} AND NOT coalesce(p.respondida, false)
        GROUP BY c.id, c.nome ORDER BY gente_search(c.nome), c.id`.execute(db);
      return rows;
    },
  },
]);
