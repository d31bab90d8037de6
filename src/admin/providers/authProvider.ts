// react-admin's authProvider over the session API: POST /api/login, POST /api/logout and
// GET /api/userinfo (spec §3). A 401 during work opens the session-expired dialog (session.ts) instead
// of throwing the user out, as spec §4 asks; react-admin only logs out when the session module says so.
import type { AuthProvider } from 'ra-core';
import { onlyDigits } from '../../shared/br/documents.ts';
import { apiFetch } from './http.ts';
import { canAccessResource, type ResourceAuthorities } from './permissions.ts';
import { clearSession, getSession, loadUserInfo, setUserInfo, type UserInfo } from './session.ts';

export type LoginParams = { cpf: string; senha: string; empresaId: number | string };

let resourceAuthorities: ResourceAuthorities = {};
/** Set once the register schemas are loaded (after login), so canAccess knows each register's rule. */
export function setResourceAuthorities(registry: ResourceAuthorities): void {
  resourceAuthorities = registry;
}

/** A rejection react-admin turns into a silent redirect to /login (no "please log in" toast). */
const toLogin = () => Promise.reject({ redirectTo: '/login', message: false });

async function currentUserInfo(): Promise<UserInfo | null> {
  const { userInfo, expiry } = getSession();
  if (userInfo && expiry === 'active') return userInfo;
  return loadUserInfo();
}

export const authProvider: AuthProvider = {
  login: async ({ cpf, senha, empresaId }: LoginParams) => {
    const info = await apiFetch<UserInfo>('/login', {
      method: 'POST',
      body: { cpf: onlyDigits(cpf), senha, empresaId: Number(empresaId) },
      session: false,
    });
    setUserInfo(info);
    return info;
  },

  logout: async () => {
    if (getSession().userInfo) {
      // best effort: the cookie may already be gone; the browser side is cleared anyway
      await apiFetch('/logout', { method: 'POST', session: false }).catch(() => undefined);
    }
    clearSession();
    return '/login';
  },

  // Known session: no round trip. Expired (dialog open or "stay"): ask the server again, because the
  // user may have logged in again in another tab.
  checkAuth: async () => {
    const { userInfo, expiry } = getSession();
    if (userInfo && expiry === 'active') return;
    if (userInfo && expiry === 'expired') return; // the dialog is deciding; keep the page meanwhile
    // after an expiry, ask the server again: the user may have logged in again in another tab
    const info = await loadUserInfo({ force: userInfo !== null }).catch(() => null);
    if (!info) return toLogin();
  },

  // 401 is handled by the session module (dialog, then login on the next operation); 403 is a
  // refusal of one action, never a reason to log out.
  checkError: async () => undefined,

  getIdentity: async () => {
    const info = await currentUserInfo();
    if (!info) throw new Error('Sessão expirada.');
    return {
      id: info.usuario.id,
      fullName: info.usuario.nome,
      avatar: info.usuario.colaboradorFotoUrl ?? undefined,
    };
  },

  getPermissions: async () => (await currentUserInfo())?.authorities ?? [],

  canAccess: async ({ resource, action }) =>
    canAccessResource(getSession().userInfo, resourceAuthorities, resource, action),
};
