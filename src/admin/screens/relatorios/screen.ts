// One generic screen for every report declared in reports/** (docs/console.md, "Telas de relatório"): an
// unknown report is a 404. The menu entries come from the declarations (src/server/screens.ts).
import type { Screen } from '../../screenRoutes.tsx';

export const screen: Screen = {
  routes: [
    {
      path: '/:module/relatorios/:name',
      page: () => import('./ReportScreen.tsx').then((m) => m.ReportScreen),
    },
  ],
};
