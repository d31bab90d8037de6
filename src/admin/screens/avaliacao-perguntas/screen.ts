// The evaluation questions.
import type { Screen } from '../../screenRoutes.tsx';

export const screen: Screen = {
  routes: [
    { path: '/avaliacao/perguntas', page: () => import('./PerguntasPage.tsx').then((m) => m.PerguntasPage) },
  ],
};
