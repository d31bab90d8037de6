// The portal's calls to /api/externo: JSON, form-encoded (the login, spec §7) or multipart (files), the
// server's Portuguese message and field errors on a refusal, the 'server unreachable' message when there is
// no answer. A 401 during use means the session ended: the portal goes back to the login.
import { type FieldError, MSG } from '../shared/messages.ts';

export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: FieldError[] = [],
    readonly data: any = null,
  ) {
    super(message);
  }
}

type Body = { json?: unknown; form?: Record<string, string | undefined>; multipart?: FormData };

let onSessionEnded: (() => void) | undefined;
/** What happens when a call answers 401 (set by the app: back to the login). */
export const setSessionEndedHandler = (fn: () => void) => {
  onSessionEnded = fn;
};

/** GETs started before the page that reads them has loaded its code (antecipa), by path, with their start. */
const antecipadas = new Map<string, { resposta: Promise<unknown>; desde: number }>();
/** An answer this old is asked again: a prefetch the page never took must not be shown much later. */
const ANTECIPADA_MS = 10_000;

/**
 * Starts the GET a page loaded on demand asks for first, while the page's code downloads: the page's api(path)
 * takes this answer instead of asking after its code has arrived and run.
 */
export function antecipa(path: string): void {
  const feita = antecipadas.get(path);
  if (feita && Date.now() - feita.desde < ANTECIPADA_MS) return;
  const resposta = chama(path);
  resposta.catch(() => undefined); // read (and reported) by the page that takes it
  antecipadas.set(path, { resposta, desde: Date.now() });
}

export function api<T = any>(path: string, init: { method?: string } & Body = {}): Promise<T> {
  const feita = antecipadas.get(path);
  if (feita && !init.method && !init.json && !init.form && !init.multipart) {
    antecipadas.delete(path);
    if (Date.now() - feita.desde < ANTECIPADA_MS) return feita.resposta as Promise<T>;
  }
  return chama<T>(path, init);
}

async function chama<T = any>(path: string, init: { method?: string } & Body = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(init.form)) if (v !== undefined && v !== '') form.set(k, v);
    body = form;
  } else if (init.multipart) body = init.multipart;
  let res: Response;
  try {
    res = await fetch(`/api/externo${path}`, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      credentials: 'same-origin',
      headers,
      body,
    });
  } catch {
    throw new ApiFailure(MSG.apiUnreachable, 0);
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let data: any = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    if (res.status === 401 && !path.startsWith('/login')) onSessionEnded?.();
    throw new ApiFailure(data?.message ?? MSG.genericError, res.status, data?.errors ?? [], data);
  }
  return data as T;
}

/** Field errors of a refusal as {campo: mensagem} (the first message of each field). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (error instanceof ApiFailure) for (const e of error.errors) out[e.field] ??= e.message;
  return out;
}

export const messageOf = (error: unknown) =>
  error instanceof ApiFailure ? error.message : MSG.apiUnreachable;
