// The results of an evaluation, and of one evaluated employee in it (opened from the evaluation).
import type { Screen } from '../../screenRoutes.tsx';

const resultados = () => import('./ResultadosPage.tsx').then((m) => m.ResultadosPage);

export const screen: Screen = {
  routes: [
    { path: '/avaliacao/resultados/:id', page: resultados },
    { path: '/avaliacao/resultados/:id/:colaboradorId', page: resultados },
  ],
};
