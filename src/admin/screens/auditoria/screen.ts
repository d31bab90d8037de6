// The audit trail ('Log de Alterações').
import type { Screen } from '../../screenRoutes.tsx';

export const screen: Screen = {
  routes: [
    { path: '/utilitario/log', page: () => import('./AuditoriaPage.tsx').then((m) => m.AuditoriaPage) },
  ],
};
