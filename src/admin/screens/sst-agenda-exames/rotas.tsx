// The console route of the exam schedule, its code loaded on demand.
import { lazy, Suspense } from 'react';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { Loading } from '../../pages.tsx';

const Agenda = lazy(() => import('./AgendaExamesPage.tsx').then((m) => ({ default: m.AgendaExamesPage })));

export const agendaExamesRoutes = (
  <CustomRoutes>
    <Route
      path="/sst/agenda-exames"
      element={
        <Suspense fallback={<Loading />}>
          <Agenda />
        </Suspense>
      }
    />
  </CustomRoutes>
);
