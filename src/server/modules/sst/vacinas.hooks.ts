// sst/vacinas: the schedule has exactly one line per dose, numbered 1..quantidadeDoses, with the days to the
// next dose on every dose but the last — the card computes each forecast date from it. A vaccine already
// given keeps its schedule (dose count and intervals): the cards' forecast dates were computed with it.
import { sql } from 'kysely';
import type { FieldError } from '../../../shared/messages.ts';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { conflict, validationError } from '../../http/errors.ts';
import { MSG_DIAS_PROXIMA, MSG_ESQUEMA_APLICADO, MSG_VACINA_APLICADA, msgDoses } from './messages.ts';

export const MSG_DIAS_ULTIMA = 'A última dose não tem próxima dose: deixe os dias em branco.';

async function conferir(ctx: HookContext, data: RecordData, id?: number) {
  const n = data.quantidadeDoses as number;
  const doses = (data.doses ?? []) as { numeroDose: number; diasProximaDose?: number }[];
  // a single-dose vaccine needs no line: it gets dose 1 without interval
  if (n === 1 && doses.length === 0) data.doses = doses.concat({ numeroDose: 1 }) as any;
  const lista = (data.doses ?? []) as typeof doses;
  const numeros = lista.map((d) => d.numeroDose);
  if (lista.length !== n || numeros.some((x, i) => x !== i + 1))
    throw validationError([{ field: 'doses', message: msgDoses(n) }]);
  const erros: FieldError[] = [];
  lista.forEach((d, i) => {
    const ultima = i === n - 1;
    if (!ultima && d.diasProximaDose == null)
      erros.push({ field: `doses.${i}.diasProximaDose`, message: MSG_DIAS_PROXIMA });
    if (ultima && d.diasProximaDose != null)
      erros.push({ field: `doses.${i}.diasProximaDose`, message: MSG_DIAS_ULTIMA });
  });
  if (erros.length) throw validationError(erros);
  if (id !== undefined) await esquemaAplicadoIntacto(ctx, id, n, lista);
}

/** Once a dose was given, the schedule (dose count, days between doses) is what the cards were computed with. */
async function esquemaAplicadoIntacto(
  ctx: HookContext,
  id: number,
  n: number,
  lista: { numeroDose: number; diasProximaDose?: number | null }[],
) {
  const { rows } = await sql<{ aplicada: boolean; n: number; dias: (number | null)[] }>`
    SELECT EXISTS (SELECT 1 FROM vacinacao WHERE vacina_id = v.id) AS aplicada, v.quantidade_doses AS n,
           coalesce((SELECT array_agg(d.dias_proxima_dose ORDER BY d.numero_dose) FROM vacina_doses d
                      WHERE d.owner_id = v.id), '{}') AS dias
      FROM vacina v WHERE v.id = ${id}`.execute(ctx.db);
  const antes = rows[0];
  if (!antes?.aplicada) return;
  const dias = lista.map((d) => d.diasProximaDose ?? null);
  const diasAntes = Array.from({ length: antes.n }, (_, i) => antes.dias[i] ?? null);
  if (antes.n !== n || dias.some((d, i) => d !== diasAntes[i])) throw conflict(MSG_ESQUEMA_APLICADO);
}

export default defineHooks('sst/vacinas', {
  beforeCreate: (ctx, data) => conferir(ctx, data),
  beforeUpdate: (ctx, data, previous) => conferir(ctx, data, previous.id as number),
  async beforeDelete(ctx, previous) {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM vacinacao WHERE vacina_id = ${previous.id}`.execute(ctx.db);
    if (rows[0]!.n > 0) throw conflict(MSG_VACINA_APLICADA);
  },
});
