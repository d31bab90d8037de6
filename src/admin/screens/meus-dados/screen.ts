// 'Atualizar Meus Dados' (the user menu, ROLE_CAD_INFO_PESSOAL): the user's own employee data. Not in the
// side menu: the header's user menu opens it (shell/UserMenu.tsx).
import type { Screen } from '../../screenRoutes.tsx';

export const screen: Screen = {
  routes: [{ path: '/meus-dados', page: () => import('./MyDataPage.tsx').then((m) => m.MyDataPage) }],
};
