// sst/cipa: an employee appears once in a mandate.
import { defineHooks, type RecordData } from '../../crud/hooks.ts';
import { validationError } from '../../http/errors.ts';

export const MSG_CIPA_REPETIDO = 'Este talento já é membro deste mandato.';

function conferir(data: RecordData) {
  const vistos = new Set<number>();
  const erros: { field: string; message: string }[] = [];
  (data.membros as { colaborador: { id: number } }[]).forEach((m, i) => {
    if (vistos.has(m.colaborador.id))
      erros.push({ field: `membros.${i}.colaborador`, message: MSG_CIPA_REPETIDO });
    vistos.add(m.colaborador.id);
  });
  if (erros.length) throw validationError(erros);
}

export default defineHooks('sst/cipa', {
  beforeCreate: (_ctx, data) => conferir(data),
  beforeUpdate: (_ctx, data) => conferir(data),
});
