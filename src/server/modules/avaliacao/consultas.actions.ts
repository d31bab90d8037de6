// The lookups of the evaluation screens and report filters (spec §7 Evaluation: "GET /ativa, /tipo-desempenho,
// /periodo-experiencia, anonima, dois-ponto-zero, avaliacoes-respondidas"), as data: each one is a path and the
// condition that picks its rows, newest first (ROLE_AVALIACAO, the session's company only).
//   avaliacoes-desempenho/ativa · /anonima · /dois-ponto-zero · /avaliacoes-respondidas   {id, titulo, dataIni, dataFim, anonima, tipo}
//   modelos-avaliacao/tipo-desempenho · /periodo-experiencia   active models {id, titulo, periodo}
import { type RawBuilder, sql } from 'kysely';
import { type ActionSpec, defineActions } from '../../actions/action.ts';
import { AVALIACOES, MODELOS, ROLE } from './avaliacao.ts';

const AVALIACAO: Record<string, { summary: string; onde: RawBuilder<unknown> }> = {
  ativa: { summary: 'Avaliações liberadas', onde: sql`a.liberada` },
  anonima: { summary: 'Avaliações anônimas', onde: sql`coalesce(a.anonima, false)` },
  'dois-ponto-zero': { summary: 'Avaliações do tipo 2.0', onde: sql`a.tipo = '2.0'` },
  'avaliacoes-respondidas': {
    summary: 'Avaliações com alguma folha concluída (as que têm resultados)',
    onde: sql`EXISTS (SELECT 1 FROM questionario_folha f WHERE f.contexto = ${AVALIACOES} AND f.contexto_id = a.id AND f.concluida)`,
  },
};

const MODELO: Record<string, { summary: string; tipo: 'D' | 'E' }> = {
  'tipo-desempenho': { summary: 'Modelos ativos de avaliação de desempenho', tipo: 'D' },
  'periodo-experiencia': {
    summary: 'Modelos ativos de acompanhamento do período de experiência, com o período de cada um',
    tipo: 'E',
  },
};

const avaliacoes: ActionSpec[] = Object.entries(AVALIACAO).map(([rota, { summary, onde }]) => ({
  name: `avaliacoes-desempenho-${rota}`,
  method: 'GET',
  path: `${AVALIACOES}/${rota}`,
  summary: `${summary}, as mais recentes primeiro`,
  authority: ROLE,
  async handler({ db, session }) {
    const { rows } = await sql`SELECT a.id, a.titulo, a.data_ini AS "dataIni", a.data_fim AS "dataFim",
        coalesce(a.anonima, false) AS anonima, coalesce(a.tipo, '1.0') AS tipo
      FROM avaliacao_desempenho a WHERE a.empresa_id = ${session.empresaId} AND ${onde}
      ORDER BY a.data_ini DESC, a.id DESC`.execute(db);
    return rows;
  },
}));

const modelos: ActionSpec[] = Object.entries(MODELO).map(([rota, { summary, tipo }]) => ({
  name: `modelos-avaliacao-${rota}`,
  method: 'GET',
  path: `${MODELOS}/${rota}`,
  summary,
  authority: ROLE,
  async handler({ db, session }) {
    const { rows } = await sql`SELECT m.id, m.titulo,
        CASE WHEN pe.id IS NOT NULL THEN json_build_object('id', pe.id, 'nome', pe.nome, 'dias', pe.dias) END AS periodo
      FROM modelo_avaliacao m LEFT JOIN periodo_experiencia pe ON pe.id = m.periodo_acompanhamento_experiencia_id
      WHERE m.empresa_id = ${session.empresaId} AND m.tipo = ${tipo} AND coalesce(m.ativo, true)
      ORDER BY pe.dias NULLS LAST, gente_search(m.titulo), m.id`.execute(db);
    return rows;
  },
}));

export default defineActions([...avaliacoes, ...modelos]);
