// 'Responder Avaliações': the evaluations the user answers (any user linked to an employee) and the page
// that answers one.
import type { Screen } from '../../screenRoutes.tsx';

export const screen: Screen = {
  routes: [
    {
      path: '/avaliacao/avaliacoes-desempenhos-questionarios',
      page: () => import('./MinhasAvaliacoesPage.tsx').then((m) => m.MinhasAvaliacoesPage),
    },
    {
      path: '/avaliacao/avaliacoes-desempenhos-questionarios/:id',
      page: () => import('./ResponderAvaliacaoPage.tsx').then((m) => m.ResponderAvaliacaoPage),
    },
  ],
};
