// The staff console: react-admin with our providers, the login page and the shell. What the login
// page does not need (the shell, the register schemas, the generated screens) is loaded on demand.
import { Box, CircularProgress } from '@mui/material';
import {
  type ComponentType,
  type JSX,
  type LazyExoticComponent,
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { Admin, CustomRoutes, memoryStore } from 'react-admin';
import { Route } from 'react-router-dom';
import { LoginPage } from './login/LoginPage.tsx';
import { authProvider, setResourceAuthorities } from './providers/authProvider.ts';
import { dataProvider } from './providers/dataProvider.ts';
import { i18nProvider } from './providers/i18nProvider.ts';
import type { ResourceAuthorities } from './providers/permissions.ts';
import { getSession, hasSessionHint, loadUserInfo } from './providers/session.ts';
import { ErrorPage } from './shell/ErrorPage.tsx';
import { theme } from './shell/theme.ts';

function Loading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label="Carregando" />
    </Box>
  );
}

type PageLoader<P> = {
  preload(): Promise<ComponentType<P>>;
  loaded?: ComponentType<P>;
  Lazy: LazyExoticComponent<ComponentType<P>>;
};

/** The code of a page loaded on demand; `preload()` fetches it ahead of the first render. */
function pageLoader<P extends object>(load: () => Promise<ComponentType<P>>): PageLoader<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  const loader: PageLoader<P> = {
    preload: () =>
      (pending ??= load().then((component) => {
        loader.loaded = component;
        return component;
      })),
    Lazy: lazy(async () => ({ default: await loader.preload() })),
  };
  return loader;
}

/**
 * A page loaded on demand, with its own Suspense so react-admin can render it anywhere. Once
 * preloaded it renders directly: suspending even on code already here costs a commit and React's
 * fallback throttle (hundreds of ms on the first screen).
 */
function LazyPage<P extends object>({ loader, pageProps }: { loader: PageLoader<P>; pageProps: P }) {
  // decided once per mount, so the element type never changes under a mounted page
  const [Ready] = useState(() => loader.loaded);
  const { Lazy } = loader;
  return Ready ? (
    <Ready {...pageProps} />
  ) : (
    <Suspense fallback={<Loading />}>
      <Lazy {...(pageProps as P & JSX.IntrinsicAttributes)} />
    </Suspense>
  );
}

const loadRegisters = () => Promise.all([import('../generated/schemas.json'), import('./generic/index.ts')]);

const layoutPage = pageLoader<{ children: ReactNode }>(() =>
  import('./shell/Layout.tsx').then((m) => m.Layout),
);
const homePage = pageLoader(() => import('./shell/Home.tsx').then((m) => m.Home));
const notFoundPage = pageLoader(() => import('./shell/NotFoundPage.tsx').then((m) => m.NotFoundPage));
const accessDeniedPage = pageLoader(() =>
  import('./shell/AccessDeniedPage.tsx').then((m) => m.AccessDeniedPage),
);
const myDataPage = pageLoader(() => import('./shell/MyDataPage.tsx').then((m) => m.MyDataPage));

const Layout = ({ children }: { children: ReactNode }) => (
  <LazyPage loader={layoutPage} pageProps={{ children }} />
);
const Home = () => <LazyPage loader={homePage} pageProps={{}} />;
const NotFoundPage = () => <LazyPage loader={notFoundPage} pageProps={{}} />;
const AccessDeniedPage = () => <LazyPage loader={accessDeniedPage} pageProps={{}} />;
const MyDataPage = () => <LazyPage loader={myDataPage} pageProps={{}} />;

type RegisterSchema = { 'x-resource'?: { path?: string; authority?: { read?: string; write?: string } } };

let resources: Promise<ReactElement[]> | undefined;
// the session lives on the server; nothing of react-admin's UI state needs to outlive the tab
const store = memoryStore();

/**
 * The registers' screens, built from the schema bundle after login (the login page never loads it).
 * A module-level function: react-admin calls it again when permissions change, and the promise is
 * kept so the bundle is fetched once.
 */
function loadResources(): Promise<ReactElement[]> {
  // react-admin asks before the session check finishes too: nothing to load for an anonymous visitor
  if (!getSession().userInfo) return Promise.resolve([]);
  resources ??= loadRegisters().then(([bundle, generic]) => {
    const schemas = bundle.default as unknown as RegisterSchema[];
    const authorities: ResourceAuthorities = {};
    for (const schema of schemas) {
      const meta = schema['x-resource'];
      if (meta?.path) authorities[meta.path] = meta.authority;
    }
    setResourceAuthorities(authorities);
    return generic.buildResources(schemas as never);
  });
  return resources;
}

/**
 * A page opened with a session (a bookmark, a refresh) would otherwise wait for the session check
 * before fetching the shell and the registers, then for them before asking for its data: start all
 * of it at once. The login page of an anonymous visitor loads none of it. Resolves when done (never
 * rejects); main.tsx waits for it, at most `capMs`, before the first render.
 */
export function preloadForSession(capMs = 4000): Promise<void> {
  if (!hasSessionHint() || window.location.pathname === '/login') return Promise.resolve();
  const quiet = (p: Promise<unknown>) =>
    p.then(
      () => undefined,
      () => undefined,
    );
  const all = Promise.all([
    quiet(loadUserInfo()),
    quiet(layoutPage.preload()),
    quiet(window.location.pathname === '/' ? homePage.preload() : Promise.resolve()),
    quiet(loadRegisters()),
  ]).then(() => undefined);
  return Promise.race([all, new Promise<void>((resolve) => setTimeout(resolve, capMs))]);
}

// Pages of the shell that are not registers (inside the layout).
const shellRoutes = (
  <CustomRoutes>
    <Route path="/500" element={<ErrorPage />} />
    <Route path="/meus-dados" element={<MyDataPage />} />
  </CustomRoutes>
);

export function App() {
  return (
    <Admin
      title="Gente"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={Layout}
      loginPage={LoginPage}
      dashboard={Home}
      catchAll={NotFoundPage}
      accessDenied={AccessDeniedPage}
      error={ErrorPage}
      loading={Loading}
      store={store}
      requireAuth
      disableTelemetry
    >
      {shellRoutes}
      {loadResources}
    </Admin>
  );
}
