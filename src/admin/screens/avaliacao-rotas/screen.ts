// Routes of the evaluation module in the specification answered by screens of other paths: a redirect
// that keeps what the query string says (destinos.ts).
import type { Screen } from '../../screenRoutes.tsx';
import {
  DESTINO_AVALIACOES,
  DESTINO_RELATORIO_NINEBOX,
  destinoNinebox,
  destinoParticipantes,
} from './destinos.ts';

export const screen: Screen = {
  routes: [
    { path: '/avaliacao/avaliacoes', redirect: DESTINO_AVALIACOES },
    { path: '/avaliacao/participante-avaliacao-desempenho', redirect: destinoParticipantes },
    { path: '/avaliacao/ninebox/chart', redirect: destinoNinebox },
    { path: '/avaliacao/ninebox/relatorio', redirect: DESTINO_RELATORIO_NINEBOX },
  ],
};
