// desenvolvimento/turmas: the class days fall within the class's dates, once per day and shift, ending after
// they start; the expenses name each type once and, when detailed, the cost is their sum; a class with
// enrolled employees keeps its course (their grades are in that course's evaluations).
import { sql } from 'kysely';
import type { FieldError } from '../../../shared/messages.ts';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { conflict, validationError } from '../../http/errors.ts';
import { MSG_DES } from './messages.ts';

type Dia = { dia: string; turno: string; horaIni?: string; horaFim?: string };
type Despesa = { tipoDespesa: { id: number }; valor: number };

const minutos = (hora: string) => {
  const [h, m] = hora.split(':');
  return Number(h) * 60 + Number(m);
};

function conferirTurma(data: RecordData) {
  const ini = data.dataPrevIni as string;
  const fim = data.dataPrevFim as string | undefined;
  const erros: FieldError[] = [];
  const vistos = new Set<string>();
  ((data.diasTurma ?? []) as Dia[]).forEach((d, i) => {
    if (d.dia < ini || (fim && d.dia > fim))
      erros.push({
        field: `diasTurma.${i}.dia`,
        message: fim ? MSG_DES.diaForaDoPeriodo(ini, fim) : MSG_DES.diaAntesDoInicio(ini),
      });
    if (d.horaIni && d.horaFim && minutos(d.horaFim) <= minutos(d.horaIni))
      erros.push({ field: `diasTurma.${i}.horaFim`, message: MSG_DES.horaFinal });
    const chave = `${d.dia}|${d.turno}`;
    if (vistos.has(chave)) erros.push({ field: `diasTurma.${i}.turno`, message: MSG_DES.diaRepetido });
    vistos.add(chave);
  });
  const despesas = (data.despesas ?? []) as Despesa[];
  const tipos = new Set<number>();
  despesas.forEach((d, i) => {
    if (tipos.has(d.tipoDespesa.id))
      erros.push({ field: `despesas.${i}.tipoDespesa`, message: MSG_DES.despesaRepetida });
    tipos.add(d.tipoDespesa.id);
  });
  if (erros.length) throw validationError(erros);
  // cents as integers: a sum of decimals must not drift (0.1 + 0.2)
  if (despesas.length) data.custo = despesas.reduce((s, d) => s + Math.round(Number(d.valor) * 100), 0) / 100;
}

async function cursoMantido(ctx: HookContext, data: RecordData, previous: RecordData) {
  const antes = (previous.curso as { id: number }).id;
  if ((data.curso as { id: number }).id === antes) return;
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM colaborador_turma WHERE turma_id = ${previous.id}`.execute(ctx.db);
  if (rows[0]!.n > 0) throw conflict(MSG_DES.cursoComInscritos);
}

export default defineHooks('desenvolvimento/turmas', {
  beforeCreate: (_ctx, data) => conferirTurma(data),
  async beforeUpdate(ctx, data, previous) {
    conferirTurma(data);
    await cursoMantido(ctx, data, previous);
  },
});
