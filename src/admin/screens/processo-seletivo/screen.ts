// The selection board of a personnel request ('Processo seletivo'). Its one read starts with the route, in
// parallel with the page's code (and, for a bookmarked board, with the session check); the requests' list
// and screen, one click away from it, fetch its code while the tab is idle.
import type { Screen } from '../../screenRoutes.tsx';
import { anteciparQuadro } from './leituraAntecipada.ts';
import { quadroPath } from './paths.ts';

export const screen: Screen = {
  routes: [
    {
      path: quadroPath(':id'),
      page: () => import('./ProcessoSeletivoPage.tsx').then((m) => m.ProcessoSeletivoPage),
      onEnter: (params) => anteciparQuadro(Number(params.id)),
    },
  ],
  preloadFrom: /^\/captacao\/solicitacoes-pessoal(\/|$)/,
};
