// One evaluator's finished sheet, for HR (docs/avaliacao.md "O que cada avaliador respondeu"): found through the
// participation — only in an identified evaluation, because an anonymous finished sheet has no evaluator and no
// endpoint may become the way to link it. Shared by the JSON view (respostas.actions.ts), the answered sheet in
// PDF/XLSX (report avaliacao/avaliacao-respondida) and the comparison of two sheets (avaliacao/comparativa-folhas).
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../http/errors.ts';
import {
  AVALIACOES,
  type Avaliacao,
  lerAvaliacao,
  MODELOS,
  ORIGEM_DESEMPENHO,
  type Papel,
} from './avaliacao.ts';
import { NOMES_COMPETENCIA, papelSql, TIPOS_COMPETENCIA } from './relatorios/comum.ts';

export const MSG_FOLHA = {
  anonima: 'A avaliação é anônima: as respostas de cada avaliador não são mostradas.',
  naoConcluida: 'O avaliador ainda não concluiu esta avaliação.',
  outroAvaliado: 'As duas folhas comparadas devem ser do mesmo avaliado.',
  mesmaFolha: 'Escolha duas participações diferentes para comparar.',
} as const;

export type Participacao = {
  id: number;
  papel: Papel;
  avaliacaoId: number;
  avaliado: { id: number; nome: string };
  avaliador: { id: number; nome: string };
};
export type FolhaConcluida = {
  id: string;
  observacao: string | null;
  respondidaEm: string;
  geral: number | null;
  questionario: number | null;
  competencias: number | null;
};

/** The participation (this company's, else 404), its evaluation (409 when anonymous) and its finished sheet (409). */
export async function folhaConcluidaDaParticipacao(
  db: Db,
  empresaId: number,
  participacaoId: number,
): Promise<{ p: Participacao; av: Avaliacao; f: FolhaConcluida }> {
  const { rows: ps } =
    await sql<Participacao>`SELECT p.id, p.papel, p.avaliacao_desempenho_id AS "avaliacaoId",
      json_build_object('id', a.id, 'nome', a.nome) AS avaliado, json_build_object('id', c.id, 'nome', c.nome) AS avaliador
    FROM avaliacao_participante p JOIN colaborador a ON a.id = p.avaliado_id JOIN colaborador c ON c.id = p.avaliador_id
    WHERE p.id = ${participacaoId} AND p.empresa_id = ${empresaId}`.execute(db);
  const p = ps[0];
  if (!p) throw notFound();
  const av = await lerAvaliacao(db, empresaId, p.avaliacaoId);
  if (av.anonima) throw conflict(MSG_FOLHA.anonima);
  const { rows: fs } = await sql<FolhaConcluida>`SELECT f.id, f.observacao, f.respondida_em AS "respondidaEm",
      n.nota_geral::float8 AS geral, n.nota_questionario::float8 AS questionario,
      n.nota_competencias::float8 AS competencias
    FROM questionario_folha f LEFT JOIN avaliacao_folha_nota n ON n.folha_id = f.id
    WHERE f.origem = ${ORIGEM_DESEMPENHO} AND f.contexto = ${AVALIACOES} AND f.contexto_id = ${av.id}
      AND f.avaliado_id = ${p.avaliado.id} AND f.papel = ${p.papel} AND f.respondente_id = ${p.avaliador.id}
      AND f.concluida AND NOT f.anonima`.execute(db);
  if (!fs[0]) throw conflict(MSG_FOLHA.naoConcluida);
  return { p, av, f: fs[0] };
}

/**
 * The finished sheets of participations `ids` (identified evaluations only, the same conditions as above, so the
 * SQL never reaches an anonymous sheet even without the check), numbered `lado` in the order given, with a
 * one-line description: evaluation, evaluated person, evaluator and role, date and general score.
 */
