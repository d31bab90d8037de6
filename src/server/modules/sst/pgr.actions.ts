// PGR endpoints of spec §7 "SST and utilities":
//
//   GET  sst/pgr/lista?dataIni&dataFim&localAmbiente&estabelecimentosIds&obrasIds
//        the homogeneous groups that can make up a PGR of that period and place: those with a history entry in
//        force at some day of the period, at that kind of place, in one of the establishments (works) given
//   GET  sst/pgr/ultimo-historico-grupo-homogeneo?pgrId
//        each group of the PGR with its entry in force at the end of the programme (null when none)
//   GET  sst/pgr/findDadosBasicos?pgrId
//        the programme's header: company, establishment or works, responsible professional, period, exposed workers
//   POST sst/pgr/relatorio?pgrId
//        the PGR report's PDF, rendered by the report engine's own route (POST /api/sst/relatorios/pgr)
import { sql } from 'kysely';
import { type ActionContext, defineActions } from '../../actions/action.ts';
import { notFound } from '../../http/errors.ts';
import { pgrCtes, trabalhadoresSql } from './pgr.ts';
import { ROLE_SST } from './sst.ts';

const PGR = 'sst/pgr';
const RELATORIO = '/api/sst/relatorios/pgr';

/** The PGR of the session's company, or 404. */
async function pgrDaEmpresa(ctx: ActionContext): Promise<number> {
  const id = ctx.query.pgrId as number;
  const { rows } =
    await sql`SELECT 1 FROM pgr WHERE id = ${id} AND empresa_id = ${ctx.session.empresaId}`.execute(ctx.db);
  if (rows.length === 0) throw notFound();
  return id;
}

const idNome = (tabela: string, juncao: string, dono: string) =>
  sql`coalesce((SELECT json_agg(json_build_object('id', x.id, 'nome', x.nome) ORDER BY x.nome, x.id)
                  FROM ${sql.table(juncao)} j JOIN ${sql.table(tabela)} x ON x.id = j.ref_id
                 WHERE j.owner_id = ${sql.ref(dono)}), '[]'::json)`;

