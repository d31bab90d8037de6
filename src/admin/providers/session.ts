// The browser's view of the staff session (spec §3 "Session user info", §4 session states): the
// userinfo document, the expired flag and the "company changed in another tab" guard. A tiny store
// outside React, because the data and auth providers (plain functions) change it too.
import { useSyncExternalStore } from 'react';
import { MSG } from '../../shared/messages.ts';
import { COMPANY_STORAGE_KEY, SESSION_HINT_KEY } from '../../shared/session-keys.ts';
import { apiFetch, setUnauthorizedHandler } from './http.ts';

export type MenuItem = {
  label: string;
  url?: string;
  icon?: string;
  tipo: 'interno' | 'externo' | 'nova-aba';
  children?: MenuItem[];
};

export type Empresa = { id: number; nome: string };

export type UserInfo = {
  authenticated: boolean;
  expired: boolean;
  empresas: Empresa[];
  authorities: string[];
  menu: MenuItem[];
  empresa: Empresa;
  parametrosDoSistema?: {
    versao?: string;
    codEmpresaSuporte?: string | null;
    codClienteSuporte?: string | null;
  };
  usuarioFortes: boolean;
  horaExpiracao?: string;
  usuario: { id: number; nome: string; colaboradorFotoUrl: string | null };
  possuiSst?: boolean;
  suporteEmail?: string;
};

/** active → expired (401: dialog open) → stayed (user chose to stay; the next 401 asks for login). */
export type Expiry = 'active' | 'expired' | 'stayed';

export type SessionState = {
  userInfo: UserInfo | null;
  expiry: Expiry;
  /** a form submission was blocked because another tab switched the company */
  companyChanged: boolean;
  /** the page was opened from another site while logged in: confirm who is logged in */
  otherOriginPrompt: boolean;
};

/** Written by the tab that logs in or switches company; the other tabs compare it with their own. */
export { COMPANY_STORAGE_KEY, SESSION_HINT_KEY } from '../../shared/session-keys.ts';

const initial: SessionState = {
  userInfo: null,
  expiry: 'active',
  companyChanged: false,
  otherOriginPrompt: false,
};
let state = initial;
const listeners = new Set<() => void>();
let inFlight: Promise<UserInfo | null> | undefined;
/** True once the server said there is no session (until the next login): no need to ask again. */
let knownAnonymous = false;

function update(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export const getSession = (): SessionState => state;

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled by the browser: the cross-tab guard simply stays off
  }
}

/** Whether this browser seems to hold a session (see SESSION_HINT_KEY); true when storage is off. */
export function hasSessionHint(): boolean {
  const store = storage();
  return !store || store.getItem(SESSION_HINT_KEY) !== null;
}

/** Stores the userinfo of a fresh login, page load or company switch; the other tabs learn the company. */
export function setUserInfo(userInfo: UserInfo): void {
  knownAnonymous = false;
  storage()?.setItem(SESSION_HINT_KEY, '1');
  storage()?.setItem(COMPANY_STORAGE_KEY, String(userInfo.empresa.id));
  update({ userInfo, expiry: 'active', companyChanged: false });
}

export function clearSession(): void {
  knownAnonymous = true;
  storage()?.removeItem(SESSION_HINT_KEY);
  update({ userInfo: null, expiry: 'active', companyChanged: false, otherOriginPrompt: false });
}

let requireLogin: () => void = () => window.location.assign('/login');
/** The shell plugs react-admin's logout in here, so "login on the next operation" keeps the router. */
export function setLoginRequiredHandler(handler: () => void): void {
  requireLogin = handler;
}

/** A call with a session got 401 (spec §4): first the dialog; after "stay", the next one asks for login. */
export function handleUnauthorized(): void {
  if (!state.userInfo) return;
  if (state.expiry === 'active') update({ expiry: 'expired' });
  else if (state.expiry === 'stayed') requireLogin();
}

setUnauthorizedHandler(handleUnauthorized);

/** "Permanecer": close the dialog and keep the page; the next operation will ask for login. */
export function stayAfterExpiry(): void {
  if (state.expiry === 'expired') update({ expiry: 'stayed' });
}

export function companyChangedElsewhere(): boolean {
  const own = state.userInfo?.empresa.id;
  const stored = storage()?.getItem(COMPANY_STORAGE_KEY);
  return own !== undefined && stored != null && stored !== String(own);
}

/** Thrown instead of sending a form when another tab switched the company (spec §5 General). */
export class CompanyChangedError extends Error {
  constructor() {
    super(MSG.companyChangedInOtherTab);
    this.name = 'CompanyChangedError';
  }
}

/** Called before every state-changing request: blocks it and opens the Descartar/Manter dialog. */
export function assertSameCompany(): void {
  if (!companyChangedElsewhere()) return;
  update({ companyChanged: true });
  throw new CompanyChangedError();
}

/** "Manter": put the server session back on this tab's company, so this tab's form can be sent. */
export async function keepThisTabCompany(): Promise<void> {
  const own = state.userInfo?.empresa.id;
  if (own === undefined) return;
  const info = await apiFetch<UserInfo>(`/userinfo/empresa/${own}`, { method: 'PUT' });
  setUserInfo(info);
}

export function dismissCompanyChanged(): void {
  update({ companyChanged: false });
}

export async function switchCompany(empresaId: number): Promise<UserInfo> {
  const info = await apiFetch<UserInfo>(`/userinfo/empresa/${empresaId}`, { method: 'PUT' });
  setUserInfo(info);
  return info;
}

/**
 * Spec §4: a page loaded from another site (not by a refresh, not from our login) asks whether the
 * logged-in user is really the one at the keyboard.
 */
export function cameFromOtherOrigin(opts: {
  referrer: string;
  origin: string;
  navigationType: string | undefined;
  path: string;
}): boolean {
  if (!opts.referrer || opts.navigationType === 'reload' || opts.path === '/login') return false;
  try {
    return new URL(opts.referrer).origin !== opts.origin;
  } catch {
    return false;
  }
}

/** Evaluated once at start-up; the dialog waits for the userinfo to know the name. */
export function detectOtherOrigin(): void {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const prompt = cameFromOtherOrigin({
    referrer: document.referrer,
    origin: window.location.origin,
    navigationType: entry?.type,
    path: window.location.pathname,
  });
  if (prompt) update({ otherOriginPrompt: true });
}

export function dismissOtherOrigin(): void {
  update({ otherOriginPrompt: false });
}

/** Nobody was logged in when the page opened: no one to ask about, not even after the login. */
function forgetOtherOrigin(): void {
  if (state.otherOriginPrompt) update({ otherOriginPrompt: false });
}

/**
 * Fetches /api/userinfo; resolves null when there is no valid session (401). Concurrent callers share
 * one request, and a visitor known to be anonymous is not asked (see SESSION_HINT_KEY).
 */
export function loadUserInfo({ force = false }: { force?: boolean } = {}): Promise<UserInfo | null> {
  if (!force && (knownAnonymous || storage()?.getItem(SESSION_HINT_KEY) === null)) {
    forgetOtherOrigin();
    return Promise.resolve(null);
  }
  inFlight ??= apiFetch<UserInfo>('/userinfo', { session: false })
    .then((info) => {
      setUserInfo(info);
      return info;
    })
    .catch((error) => {
      if ((error as { status?: number }).status !== 401) throw error;
      knownAnonymous = true;
      storage()?.removeItem(SESSION_HINT_KEY);
      forgetOtherOrigin();
      return null;
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}
