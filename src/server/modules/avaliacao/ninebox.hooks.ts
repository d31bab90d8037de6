// Nine-box settings (spec §3 Nine box, §5): the spec's default box names (with our descriptions) when none are
// sent, all nine boxes once each, today as the default date; the evaluation never changes (positions and
// calibrations belong to it); the potential's other evaluation only when the potential comes from one;
// 'geradoEm' is kept by the generation; 'titulo' is the evaluation's title.
import { sql } from 'kysely';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { fieldError } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import { NINEBOX } from './ninebox.ts';
import { DESCRICOES_PADRAO, NOMES_PADRAO } from './ninebox-grade.ts';

export const MSG_NINEBOX_CONFIG = {
  quadrantes: 'Informe os 9 quadrantes.',
  avaliacaoFixa: 'A avaliação do nove-box não pode ser trocada: crie outro nove-box.',
} as const;

function conferir(_ctx: HookContext, data: RecordData, previous?: RecordData) {
  data.data ??= today();
  data.geradoEm = previous?.geradoEm;
  if (previous && data.avaliacaoDesempenho.id !== previous.avaliacaoDesempenho.id)
    throw fieldError('avaliacaoDesempenho', MSG_NINEBOX_CONFIG.avaliacaoFixa);
  if (data.fontePotencial !== 'OUTRA_AVALIACAO') delete data.avaliacaoPotencial;
  if (!data.boxes?.length)
    data.boxes = NOMES_PADRAO.map((nomeclatura, i) => ({
      ...(previous?.boxes?.[i]?.id ? { id: previous.boxes[i].id } : {}),
      quadrante: i + 1,
      nomeclatura,
      descricao: DESCRICOES_PADRAO[i],
    }));
  const quadrantes = new Set((data.boxes as RecordData[]).map((b) => b.quadrante));
  if (quadrantes.size !== 9) throw fieldError('boxes', MSG_NINEBOX_CONFIG.quadrantes);
  (data.boxes as RecordData[]).sort((a, b) => a.quadrante - b.quadrante);
}

export default defineHooks(NINEBOX, {
  beforeCreate: (ctx, data) => conferir(ctx, data),
  beforeUpdate: (ctx, data, previous) => conferir(ctx, data, previous),
  async afterRead(ctx, records) {
    const ids = records.map((r) => r.avaliacaoDesempenho?.id).filter(Boolean);
    const { rows } = await sql<{ id: number; titulo: string }>`SELECT id, titulo FROM avaliacao_desempenho
      WHERE id = ANY(${ids}::int[])`.execute(ctx.db);
    const titulos = new Map(rows.map((r) => [r.id, r.titulo]));
    for (const r of records) r.titulo = titulos.get(r.avaliacaoDesempenho?.id) ?? '';
  },
});
