// Entry of the staff console (index.html).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { detectOtherOrigin } from './providers/session';

// before anything navigates: the referrer and navigation type describe how this page was opened
detectOtherOrigin();

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root não encontrado em index.html.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
