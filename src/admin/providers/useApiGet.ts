// A read of a hand-written endpoint (not a register: react-admin's hooks do those) for a screen: the
// answer, whether it is on its way, and the failure (already reported through the error handler).
// Asked again when the URL changes or `reload()` is called; a stale answer is dropped.
import { useCallback, useEffect, useState } from 'react';
import { notifyError } from './errorHandler.ts';
import { apiFetch, type QueryValue, toQueryString } from './http.ts';

export type ApiGet<T> = { data?: T; error?: unknown; loading: boolean; reload(): void };

/** GET /api<path>?<query>; nothing is asked while `path` is undefined. */
export function useApiGet<T>(path: string | undefined, query?: Record<string, QueryValue>): ApiGet<T> {
  const url = path === undefined ? undefined : `${path}${toQueryString(query)}`;
  const [round, setRound] = useState(0);
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({
    loading: url !== undefined,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is the reload request itself
  useEffect(() => {
    if (url === undefined) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    apiFetch<T>(url, { signal: controller.signal }).then(
      (data) => setState({ data, loading: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        notifyError(error);
        setState({ error, loading: false });
      },
    );
    return () => controller.abort();
  }, [url, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
