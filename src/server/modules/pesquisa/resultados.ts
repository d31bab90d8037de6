// Results of a survey (docs/decisions.md "Pesquisas"): the response rate (by the participations, overall and by
// area), and per question of the finished sheets the distribution of options, the notes (mean, distribution,
// NPS when the question is marked NPS) and the comments (in alphabetical order: never in order of arrival).
// An anonymous survey shows answers only after its last day and only with at least MINIMO_ANONIMATO sheets;
// its sheets keep no respondent, so its answers cannot be split by area (the rate can: it is by participation).
import { sql } from 'kysely';
import { TIPO } from '../../../shared/questionario/tipos.ts';
import type { Registry } from '../../../shared/schema/registry.ts';
import type { Db } from '../../db/database.ts';
import { conflict, fieldError } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import { carregarQuestionario } from '../../questionarios/questionario.ts';
import { historicosVigentes, subarvoreAreas } from '../cargo-salario/api.ts';
import { calcularNps, type Nps } from './nps.ts';
import {
  MINIMO_ANONIMATO,
  MSG_PESQUISA,
  ORIGEM_PESQUISA,
  PESQUISAS,
  type Pesquisa,
  percentual,
} from './pesquisa.ts';

export const MSG_RESULTADOS = {
  areaAnonima:
    'Numa pesquisa anônima as respostas não guardam quem respondeu: os resultados não se separam por área (a taxa de resposta, sim).',
  aspectoDeOutra: 'O aspecto não pertence a esta pesquisa.',
} as const;

export type Taxa = { participantes: number; responderam: number; naoResponderam: number; texto: string };

function taxa(participantes: number, responderam: number): Taxa {
  const nao = participantes - responderam;
  return {
    participantes,
    responderam,
    naoResponderam: nao,
    texto: MSG_PESQUISA.taxa(
      participantes,
      responderam,
      percentual(responderam, participantes),
      nao,
      percentual(nao, participantes),
    ),
  };
}

/** Response rate overall (or of an area with its sub-areas) and by area, by the employees' area today. */
export async function taxaDeResposta(db: Db, p: Pesquisa, area?: number) {
  const filtro = area ? sql`AND h.area_organizacional_id IN ${subarvoreAreas(p.empresaId, [area])}` : sql``;
  const { rows } = await sql<{ area_id: number | null; area: string | null; n: number; x: number }>`
    SELECT h.area_organizacional_id AS area_id, a.nome AS area, count(*)::int AS n,
           count(*) FILTER (WHERE coalesce(pp.respondida, false))::int AS x
      FROM pesquisa_participante pp
      LEFT JOIN ${historicosVigentes(p.empresaId, today())} h ON h.colaborador_id = pp.colaborador_id
      LEFT JOIN area_organizacional a ON a.id = h.area_organizacional_id
     WHERE pp.pesquisa_id = ${p.id} ${filtro}
     GROUP BY h.area_organizacional_id, a.nome ORDER BY gente_search(coalesce(a.nome, '')), 1`.execute(db);
  const n = rows.reduce((s, r) => s + r.n, 0);
  const x = rows.reduce((s, r) => s + r.x, 0);
  return {
    ...taxa(n, x),
    porArea: rows.map((r) => ({
      area: r.area_id === null ? null : { id: r.area_id, nome: r.area },
      ...taxa(r.n, r.x),
    })),
  };
}

type Opcao = { id: number; texto: string; quantidade: number; percentual: string };
export type ResultadoPergunta = {
  id: number;
  ordem: number;
  texto: string;
  tipo: number;
  aspecto?: { id: number; nome: string };
  respostas: number;
  opcoes?: Opcao[];
  media?: number | null;
  notas?: { nota: number; quantidade: number }[];
  nps?: Nps;
  comentarios: string[];
};

