// 'Acompanhamento do Período de Experiência': the probation-period follow-ups to answer.
import type { Screen } from '../../screenRoutes.tsx';

export const screen: Screen = {
  routes: [
    {
      path: '/avaliacao/acompanhamentos-periodos-experiencia',
      page: () =>
        import('./AcompanhamentosExperienciaPage.tsx').then((m) => m.AcompanhamentosExperienciaPage),
    },
  ],
};
