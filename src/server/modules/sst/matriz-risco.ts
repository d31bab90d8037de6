// The severity of a risk comes from the company's gravity × probability matrix (sst/matriz-risco), never from the
// client: the exposures of an environmental condition get the classification of the matrix in force on the
// condition's date. Before the first matrix (conditions recorded before the PGR), the first matrix applies.
import { sql } from 'kysely';
import type { HookContext, RecordData } from '../../crud/hooks.ts';
import { validationError } from '../../http/errors.ts';

const dma = (iso: string) => iso.split('-').reverse().join('/');

export const MSG_SEM_MATRIZ =
  'Cadastre a matriz de severidade de risco: a classificação de severidade de cada agente vem dela.';

/** `data`: the date of the matrix applied (its 'A partir de'). */
export const msgSemCombinacao = (data: string, gravidade: string, probabilidade: string) =>
  `A matriz de severidade de ${dma(data)} não tem a combinação ${gravidade} × ${probabilidade}: acrescente-a à matriz ou escolha outra gravidade ou probabilidade.`;

type Exposicao = {
  gravidadeRisco?: { id: number } | null;
  probabilidadeRisco?: { id: number } | null;
  classificacaoSeveridadeRisco?: string | null;
};

/** The matrix in force on `data` (or the company's first one) and its combinations; null when there is none. */
async function matrizNaData(ctx: HookContext, data: string) {
  const { rows } = await sql<{
    id: number;
    data: string;
    g: number | null;
    p: number | null;
    c: string | null;
  }>`
    SELECT m.id, to_char(m.data, 'YYYY-MM-DD') AS data, c.gravidade_id AS g, c.probabilidade_id AS p,
           c.classificacao AS c
      FROM (SELECT id, data FROM matriz_risco WHERE empresa_id = ${ctx.session.empresaId}
             ORDER BY (data <= ${data}::date) DESC, CASE WHEN data <= ${data}::date THEN data END DESC, data
             LIMIT 1) m
      LEFT JOIN matriz_risco_combinacoes c ON c.owner_id = m.id`.execute(ctx.db);
  if (rows.length === 0) return null;
  const combinacoes = new Map<string, string>();
  for (const r of rows) if (r.g !== null) combinacoes.set(`${r.g}:${r.p}`, r.c!);
  return { data: rows[0]!.data, combinacoes };
}

/**
 * Sets each exposure's `classificacaoSeveridadeRisco` from the matrix (whatever the client sent); refuses, on the
 * exposure's gravity, a pair the matrix lacks. Exposures without gravity and probability (09.01.001) keep none.
 */
export async function classificarExposicoes(ctx: HookContext, data: RecordData, campo = 'agentes') {
  const exposicoes = (data[campo] ?? []) as Exposicao[];
  const avaliadas = exposicoes
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => e.gravidadeRisco?.id && e.probabilidadeRisco?.id);
  for (const e of exposicoes)
    if (!(e.gravidadeRisco?.id && e.probabilidadeRisco?.id)) e.classificacaoSeveridadeRisco = null;
  if (avaliadas.length === 0) return;
  const matriz = await matrizNaData(ctx, data.data as string);
  if (!matriz)
    throw validationError(
      avaliadas.map(({ i }) => ({ field: `${campo}.${i}.gravidadeRisco`, message: MSG_SEM_MATRIZ })),
    );
  const faltam = avaliadas.filter(({ e }) => {
    const c = matriz.combinacoes.get(`${e.gravidadeRisco!.id}:${e.probabilidadeRisco!.id}`);
    e.classificacaoSeveridadeRisco = c ?? null;
    return !c;
  });
  if (faltam.length === 0) return;
  const ids = faltam.flatMap(({ e }) => [e.gravidadeRisco!.id, e.probabilidadeRisco!.id]);
  const { rows } = await sql<{ id: number; nome: string; tipo: string }>`
    SELECT id, nome, 'g' AS tipo FROM gravidade_risco WHERE id = ANY(${ids}::int[])
    UNION ALL SELECT id, nome, 'p' FROM probabilidade_risco WHERE id = ANY(${ids}::int[])`.execute(ctx.db);
  const nome = (tipo: string, id: number) =>
    rows.find((r) => r.tipo === tipo && r.id === id)?.nome ?? String(id);
  throw validationError(
    faltam.map(({ e, i }) => ({
      field: `${campo}.${i}.gravidadeRisco`,
      message: msgSemCombinacao(
        matriz.data,
        nome('g', e.gravidadeRisco!.id),
        nome('p', e.probabilidadeRisco!.id),
      ),
    })),
  );
}
