// The console's pages loaded on demand (the shell, its pages, the registers' screens, the hand-written
// screens of screenRoutes.tsx), and their preloading: ahead of the first render when a session exists,
// and while the tab is idle for the page one click away.
import { type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { RegisterScreens } from './generic/index.ts';
import { LazyPage, pageLoader, quiet } from './lazyPage.tsx';
import { hasSessionHint, loadUserInfo } from './providers/session.ts';
import { screenPageAt, screenPagesNextTo } from './screenRoutes.tsx';

const loadRegisters = () =>
  Promise.all([
    import('./schemas/registers.ts'),
    import('./generic/index.ts'),
    // the few registers with a screen of their own (src/admin/resources)
    import('./resources/index.ts'),
  ]);

/** A register's screen, as src/admin/generic builds it from the schemas (loaded on first use). */
export type RegisterScreenProps = { path: string; screen: 'list' | 'create' | 'edit' };
let builtScreens: Map<string, RegisterScreens> | undefined;
const registerScreens = pageLoader<RegisterScreenProps>(() =>
  loadRegisters().then(([bundle, generic, custom]) => {
    const screens = generic.buildScreens(bundle.default as never, custom.resourceOverrides);
    builtScreens = screens;
    return function RegisterScreenOf({ path, screen }: RegisterScreenProps) {
      return screens.get(path)?.[screen] ?? null;
    };
  }),
);
export const RegisterScreen = (props: RegisterScreenProps) => (
  <LazyPage loader={registerScreens} pageProps={props} />
);
/** How a register's records are named; before the schemas are here, by their name or id. */
export const registerRepresentation =
  (path: string) =>
  (record: { id?: unknown; nome?: unknown }): string =>
    builtScreens?.get(path)?.representation(record as never) ?? String(record.nome ?? record.id ?? '');

const layoutPage = pageLoader<{ children: ReactNode }>(() =>
  import('./shell/Layout.tsx').then((m) => m.Layout),
);
const homePage = pageLoader(() => import('./shell/Home.tsx').then((m) => m.Home));
const notFoundPage = pageLoader(() => import('./shell/NotFoundPage.tsx').then((m) => m.NotFoundPage));
const accessDeniedPage = pageLoader(() =>
  import('./shell/AccessDeniedPage.tsx').then((m) => m.AccessDeniedPage),
);
const reactAdminParts = () => import('./shell/reactAdminParts.ts');
const notifications = pageLoader(() => reactAdminParts().then((m) => m.Notification));
const authenticationErrorPage = pageLoader(() => reactAdminParts().then((m) => m.AuthenticationError));

export const Layout = ({ children }: { children: ReactNode }) => (
  <>
    <PreloadNextPage />
    <LazyPage loader={layoutPage} pageProps={{ children }} />
  </>
);
export const Home = () => <LazyPage loader={homePage} pageProps={{}} />;
export const NotFoundPage = () => <LazyPage loader={notFoundPage} pageProps={{}} />;
export const AccessDeniedPage = () => <LazyPage loader={accessDeniedPage} pageProps={{}} />;
export const AuthenticationErrorPage = () => <LazyPage loader={authenticationErrorPage} pageProps={{}} />;
/** react-admin's toasts; what is notified before their code arrives waits in its queue */
export const Notifications = () => (
  <Suspense fallback={null}>
    <notifications.Lazy />
  </Suspense>
);

/** Pages that draw without the registers' schemas and screens (they come after, when the tab is idle). */
const withoutRegisters = (path: string) => path === '/' || screenPageAt(path) !== undefined;

/** What is one click away from `path`: fetched while the user reads the page. */
const nextPages = (path: string): { preload(): Promise<unknown>; loaded?: unknown }[] => [
  // on a page drawn without them (the home page, a hand-written screen), the registers' screens
  ...(withoutRegisters(path) ? [registerScreens] : []),
  // a screen's `preloadFrom`: the personnel requests' list and screen lead to the selection board
  ...screenPagesNextTo(path),
];

/**
 * The pages one click away from the screen shown, fetched while the user reads it. Opened from there,
 * such a page renders at once, without a Suspense fallback and React's throttle on what replaces it (for
 * the selection board, 300 ms of the 450 ms measured from the click, bench/captacao-quadro.ts).
 */
function PreloadNextPage() {
  // a component of its own: only it is drawn again on each navigation, not the whole shell
  const { pathname } = useLocation();
  const next = useMemo(() => nextPages(pathname).filter((page) => !page.loaded), [pathname]);
  useEffect(() => {
    if (next.length === 0) return;
    // after the screen's own code and data: the next page is not worth slowing this one down
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 300));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(
      () => {
        for (const page of next) void quiet(page.preload());
      },
      { timeout: 2000 },
    );
    return () => cancel(handle);
  }, [next]);
  return null;
}

/** The code every page after login needs, and the page of `path` (never rejects). */
export function preloadShell(path = window.location.pathname): Promise<void> {
  const screen = screenPageAt(path);
  return Promise.all([
    quiet(layoutPage.preload()),
    quiet(notifications.preload()),
    quiet(path === '/' ? homePage.preload() : Promise.resolve()),
    // a bookmarked hand-written screen: its code comes with the shell, not after it
    quiet(screen ? screen.loader.preload() : Promise.resolve()),
    // a register's page renders at once with its screen, rather than through a Suspense fallback
    quiet(withoutRegisters(path) ? Promise.resolve() : registerScreens.preload()),
  ]).then(() => undefined);
}

/**
 * A page opened with a session (a bookmark, a refresh) would otherwise wait for the session check
 * before fetching the shell and the registers, then for them before asking for its data: start all
 * of it at once. The login page of an anonymous visitor loads none of it. Resolves when done (never
 * rejects); main.tsx waits for it, at most `capMs`, before the first render.
 */
export function preloadForSession(capMs = 4000): Promise<void> {
  if (!hasSessionHint() || window.location.pathname === '/login') return Promise.resolve();
  // a bookmarked screen that reads ahead (the selection board): its data too, with the session check
  const screen = screenPageAt(window.location.pathname);
  screen?.route.onEnter?.(screen.params);
  const all = Promise.all([quiet(loadUserInfo()), preloadShell()]).then(() => undefined);
  return Promise.race([all, new Promise<void>((resolve) => setTimeout(resolve, capMs))]);
}
