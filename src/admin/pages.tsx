// The console's pages loaded on demand (the shell, its pages, the registers' screens), and their
// preloading: ahead of the first render when a session exists, and while the login is being sent.
import { Box, CircularProgress } from '@mui/material';
import {
  type ComponentType,
  type JSX,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { RegisterScreens } from './generic/index.ts';
import { hasSessionHint, loadUserInfo } from './providers/session.ts';
import { anteciparQuadro } from './screens/processo-seletivo/leituraAntecipada.ts';

export function Loading() {
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
const myDataPage = pageLoader(() => import('./shell/MyDataPage.tsx').then((m) => m.MyDataPage));

export const Layout = ({ children }: { children: ReactNode }) => (
  <>
    <PreloadNextPage />
    <LazyPage loader={layoutPage} pageProps={{ children }} />
  </>
);
export const Home = () => <LazyPage loader={homePage} pageProps={{}} />;
export const NotFoundPage = () => <LazyPage loader={notFoundPage} pageProps={{}} />;
export const AccessDeniedPage = () => <LazyPage loader={accessDeniedPage} pageProps={{}} />;
export const MyDataPage = () => <LazyPage loader={myDataPage} pageProps={{}} />;

// --- org chart (cargo-salario) ---
const organogramaPage = pageLoader(() =>
  import('./screens/organograma/OrganogramaPage.tsx').then((m) => m.OrganogramaPage),
);
export const OrganogramaPage = () => <LazyPage loader={organogramaPage} pageProps={{}} />;
// --- end org chart ---

// --- avaliação: answering, results, nine-box ---
const minhasAvaliacoesPage = pageLoader(() =>
  import('./resources/avaliacao/MinhasAvaliacoesPage.tsx').then((m) => m.MinhasAvaliacoesPage),
);
const responderAvaliacaoPage = pageLoader(() =>
  import('./resources/avaliacao/ResponderAvaliacaoPage.tsx').then((m) => m.ResponderAvaliacaoPage),
);
const resultadosPage = pageLoader(() =>
  import('./resources/avaliacao/ResultadosPage.tsx').then((m) => m.ResultadosPage),
);
const nineboxPage = pageLoader(() => import('./screens/ninebox/NineboxPage.tsx').then((m) => m.NineboxPage));
export const MinhasAvaliacoesPage = () => <LazyPage loader={minhasAvaliacoesPage} pageProps={{}} />;
const acompanhamentosExperienciaPage = pageLoader(() =>
  import('./resources/avaliacao/AcompanhamentosExperienciaPage.tsx').then(
    (m) => m.AcompanhamentosExperienciaPage,
  ),
);
export const AcompanhamentosExperienciaPage = () => (
  <LazyPage loader={acompanhamentosExperienciaPage} pageProps={{}} />
);
export const ResponderAvaliacaoPage = () => <LazyPage loader={responderAvaliacaoPage} pageProps={{}} />;
export const ResultadosPage = () => <LazyPage loader={resultadosPage} pageProps={{}} />;
export const NineboxPage = () => <LazyPage loader={nineboxPage} pageProps={{}} />;
const modelosExperienciaPage = pageLoader(() =>
  import('./screens/avaliacao-modelos-experiencia/ModelosExperienciaPage.tsx').then(
    (m) => m.ModelosExperienciaPage,
  ),
);
export const ModelosExperienciaPage = () => <LazyPage loader={modelosExperienciaPage} pageProps={{}} />;
const perguntasAvaliacaoPage = pageLoader(() =>
  import('./screens/avaliacao-perguntas/PerguntasPage.tsx').then((m) => m.PerguntasPage),
);
export const PerguntasAvaliacaoPage = () => <LazyPage loader={perguntasAvaliacaoPage} pageProps={{}} />;
// --- end avaliação ---

// --- audit trail (utilitario) ---
const auditoriaPage = pageLoader(() =>
  import('./screens/auditoria/AuditoriaPage.tsx').then((m) => m.AuditoriaPage),
);
export const AuditoriaPage = () => <LazyPage loader={auditoriaPage} pageProps={{}} />;
// --- end audit trail ---

// --- vacancy-fill statistics (captacao) ---
const estatisticasPreenchimentoPage = pageLoader(() =>
  import('./screens/estatisticas-preenchimento-vaga/EstatisticasPreenchimentoPage.tsx').then(
    (m) => m.EstatisticasPreenchimentoPage,
  ),
);
export const EstatisticasPreenchimentoPage = () => (
  <LazyPage loader={estatisticasPreenchimentoPage} pageProps={{}} />
);
// --- end vacancy-fill statistics ---
// --- selection process board (captacao) ---
const processoSeletivoPage = pageLoader(() =>
  import('./screens/processo-seletivo/ProcessoSeletivoPage.tsx').then((m) => m.ProcessoSeletivoPage),
);
export const ProcessoSeletivoPage = () => {
  const { id } = useParams();
  // the board's read starts with the route, in parallel with the page's code (if not here yet) and with
  // the render of the console around it; an initializer, so once per visit
  useState(() => anteciparQuadro(Number(id)));
  return <LazyPage loader={processoSeletivoPage} pageProps={{}} />;
};
// --- end selection process board ---

/**
 * The page one click away from the screen shown, fetched while the user reads it: the personnel requests'
 * list and screen lead to the selection board ('Processo seletivo'). Opened from there, the board renders
 * at once, without a Suspense fallback and React's throttle on what replaces it (300 ms of the 450 ms
 * measured from the click, bench/captacao-quadro.ts).
 */
function PreloadNextPage() {
  // a component of its own: only it is drawn again on each navigation, not the whole shell
  const { pathname } = useLocation();
  // on a page drawn without them (the home page, a board), the registers' screens, the next thing asked
  const next = withoutRegisters(pathname)
    ? registerScreens
    : pathname.startsWith('/captacao/solicitacoes-pessoal')
      ? processoSeletivoPage
      : undefined;
  useEffect(() => {
    if (!next || next.loaded) return;
    // after the screen's own code and data: the next page is not worth slowing this one down
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 300));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void quiet(next.preload()), { timeout: 2000 });
    return () => cancel(handle);
  }, [next]);
  return null;
}

const quiet = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    () => undefined,
  );

/** Pages that draw without the registers' schemas and screens (they come after, when the tab is idle). */
const withoutRegisters = (path: string) => path === '/' || BOARD_PATH.test(path);
const BOARD_PATH = /^\/captacao\/solicitacoes-pessoal\/(\d+)\/processo-seletivo$/;

/** The code every page after login needs (never rejects: a failure shows when the page renders). */
export function preloadShell(path = window.location.pathname): Promise<void> {
  return Promise.all([
    quiet(layoutPage.preload()),
    quiet(path === '/' ? homePage.preload() : Promise.resolve()),
    // a bookmarked selection board: its code comes with the shell, not after it
    quiet(BOARD_PATH.test(path) ? processoSeletivoPage.preload() : Promise.resolve()),
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
  // a bookmarked selection board: its data too, with the session check
  const board = BOARD_PATH.exec(window.location.pathname);
  if (board) anteciparQuadro(Number(board[1]));
  const all = Promise.all([quiet(loadUserInfo()), preloadShell()]).then(() => undefined);
  return Promise.race([all, new Promise<void>((resolve) => setTimeout(resolve, capMs))]);
}
