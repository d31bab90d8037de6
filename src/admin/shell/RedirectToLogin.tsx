// react-admin's login page: hands over to the login page of its own (see providers/loginHandover.ts), with
// the page react-admin was asked for when the session was missing or ended.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { goToLogin } from '../providers/loginHandover.ts';

export function RedirectToLogin() {
  const location = useLocation();
  useEffect(() => {
    const state = location.state as { nextPathname?: string; nextSearch?: string } | null;
    goToLogin(state?.nextPathname && `${state.nextPathname}${state.nextSearch ?? ''}`);
  }, [location.state]);
  return null;
}
