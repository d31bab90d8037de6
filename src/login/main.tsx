// Entry of the staff login (login/index.html: /login, /recuperar-senha, /redefinir-senha). A small page
// without react-admin or MUI: React and plain CSS; the console's code is fetched while the user types.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginApp } from './LoginApp.tsx';
import './login.css';

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root não encontrado em login/index.html.');
createRoot(root).render(
  <StrictMode>
    <LoginApp />
  </StrictMode>,
);
