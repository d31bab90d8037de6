// geral/geracoes: the description as shown, with the spec's empty state when there is none (§9 empty states).
import { defineHooks } from '../../crud/hooks.ts';
import { MSG_GERACAO } from './messages.ts';

export default defineHooks('geral/geracoes', {
  afterRead(_ctx, records) {
    for (const r of records) r.descricaoExibida = r.descricao || MSG_GERACAO.semDescricao;
  },
});
