// sst/vacinacoes: a dose within the vaccine's schedule, given after the previous dose (a course is taken in
// order: the card forecasts each dose from the previous one), and the last dose given is the only one that
// can be removed.
import { sql } from 'kysely';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { conflict, fieldError } from '../../http/errors.ts';
import { MSG_EXCLUIR_SEGUINTES, msgAntesDaAnterior } from './messages.ts';

export const msgDoseForaEsquema = (n: number) =>
  n === 1 ? 'Esta vacina tem dose única.' : `Esta vacina tem ${n} doses.`;
export const msgDoseAnterior = (n: number) => `A dose ${n} ainda não foi registrada para o talento.`;
export const msgDepoisDaSeguinte = (n: number, data: string) =>
  `A data da realização não pode ser posterior à da dose ${n} (${data.split('-').reverse().join('/')}).`;

type Vizinha = { numero_dose: number; data: string };

async function vizinhas(ctx: HookContext, data: RecordData, id: number) {
  const { rows } = await sql<Vizinha>`
    SELECT numero_dose, to_char(data_realizacao, 'YYYY-MM-DD') AS data FROM vacinacao
     WHERE empresa_id = ${ctx.session.empresaId} AND colaborador_id = ${data.colaborador.id}
       AND vacina_id = ${data.vacina.id} AND id <> ${id}
       AND numero_dose IN (${data.numeroDose - 1}, ${data.numeroDose + 1})`.execute(ctx.db);
  return rows;
}

async function conferir(ctx: HookContext, data: RecordData, id = 0) {
  const { rows } = await sql<{ quantidade_doses: number }>`
    SELECT quantidade_doses FROM vacina WHERE id = ${data.vacina.id}`.execute(ctx.db);
  const n = rows[0]!.quantidade_doses;
  if (data.numeroDose > n) throw fieldError('numeroDose', msgDoseForaEsquema(n));
  const viz = await vizinhas(ctx, data, id);
  const anterior = viz.find((v) => v.numero_dose === data.numeroDose - 1);
  const seguinte = viz.find((v) => v.numero_dose === data.numeroDose + 1);
  if (data.numeroDose > 1 && !anterior) throw fieldError('numeroDose', msgDoseAnterior(data.numeroDose - 1));
  if (anterior && data.dataRealizacao < anterior.data)
    throw fieldError('dataRealizacao', msgAntesDaAnterior(anterior.numero_dose, anterior.data));
  if (seguinte && data.dataRealizacao > seguinte.data)
    throw fieldError('dataRealizacao', msgDepoisDaSeguinte(seguinte.numero_dose, seguinte.data));
}

async function semSeguintes(ctx: HookContext, previous: RecordData) {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM vacinacao
     WHERE colaborador_id = ${previous.colaborador.id} AND vacina_id = ${previous.vacina.id}
       AND numero_dose > ${previous.numeroDose}`.execute(ctx.db);
  if (rows[0]!.n > 0) throw conflict(MSG_EXCLUIR_SEGUINTES);
}

export default defineHooks('sst/vacinacoes', {
  beforeCreate: (ctx, data) => conferir(ctx, data),
  async beforeUpdate(ctx, data, previous) {
    const mudouDose =
      data.colaborador.id !== previous.colaborador.id ||
      data.vacina.id !== previous.vacina.id ||
      data.numeroDose !== previous.numeroDose;
    if (mudouDose) await semSeguintes(ctx, previous);
    await conferir(ctx, data, previous.id as number);
  },
  beforeDelete: (ctx, previous) => semSeguintes(ctx, previous),
});
