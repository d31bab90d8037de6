// 'Responder Pesquisas': the surveys the user answers (any user linked to an employee) and the page that
// answers one, part by part.
import type { Screen } from '../../screenRoutes.tsx';

export const screen: Screen = {
  routes: [
    {
      path: '/pesquisa/colaborador-questionario',
      page: () => import('./MinhasPesquisasPage.tsx').then((m) => m.MinhasPesquisasPage),
    },
    {
      path: '/pesquisa/colaborador-questionario/:id',
      page: () => import('./ResponderPesquisaPage.tsx').then((m) => m.ResponderPesquisaPage),
    },
  ],
};
