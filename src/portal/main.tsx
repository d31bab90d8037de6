// Entry of the candidate portal (externo/index.html).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './PortalApp.tsx';
import './portal.css';

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root não encontrado em externo/index.html.');
createRoot(root).render(
  <StrictMode>
    <PortalApp />
  </StrictMode>,
);
