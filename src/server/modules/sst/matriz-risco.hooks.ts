// Risk severity matrix: one classification per gravity × probability pair within a matrix. The schema says
// "at least one combination"; a pair given twice would make the lookup ambiguous, so it is refused here,
// on the repeated row, naming the pair as the user reads it.
import { sql } from 'kysely';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { validationError } from '../../http/errors.ts';

type Combinacao = { gravidade: { id: number }; probabilidade: { id: number } };

async function semRepeticao(ctx: HookContext, data: RecordData) {
  const combinacoes = (data.combinacoes ?? []) as Combinacao[];
  const vistas = new Set<string>();
  const repetidas: number[] = [];
  combinacoes.forEach((c, i) => {
    const chave = `${c.gravidade.id}:${c.probabilidade.id}`;
    if (vistas.has(chave)) repetidas.push(i);
    vistas.add(chave);
  });
  if (repetidas.length === 0) return;
  const ids = repetidas.flatMap((i) => [combinacoes[i]!.gravidade.id, combinacoes[i]!.probabilidade.id]);
  const { rows } = await sql<{ id: number; nome: string; tipo: string }>`
    SELECT id, nome, 'g' AS tipo FROM gravidade_risco WHERE id = ANY(${ids}::int[])
    UNION ALL SELECT id, nome, 'p' FROM probabilidade_risco WHERE id = ANY(${ids}::int[])`.execute(ctx.db);
  const nome = (tipo: string, id: number) => rows.find((r) => r.tipo === tipo && r.id === id)?.nome ?? id;
  throw validationError(
    repetidas.map((i) => ({
      field: `combinacoes.${i}.probabilidade`,
      message: `A combinação ${nome('g', combinacoes[i]!.gravidade.id)} × ${nome('p', combinacoes[i]!.probabilidade.id)} já está na matriz.`,
    })),
  );
}

export default defineHooks('sst/matriz-risco', {
  beforeCreate: semRepeticao,
  beforeUpdate: semRepeticao,
});
