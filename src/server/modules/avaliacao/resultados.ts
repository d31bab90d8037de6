// Results of a performance evaluation (docs/avaliacao.md "Resultados"): per evaluated person, per role, per
// competence (with the radar: employee vs required, maximum = the highest level order) and per question; set-based
// over the sheets' stored scores. Anonymous evaluations show only what ctesResultados allows, and only once closed.
import { type RawBuilder, sql } from 'kysely';
import { fracaoDaResposta } from '../../../shared/questionario/nota.ts';
import type { Pergunta, Resposta } from '../../../shared/questionario/tipos.ts';
import type { Db } from '../../db/database.ts';
import { hojeSql, today } from '../../http/params.ts';
import { perguntasDoModelo } from '../../questionarios/questionario.ts';
import {
  AVALIACOES,
  type Avaliacao,
  MINIMO_ANONIMATO,
  MODELOS,
  ORIGEM_DESEMPENHO,
  type Papel,
} from './avaliacao.ts';

export type Notas = { geral: number | null; questionario: number | null; competencias: number | null };
export type ResultadoPapel = {
  papel: Papel;
  avaliadores: number;
  folhas: number;
  oculto?: true;
} & Partial<Notas>;
export type ResultadoAvaliado = {
  colaborador: { id: number; nome: string };
  area: string | null;
  cargo: string | null;
  avaliadores: number;
  respondidas: number;
  /** the others' (non-self) result; null and oculto when anonymity hides it */
  resultado: Notas | null;
  oculto?: true;
  autoavaliacao: Notas | null;
  porPapel: ResultadoPapel[];
};

const r2 = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100);
const notas = (g: number | null, q: number | null, c: number | null): Notas => ({
  geral: r2(g),
  questionario: r2(q),
  competencias: r2(c),
});

/**
 * The results of an evaluation as SQL CTEs, shared by the screens, the nine-box and the reports
 * (docs/avaliacao.md "Anonimato"), for `avaliacaoId` of the company (one evaluated person when given):
 * * `rf(avaliado_id, papel, g, q, c)`: the finished sheets with their scores (general, questionnaire, competences);
 * * `rp(avaliado_id, papel, avaliadores, folhas, g, ng, q, nq, c, nc, visivel)`: per role; in an anonymous
 *   evaluation a role is visible only with MINIMO_ANONIMATO sheets, and when what is hidden adds up to one sheet
 *   the smallest visible role (then by code) is hidden with it — otherwise overall minus the visible roles would
 *   give the hidden one back; the self-evaluation (U) is always visible (its author is the person evaluated);
 * * `ra(avaliado_id, avaliadores, respondidas, visivel, g, q, c, ug, uq, uc)`: per person, the others' result
 *   (mean of the sheets; of the role means in 2.0 format 2), visible with MINIMO_ANONIMATO sheets when anonymous,
 *   and the self-evaluation's.
 * An anonymous evaluation yields no rows before its last day has passed.
 */
