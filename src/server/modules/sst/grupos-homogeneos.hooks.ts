// sst/grupos-homogeneos: composition entries in date order, one per date.
import { defineHooks, type RecordData } from '../../crud/hooks.ts';
import { ordenarHistorico } from './historicos.ts';

export const MSG_GHE_DATA_REPETIDA = 'Já existe um histórico do grupo homogêneo nesta data.';

const preparar = (data: RecordData) => ordenarHistorico(data, 'historicos', MSG_GHE_DATA_REPETIDA);

export default defineHooks('sst/grupos-homogeneos', {
  beforeCreate: (_ctx, data) => preparar(data),
  beforeUpdate: (_ctx, data) => preparar(data),
});
