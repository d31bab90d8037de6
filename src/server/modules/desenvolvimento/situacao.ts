// The attendance and approval of enrolments, read in one query for any number of them (lists of enrolments,
// a class's attendance grid), then decided by situacaoDoInscrito.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type AvaliacaoDoCurso, type Situacao, situacaoDoInscrito } from './aprovacao.ts';

type Linha = {
  id: number;
  total: number;
  presentes: number;
  minimo: string | null;
  avaliacoes: { id: number; titulo: string; minimo: string | null }[];
  notas: { id: number; nota: string }[];
};

export async function situacoes(db: Db, ids: readonly number[]): Promise<Map<number, Situacao>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<Linha>`
    SELECT ct.id,
           (SELECT count(*)::int FROM turma_dias_turma d WHERE d.owner_id = ct.turma_id) AS total,
           (SELECT count(*)::int FROM presenca_turma p WHERE p.colaborador_turma_id = ct.id) AS presentes,
           c.percentual_minimo_frequencia AS minimo,
           coalesce((SELECT json_agg(json_build_object('id', a.id, 'titulo', a.titulo, 'minimo', a.minimo_aprovacao)
                                     ORDER BY a.titulo, a.id)
                       FROM curso_avaliacoes_curso j JOIN avaliacao_curso a ON a.id = j.ref_id
                      WHERE j.owner_id = c.id), '[]') AS avaliacoes,
           coalesce((SELECT json_agg(json_build_object('id', n.avaliacao_curso_id, 'nota', n.nota))
                       FROM colaborador_turma_notas n WHERE n.owner_id = ct.id), '[]') AS notas
      FROM colaborador_turma ct
      JOIN turma t ON t.id = ct.turma_id
      JOIN curso c ON c.id = t.curso_id
     WHERE ct.id = ANY(${ids as number[]}::int[])`.execute(db);
  return new Map(
    rows.map((r) => [
      r.id,
      situacaoDoInscrito({
        totalDias: r.total,
        presentes: r.presentes,
        percentualMinimo: r.minimo == null ? null : Number(r.minimo),
        avaliacoes: r.avaliacoes.map(
          (a): AvaliacaoDoCurso => ({
            id: a.id,
            titulo: a.titulo,
            minimo: a.minimo == null ? null : Number(a.minimo),
          }),
        ),
        notas: new Map(r.notas.map((n) => [n.id, Number(n.nota)])),
      }),
    ]),
  );
}