export function ctesResultados(
  empresaId: number,
  avaliacaoId: number | RawBuilder<unknown>,
  avaliadoId?: number,
) {
  const so = (col: string) => (avaliadoId === undefined ? sql`TRUE` : sql`${sql.ref(col)} = ${avaliadoId}`);
  const outros = (expr: string) => sql.raw(`${expr} FILTER (WHERE papel <> 'U')`);
  const media = (v: string, n: string) =>
    sql`CASE WHEN bool_or(av.media_papeis) THEN avg(${sql.ref(v)}) FILTER (WHERE papel <> 'U' AND ${sql.ref(n)} > 0)
      ELSE sum(${sql.ref(v)} * ${sql.ref(n)}) FILTER (WHERE papel <> 'U')
        / nullif(sum(${sql.ref(n)}) FILTER (WHERE papel <> 'U' AND ${sql.ref(v)} IS NOT NULL), 0) END`;
  return sql`av AS (
      SELECT id, coalesce(anonima, false) AS anonima, coalesce(tipo, '1.0') = '2.0' AND formato = 2 AS media_papeis
        FROM avaliacao_desempenho
       WHERE id = ${avaliacaoId} AND empresa_id = ${empresaId}
         AND NOT (coalesce(anonima, false) AND data_fim >= ${hojeSql})
    ), rf AS (
      SELECT f.avaliado_id, f.papel, n.nota_geral AS g, n.nota_questionario AS q, n.nota_competencias AS c
        FROM av JOIN questionario_folha f ON f.contexto_id = av.id
        JOIN avaliacao_folha_nota n ON n.folha_id = f.id
       WHERE f.empresa_id = ${empresaId} AND f.origem = ${ORIGEM_DESEMPENHO} AND f.contexto = ${AVALIACOES}
         AND f.concluida AND ${so('f.avaliado_id')}
    ), rpf AS (
      SELECT avaliado_id, papel, count(*)::int AS folhas, avg(g)::float8 AS g, count(g)::int AS ng,
             avg(q)::float8 AS q, count(q)::int AS nq, avg(c)::float8 AS c, count(c)::int AS nc
        FROM rf GROUP BY avaliado_id, papel
    ), rpp AS (
      SELECT p.avaliado_id, p.papel, count(*)::int AS avaliadores
        FROM av JOIN avaliacao_participante p ON p.avaliacao_desempenho_id = av.id
       WHERE p.empresa_id = ${empresaId} AND ${so('p.avaliado_id')} GROUP BY p.avaliado_id, p.papel
    ), rp0 AS (
      SELECT rpp.avaliado_id, rpp.papel, rpp.avaliadores, coalesce(rpf.folhas, 0) AS folhas, rpf.g,
             coalesce(rpf.ng, 0) AS ng, rpf.q, coalesce(rpf.nq, 0) AS nq, rpf.c, coalesce(rpf.nc, 0) AS nc,
             papel <> 'U' AND coalesce(rpf.folhas, 0) >= ${MINIMO_ANONIMATO} AS bastante
        FROM rpp LEFT JOIN rpf USING (avaliado_id, papel)
    ), rp1 AS (
      SELECT rp0.*, sum(folhas) FILTER (WHERE papel <> 'U') OVER w AS total,
             sum(folhas) FILTER (WHERE bastante) OVER w AS mostradas,
             row_number() OVER (PARTITION BY avaliado_id, bastante ORDER BY folhas, papel) AS menor
        FROM rp0 WINDOW w AS (PARTITION BY avaliado_id)
    ), rp AS (
      SELECT rp1.avaliado_id, rp1.papel, rp1.avaliadores, rp1.folhas, rp1.g, rp1.ng, rp1.q, rp1.nq, rp1.c, rp1.nc,
             rp1.papel = 'U' OR NOT av.anonima OR (rp1.bastante AND NOT (rp1.menor = 1
               AND coalesce(rp1.total, 0) - coalesce(rp1.mostradas, 0) BETWEEN 1 AND ${MINIMO_ANONIMATO - 1})) AS visivel
        FROM rp1 CROSS JOIN av
    ), ra AS (
      SELECT rp.avaliado_id, coalesce(${outros('sum(avaliadores)')}, 0)::int AS avaliadores,
             coalesce(${outros('sum(folhas)')}, 0)::int AS respondidas,
             coalesce(${outros('sum(folhas)')}, 0) >= CASE WHEN bool_or(av.anonima) THEN ${MINIMO_ANONIMATO} ELSE 1 END AS visivel,
             ${media('g', 'ng')} AS g, ${media('q', 'nq')} AS q, ${media('c', 'nc')} AS c,
             max(g) FILTER (WHERE papel = 'U' AND folhas > 0) AS ug, max(q) FILTER (WHERE papel = 'U' AND folhas > 0) AS uq,
             max(c) FILTER (WHERE papel = 'U' AND folhas > 0) AS uc
        FROM rp CROSS JOIN av GROUP BY rp.avaliado_id
    )`;
}

