// The company's evaluation questions (spec §2 /avaliacao/perguntas; §7 "Questions: GET /experiencias (avaliacaoId),
// /questionario (questionarioId)"; ROLE_AVALIACAO), read from the questionnaire engine's tables — there is no
// second question store: a question is edited in its model's editor (modelos-avaliacao/:id).
//   GET avaliacao/perguntas?modeloId&tipoModelo&aspecto&tipo&texto&page&size   every model's questions, filtered
//   GET avaliacao/perguntas/experiencias?avaliacaoId=   the questions of an experience follow-up model (tipo E)
//   GET avaliacao/perguntas/questionario?questionarioId=  the questions of a performance evaluation's model
import { sql } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { perguntasDoModelo } from '../../questionarios/questionario.ts';
import { lerAvaliacao, MODELOS, MSG_PERGUNTAS, ROLE } from './avaliacao.ts';
import { MSG_EXPERIENCIA } from './experiencia.ts';

const BASE = 'avaliacao/perguntas';
const TIPOS: Record<number, string> = { 1: 'Objetiva', 3: 'Subjetiva', 4: 'Nota', 5: 'Múltipla Escolha' };

type Filtro = {
  modeloId?: number;
  tipoModelo?: 'D' | 'E';
  aspecto?: string;
  tipo?: number;
  texto?: string;
  page: number;
  size: number;
};

export default defineActions([
  {
    name: 'perguntas-avaliacao',
    method: 'GET',
    path: BASE,
    summary: 'As perguntas dos modelos de avaliação da empresa, por modelo, aspecto, tipo e texto',
    authority: ROLE,
    query: 'avaliacao/_acoes/perguntas-filtro',
    async handler({ db, session, query }) {
      const f = query as Filtro;
      const contem = (col: string, v?: string) =>
        v?.trim()
          ? sql`gente_search(${sql.ref(col)}) LIKE '%' || gente_search(${v.trim()}) || '%'`
          : sql`TRUE`;
      const { rows } = await sql<any>`SELECT p.id, coalesce(p.ordem, 0) AS ordem, p.texto, p.tipo,
          coalesce(p.peso, 1)::float8 AS peso, coalesce(p.obrigatoria, false) AS obrigatoria,
          CASE WHEN a.id IS NOT NULL THEN json_build_object('id', a.id, 'nome', a.nome) END AS aspecto,
          json_build_object('id', m.id, 'titulo', m.titulo, 'tipo', m.tipo, 'ativo', coalesce(m.ativo, true)) AS modelo,
          count(*) OVER ()::int AS total
        FROM questionario_pergunta p JOIN modelo_avaliacao m ON m.id = p.modelo_id AND m.empresa_id = p.empresa_id
        LEFT JOIN questionario_aspecto a ON a.id = p.aspecto_id
        WHERE p.empresa_id = ${session.empresaId} AND p.cadastro = ${MODELOS}
          AND (${f.modeloId ?? null}::int IS NULL OR m.id = ${f.modeloId ?? null})
          AND (${f.tipoModelo ?? null}::text IS NULL OR m.tipo = ${f.tipoModelo ?? null})
          AND (${f.tipo ?? null}::int IS NULL OR p.tipo = ${f.tipo ?? null})
          AND ${contem('a.nome', f.aspecto)} AND ${contem('p.texto', f.texto)}
        ORDER BY gente_search(m.titulo), m.id, p.ordem NULLS LAST, p.id
        LIMIT ${f.size} OFFSET ${f.page * f.size}`.execute(db);
      const totalElements = rows[0]?.total ?? 0;
      return {
        content: rows.map(({ total: _t, ...r }) => ({ ...r, tipoDescricao: TIPOS[r.tipo] })),
        size: f.size,
        number: f.page,
        totalElements,
        totalPages: Math.ceil(totalElements / f.size),
      };
    },
  },
  {
    name: 'perguntas-experiencia',
    method: 'GET',
    path: `${BASE}/experiencias`,
    summary: 'As perguntas de um modelo de acompanhamento do período de experiência (tipo E)',
    authority: ROLE,
    query: 'avaliacao/_acoes/perguntas-experiencia',
    async handler({ db, session, query }) {
      const { rows } = await sql<{ tipo: string }>`SELECT tipo FROM modelo_avaliacao
        WHERE id = ${query.avaliacaoId} AND empresa_id = ${session.empresaId}`.execute(db);
      if (!rows[0]) throw notFound();
      if (rows[0].tipo !== 'E') throw fieldError('avaliacaoId', MSG_EXPERIENCIA.modeloDeExperiencia);
      return perguntasDoModelo(db, session.empresaId, MODELOS, query.avaliacaoId);
    },
  },
  {
    name: 'perguntas-questionario-desempenho',
    method: 'GET',
    path: `${BASE}/questionario`,
    summary: 'As perguntas do questionário (o modelo) de uma avaliação de desempenho',
    authority: ROLE,
    query: 'avaliacao/_acoes/perguntas-questionario',
    async handler({ db, session, query }) {
      const a = await lerAvaliacao(db, session.empresaId, query.questionarioId);
      if (!a.modeloId || a.somenteCompetencias) throw fieldError('questionarioId', MSG_PERGUNTAS.semModelo);
      return perguntasDoModelo(db, session.empresaId, MODELOS, a.modeloId);
    },
  },
]);
