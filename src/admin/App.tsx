// The staff console: react-admin with our providers and the shell. The login is its own small page
// (src/login); the shell, the register schemas and the generated screens are loaded on demand.
import type { ReactElement } from 'react';
import { Admin, CustomRoutes, memoryStore, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { registers } from '../generated/registers.ts';
import {
  AccessDeniedPage,
  AcompanhamentosExperienciaPage,
  AuditoriaPage,
  EstatisticasPreenchimentoPage,
  Home,
  Layout,
  Loading,
  MinhasAvaliacoesPage,
  ModelosExperienciaPage,
  MyDataPage,
  NineboxPage,
  NotFoundPage,
  OrganogramaPage,
  PerguntasAvaliacaoPage,
  ProcessoSeletivoPage,
  RegisterScreen,
  ResponderAvaliacaoPage,
  ResultadosPage,
  registerRepresentation,
} from './pages.tsx';
import { authProvider, setResourceAuthorities } from './providers/authProvider.ts';
import { dataProvider } from './providers/dataProvider.ts';
import { i18nProvider } from './providers/i18nProvider.ts';
import type { ResourceAuthorities } from './providers/permissions.ts';
import { getSession } from './providers/session.ts';
// --- report screens (one generic screen for every declared report) ---
import {
  NineboxChartRedirect,
  NineboxRelatorioRedirect,
  ParticipantesRedirect,
} from './screens/avaliacao-rotas/Redirecionamentos.tsx';
import { ReportRoute } from './screens/relatorios/ReportRoute.tsx';
// --- end report screens ---
import { agendaExamesRoutes } from './screens/sst-agenda-exames/rotas.tsx';
import { vacinacaoRoutes } from './screens/sst-cartao-vacinacao/rotas.tsx';
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

// Pages of the shell that are not registers (inside the layout).
const shellRoutes = (
  <CustomRoutes>
    <Route path="/500" element={<ErrorPage />} />
    <Route path="/meus-dados" element={<MyDataPage />} />
  </CustomRoutes>
);

// --- report screens: /<module>/relatorios/<name> for every declaration in reports/** ---
const reportRoutes = (
  <CustomRoutes>
    <Route path="/:module/relatorios/:name" element={<ReportRoute />} />
  </CustomRoutes>
);
// --- end report screens ---

// --- org chart (cargo-salario): a hand-written screen beside the generated ones ---
const organogramaRoutes = (
  <CustomRoutes>
    <Route path="/cargo-salario/organograma" element={<OrganogramaPage />} />
    <Route path="/utilitario/log" element={<AuditoriaPage />} />
  </CustomRoutes>
);
// --- end org chart ---

// --- recruitment: the vacancy-fill statistics screen, and spec routes that show registers kept elsewhere
// (the competence levels and the jobs are the job-and-salary registers, with their authority) ---
const captacaoRoutes = (
  <CustomRoutes>
    <Route path="/captacao/estatisticas-preenchimento-vaga" element={<EstatisticasPreenchimentoPage />} />
    <Route path="/captacao/solicitacoes-pessoal/:id/processo-seletivo" element={<ProcessoSeletivoPage />} />
    <Route
      path="/captacao/niveis-competencia"
      element={<Navigate to="/cargo-salario/niveis-competencia" replace />}
    />
    <Route path="/captacao/historico" element={<Navigate to="/captacao/historicos-candidato" replace />} />
    <Route path="/captacao/cargo" element={<Navigate to="/cargo-salario/cargos" replace />} />
    <Route
      path="/captacao/avaliacoes"
      element={<Navigate to="/captacao/modelos-avaliacao-candidato" replace />}
    />
  </CustomRoutes>
);
// --- end recruitment ---
// --- avaliação: answering (any user linked to an employee), results and nine-box (ROLE_AVALIACAO) ---
const avaliacaoRoutes = (
  <CustomRoutes>
    <Route path="/avaliacao/avaliacoes-desempenhos-questionarios" element={<MinhasAvaliacoesPage />} />
    <Route
      path="/avaliacao/acompanhamentos-periodos-experiencia"
      element={<AcompanhamentosExperienciaPage />}
    />
    <Route path="/avaliacao/avaliacoes-desempenhos-questionarios/:id" element={<ResponderAvaliacaoPage />} />
    <Route path="/avaliacao/resultados/:id" element={<ResultadosPage />} />
    <Route path="/avaliacao/resultados/:id/:colaboradorId" element={<ResultadosPage />} />
    <Route path="/avaliacao/ninebox" element={<NineboxPage />} />
    <Route path="/avaliacao/ninebox/chart" element={<NineboxChartRedirect />} />
    <Route path="/avaliacao/ninebox/relatorio" element={<NineboxRelatorioRedirect />} />
    <Route path="/avaliacao/participante-avaliacao-desempenho" element={<ParticipantesRedirect />} />
    <Route path="/avaliacao/modelos-avaliacao-desempenho-experiencia" element={<ModelosExperienciaPage />} />
    <Route path="/avaliacao/perguntas" element={<PerguntasAvaliacaoPage />} />
  </CustomRoutes>
);
// --- end avaliação ---

export function App() {
  return (
    <Admin
      title="Gente"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={Layout}
      loginPage={RedirectToLogin}
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
      {reportRoutes}
      {organogramaRoutes}
      {captacaoRoutes}
      {avaliacaoRoutes}
      {vacinacaoRoutes}
      {agendaExamesRoutes}
      {loadResources}
    </Admin>
  );
}
