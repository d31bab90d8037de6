// react-admin's login page: the login is its own small page (src/login, served at /login), so the console
// hands over with a full navigation, remembering the page the visitor was going to (opened after the login).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { NEXT_PAGE_KEY } from '../../shared/session-keys.ts';

export function RedirectToLogin() {
  const location = useLocation();
  useEffect(() => {
    const state = location.state as { nextPathname?: string; nextSearch?: string } | null;
    const next = state?.nextPathname;
    try {
      if (next && next !== '/login')
        sessionStorage.setItem(NEXT_PAGE_KEY, `${next}${state?.nextSearch ?? ''}`);
    } catch {
      // storage disabled: the login then opens the home page
    }
    window.location.replace('/login');
  }, [location.state]);
  return null;
}
