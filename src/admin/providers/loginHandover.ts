// The login is its own small page (src/login at /login): the console hands over to it with a full
// navigation, remembering the page the visitor was going to (the login page opens it afterwards).
import { NEXT_PAGE_KEY } from '../../shared/session-keys.ts';

export function goToLogin(next?: string): void {
  try {
    if (next && next !== '/' && !next.startsWith('/login')) sessionStorage.setItem(NEXT_PAGE_KEY, next);
  } catch {
    // storage disabled: the login then opens the home page
  }
  window.location.replace('/login');
}
