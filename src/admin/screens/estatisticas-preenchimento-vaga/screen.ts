// Vacancy-fill statistics of the recruitment module.
import type { Screen } from '../../screenRoutes.tsx';

export const screen: Screen = {
  routes: [
    {
      path: '/captacao/estatisticas-preenchimento-vaga',
      page: () => import('./EstatisticasPreenchimentoPage.tsx').then((m) => m.EstatisticasPreenchimentoPage),
    },
  ],
};