export default defineActions([
  {
    name: 'pgr-lista',
    method: 'GET',
    path: `${PGR}/lista`,
    summary: 'Grupos homogêneos que podem compor um PGR do período e local',
    authority: ROLE_SST,
    query: 'sst/_acoes/pgr-lista',
    async handler({ db, session, query }) {
      const local = (query.localAmbiente as number | undefined) ?? 1;
      const estabelecimentos = (query.estabelecimentosIds as number[] | undefined) ?? [];
      const obras = (query.obrasIds as number[] | undefined) ?? [];
      const { rows } = await sql<{ id: number; nome: string }>`
        SELECT g.id, g.nome FROM grupo_homogeneo g
         WHERE g.empresa_id = ${session.empresaId}
           AND EXISTS (
             SELECT 1 FROM (SELECT h.*, lead(h.data) OVER (ORDER BY h.data) AS proxima
                              FROM grupo_homogeneo_historicos h WHERE h.owner_id = g.id) h
              WHERE h.data <= ${query.dataFim}::date AND (h.proxima IS NULL OR h.proxima > ${query.dataIni}::date)
                AND h.local_ambiente = ${local}
                AND (cardinality(${estabelecimentos}::int[]) = 0 OR EXISTS (
                      SELECT 1 FROM grupo_homogeneo_historicos_estabelecimentos j
                       WHERE j.owner_id = h.id AND j.ref_id = ANY(${estabelecimentos}::int[])))
                AND (cardinality(${obras}::int[]) = 0 OR EXISTS (
                      SELECT 1 FROM grupo_homogeneo_historicos_obras j WHERE j.owner_id = h.id AND j.ref_id = ANY(${obras}::int[]))))
         ORDER BY gente_search(g.nome), g.id`.execute(db);
      return rows;
    },
  },
  {
    name: 'pgr-ultimo-historico-grupo-homogeneo',
    method: 'GET',
    path: `${PGR}/ultimo-historico-grupo-homogeneo`,
    summary: 'Cada grupo homogêneo do PGR com o histórico em vigor no fim da vigência',
    authority: ROLE_SST,
    query: 'sst/_acoes/pgr-id',
    async handler(ctx) {
      const pgrId = await pgrDaEmpresa(ctx);
      const { rows } = await sql<{ grupoHomogeneo: unknown; historico: unknown }>`
        SELECT json_build_object('id', g.id, 'nome', g.nome) AS "grupoHomogeneo",
               CASE WHEN h.id IS NULL THEN NULL ELSE json_build_object(
                 'id', h.id, 'data', to_char(h.data, 'YYYY-MM-DD'), 'localAmbiente', h.local_ambiente,
                 'descricao', h.descricao,
                 'estabelecimentos', ${idNome('estabelecimento', 'grupo_homogeneo_historicos_estabelecimentos', 'h.id')},
                 'obras', ${idNome('obra', 'grupo_homogeneo_historicos_obras', 'h.id')},
                 'ambientes', ${idNome('ambiente', 'grupo_homogeneo_historicos_ambientes', 'h.id')},
                 'funcoes', ${idNome('funcao', 'grupo_homogeneo_historicos_funcoes', 'h.id')}) END AS historico
          FROM pgr p JOIN pgr_grupos_homogeneos pg ON pg.owner_id = p.id
          JOIN grupo_homogeneo g ON g.id = pg.ref_id
          LEFT JOIN LATERAL (SELECT x.* FROM grupo_homogeneo_historicos x WHERE x.owner_id = g.id AND x.data <= p.data_fim
                              ORDER BY x.data DESC, x.id DESC LIMIT 1) h ON TRUE
         WHERE p.id = ${pgrId}
         ORDER BY gente_search(g.nome), g.id`.execute(ctx.db);
      return rows;
    },
  },
  {
    name: 'pgr-dados-basicos',
    method: 'GET',
    path: `${PGR}/findDadosBasicos`,
    summary: 'Dados básicos do PGR: empresa, local, responsável técnico, vigência e trabalhadores expostos',
    authority: ROLE_SST,
    query: 'sst/_acoes/pgr-id',
    async handler(ctx) {
      const pgrId = await pgrDaEmpresa(ctx);
      const { rows } = await sql<Record<string, unknown>>`
        WITH ${pgrCtes(ctx.session.empresaId, pgrId)}
        SELECT json_build_object('id', e.id, 'nome', e.nome, 'razaoSocial', e.razao_social, 'cnpj', e.cnpj) AS empresa,
               CASE WHEN est.id IS NULL THEN NULL
                    ELSE json_build_object('id', est.id, 'nome', est.nome, 'inscricao', est.inscricao) END AS estabelecimento,
               CASE WHEN o.id IS NULL THEN NULL
                    ELSE json_build_object('id', o.id, 'nome', o.nome, 'numeroInscricao', o.numero_inscricao) END AS obra,
               json_build_object('id', r.id, 'nome', r.nome, 'orgaoDeClasse', r.orgao_de_classe,
                                 'numeroInscricao', r.numero_inscricao, 'uf', ruf.sigla) AS responsavel,
               to_char(p.data_ini, 'YYYY-MM-DD') AS "dataIni", to_char(p.data_fim, 'YYYY-MM-DD') AS "dataFim",
               ${trabalhadoresSql}::int AS "quantidadeTrabalhadores"
          FROM p JOIN empresa e ON e.id = p.empresa_id
          LEFT JOIN estabelecimento est ON est.id = p.estabelecimento_id
          LEFT JOIN obra o ON o.id = p.obra_id
          LEFT JOIN profissional_sst r ON r.id = p.responsavel_id
          LEFT JOIN estado ruf ON ruf.id = r.uf_id`.execute(ctx.db);
      return rows[0];
    },
  },
  {
    name: 'pgr-relatorio',
    method: 'POST',
    path: `${PGR}/relatorio`,
    summary: 'PDF do PGR (o relatório sst/pgr)',
    authority: ROLE_SST,
    query: 'sst/_acoes/pgr-id',
    produces: 'application/pdf',
    transaction: false,
    async handler(ctx) {
      ctx.audit = false;
      const pgrId = await pgrDaEmpresa(ctx);
      const res = await ctx.request.server.inject({
        method: 'POST',
        url: `${RELATORIO}?formato=pdf`,
        payload: { pgr: { id: pgrId } },
        headers: { cookie: ctx.request.headers.cookie ?? '' },
      });
      ctx.reply.code(res.statusCode);
      for (const h of ['content-type', 'content-disposition', 'x-report-rows', 'cache-control']) {
        const value = res.headers[h];
        if (value !== undefined) ctx.reply.header(h, value);
      }
      return ctx.reply.send(res.rawPayload);
    },
  },
]);
