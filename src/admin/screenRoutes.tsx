// The hand-written screens. Each is one folder, src/admin/screens/<name>/, that declares its routes in
// `screen.ts` (and, when it has one, its menu entry in `menu.json`, which the server reads:
// src/server/screens.ts). Both sides find them by glob, so adding a screen edits no shared file
// (docs/console.md, "Telas escritas à mão"). `screen.ts` imports no React at run time: its pages are
// `import()`s, fetched when their route is first entered.
import { type ComponentType, useState } from 'react';
import { CustomRoutes } from 'react-admin';
import { matchRoutes, Navigate, type Params, Route, useLocation, useParams } from 'react-router-dom';
import { LazyPage, type PageLoader, pageLoader } from './lazyPage.tsx';

/** A route drawn by a page of the screen. */
export type ScreenPageRoute = {
  /** a react-router path: '/sst/agenda-exames', '/captacao/solicitacoes-pessoal/:id/processo-seletivo' */
  path: string;
  /** the page's code, fetched on the route's first visit: `() => import('./X.tsx').then((m) => m.X)` */
  page: () => Promise<ComponentType>;
  /** starts what the page reads as soon as the route is entered, in parallel with the page's code */
  onEnter?: (params: Params) => void;
};
/** A route of the specification answered by another screen: a redirect (the query may be translated). */
export type ScreenRedirectRoute = { path: string; redirect: string | ((search: string) => string) };
export type ScreenRoute = ScreenPageRoute | ScreenRedirectRoute;

/** What a screen's `screen.ts` exports as `screen`. */
export type Screen = {
  routes: ScreenRoute[];
  /** paths where this screen is one click away: its code is fetched while the tab is idle on them */
  preloadFrom?: RegExp;
};

const declared = import.meta.glob<Screen>('./screens/*/screen.ts', { eager: true, import: 'screen' });

type Entry = { route: ScreenRoute; loader?: PageLoader<object>; key: string };

// one loader per page, so the two routes of one page share its code and its mounted instance
const loaders = new Map<ScreenPageRoute['page'], { loader: PageLoader<object>; key: string }>();
const loaderOf = (page: ScreenPageRoute['page']) => {
  let found = loaders.get(page);
  if (!found) {
    found = { loader: pageLoader(page), key: `pagina-${loaders.size}` };
    loaders.set(page, found);
  }
  return found;
};

const ENTRIES: Entry[] = Object.values(declared).flatMap((screen) =>
  screen.routes.map((route) =>
    'page' in route ? { route, ...loaderOf(route.page) } : { route, key: `redirecionamento-${route.path}` },
  ),
);
const PRELOADED_FROM = Object.values(declared).flatMap((screen) =>
  screen.preloadFrom
    ? screen.routes.flatMap((r) =>
        'page' in r ? [{ from: screen.preloadFrom, loader: loaderOf(r.page) }] : [],
      )
    : [],
);

function ScreenPage({ route, loader }: { route: ScreenPageRoute; loader: PageLoader<object> }) {
  const params = useParams();
  // what the page reads starts with the route, before its code is here; an initializer: once per visit
  useState(() => route.onEnter?.(params));
  return <LazyPage loader={loader} pageProps={{}} />;
}

function ScreenRedirect({ to }: { to: ScreenRedirectRoute['redirect'] }) {
  const { search } = useLocation();
  return <Navigate to={typeof to === 'string' ? to : to(search)} replace />;
}

/** Every screen's routes, inside the console's layout. */
export const screenRoutes = (
  <CustomRoutes>
    {ENTRIES.map(({ route, loader, key }) => (
      <Route
        key={route.path}
        path={route.path}
        element={
          'page' in route && loader ? (
            // keyed by page: two routes of one page keep it mounted, two pages never share an instance
            <ScreenPage key={key} route={route} loader={loader} />
          ) : (
            <ScreenRedirect key={key} to={(route as ScreenRedirectRoute).redirect} />
          )
        }
      />
    ))}
  </CustomRoutes>
);

/** The screen page that draws `pathname`, if a hand-written screen does (with the route's parameters). */
export function screenPageAt(
  pathname: string,
): { loader: PageLoader<object>; route: ScreenPageRoute; params: Params } | undefined {
  const match = matchRoutes(
    ENTRIES.map((e) => ({ path: e.route.path, entry: e })),
    pathname,
  )?.at(-1);
  const entry = (match?.route as { entry?: Entry } | undefined)?.entry;
  if (!match || !entry?.loader || !('page' in entry.route)) return undefined;
  return { loader: entry.loader, route: entry.route, params: match.params };
}

/** The screen pages one click away from `pathname` (their `preloadFrom`). */
export const screenPagesNextTo = (pathname: string): PageLoader<object>[] =>
  PRELOADED_FROM.filter((p) => p.from?.test(pathname)).map((p) => p.loader.loader);