/** The date the position (area, job) is read at: today, within the evaluation's period. */
export const dataDaAvaliacao = (a: Pick<Avaliacao, 'dataFim'>) => (today() > a.dataFim ? a.dataFim : today());

/** Joins the position in force at `data` of employee `colaborador`: `ar` area, `fx` salary range, `cg` job. */
export const posicaoNaData = (
  colaborador: RawBuilder<unknown>,
  data: string | RawBuilder<unknown>,
) => sql`LEFT JOIN LATERAL (
    SELECT h.area_organizacional_id, h.faixa_salarial_id FROM historico_colaborador h
     WHERE h.colaborador_id = ${colaborador} AND h.status IS DISTINCT FROM 'X' AND h.data <= ${data}::date
       AND coalesce(h.data_fim, 'infinity'::date) >= ${data}::date ORDER BY h.data DESC LIMIT 1) h ON TRUE
    LEFT JOIN area_organizacional ar ON ar.id = h.area_organizacional_id
    LEFT JOIN faixa_salarial fx ON fx.id = h.faixa_salarial_id LEFT JOIN cargo cg ON cg.id = fx.cargo_id`;

/** Results of every evaluated person (or only `avaliadoId`), in name order. */
export async function resultadosDaAvaliacao(
  db: Db,
  empresaId: number,
  a: Avaliacao,
  avaliadoId?: number,
): Promise<ResultadoAvaliado[]> {
  // the roles aggregated once per person and joined (a subquery per person over the rp CTE, which has no index,
  // was quadratic: 3.4 s for 4,268 people in bench/avaliacao.ts)
  const { rows } = await sql<any>`WITH ${ctesResultados(empresaId, a.id, avaliadoId)}, rpj AS (
      SELECT rp.avaliado_id, json_agg(json_build_object('papel', rp.papel, 'avaliadores', rp.avaliadores,
               'folhas', rp.folhas, 'visivel', rp.visivel, 'g', rp.g, 'q', rp.q, 'c', rp.c) ORDER BY rp.papel) AS papeis
        FROM rp GROUP BY rp.avaliado_id
    )
    SELECT ra.*, c.nome, ar.nome AS area, cg.nome AS cargo, rpj.papeis
      FROM ra JOIN colaborador c ON c.id = ra.avaliado_id LEFT JOIN rpj ON rpj.avaliado_id = ra.avaliado_id
      ${posicaoNaData(sql.ref('c.id'), dataDaAvaliacao(a))}
     ORDER BY gente_search(c.nome), c.id`.execute(db);
  return rows.map((r) => ({
    colaborador: { id: r.avaliado_id, nome: r.nome },
    area: r.area,
    cargo: r.cargo,
    avaliadores: r.avaliadores,
    respondidas: r.respondidas,
    resultado: r.visivel ? notas(r.g, r.q, r.c) : null,
    ...(!r.visivel && r.respondidas > 0 ? { oculto: true as const } : {}),
    autoavaliacao: r.ug === null && r.uq === null && r.uc === null ? null : notas(r.ug, r.uq, r.uc),
    porPapel: (r.papeis as any[]).map((p) =>
      p.visivel || p.folhas === 0
        ? { papel: p.papel, avaliadores: p.avaliadores, folhas: p.folhas, ...notas(p.g, p.q, p.c) }
        : { papel: p.papel, avaliadores: p.avaliadores, folhas: p.folhas, oculto: true as const },
    ),
  }));
}

/** What of one person's results may be shown, from its summary. */
export function visibilidade(r: ResultadoAvaliado): { papeis: Set<Papel>; geral: boolean } {
  return {
    papeis: new Set(
      r.porPapel.filter((p) => p.papel !== 'U' && p.folhas > 0 && !p.oculto).map((p) => p.papel),
    ),
    geral: r.resultado !== null,
  };
}

