// The few API calls of the login page, without the console's HTTP layer: JSON in and out, the server's
// Portuguese message and field errors on a refusal, the 'server unreachable' message on a network failure.
import { type FieldError, MSG } from '../shared/messages.ts';

export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: FieldError[] = [],
    /** the whole answer (the login's 409 carries the companies to choose from) */
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(message);
  }
}

export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers:
        init.body === undefined
          ? { Accept: 'application/json' }
          : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiFailure(MSG.apiUnreachable, 0);
  }
  const text = await res.text();
  let data: any = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok)
    throw new ApiFailure(data?.message ?? MSG.apiUnreachable, res.status, data?.errors ?? [], data);
  return data as T;
}

/** Field errors of a refusal as {campo: mensagem} (the first message of each field). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (error instanceof ApiFailure) for (const e of error.errors) out[e.field] ??= e.message;
  return out;
}
