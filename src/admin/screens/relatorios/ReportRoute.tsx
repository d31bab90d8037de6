// The route element of the report screens, in the console's first bundle: only this stub. The screen
// (RJSF, the declarations, the validators) is fetched when a report is first opened.
import { lazy, Suspense } from 'react';
import { Loading } from '../../pages.tsx';

const ReportScreen = lazy(() => import('./ReportScreen.tsx').then((m) => ({ default: m.ReportScreen })));

export function ReportRoute() {
  return (
    <Suspense fallback={<Loading />}>
      <ReportScreen />
    </Suspense>
  );
}