export type CompetenciaResultado = {
  tipo: 'C' | 'H' | 'A';
  competencia: { id: number; nome: string };
  exigida: number | null;
  maximo: number;
  colaborador: number | null;
  autoavaliacao: number | null;
  porPapel: { papel: Papel; media: number | null }[];
};

const NOMES_COMPETENCIA = sql`(SELECT 'C'::text AS tipo, id, nome FROM conhecimento UNION ALL
  SELECT 'H', id, nome FROM habilidade UNION ALL SELECT 'A', id, nome FROM atitude)`;

/** Per competence of one evaluated person: the others' average level order, the self one, by visible role. */
export async function competenciasDoResultado(
  db: Db,
  empresaId: number,
  a: Avaliacao,
  avaliadoId: number,
  visiveis: { papeis: Set<Papel>; geral: boolean },
): Promise<CompetenciaResultado[]> {
  const { rows } = await sql<any>`SELECT c.tipo, c.competencia_id, nm.nome, max(c.ordem_exigida) AS exigida,
      max(c.ordem_maxima) AS maximo,
      avg(c.ordem) FILTER (WHERE f.papel <> 'U')::float8 AS colaborador,
      avg(c.ordem) FILTER (WHERE f.papel = 'U')::float8 AS autoavaliacao,
      (SELECT jsonb_object_agg(papel, media) FROM (SELECT f2.papel, avg(c2.ordem)::float8 AS media
         FROM avaliacao_folha_competencia c2 JOIN questionario_folha f2 ON f2.id = c2.folha_id
        WHERE f2.contexto = ${AVALIACOES} AND f2.contexto_id = ${a.id} AND f2.avaliado_id = ${avaliadoId} AND f2.concluida
          AND f2.papel <> 'U' AND c2.tipo = c.tipo AND c2.competencia_id = c.competencia_id GROUP BY f2.papel) x) AS por_papel
    FROM avaliacao_folha_competencia c JOIN questionario_folha f ON f.id = c.folha_id
    JOIN ${NOMES_COMPETENCIA} nm ON nm.tipo = c.tipo AND nm.id = c.competencia_id
    WHERE f.empresa_id = ${empresaId} AND f.origem = ${ORIGEM_DESEMPENHO} AND f.contexto = ${AVALIACOES}
      AND f.contexto_id = ${a.id} AND f.avaliado_id = ${avaliadoId} AND f.concluida
    GROUP BY c.tipo, c.competencia_id, nm.nome ORDER BY CASE c.tipo WHEN 'C' THEN 1 WHEN 'H' THEN 2 ELSE 3 END, gente_search(nm.nome)`.execute(
    db,
  );
  return rows.map((r) => ({
    tipo: r.tipo,
    competencia: { id: r.competencia_id, nome: r.nome },
    exigida: r.exigida,
    maximo: r.maximo,
    colaborador: visiveis.geral ? r2(r.colaborador) : null,
    autoavaliacao: r2(r.autoavaliacao),
    porPapel: Object.entries((r.por_papel ?? {}) as Record<Papel, number>)
      .filter(([p]) => visiveis.papeis.has(p as Papel))
      .map(([papel, media]) => ({ papel: papel as Papel, media: r2(media) })),
  }));
}

/** The radar of spec §3 "Competence radar": labels, employee vs required; the maximum is the highest level order. */
export function radar(competencias: CompetenciaResultado[]) {
  return {
    labels: competencias.map((c) => c.competencia.nome),
    competenciasColaborador: competencias.map((c) => c.colaborador),
    competenciasFaixaSalarial: competencias.map((c) => c.exigida),
    competenciasAutoavaliacao: competencias.map((c) => c.autoavaliacao),
    maximo: Math.max(0, ...competencias.map((c) => c.maximo)),
  };
}

export type PerguntaResultado = {
  id: number;
  ordem: number;
  texto: string;
  tipo: number;
  aspecto: string | null;
  respostas: number;
  /** the others' average score of the question, 0 to 100 */
  media: number | null;
  autoavaliacao: number | null;
  opcoes: { id: number; texto: string; escolhas: number }[];
  notaMedia: number | null;
  comentarios: string[];
};

