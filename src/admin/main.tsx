// Entry of the staff console (index.html).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { preloadForSession } from './pages.tsx';
import { goToLogin } from './providers/loginHandover.ts';
import { detectOtherOrigin, hasSessionHint } from './providers/session.ts';

if (!hasSessionHint()) {
  // nobody is logged in on this browser: straight to the login page, without starting the console
  goToLogin(`${window.location.pathname}${window.location.search}`);
} else {
  // before anything navigates: the referrer and navigation type describe how this page was opened
  detectOtherOrigin();
  // with a session, the shell's code and the session arrive together before the first render
  await preloadForSession();

  const root = document.getElementById('root');
  if (!root) throw new Error('Elemento #root não encontrado em index.html.');
  createRoot(root).render(
    <StrictMode>
      {/* real paths (/captacao/etapas-seletivas), not react-admin's default #/ routes: the server has a
          fallback for every path, and the spec's links are paths. Without transitions, a redirect to
          /login commits at once; as a transition, react-admin's store reset on logout kept interrupting
          it and re-running the logout (seconds of redirect loop before the login page showed). */}
      <BrowserRouter useTransitions={false}>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}
