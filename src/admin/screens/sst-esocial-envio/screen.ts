// Sending eSocial events and following them up: the company's events with their state, receipt and
// occurrences, 'Enviar lote', the chain of a register, rectification, exclusion and a rejected event corrected
// and sent again (docs/sst.md, eSocial: envio).
import type { Screen } from '../../screenRoutes.tsx';

export const screen: Screen = {
  routes: [
    {
      path: '/sst/esocial-envio',
      page: () => import('./EsocialEnvioPage.tsx').then((m) => m.EsocialEnvioPage),
    },
  ],
};
