// An employee's vaccination card (docs/sst-vacinas-prontuarios.md), chosen on the page or in the URL.
import type { Screen } from '../../screenRoutes.tsx';

const cartao = () => import('./CartaoVacinacaoPage.tsx').then((m) => m.CartaoVacinacaoPage);

export const screen: Screen = {
  routes: [
    { path: '/sst/cartoes-vacinacao', page: cartao },
    { path: '/sst/cartoes-vacinacao/colaborador/:colaboradorId', page: cartao },
  ],
};
