// Vaccination of many employees at once (docs/sst-vacinas-prontuarios.md).
import type { Screen } from '../../screenRoutes.tsx';

export const screen: Screen = {
  routes: [
    {
      path: '/sst/vacinacao-em-lote',
      page: () => import('./VacinacaoEmLotePage.tsx').then((m) => m.VacinacaoEmLotePage),
    },
  ],
};
