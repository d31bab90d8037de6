// sst/funcoes: both histories in date order, one entry per date each, and the function's name = the latest
// cadastral entry's name.
import { defineHooks, type RecordData } from '../../crud/hooks.ts';
import { ordenarHistorico } from './historicos.ts';

export const MSG_FUNCAO_DATA_REPETIDA = 'Já existe um histórico da função nesta data.';

function preparar(data: RecordData) {
  ordenarHistorico(data, 'historicos', MSG_FUNCAO_DATA_REPETIDA, 'nomeFuncao');
  ordenarHistorico(data, 'historicosGerenciais', MSG_FUNCAO_DATA_REPETIDA);
}

export default defineHooks('sst/funcoes', {
  beforeCreate: (_ctx, data) => preparar(data),
  beforeUpdate: (_ctx, data) => preparar(data),
});
