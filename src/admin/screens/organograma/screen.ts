// The org chart of the areas (docs/console.md, "Organograma").
import type { Screen } from '../../screenRoutes.tsx';

export const screen: Screen = {
  routes: [
    {
      path: '/cargo-salario/organograma',
      page: () => import('./OrganogramaPage.tsx').then((m) => m.OrganogramaPage),
    },
  ],
};
