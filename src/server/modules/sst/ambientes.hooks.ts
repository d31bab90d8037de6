// sst/ambientes: entries in date order, one per date, and the environment's name = the latest entry's name.
// The place rules (establishment, works, third party's registration by type) are in the schema.
import { defineHooks, type RecordData } from '../../crud/hooks.ts';
import { ordenarHistorico } from './historicos.ts';

export const MSG_AMBIENTE_DATA_REPETIDA = 'Já existe um histórico do ambiente nesta data.';

const preparar = (data: RecordData) =>
  ordenarHistorico(data, 'historicos', MSG_AMBIENTE_DATA_REPETIDA, 'nomeAmbiente');

export default defineHooks('sst/ambientes', {
  beforeCreate: (_ctx, data) => preparar(data),
  beforeUpdate: (_ctx, data) => preparar(data),
});
