// A tiny router for the portal (no router library: the first page stays small): the address as state,
// navigation by the History API, links that do not reload the page.
import { type MouseEvent, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};
if (typeof window !== 'undefined') window.addEventListener('popstate', notify);

const snapshot = () => `${window.location.pathname}${window.location.search}`;

/** The current address (path and query), re-rendering on navigation. */
export function useEndereco(): { pathname: string; search: string } {
  const url = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    snapshot,
    snapshot,
  );
  const i = url.indexOf('?');
  return i < 0 ? { pathname: url, search: '' } : { pathname: url.slice(0, i), search: url.slice(i) };
}

export function navegar(to: string, opts: { replace?: boolean } = {}) {
  if (to === snapshot()) return;
  if (opts.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.scrollTo(0, 0);
  notify();
}

/** onClick of an <a href> inside the portal: navigates without a reload (new-tab clicks pass through). */
export function aoClicarLink(event: MouseEvent<HTMLAnchorElement>) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
    return;
  const to = event.currentTarget.getAttribute('href');
  if (!to?.startsWith('/externo')) return;
  event.preventDefault();
  navegar(to);
}
