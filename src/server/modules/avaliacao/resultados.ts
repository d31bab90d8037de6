// Results of a performance evaluation (docs/avaliacao.md "Resultados"): per evaluated person, per role, per
// competence (with the radar: employee vs required, maximum = the highest level order) and per question; set-based
// over the sheets' stored scores. Anonymous evaluations show only what anonimato.ts allows, and only once closed.
import { sql } from 'kysely';
import { fracaoDaResposta } from '../../../shared/questionario/nota.ts';
import type { Pergunta, Resposta } from '../../../shared/questionario/tipos.ts';
import type { HookContext } from '../../crud/hooks.ts';
import { perguntasDoModelo } from '../../questionarios/questionario.ts';
import { today } from '../cargo-salario/query-params.ts';
import { papeisVisiveis } from './anonimato.ts';
import { AVALIACOES, type Avaliacao, MODELOS, ORIGEM_DESEMPENHO, type Papel } from './avaliacao.ts';

type Db = HookContext['db'];
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

const VAZIO: Notas = { geral: null, questionario: null, competencias: null };
const r2 = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100);
const notas = (n: Notas): Notas => ({
  geral: r2(n.geral),
  questionario: r2(n.questionario),
  competencias: r2(n.competencias),
});

type Linha = {
  avaliado_id: number;
  nome: string;
  area: string | null;
  cargo: string | null;
  papel: Papel;
  avaliadores: number;
  folhas: number;
  g: number | null;
  ng: number;
  q: number | null;
  nq: number;
  c: number | null;
  nc: number;
};

/** Mean of role means weighted by their counts (= the mean of the sheets), or the mean of the role means. */
function combinar(linhas: Linha[], porPapel: boolean): Notas {
  const m = (v: 'g' | 'q' | 'c', n: 'ng' | 'nq' | 'nc') => {
    const com = linhas.filter((l) => l[n] > 0 && l[v] !== null);
    if (com.length === 0) return null;
    if (porPapel) return com.reduce((s, l) => s + l[v]!, 0) / com.length;
    return com.reduce((s, l) => s + l[v]! * l[n], 0) / com.reduce((s, l) => s + l[n], 0);
  };
  return { geral: m('g', 'ng'), questionario: m('q', 'nq'), competencias: m('c', 'nc') };
}

/** The date the position (area, job) is read at: today, within the evaluation's period. */
export const dataDaAvaliacao = (a: Avaliacao) => (today() > a.dataFim ? a.dataFim : today());

