// Nine-box endpoints (spec §7 "Nine box"; ROLE_AVALIACAO):
//   POST avaliacao/ninebox/:id/gerar                      reads the evaluation's results again, answers the chart
//   GET  avaliacao/ninebox/chart/:id                      the chart (boxes, people, calibrations, who is not placed)
//   GET  avaliacao/ninebox/exists?avaliacaoId=            {existe, id}
//   GET  avaliacao/ninebox/:id/avaliadores-nao-responderam  evaluators with answers still missing
//   GET  avaliacao/ninebox/chart/cncc/:id                 per placed person, the competence levels the others gave
//                                                         (mean) against the required one (spec "cncc")
//   GET  avaliacao/ninebox/chart/pdi/:a/:b                the people of box :b (1–9, calibrated box first) of
//                                                         nine-box :a with their action plans (PDI)
//   POST avaliacao/ninebox/relatorio                      the printout (PDF, or xlsx), the report avaliacao/ninebox
// The settings are the register avaliacao/ninebox; calibrations the register avaliacao/ninebox-calibracoes;
// the printout the report avaliacao/ninebox.
import { sql } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import { conflict } from '../../http/errors.ts';
import { encaminharRelatorio } from '../../questionarios/imprimir.ts';
import { AVALIACOES, exigirResultadoDisponivel, lerAvaliacao, ORIGEM_DESEMPENHO, ROLE } from './avaliacao.ts';
import { gerarNinebox, graficoNinebox, lerNinebox, MSG_NINEBOX, NINEBOX } from './ninebox.ts';
import { quadranteSql } from './ninebox-grade.ts';
import { NOMES_COMPETENCIA } from './relatorios/comum.ts';
import { ctesResultados } from './resultados.ts';

/** The nine-box (this company's, else 404), generated (else 409), its evaluation's results available (else 409). */
async function nineboxGerado(db: any, empresaId: number, id: number) {
  const nb = await lerNinebox(db, empresaId, id);
  const { rows } = await sql<{ gerado: boolean }>`SELECT gerado_em IS NOT NULL AS gerado FROM ninebox
    WHERE id = ${id}`.execute(db);
  if (!rows[0].gerado) throw conflict(MSG_NINEBOX.naoGerado);
  exigirResultadoDisponivel(await lerAvaliacao(db, empresaId, nb.avaliacao_desempenho_id));
  return nb;
}

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
  {
    name: 'ninebox-competencias',
    method: 'GET',
    path: `${NINEBOX}/chart/cncc/:id`,
    summary: 'Os níveis de competência de cada talento do nove-box (média dos outros avaliadores × exigido)',
    authority: ROLE,
    ids,
    async handler({ db, session, params }) {
      const e = session.empresaId;
      const nb = await nineboxGerado(db, e, params.id);
      // the same visibility as the results: a person's competences only when their overall result is visible
      const { rows } = await sql`WITH ${ctesResultados(e, nb.avaliacao_desempenho_id)}, cc AS (
          SELECT f.avaliado_id, fc.tipo, fc.competencia_id, avg(fc.ordem)::float8 AS media,
                 max(fc.ordem_exigida) AS exigido, max(fc.ordem_maxima) AS maximo
            FROM questionario_folha f JOIN avaliacao_folha_competencia fc ON fc.folha_id = f.id
           WHERE f.empresa_id = ${e} AND f.origem = ${ORIGEM_DESEMPENHO} AND f.contexto = ${AVALIACOES}
             AND f.contexto_id = ${nb.avaliacao_desempenho_id} AND f.concluida AND f.papel <> 'U'
           GROUP BY f.avaliado_id, fc.tipo, fc.competencia_id
        )
        SELECT json_build_object('id', c.id, 'nome', c.nome) AS colaborador,
               coalesce(json_agg(json_build_object('tipo', cc.tipo,
                 'competencia', json_build_object('id', cc.competencia_id, 'nome', nm.nome),
                 'nivel', round(cc.media::numeric, 2), 'exigido', cc.exigido, 'maximo', cc.maximo)
                 ORDER BY CASE cc.tipo WHEN 'C' THEN 1 WHEN 'H' THEN 2 ELSE 3 END, gente_search(nm.nome))
                 FILTER (WHERE cc.tipo IS NOT NULL), '[]') AS competencias
          FROM ninebox_posicao p JOIN colaborador c ON c.id = p.colaborador_id
          LEFT JOIN ra ON ra.avaliado_id = p.colaborador_id
          LEFT JOIN cc ON cc.avaliado_id = p.colaborador_id AND ra.visivel
          LEFT JOIN ${NOMES_COMPETENCIA} nm ON nm.tipo = cc.tipo AND nm.id = cc.competencia_id
         WHERE p.ninebox_id = ${params.id}
         GROUP BY c.id, c.nome ORDER BY gente_search(c.nome), c.id`.execute(db);
      return rows;
    },
  },
  {
    name: 'ninebox-planos-acao',
    method: 'GET',
    path: `${NINEBOX}/chart/pdi/:a/:b`,
    summary: 'Os talentos de um quadrante do nove-box com os seus planos de ação (PDI)',
    authority: ROLE,
    ids: { a: NINEBOX },
    params: 'avaliacao/_acoes/ninebox-box-params',
    async handler({ db, session, params }) {
      await nineboxGerado(db, session.empresaId, params.a);
      const [box, pessoas] = await Promise.all([
        sql<{ quadrante: number; nomeclatura: string }>`SELECT quadrante, nomeclatura FROM ninebox_boxes
          WHERE owner_id = ${params.a} AND quadrante = ${params.b}`.execute(db),
        sql`SELECT json_build_object('id', c.id, 'nome', c.nome) AS colaborador, k.id IS NOT NULL AS calibrado,
            coalesce((SELECT json_agg(json_build_object('id', pa.id, 'nome', pa.nome, 'meta', pa.meta,
                'previsaoInicio', pa.previsao_inicio, 'previsaoTermino', pa.previsao_termino,
                'acompanhamentoTermino', pa.acompanhamento_termino,
                'avaliacaoDesempenho', pa.avaliacao_desempenho_id) ORDER BY pa.previsao_inicio DESC NULLS LAST, pa.id)
              FROM plano_acao pa WHERE pa.colaborador_id = c.id AND pa.empresa_id = ${session.empresaId}), '[]') AS planos
          FROM ninebox nb JOIN ninebox_posicao p ON p.ninebox_id = nb.id JOIN colaborador c ON c.id = p.colaborador_id
          LEFT JOIN ninebox_calibracao k ON k.ninebox_id = nb.id AND k.colaborador_id = c.id
         WHERE nb.id = ${params.a}
           AND coalesce(k.box, ${quadranteSql(sql.ref('p.desempenho'), sql.ref('p.potencial'))}) = ${params.b}
         ORDER BY gente_search(c.nome), c.id`.execute(db),
      ]);
      return { quadrante: box.rows[0] ?? { quadrante: params.b }, colaboradores: pessoas.rows };
    },
  },
  {
    name: 'ninebox-relatorio',
    method: 'POST',
    path: `${NINEBOX}/relatorio`,
    summary: 'O relatório do nove-box (PDF por omissão, ou planilha)',
    authority: ROLE,
    body: 'avaliacao/_acoes/ninebox-relatorio',
    produces: 'application/pdf',
    handler: (ctx) => {
      const { ninebox, formato } = ctx.body as { ninebox: number; formato?: 'pdf' | 'xlsx' };
      return encaminharRelatorio(ctx, '/api/avaliacao/relatorios/ninebox', { ninebox }, formato ?? 'pdf');
    },
  },
]);
