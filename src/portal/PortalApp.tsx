// The candidate portal (/externo; spec §2 "Candidate layout", §4 session and privacy dialog, §6 external
// routes): asks for the session and the company of the link at once, applies the company's look, guards the
// routes, and shows the page of the address (the login is in the first download, the other pages on demand).
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { LOGOUT_WAIT_EXTERNAL_MS } from '../shared/constants.ts';
import { antecipa, api, setSessionEndedHandler } from './api.ts';
import { themeOf } from './colors.ts';
import { type Empresa, type Portal, PortalContext, type Sessao, type UserInfo } from './contexto.ts';
import { Layout } from './Layout.tsx';
import { navegar, useEndereco } from './navegacao.ts';
import { LoginPage } from './pages/LoginPage.tsx';
import { lembrarProxima, tomarProxima } from './proxima.ts';
import { INVALID_COMPANY_ID, loginHref, type PageName, resolve } from './routes.ts';
import { Alerta, Carregando, Titulo } from './ui.tsx';

/**
 * What 'Vagas Abertas' reads first: the candidate's ads with a session, the company's public ones without
 * (set before the page renders, read when its code is asked for).
 */
let vagasAntecipadas: string | undefined;

const PAGES: Partial<Record<PageName, React.LazyExoticComponent<(p: { id?: number }) => React.ReactNode>>> = {
  inicio: lazy(() => import('./pages/InicioPage.tsx')),
  'recuperar-senha': lazy(() => import('./pages/RecuperarSenhaPage.tsx')),
  cadastro: lazy(() => import('./pages/CadastroPage.tsx')),
  editar: lazy(() => import('./pages/CadastroPage.tsx')),
  senha: lazy(() => import('./pages/AlterarSenhaPage.tsx')),
  // the list is asked for together with the page's code (antecipa), not after it has arrived
  anuncios: lazy(() => {
    if (vagasAntecipadas) antecipa(vagasAntecipadas);
    return import('./pages/AnunciosPage.tsx');
  }),
  anuncio: lazy(() => import('./pages/AnuncioPage.tsx')),
  candidaturas: lazy(() => {
    antecipa('/candidato-solicitacoes');
    return import('./pages/CandidaturasPage.tsx');
  }),
  historico: lazy(() => import('./pages/HistoricoPage.tsx')),
  avaliacoes: lazy(() => {
    antecipa('/avaliacoes');
    return import('./pages/AvaliacoesPage.tsx');
  }),
  'responder-avaliacao': lazy(() => import('./pages/ResponderAvaliacaoPage.tsx')),
  documentos: lazy(() => import('./pages/DocumentosPage.tsx')),
  'novo-documento': lazy(() => import('./pages/NovoDocumentoPage.tsx')),
  'nao-encontrada': lazy(() => import('./pages/NaoEncontradaPage.tsx')),
};
const PrivacidadeDialog = lazy(() => import('./PrivacidadeDialog.tsx'));

/**
 * The titles of the pages loaded on demand, drawn while their code arrives: the first view shows the page's
 * heading at once and the page replaces it with the same heading in the same place.
 */
const TITULOS: Partial<Record<PageName, [titulo: string, cartao: boolean]>> = {
  cadastro: ['Cadastro de candidato', true],
  editar: ['Editar Cadastro', true],
  anuncios: ['Vagas Abertas', false],
  candidaturas: ['Minhas Candidaturas', false],
  avaliacoes: ['Avaliações', false],
};

function CarregandoPagina({ pagina }: { pagina: PageName }) {
  const titulo = TITULOS[pagina];
  if (!titulo) return <Carregando />;
  return (
    <section className={titulo[1] ? 'cartao' : undefined}>
      <Titulo>{titulo[0]}</Titulo>
      <Carregando />
    </section>
  );
}

