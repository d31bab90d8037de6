// The staff console: react-admin with our providers and the shell. The login is its own small page
// (src/login); the shell, the register schemas, the generated screens and every hand-written screen
// (src/admin/screens, screenRoutes.tsx) are loaded on demand.
import { CssBaseline } from '@mui/material';
import type { ReactElement } from 'react';
import { AdminContext, CoreAdminUI, CustomRoutes, memoryStore, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { registers } from '../generated/registers.ts';
import { Loading } from './lazyPage.tsx';
import {
  AccessDeniedPage,
  AuthenticationErrorPage,
  Home,
  Layout,
  NotFoundPage,
  Notifications,
  RegisterScreen,
  registerRepresentation,
} from './pages.tsx';
import { authProvider, setResourceAuthorities } from './providers/authProvider.ts';
import { dataProvider } from './providers/dataProvider.ts';
import { i18nProvider } from './providers/i18nProvider.ts';
import type { ResourceAuthorities } from './providers/permissions.ts';
import { getSession } from './providers/session.ts';
import { screenRoutes } from './screenRoutes.tsx';
import { ErrorPage } from './shell/ErrorPage.tsx';
import { RedirectToLogin } from './shell/RedirectToLogin.tsx';
import { theme } from './shell/theme.ts';

type Register = {
  path: string;
  label: string;
  readOnly?: boolean;
  authority?: ResourceAuthorities[string];
};
const REGISTERS = registers as Register[];
setResourceAuthorities(Object.fromEntries(REGISTERS.map((r) => [r.path, r.authority])));

let resources: ReactElement[] | undefined;
// the session lives on the server; nothing of react-admin's UI state needs to outlive the tab
const store = memoryStore();

/**
 * The registers, declared from their list (src/generated/registers.ts) so the layout and a page
 * that is not a register's draw at once; each screen loads the schema bundle and the generated screens
 * on first use (RegisterScreen). A module-level function: react-admin calls it again when permissions
 * change.
 */
function loadResources(): ReactElement[] {
  // react-admin asks before the session check finishes too: nothing for an anonymous visitor
  if (!getSession().userInfo) return [];
  resources ??= REGISTERS.map((r) => (
    <Resource
      key={r.path}
      name={r.path}
      options={{ label: r.label }}
      recordRepresentation={registerRepresentation(r.path)}
      list={<RegisterScreen path={r.path} screen="list" />}
      // '/<path>/create' too, for react-admin's own links; the product's route is '/<path>/new'
      create={r.readOnly ? undefined : <RegisterScreen path={r.path} screen="create" />}
      edit={<RegisterScreen path={r.path} screen="edit" />}
    />
  ));
  return resources;
}

// The shell's error page has a route of its own too (spec §2); every other page is a screen folder.
const shellRoutes = (
  <CustomRoutes>
    <Route path="/500" element={<ErrorPage />} />
  </CustomRoutes>
);

/**
 * react-admin's <Admin> is <AdminContext> around <AdminUI>; AdminUI only fills in react-admin's default
 * pages (layout, login form, 404...), all replaced here, but its imports bring them, their forms and
 * their MUI components into the first load (~90 KB gzip). Composed by hand from react-admin's own parts,
 * the console starts with what it draws.
 */
export function App() {
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      store={store}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title="Gente"
          layout={Layout}
          loginPage={RedirectToLogin}
          dashboard={Home}
          catchAll={NotFoundPage}
          accessDenied={AccessDeniedPage}
          authenticationError={AuthenticationErrorPage}
          error={ErrorPage}
          loading={Loading}
          requireAuth
          disableTelemetry
        >
          {shellRoutes}
          {screenRoutes}
          {loadResources}
        </CoreAdminUI>
        <Notifications />
      </CssBaseline>
    </AdminContext>
  );
}
