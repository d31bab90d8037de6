// The one place the console talks HTTP: JSON in and out, same-origin cookies, and every failure
// turned into an ApiError carrying the server's {status, code, message, errors}.
import { HttpError } from 'ra-core';
import { type FieldError, MSG } from '../../shared/messages.ts';

/** Code of a request that got no answer at all (spec §8). */
export const API_UNREACHABLE = 'api-unreachable';

type ErrorBody = { status?: number; code?: string; message?: string; errors?: FieldError[] };

/**
 * A failed API call. It extends react-admin's HttpError so react-admin's own hooks (notifications,
 * checkError) understand it; `body` is the server's error document untouched.
 */
export class ApiError extends HttpError {
  readonly code: string;
  readonly errors: FieldError[];
  declare readonly body: ErrorBody;

  constructor(status: number, body: ErrorBody) {
    const message = body.message || MSG.genericError;
    super(message, status, body);
    // react-admin's HttpError pins its own prototype (an ES5 habit), which would hide this subclass
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = 'ApiError';
    this.code = body.code || String(status || 500);
    this.errors = Array.isArray(body.errors) ? body.errors : [];
  }

  /** Server field errors as {field: message} (the first message of each field wins). */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const { field, message } of this.errors) out[field] ??= message;
    return out;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * false for calls made without a session on purpose (login, company lookup, the initial session
   * check): their 401 means "not logged in", not "the session just expired".
   */
  session?: boolean;
  /** 'blob' for downloads (reports); their error bodies are still parsed as JSON. */
  responseType?: 'json' | 'blob';
};

let onUnauthorized: () => void = () => {};
/** The session module decides what a 401 means for the user (spec §4: the session-expired dialog). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** Query string of the API contract: arrays comma-separated, empty values left out. */
export function toQueryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function errorBodyOf(response: Response): Promise<ErrorBody> {
  try {
    // blob error bodies (downloads) are JSON too: reading as text covers both
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as unknown) : {};
    return parsed && typeof parsed === 'object' ? (parsed as ErrorBody) : {};
  } catch {
    return {};
  }
}

/**
 * Calls `/api<path>` and resolves with the raw answer when it is a success, for callers that read the
 * body themselves (report downloads stream it to show the bytes received); rejects like apiFetch.
 */
export async function apiResponse(path: string, request: ApiRequest = {}): Promise<Response> {
  const { method = 'GET', query, body, signal, session = true } = request;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}${toQueryString(query)}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(0, { status: 0, code: API_UNREACHABLE, message: MSG.apiUnreachable });
  }
  if (!response.ok) {
    const parsed = await errorBodyOf(response);
    const error = new ApiError(response.status, {
      ...parsed,
      status: response.status,
      // a server error without a message is shown as code 500 'Erro' (spec §8)
      message: parsed.message || (response.status === 401 ? MSG.sessionExpired : MSG.genericError),
    });
    if (response.status === 401 && session) onUnauthorized();
    throw error;
  }
  return response;
}

/** Calls `/api<path>`; resolves with the parsed body (undefined for 204), rejects with ApiError. */
export async function apiFetch<T = unknown>(path: string, request: ApiRequest = {}): Promise<T> {
  const response = await apiResponse(path, request);
  if (response.status === 204) return undefined as T;
  if (request.responseType === 'blob') return (await response.blob()) as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