/** Per question of the model: the others' average score, option counts, notes and comments (not attributed). */
export async function perguntasDoResultado(
  db: Db,
  empresaId: number,
  a: Avaliacao,
  avaliadoId: number,
  visivel: boolean,
): Promise<PerguntaResultado[]> {
  if (!a.modeloId || a.somenteCompetencias) return [];
  const perguntas = await perguntasDoModelo(db, empresaId, MODELOS, a.modeloId);
  const { rows } = await sql<
    Resposta & { papel: Papel }
  >`SELECT f.papel, r.pergunta_id AS "perguntaId", r.opcao_id AS "respostaId",
      r.opcoes_ids AS "respostasIds", r.nota::float8 AS nota, r.comentario
    FROM questionario_resposta r JOIN questionario_folha f ON f.id = r.folha_id
    WHERE f.empresa_id = ${empresaId} AND f.origem = ${ORIGEM_DESEMPENHO} AND f.contexto = ${AVALIACOES}
      AND f.contexto_id = ${a.id} AND f.avaliado_id = ${avaliadoId} AND f.concluida`.execute(db);
  const media = (p: Pergunta, rs: Resposta[]) => {
    const fr = rs.map((r) => fracaoDaResposta(p, r)).filter((x): x is number => x !== null);
    return fr.length ? r2((100 * fr.reduce((s, x) => s + x, 0)) / fr.length) : null;
  };
  return perguntas.map((p) => {
    const todas = rows.filter((r) => r.perguntaId === p.id);
    const outras = visivel ? todas.filter((r) => r.papel !== 'U') : [];
    const auto = todas.filter((r) => r.papel === 'U');
    const notasDadas = outras.map((r) => r.nota).filter((n): n is number => n !== null && n !== undefined);
    return {
      id: p.id,
      ordem: p.ordem,
      texto: p.texto,
      tipo: p.tipo,
      aspecto: p.aspecto?.nome ?? null,
      respostas: outras.length,
      media: media(p, outras),
      autoavaliacao: media(p, auto),
      opcoes: p.respostas.map((o) => ({
        id: o.id,
        texto: o.texto,
        escolhas: outras.filter((r) => r.respostaId === o.id || r.respostasIds?.includes(o.id)).length,
      })),
      notaMedia: notasDadas.length ? r2(notasDadas.reduce((s, n) => s + n, 0) / notasDadas.length) : null,
      // sorted, never in the order the sheets arrived
      comentarios: outras
        .map((r) => r.comentario?.trim())
        .filter((c): c is string => !!c)
        .sort((x, y) => x.localeCompare(y, 'pt-BR')),
    };
  });
}

/** Sheets of a non-anonymous evaluation for one evaluated person, with who answered and the participation (for
 * the printed sheet). */
export async function folhasIdentificadas(db: Db, a: Avaliacao, avaliadoId: number) {
  if (a.anonima) return [];
  const { rows } =
    await sql`SELECT c.id AS "avaliadorId", c.nome AS avaliador, f.papel, f.respondida_em AS "respondidaEm",
      n.nota_geral::float8 AS geral, n.nota_questionario::float8 AS questionario, n.nota_competencias::float8 AS competencias,
      p.id AS participacao
    FROM questionario_folha f JOIN avaliacao_folha_nota n ON n.folha_id = f.id JOIN colaborador c ON c.id = f.respondente_id
    LEFT JOIN avaliacao_participante p ON p.avaliacao_desempenho_id = f.contexto_id AND p.avaliado_id = f.avaliado_id
      AND p.avaliador_id = f.respondente_id
    WHERE f.origem = ${ORIGEM_DESEMPENHO} AND f.contexto = ${AVALIACOES} AND f.contexto_id = ${a.id}
      AND f.avaliado_id = ${avaliadoId} AND f.concluida AND NOT f.anonima
    ORDER BY f.papel, gente_search(c.nome)`.execute(db);
  return rows;
}
