// desenvolvimento/cursos: the workload typed as H:MM is also kept in minutes (sums, the training-hour
// indicator, certificates) and must be more than zero.
import { defineHooks, type RecordData } from '../../crud/hooks.ts';
import { fieldError } from '../../http/errors.ts';
import { horasDeMinutos, minutosDeHoras } from './horas.ts';
import { MSG_DES } from './messages.ts';

function cargaHoraria(data: RecordData) {
  const minutos = minutosDeHoras(String(data.cargaHoraria ?? '')) ?? 0;
  if (minutos === 0) throw fieldError('cargaHoraria', MSG_DES.cargaHorariaZero);
  data.cargaHorariaMinutos = minutos;
  data.cargaHoraria = horasDeMinutos(minutos);
}

export default defineHooks('desenvolvimento/cursos', {
  beforeCreate: (_ctx, data) => cargaHoraria(data),
  beforeUpdate: (_ctx, data) => cargaHoraria(data),
});
