// The results of a survey (GET /api/pesquisa/pesquisas/:id/resultados): the response rate, per question the
// distribution, the mean, the NPS and the comments, by aspect and (identified surveys) by area; print.
import type { Screen } from '../../screenRoutes.tsx';

export const screen: Screen = {
  routes: [
    {
      path: '/pesquisa/pesquisas/:id/resultados',
      page: () => import('./ResultadosPesquisaPage.tsx').then((m) => m.ResultadosPesquisaPage),
    },
  ],
};
