// The candidate layout (spec §2): the company's logo (the default one otherwise; it opens the open vacancies);
// not logged in, 'Entrar' keeping empresaId; logged in, 'Boas vindas', the name cut at 20 characters and the
// CPF, each on one line (on a phone, on a line of their own under the logo), and the portal's buttons. At
// 1024 px or less (mobile) the buttons fold into a menu.
import { type ReactNode, useEffect, useState } from 'react';
import { PORTAL_GREETING_NAME_MAX } from '../shared/constants.ts';
import { usePortal } from './contexto.ts';
import { mascaraCpf } from './mascaras.ts';
import { useEndereco } from './navegacao.ts';
import { href, loginHref, type PageName } from './routes.ts';
import { Link } from './ui.tsx';

export function Layout({ pagina, children }: { pagina?: PageName; children: ReactNode }) {
  const { sessao, empresa, empresaId, sair } = usePortal();
  const [menuAberto, setMenuAberto] = useState(false);
  const { pathname } = useEndereco();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the mobile menu
  useEffect(() => setMenuAberto(false), [pathname]);
  const logo = empresa?.logoUrl ?? '/logo-escuro.svg';
  const nomeEmpresa = empresa?.nome ?? 'Gente';
  const id = sessao?.candidato.id;
  const itens: [string, string, PageName[]][] = sessao
    ? [
        ['Vagas Abertas', href('/externo/anuncios', empresaId), ['anuncios', 'anuncio']],
        [
          'Minhas Candidaturas',
          href('/externo/candidato-solicitacoes', empresaId),
          ['candidaturas', 'historico'],
        ],
        ['Editar Cadastro', href(`/externo/candidatos/${id}`, empresaId), ['editar']],
        [
          'Anexar Documentos',
          href(`/externo/candidatos/${id}/documentos-anexos`, empresaId),
          ['documentos', 'novo-documento'],
        ],
        ['Alterar Senha', href(`/externo/candidatos/${id}`, empresaId, { tab: 'senha' }), ['senha']],
      ]
    : [];
  return (
    <div className="portal">
      <a className="pular" href="#conteudo">
        Ir para o conteúdo
      </a>
      <header className="topo">
        <div className="topo-linha">
          <Link
            href={sessao || empresaId ? href('/externo/anuncios', empresaId) : '/externo'}
            className="logo"
          >
            <img src={logo} alt={`${nomeEmpresa} - Portal do Candidato`} width={140} height={40} />
          </Link>
          {!sessao && pagina !== 'login' && (
            <Link className="botao" href={loginHref(empresaId)}>
              Entrar
            </Link>
          )}
          {sessao && (
            <>
              <p className="saudacao">
                <span className="saudacao-nome">
                  Boas vindas,{' '}
                  <strong title={sessao.candidato.nome}>
                    {sessao.candidato.nome.slice(0, PORTAL_GREETING_NAME_MAX).trimEnd()}
                  </strong>
                </span>
                <span className="cpf">CPF {mascaraCpf(sessao.candidato.cpf)}</span>
              </p>
              <button
                type="button"
                className="botao-menu"
                aria-expanded={menuAberto}
                aria-controls="menu-portal"
                onClick={() => setMenuAberto((v) => !v)}
              >
                Menu
              </button>
            </>
          )}
        </div>
        {sessao && (
          <nav
            id="menu-portal"
            aria-label="Portal do candidato"
            className={menuAberto ? 'menu aberto' : 'menu'}
          >
            <ul>
              {itens.map(([label, to, paginas]) => (
                <li key={label}>
                  <Link href={to} aria-current={pagina && paginas.includes(pagina) ? 'page' : undefined}>
                    {label}
                  </Link>
                </li>
              ))}
              <li>
                <button type="button" className="link-sair" onClick={() => void sair()}>
                  Sair
                </button>
              </li>
            </ul>
          </nav>
        )}
      </header>
      <main id="conteudo" className="conteudo">
        {children}
      </main>
      <footer className="rodape">
        <p>
          {nomeEmpresa} · Portal do Candidato
          {empresa?.politicaSeguranca && sessao && (
            <>
              {' · '}
              <Link href={href(`/externo/candidatos/${id}`, empresaId, { aba: 'privacidade' })}>
                Privacidade
              </Link>
            </>
          )}
        </p>
      </footer>
    </div>
  );
}
