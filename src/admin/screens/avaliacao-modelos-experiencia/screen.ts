// The probation-period follow-up models.
import type { Screen } from '../../screenRoutes.tsx';

export const screen: Screen = {
  routes: [
    {
      path: '/avaliacao/modelos-avaliacao-desempenho-experiencia',
      page: () => import('./ModelosExperienciaPage.tsx').then((m) => m.ModelosExperienciaPage),
    },
  ],
};
