// The console routes of the vaccination screens (the card and the batch), their code loaded on demand.
import { lazy, Suspense } from 'react';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { Loading } from '../../pages.tsx';

const Cartao = lazy(() =>
  import('./CartaoVacinacaoPage.tsx').then((m) => ({ default: m.CartaoVacinacaoPage })),
);
const Lote = lazy(() =>
  import('../sst-vacinacao-em-lote/VacinacaoEmLotePage.tsx').then((m) => ({
    default: m.VacinacaoEmLotePage,
  })),
);
const cartao = (
  <Suspense fallback={<Loading />}>
    <Cartao />
  </Suspense>
);

export const vacinacaoRoutes = (
  <CustomRoutes>
    <Route path="/sst/cartoes-vacinacao" element={cartao} />
    <Route path="/sst/cartoes-vacinacao/colaborador/:colaboradorId" element={cartao} />
    <Route
      path="/sst/vacinacao-em-lote"
      element={
        <Suspense fallback={<Loading />}>
          <Lote />
        </Suspense>
      }
    />
  </CustomRoutes>
);
