// The nine-box of an evaluation.
import type { Screen } from '../../screenRoutes.tsx';

export const screen: Screen = {
  routes: [
    { path: '/avaliacao/ninebox', page: () => import('./NineboxPage.tsx').then((m) => m.NineboxPage) },
  ],
};
