// Entry of the candidate portal (externo/index.html).
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { api } from './api.ts';
import type { Sessao, UserInfo } from './contexto.ts';
import { PortalApp } from './PortalApp.tsx';
import './portal.css';

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root não encontrado em externo/index.html.');
// The session check is preloaded by externo/index.html, so it has usually arrived by the time React has been
// evaluated: the first render already knows who is logged in (no header that grows with the greeting, no
// render pass for 'not known yet'). The HTML frame stays on screen meanwhile.
// A server that does not answer within 3 s does not keep the portal on the frame: PortalApp then asks itself.
const sessao: Promise<Sessao | null | undefined> = Promise.race([
  api<UserInfo>('/userinfo').then(
    (info) => (info.authenticated ? info : null),
    () => null,
  ),
  new Promise<undefined>((resolve) => setTimeout(resolve, 3000)),
]);
// A transition: React renders the first view in slices that give the main thread back every few ms instead
// of one long task (the frame above is already on screen, so nothing waits for it).
void sessao.then((inicial) =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <PortalApp sessaoInicial={inicial} />
      </StrictMode>,
    ),
  ),
);