/** Results of every evaluated person (or only `avaliadoId`), in name order. */
export async function resultadosDaAvaliacao(
  db: Db,
  empresaId: number,
  a: Avaliacao,
  avaliadoId?: number,
): Promise<ResultadoAvaliado[]> {
  const data = dataDaAvaliacao(a);
  const so = avaliadoId === undefined ? sql`TRUE` : sql`avaliado_id = ${avaliadoId}`;
  const { rows } = await sql<Linha>`WITH f AS (
      SELECT f.avaliado_id, f.papel, n.nota_geral AS g, n.nota_questionario AS q, n.nota_competencias AS c
        FROM questionario_folha f JOIN avaliacao_folha_nota n ON n.folha_id = f.id
       WHERE f.empresa_id = ${empresaId} AND f.origem = ${ORIGEM_DESEMPENHO} AND f.contexto = ${AVALIACOES}
         AND f.contexto_id = ${a.id} AND f.concluida AND ${so}
    ), pp AS (
      SELECT avaliado_id, papel, count(*)::int AS folhas, avg(g)::float8 AS g, count(g)::int AS ng,
             avg(q)::float8 AS q, count(q)::int AS nq, avg(c)::float8 AS c, count(c)::int AS nc
        FROM f GROUP BY avaliado_id, papel
    ), part AS (
      SELECT avaliado_id, papel, count(*)::int AS avaliadores FROM avaliacao_participante
       WHERE avaliacao_desempenho_id = ${a.id} AND empresa_id = ${empresaId} AND ${so} GROUP BY avaliado_id, papel
    )
    SELECT part.avaliado_id, c.nome, ar.nome AS area, cg.nome AS cargo, part.papel, part.avaliadores,
           coalesce(pp.folhas, 0) AS folhas, pp.g, coalesce(pp.ng, 0) AS ng, pp.q, coalesce(pp.nq, 0) AS nq,
           pp.c, coalesce(pp.nc, 0) AS nc
      FROM part LEFT JOIN pp USING (avaliado_id, papel)
      JOIN colaborador c ON c.id = part.avaliado_id
      LEFT JOIN LATERAL (SELECT h.area_organizacional_id, h.faixa_salarial_id FROM historico_colaborador h
         WHERE h.colaborador_id = c.id AND h.status IS DISTINCT FROM 'X' AND h.data <= ${data}::date
           AND coalesce(h.data_fim, 'infinity'::date) >= ${data}::date ORDER BY h.data DESC LIMIT 1) h ON TRUE
      LEFT JOIN area_organizacional ar ON ar.id = h.area_organizacional_id
      LEFT JOIN faixa_salarial fx ON fx.id = h.faixa_salarial_id LEFT JOIN cargo cg ON cg.id = fx.cargo_id
     ORDER BY gente_search(c.nome), c.id, part.papel`.execute(db);
  const porAvaliado = new Map<number, Linha[]>();
  for (const l of rows) {
    if (!porAvaliado.has(l.avaliado_id)) porAvaliado.set(l.avaliado_id, []);
    porAvaliado.get(l.avaliado_id)!.push(l);
  }
  const mediaDosPapeis = a.tipo === '2.0' && a.formato === 2;
  return [...porAvaliado.values()].map((linhas) => {
    const [primeira] = linhas;
    const outros = linhas.filter((l) => l.papel !== 'U');
    const auto = linhas.find((l) => l.papel === 'U');
    const vis = papeisVisiveis(
      linhas.map((l) => ({ papel: l.papel, folhas: l.folhas })),
      a.anonima,
    );
    const resultado = vis.geral ? notas(combinar(outros, mediaDosPapeis)) : null;
    return {
      colaborador: { id: primeira!.avaliado_id, nome: primeira!.nome },
      area: primeira!.area,
      cargo: primeira!.cargo,
      avaliadores: outros.reduce((s, l) => s + l.avaliadores, 0),
      respondidas: outros.reduce((s, l) => s + l.folhas, 0),
      resultado,
      ...(resultado === null && outros.some((l) => l.folhas > 0) ? { oculto: true as const } : {}),
      autoavaliacao: auto && auto.folhas > 0 ? notas(combinar([auto], false)) : null,
      porPapel: linhas.map((l) =>
        l.papel === 'U' || vis.papeis.has(l.papel) || l.folhas === 0
          ? {
              papel: l.papel,
              avaliadores: l.avaliadores,
              folhas: l.folhas,
              ...(l.folhas ? notas(combinar([l], false)) : VAZIO),
            }
          : { papel: l.papel, avaliadores: l.avaliadores, folhas: l.folhas, oculto: true as const },
      ),
    };
  });
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

/** Sheets of a non-anonymous evaluation for one evaluated person, with who answered. */
export async function folhasIdentificadas(db: Db, a: Avaliacao, avaliadoId: number) {
  if (a.anonima) return [];
  const { rows } =
    await sql`SELECT c.id AS "avaliadorId", c.nome AS avaliador, f.papel, f.respondida_em AS "respondidaEm",
      n.nota_geral::float8 AS geral, n.nota_questionario::float8 AS questionario, n.nota_competencias::float8 AS competencias
    FROM questionario_folha f JOIN avaliacao_folha_nota n ON n.folha_id = f.id JOIN colaborador c ON c.id = f.respondente_id
    WHERE f.origem = ${ORIGEM_DESEMPENHO} AND f.contexto = ${AVALIACOES} AND f.contexto_id = ${a.id}
      AND f.avaliado_id = ${avaliadoId} AND f.concluida AND NOT f.anonima
    ORDER BY f.papel, gente_search(c.nome)`.execute(db);
  return rows;
}
