// The occupational exam schedule (docs/sst-exames-aso.md).
import type { Screen } from '../../screenRoutes.tsx';

export const screen: Screen = {
  routes: [
    {
      path: '/sst/agenda-exames',
      page: () => import('./AgendaExamesPage.tsx').then((m) => m.AgendaExamesPage),
    },
  ],
};
