// sst/profissional: the computed nomeFormatado (name, council, number/state, as documents show it) and
// cadastroPendente (the offline council check found problems; see profissional-conselho.ts).
import { defineHooks } from '../../crud/hooks.ts';
import { paraConselho } from './profissional.ts';
import { nomeFormatado, validarConselho } from './profissional-conselho.ts';

export default defineHooks('sst/profissional', {
  async afterRead(ctx, records) {
    const conselho = await paraConselho(ctx, records);
    records.forEach((r, i) => {
      r.nomeFormatado = nomeFormatado(conselho[i]!);
      r.cadastroPendente = validarConselho(conselho[i]!).length > 0;
    });
  },
});
