// sst/epis: the CA history in date order, one entry per date, and the CA "in force" (numeroCA, vencimentoCA: what
// lists, S-2240 and the PGR read) taken from it — a uniform has no CA. epi.jobs.ts moves it on when a later entry
// comes into force without the EPI being saved.
import { defineHooks, type RecordData } from '../../crud/hooks.ts';
import { today } from '../../http/params.ts';
import { caAtual, type EntradaCa, MSG_EPI } from './epi.ts';
import { ordenarHistorico } from './historicos.ts';

function preparar(data: RecordData) {
  if (data.fardamento) data.historicoCA = [];
  ordenarHistorico(data, 'historicoCA', MSG_EPI.caDataRepetida);
  const atual = caAtual((data.historicoCA ?? []) as EntradaCa[], today());
  // null, not undefined: an absent read-only value would keep the stored one
  data.numeroCA = atual?.numeroCA ?? null;
  data.vencimentoCA = atual?.vencimentoCA ?? null;
}

export default defineHooks('sst/epis', {
  beforeCreate: (_ctx, data) => preparar(data),
  beforeUpdate: (_ctx, data) => preparar(data),
});
