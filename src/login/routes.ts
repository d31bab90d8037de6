// Which page of the login entry a path shows, and where the login goes afterwards. The server serves
// login/index.html for /login and below it, /recuperar-senha and /redefinir-senha (src/server/http/spa.ts);
// the recovery e-mail links to /redefinir-senha?token=, and /login/recuperar-senha and
// /login/redefinir-senha open the same pages.

export type LoginPageName = 'entrar' | 'recuperar-senha' | 'redefinir-senha' | 'pesquisa-responder';

/** The page of a path: '/recuperar-senha', '/login/recuperar-senha/' → 'recuperar-senha'; anything else → 'entrar'. */
export function pageOf(pathname: string): LoginPageName {
  const path = pathname.replace(/\/+$/, '').replace(/^\/login(?=\/)/, '');
  if (path === '/recuperar-senha') return 'recuperar-senha';
  if (path === '/redefinir-senha') return 'redefinir-senha';
  // a survey answered through its one-use personal link (src/login/ResponderPesquisa.tsx)
  if (path === '/pesquisa-responder') return 'pesquisa-responder';
  return 'entrar';
}

/**
 * The console page to open after the login: the one the visitor was sent here from (remembered by the
 * console), when it is a path of this site outside the login pages; else home.
 */
export function nextPageAfterLogin(remembered: string | null | undefined): string {
  if (!remembered?.startsWith('/') || remembered.startsWith('//') || remembered.includes('\\')) return '/';
  const path = remembered.split(/[?#]/)[0]!;
  const loginEntry = /^\/login(\/|$)/.test(path) || pageOf(path) !== 'entrar';
  return loginEntry ? '/' : remembered;
}
