// desenvolvimento/categorias-curso: each monthly goal counts from the first day of its month, once per month,
// and is more than 0:00 ('meta em horas é obrigatória', spec §5); its minutes are kept for the indicator.
import type { FieldError } from '../../../shared/messages.ts';
import { defineHooks, type RecordData } from '../../crud/hooks.ts';
import { validationError } from '../../http/errors.ts';
import { minutosDeHoras } from './horas.ts';
import { MSG_DES } from './messages.ts';

type Meta = { mesAno: string; metaHora: string; metaMinutos?: number };

function conferir(data: RecordData) {
  const metas = (data.metas ?? []) as Meta[];
  const erros: FieldError[] = [];
  const vistos = new Set<string>();
  metas.forEach((m, i) => {
    m.mesAno = `${m.mesAno.slice(0, 7)}-01`;
    const minutos = minutosDeHoras(m.metaHora) ?? 0;
    if (minutos === 0) erros.push({ field: `metas.${i}.metaHora`, message: MSG_DES.metaHoras });
    m.metaMinutos = minutos;
    if (vistos.has(m.mesAno))
      erros.push({ field: `metas.${i}.mesAno`, message: MSG_DES.metaMesRepetido(m.mesAno) });
    vistos.add(m.mesAno);
  });
  if (erros.length) throw validationError(erros);
}

export default defineHooks('desenvolvimento/categorias-curso', {
  beforeCreate: (_ctx, data) => conferir(data),
  beforeUpdate: (_ctx, data) => conferir(data),
});