export function folhasDasParticipacoesSql(empresaId: number, ids: number[]): RawBuilder<unknown> {
  return sql`SELECT f.id, f.modelo_id, x.lado, p.id AS participacao_id, p.avaliado_id, av.nome AS avaliado,
      a.titulo || ' — ' || c.nome || ' (' || ${papelSql('p.papel')} || '), respondida em '
        || coalesce(to_char(f.respondida_em AT TIME ZONE 'America/Sao_Paulo', 'DD/MM/YYYY'), '—')
        || coalesce(' — nota geral ' || replace(to_char(round(n.nota_geral, 2), 'FM990D00'), '.', ','), '') AS descricao
    FROM unnest(${ids}::int[]) WITH ORDINALITY AS x(participacao, lado)
    JOIN avaliacao_participante p ON p.id = x.participacao AND p.empresa_id = ${empresaId}
    JOIN avaliacao_desempenho a ON a.id = p.avaliacao_desempenho_id AND NOT coalesce(a.anonima, false)
    JOIN colaborador av ON av.id = p.avaliado_id JOIN colaborador c ON c.id = p.avaliador_id
    JOIN questionario_folha f ON f.origem = ${ORIGEM_DESEMPENHO} AND f.contexto = ${AVALIACOES}
      AND f.contexto_id = a.id AND f.avaliado_id = p.avaliado_id AND f.papel = p.papel
      AND f.respondente_id = p.avaliador_id AND f.concluida AND NOT f.anonima
    LEFT JOIN avaliacao_folha_nota n ON n.folha_id = f.id`;
}

/**
 * One row per question of the sheet's model (by aspect; unanswered optional ones blank) and per competence rated,
 * over the CTE `fo(id, modelo_id, lado, …)`: secao, secao_ordem, ordem, chave (what the row is, the same in two
 * sheets of one model), item, resposta, comentario.
 */
export const itensDasFolhasSql = sql`
    SELECT fo.lado, coalesce(asp.nome, 'Sem aspecto') AS secao, 1 AS bloco, coalesce(asp.nome, '') AS secao_ordem,
           p.ordem, 'P' || p.id AS chave, p.texto AS item,
           CASE p.tipo
             WHEN 1 THEN (SELECT o.texto FROM questionario_pergunta_respostas o WHERE o.id = r.opcao_id)
             WHEN 5 THEN (SELECT string_agg(o.texto, ' / ' ORDER BY o.posicao, o.id) FROM questionario_pergunta_respostas o
                           WHERE o.id = ANY(r.opcoes_ids))
             WHEN 4 THEN trim_scale(r.nota)::text || ' (de ' || coalesce(p.nota_minima, 1) || ' a '
                           || coalesce(p.nota_maxima, 10) || ')'
             WHEN 3 THEN r.comentario END AS resposta,
           CASE WHEN p.tipo <> 3 THEN r.comentario END AS comentario
      FROM fo JOIN questionario_pergunta p ON p.cadastro = ${MODELOS} AND p.modelo_id = fo.modelo_id
      LEFT JOIN questionario_aspecto asp ON asp.id = p.aspecto_id
      LEFT JOIN questionario_resposta r ON r.folha_id = fo.id AND r.pergunta_id = p.id
    UNION ALL
    SELECT fo.lado, 'Competências — ' || tc.rotulo, 2, tc.ordem::text, 0, fc.tipo || '-' || fc.competencia_id, nm.nome,
           nv.descricao || ' (nível ' || fc.ordem || ' de ' || fc.ordem_maxima
             || coalesce('; exigido ' || fc.ordem_exigida, '') || ')',
           fc.comentario
      FROM fo JOIN avaliacao_folha_competencia fc ON fc.folha_id = fo.id
      JOIN ${NOMES_COMPETENCIA} nm ON nm.tipo = fc.tipo AND nm.id = fc.competencia_id
      JOIN ${TIPOS_COMPETENCIA} tc ON tc.tipo = fc.tipo
      JOIN nivel_competencia nv ON nv.id = fc.nivel_id`;