/** Results per question and aspect of the finished sheets (of the employees of `area`, identified only). */
export async function resultados(
  db: Db,
  registry: Registry,
  p: Pesquisa,
  filtro: { area?: number; aspecto?: number },
) {
  const rate = await taxaDeResposta(db, p, filtro.area);
  if (p.anonima && filtro.area) throw fieldError('area', MSG_RESULTADOS.areaAnonima);
  if (p.anonima && p.dataFim >= today()) throw conflict(MSG_PESQUISA.resultadoAnonimoAntesDoFim(p.dataFim));
  const q = await carregarQuestionario(db, registry, p.empresaId, PESQUISAS, p.id);
  if (filtro.aspecto && !q.aspectos.some((a) => a.id === filtro.aspecto))
    throw fieldError('aspecto', MSG_RESULTADOS.aspectoDeOutra);
  const daArea = filtro.area
    ? sql`AND f.respondente_id IN (SELECT h.colaborador_id FROM ${historicosVigentes(p.empresaId, today())} h
          WHERE h.area_organizacional_id IN ${subarvoreAreas(p.empresaId, [filtro.area])})`
    : sql``;
  const folhas = sql`SELECT f.id FROM questionario_folha f WHERE f.origem = ${ORIGEM_PESQUISA}
    AND f.contexto = ${PESQUISAS} AND f.contexto_id = ${p.id} AND f.concluida ${daArea}`;
  const { rows: total } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (${folhas}) x`.execute(db);
  const sheets = total[0].n;
  if (p.anonima && sheets < MINIMO_ANONIMATO)
    return {
      taxa: rate,
      respostas: sheets,
      oculto: MSG_PESQUISA.poucasRespostas(MINIMO_ANONIMATO),
      perguntas: [],
      aspectos: [],
    };

  const respostas = sql`SELECT r.* FROM questionario_resposta r WHERE r.folha_id IN (${folhas})`;
  const [porPergunta, opcoes, notas, comentarios, marcadas] = await Promise.all([
    sql<{ id: number; n: number; media: number | null }>`SELECT pergunta_id AS id, count(*)::int AS n,
        round(avg(nota), 2)::float8 AS media FROM (${respostas}) r GROUP BY pergunta_id`.execute(db),
    sql<{ pergunta: number; opcao: number; n: number }>`SELECT r.pergunta_id AS pergunta, o AS opcao,
        count(*)::int AS n FROM (${respostas}) r
        CROSS JOIN LATERAL unnest(coalesce(r.opcoes_ids, ARRAY[r.opcao_id])) o
       WHERE o IS NOT NULL GROUP BY 1, 2`.execute(db),
    sql<{ pergunta: number; nota: number; n: number }>`SELECT pergunta_id AS pergunta, nota::float8 AS nota,
        count(*)::int AS n FROM (${respostas}) r WHERE nota IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2`.execute(
      db,
    ),
    sql<{ pergunta: number; comentario: string }>`SELECT pergunta_id AS pergunta, comentario
        FROM (${respostas}) r WHERE comentario IS NOT NULL AND comentario <> ''
       ORDER BY pergunta_id, comentario`.execute(db),
    sql<{ id: number }>`SELECT id FROM questionario_pergunta WHERE cadastro = ${PESQUISAS}
        AND modelo_id = ${p.id} AND coalesce(nps, false)`.execute(db),
  ]);
  const nps = new Set(marcadas.rows.map((r) => r.id));
  const agregado = new Map(porPergunta.rows.map((r) => [r.id, r]));
  const lista: ResultadoPergunta[] = q.perguntas
    .filter((x) => !filtro.aspecto || x.aspecto?.id === filtro.aspecto)
    .map((x) => {
      const n = agregado.get(x.id)?.n ?? 0;
      const base: ResultadoPergunta = {
        id: x.id,
        ordem: x.ordem,
        texto: x.texto,
        tipo: x.tipo,
        ...(x.aspecto ? { aspecto: x.aspecto } : {}),
        respostas: n,
        comentarios: comentarios.rows.filter((c) => c.pergunta === x.id).map((c) => c.comentario),
      };
      if (x.tipo === TIPO.objetiva || x.tipo === TIPO.multiplaEscolha) {
        const contagem = new Map(opcoes.rows.filter((o) => o.pergunta === x.id).map((o) => [o.opcao, o.n]));
        base.opcoes = x.respostas.map((o) => ({
          id: o.id,
          texto: o.texto,
          quantidade: contagem.get(o.id) ?? 0,
          percentual: percentual(contagem.get(o.id) ?? 0, n),
        }));
      }
      if (x.tipo === TIPO.nota) {
        const dist = notas.rows.filter((o) => o.pergunta === x.id);
        base.media = agregado.get(x.id)?.media ?? null;
        base.notas = dist.map((d) => ({ nota: d.nota, quantidade: d.n }));
        if (nps.has(x.id)) base.nps = calcularNps(dist.flatMap((d) => Array(d.n).fill(d.nota)));
      }
      return base;
    });
  // the mean of an aspect: its note answers as a percentage of each question's maximum (7 of 10 = 70 %)
  const aspectos = q.aspectos
    .filter((a) => !filtro.aspecto || a.id === filtro.aspecto)
    .map((a) => {
      let soma = 0;
      let qtd = 0;
      for (const x of q.perguntas.filter((y) => y.aspecto?.id === a.id && y.tipo === TIPO.nota))
        for (const d of notas.rows.filter((o) => o.pergunta === x.id)) {
          soma += (d.nota / (x.notaMaxima ?? 10)) * 100 * d.n;
          qtd += d.n;
        }
      return {
        id: a.id,
        nome: a.nome,
        respostas: qtd,
        mediaPercentual: qtd ? Math.round((soma / qtd) * 100) / 100 : null,
      };
    });
  return { taxa: rate, respostas: sheets, perguntas: lista, aspectos };
}
