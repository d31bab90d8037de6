// Placeholder of the candidate portal (/externo): its own small page, without react-admin, until the
// portal's screens are built. /externo goes to /externo/login, keeping empresaId (spec §2).
import { useEffect } from 'react';
import { DEFAULT_PORTAL_COLOR } from '../shared/constants.ts';
import { INVALID_COMPANY_ID, loginHref, readEmpresaId } from './portalLinks.ts';

export function PortalApp() {
  const { empresaId, invalid } = readEmpresaId(window.location.search);
  const path = window.location.pathname.replace(/\/+$/, '');

  useEffect(() => {
    if (path === '/externo') window.history.replaceState(null, '', loginHref(empresaId));
  }, [path, empresaId]);

  return (
    <div className="portal" style={{ ['--cor-principal' as string]: DEFAULT_PORTAL_COLOR }}>
      <header className="portal-header">
        <a href={loginHref(empresaId)} className="portal-logo">
          <img src="/logo-escuro.svg" alt="Gente - portal do candidato" width={120} height={35} />
        </a>
        <a className="portal-button" href={loginHref(empresaId)}>
          Entrar
        </a>
      </header>
      <main className="portal-main">
        <h1>Portal do Candidato</h1>
        {invalid ? (
          <p role="alert" className="portal-alert">
            {INVALID_COMPANY_ID}
          </p>
        ) : (
          <>
            <p>Consulte as vagas abertas, cadastre seu currículo e acompanhe suas candidaturas.</p>
            <p>O portal do candidato está em preparação. Em breve você poderá entrar com seu CPF e senha.</p>
          </>
        )}
      </main>
    </div>
  );
}
