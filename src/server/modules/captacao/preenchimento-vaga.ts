// How long personnel requests take to fill their vacancies: the SQL behind the "Estatísticas de
// preenchimento de vaga" screen and the "Duração das Vagas" report (docs/captacao-relatorios.md has the
// formulas in Portuguese).
//
// * A vacancy is filled by a candidate whose place in the request's process is CONTRATADO. Its fill date:
//   the admission date of the employee the candidate became (candidato.colaborador, same company), else
//   the date of the last history entry of that place (the move that hired them), else the day the
//   candidate was put in the process.
// * A request is filled on the date its `quantidade`-th vacancy was filled (hires ordered by fill date).
// * Conclusion: the earlier of the fill date and the closing date (encerrada); a cancelled request has none
//   and stays out of the durations. Days to fill = conclusion − request date; an unconcluded request
//   (open or suspended) counts its days open up to today instead.
// * Forecast days = dataPrevisaoEncerramento − request date; deviation = days − forecast days (negative:
//   early); on time = concluded on or before the forecast.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Etapa, FunilSolicitacao, LinhaPreenchimento } from './estatisticas-preenchimento.ts';
import {
  contagensEtapaSql,
  filtroSolicitacoes,
  noPeriodo,
  situacaoSolicitacaoSql,
  ultimoResultadoPorEtapa,
} from './relatorios/comum.ts';

type Sql = RawBuilder<unknown>;

/** Candidate places of the company's requests that ended in a hire, with their fill date. */
function cteContratacoes(empresaId: number): Sql {
  return sql`contratacoes(solicitacao_id, data) AS (
      SELECT cs.solicitacao_id, coalesce(col.data_admissao, ult.data, cs.data_inclusao)
        FROM candidato_solicitacao cs
        JOIN candidato c ON c.id = cs.candidato_id
        LEFT JOIN colaborador col ON col.id = c.colaborador_id AND col.empresa_id = cs.empresa_id
        LEFT JOIN LATERAL (SELECT max(h.data) AS data FROM historico_candidato h
                            WHERE h.candidato_solicitacao_id = cs.id) ult ON TRUE
       WHERE cs.empresa_id = ${empresaId} AND cs.situacao = 'CONTRATADO'
    )`;
}

/**
 * CTEs `contratacoes` and `preenchimento`: one row per request of the company matching `condicao` (on
 * alias `s`, with its salary range `fx` and job `cg`), with
 * id, data, previsao, vagas, preenchidas, candidatos, situacao (A/S/E/C), data_preenchimento, conclusao,
 * forma_conclusao ('P' filled, 'E' closed, NULL), dias_previstos, dias (to conclusion, or open up to
 * `hoje`), desvio, no_prazo — plus the request's own columns the caller names (descricao, cargo…).
 */
export function ctesPreenchimento(empresaId: number, condicao: Sql, hoje: string): Sql {
  return sql`${cteContratacoes(empresaId)},
    base AS (
      SELECT s.id, s.data, s.data_previsao_encerramento AS previsao, s.quantidade AS vagas,
             ${situacaoSolicitacaoSql('s')} AS situacao, s.descricao, s.motivo_solicitacao_id,
             s.area_organizacional_id, s.estabelecimento_id, fx.nome AS faixa, cg.id AS cargo_id, cg.nome AS cargo,
             coalesce(k.preenchidas, 0) AS preenchidas, k.data_preenchimento,
             CASE WHEN s.encerrada IS TRUE THEN s.data_encerramento END AS data_encerramento,
             (SELECT count(*) FROM candidato_solicitacao t WHERE t.solicitacao_id = s.id)::int AS candidatos
        FROM solicitacao_pessoal s
        JOIN faixa_salarial fx ON fx.id = s.faixa_salarial_id
        JOIN cargo cg ON cg.id = fx.cargo_id
        LEFT JOIN LATERAL (
          SELECT count(*)::int AS preenchidas, (array_agg(ct.data ORDER BY ct.data))[s.quantidade] AS data_preenchimento
            FROM contratacoes ct WHERE ct.solicitacao_id = s.id) k ON TRUE
       WHERE s.empresa_id = ${empresaId} AND ${condicao}
    ), concluidas AS (
      SELECT b.*, CASE WHEN b.situacao <> 'C' THEN least(b.data_preenchimento, b.data_encerramento) END AS conclusao
        FROM base b
    ), preenchimento AS (
      SELECT c.*,
             CASE WHEN c.conclusao IS NULL THEN NULL
                  WHEN c.conclusao = c.data_preenchimento THEN 'P' ELSE 'E' END AS forma_conclusao,
             (c.previsao - c.data) AS dias_previstos,
             CASE WHEN c.situacao = 'C' THEN NULL ELSE coalesce(c.conclusao, ${hoje}::date) - c.data END AS dias,
             CASE WHEN c.situacao = 'C' THEN NULL
                  ELSE (coalesce(c.conclusao, ${hoje}::date) - c.data) - (c.previsao - c.data) END AS desvio,
             CASE WHEN c.conclusao IS NULL OR c.previsao IS NULL THEN NULL ELSE c.conclusao <= c.previsao END AS no_prazo
        FROM concluidas c
    )`;
}

