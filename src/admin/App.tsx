// The staff console: react-admin with our providers, the login page and the shell. What the login
// page does not need (the shell, the register schemas, the generated screens) is loaded on demand.
import { Box, CircularProgress } from '@mui/material';
import { type ComponentType, lazy, type ReactElement, type ReactNode, Suspense } from 'react';
import { Admin, CustomRoutes, memoryStore } from 'react-admin';
import { Route } from 'react-router-dom';
import { LoginPage } from './login/LoginPage';
import { authProvider, setResourceAuthorities } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import type { ResourceAuthorities } from './providers/permissions';
import { getSession } from './providers/session';
import { ErrorPage } from './shell/ErrorPage';
import { theme } from './shell/theme';

function Loading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label="Carregando" />
    </Box>
  );
}

/** A lazily loaded named export, wrapped in its own Suspense so react-admin can render it anywhere. */
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return (props: P) => (
    <Suspense fallback={<Loading />}>
      <Lazy {...props} />
    </Suspense>
  );
}

const Layout = lazyPage<{ children: ReactNode }>(() => import('./shell/Layout').then((m) => m.Layout));
const Home = lazyPage(() => import('./shell/Home').then((m) => m.Home));
const NotFoundPage = lazyPage(() => import('./shell/NotFoundPage').then((m) => m.NotFoundPage));
const AccessDeniedPage = lazyPage(() => import('./shell/AccessDeniedPage').then((m) => m.AccessDeniedPage));
const MyDataPage = lazyPage(() => import('./shell/MyDataPage').then((m) => m.MyDataPage));

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
  resources ??= Promise.all([import('../generated/schemas.json'), import('./generic/index.ts')]).then(
    ([bundle, generic]) => {
      const schemas = bundle.default as unknown as RegisterSchema[];
      const authorities: ResourceAuthorities = {};
      for (const schema of schemas) {
        const meta = schema['x-resource'];
        if (meta?.path) authorities[meta.path] = meta.authority;
      }
      setResourceAuthorities(authorities);
      return generic.buildResources(schemas as never);
    },
  );
  return resources;
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