/** sessaoInicial: the session as main.tsx read it before the first render (undefined: ask here). */
export function PortalApp({ sessaoInicial }: { sessaoInicial?: Sessao | null }) {
  const { pathname, search } = useEndereco();
  const [sessao, setSessao] = useState<Sessao | null | undefined>(sessaoInicial);
  const [empresa, setEmpresa] = useState<Empresa | undefined>();
  const doLink = new URLSearchParams(search).get('empresaId') ?? undefined;

  const atualizaSessao = useCallback(async () => {
    const info = await api<UserInfo>('/userinfo').catch(() => ({ authenticated: false }) as UserInfo);
    setSessao(info.authenticated ? info : null);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial session is read once, at the start
  useEffect(() => {
    if (sessaoInicial === undefined) void atualizaSessao();
    // a session that ends while the portal is open: back to the login, keeping the company
    setSessionEndedHandler(() => {
      setSessao(null);
    });
  }, [atualizaSessao]);

  const resolved = resolve(
    pathname,
    search,
    sessao ? { candidatoId: sessao.candidato.id, empresaId: sessao.empresa.id } : null,
  );
  const empresaId = sessao ? String(sessao.empresa.id) : 'page' in resolved ? resolved.empresaId : doLink;

  useEffect(() => {
    if (!empresaId || !/^\d+$/.test(empresaId) || empresa?.id === Number(empresaId)) return;
    api<Empresa>(`/empresas/${empresaId}/configuracao`).then(setEmpresa, () => setEmpresa(undefined));
  }, [empresaId, empresa?.id]);

  // guards wait for the session check, except on public pages (the login shows at once)
  const redirect = 'redirect' in resolved ? resolved.redirect : undefined;
  useEffect(() => {
    if (!redirect || sessao === undefined) return;
    if (
      !sessao &&
      redirect.startsWith('/externo/login') &&
      pathname !== '/externo' &&
      pathname !== '/externo/'
    )
      lembrarProxima(`${pathname}${search}`);
    navegar(redirect, { replace: true });
  }, [redirect, sessao, pathname, search]);

  useEffect(() => {
    const theme = themeOf(empresa?.corPrincipal, empresa?.corSecundaria);
    for (const [k, v] of Object.entries(theme)) document.documentElement.style.setProperty(k, v);
  }, [empresa?.corPrincipal, empresa?.corSecundaria]);

  const portal: Portal = useMemo(
    () => ({
      sessao,
      empresaId,
      empresa,
      entrou(info) {
        setSessao(info);
        navegar(tomarProxima() ?? `/externo/anuncios?empresaId=${info.empresa.id}`, { replace: true });
      },
      async sair() {
        const empresaAtual = sessao?.empresa.id;
        // spec §9: the external logout waits at most 2 s for the server
        await Promise.race([
          api('/userinfo/logout', { method: 'POST' }).catch(() => undefined),
          new Promise((r) => setTimeout(r, LOGOUT_WAIT_EXTERNAL_MS)),
        ]);
        setSessao(null);
        navegar(loginHref(empresaAtual), { replace: true });
      },
      atualizaSessao,
    }),
    [sessao, empresaId, empresa, atualizaSessao],
  );

  vagasAntecipadas = sessao ? '/anuncios' : empresaId ? `/empresas/${empresaId}/anuncios` : undefined;
  let conteudo: React.ReactNode;
  if ('redirect' in resolved) conteudo = <Carregando />;
  else if (resolved.invalidCompany) conteudo = <Alerta>{INVALID_COMPANY_ID}</Alerta>;
  else if (resolved.page === 'login') conteudo = <LoginPage />;
  else if (
    sessao === undefined &&
    !['inicio', 'cadastro', 'recuperar-senha', 'nao-encontrada'].includes(resolved.page)
  )
    conteudo = <Carregando />;
  else {
    const Page = PAGES[resolved.page]!;
    conteudo = (
      <Suspense fallback={<CarregandoPagina pagina={resolved.page} />}>
        <Page id={resolved.id} />
      </Suspense>
    );
  }
  const bloqueado = !!sessao && !sessao.aceitoPoliticaSeguranca;
  return (
    <PortalContext.Provider value={portal}>
      <Layout pagina={'page' in resolved ? resolved.page : undefined}>{bloqueado ? null : conteudo}</Layout>
      {bloqueado && (
        <Suspense fallback={null}>
          <PrivacidadeDialog obrigatorio />
        </Suspense>
      )}
    </PortalContext.Provider>
  );
}