/** 'Preenchida', 'Encerrada', 'Em aberto', 'Suspensa' or 'Cancelada': how a request of `preenchimento` p stands. */
export const andamentoSql = (p: string): RawBuilder<string> =>
  sql<string>`(CASE WHEN ${sql.ref(`${p}.situacao`)} = 'C' THEN 'Cancelada'
    WHEN ${sql.ref(`${p}.forma_conclusao`)} = 'P' THEN 'Preenchida'
    WHEN ${sql.ref(`${p}.forma_conclusao`)} = 'E' THEN 'Encerrada'
    WHEN ${sql.ref(`${p}.situacao`)} = 'S' THEN 'Suspensa' ELSE 'Em aberto' END)`;

export type FiltroEstatisticas = {
  dataIni: string;
  dataFim: string;
  estabelecimentosIds?: number[];
  areasIds?: number[];
  cargosIds?: number[];
  motivosIds?: number[];
};

/** The requests of the filter, one row each, ordered by date (estatisticas-preenchimento.ts's shape). */
export async function lerPreenchimento(
  db: Kysely<any>,
  empresaId: number,
  f: FiltroEstatisticas,
  hoje: string,
): Promise<LinhaPreenchimento[]> {
  const condicao = sql`${noPeriodo(f, sql`s.data`)} AND ${filtroSolicitacoes(
    {
      filtroPor: 1,
      areasOrganizacionais: f.areasIds,
      estabelecimentos: f.estabelecimentosIds,
      cargos: f.cargosIds,
      motivos: f.motivosIds,
    },
    empresaId,
  )}`;
  const { rows } = await sql<LinhaPreenchimento>`
    WITH ${ctesPreenchimento(empresaId, condicao, hoje)}
    SELECT p.id, p.descricao, p.cargo, p.faixa, a.nome AS area, e.nome AS estabelecimento, m.descricao AS motivo,
           p.data, p.previsao, p.conclusao, p.situacao, ${andamentoSql('p')} AS andamento, p.vagas, p.preenchidas,
           p.candidatos, p.dias_previstos AS "diasPrevistos", p.dias, p.desvio, p.no_prazo AS "noPrazo"
      FROM preenchimento p
      LEFT JOIN area_organizacional a ON a.id = p.area_organizacional_id
      LEFT JOIN estabelecimento e ON e.id = p.estabelecimento_id
      LEFT JOIN motivo_solicitacao m ON m.id = p.motivo_solicitacao_id
     ORDER BY p.data, p.id`.execute(db);
  return rows;
}

/** Per request and stage, the candidates who reached it and their latest result there. */
export async function lerFunil(
  db: Kysely<any>,
  empresaId: number,
  solicitacoes: number[],
): Promise<FunilSolicitacao[]> {
  if (solicitacoes.length === 0) return [];
  const { rows } = await sql<FunilSolicitacao>`
    SELECT u.solicitacao_id AS "solicitacaoId", u.etapa_seletiva_id AS "etapaSeletivaId", ${contagensEtapaSql('u')}
      FROM ${ultimoResultadoPorEtapa(empresaId, sql`cs.solicitacao_id = ANY(${solicitacoes}::int[])`)} u
      JOIN etapa_seletiva e ON e.id = u.etapa_seletiva_id
     GROUP BY u.solicitacao_id, u.etapa_seletiva_id, e.ordem
     ORDER BY u.solicitacao_id, e.ordem, u.etapa_seletiva_id`.execute(db);
  return rows;
}

/** The company's selection stages in their order. */
export async function lerEtapas(db: Kysely<any>, empresaId: number): Promise<Etapa[]> {
  const { rows } = await sql<Etapa>`SELECT id, nome, ordem FROM etapa_seletiva
     WHERE empresa_id = ${empresaId} ORDER BY ordem, id`.execute(db);
  return rows;
}
