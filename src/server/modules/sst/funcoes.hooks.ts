// sst/funcoes: both histories in date order, one entry per date each, the function's name = the latest
// cadastral entry's name, and no management entry before the function exists (its first cadastral entry).
import { defineHooks, type RecordData } from '../../crud/hooks.ts';
import { validationError } from '../../http/errors.ts';
import { ordenarHistorico } from './historicos.ts';
import { msgGerencialAntesDoCadastral } from './messages.ts';

export const MSG_FUNCAO_DATA_REPETIDA = 'Já existe um histórico da função nesta data.';

type Entrada = { data: string };

function preparar(data: RecordData) {
  const primeiro = ((data.historicos ?? []) as Entrada[]).reduce<string | null>(
    (min, e) => (min === null || e.data < min ? e.data : min),
    null,
  );
  const antes = ((data.historicosGerenciais ?? []) as Entrada[]).flatMap((e, i) =>
    primeiro && e.data < primeiro
      ? [{ field: `historicosGerenciais.${i}.data`, message: msgGerencialAntesDoCadastral(primeiro) }]
      : [],
  );
  if (antes.length) throw validationError(antes);
  ordenarHistorico(data, 'historicos', MSG_FUNCAO_DATA_REPETIDA, 'nomeFuncao');
  ordenarHistorico(data, 'historicosGerenciais', MSG_FUNCAO_DATA_REPETIDA);
}

export default defineHooks('sst/funcoes', {
  beforeCreate: (_ctx, data) => preparar(data),
  beforeUpdate: (_ctx, data) => preparar(data),
});
