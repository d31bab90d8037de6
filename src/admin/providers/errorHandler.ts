// The spec's error handler (§8): every failed call ends here. Three modes: 'messages' (a toast,
// the default), 'popup' (a modal dialog) and 'none'. Status 400 is a warning titled 'Aviso', anything
// else an error titled 'Erro'; both sticky and closable. 404 in message mode is a 3 s warning.
// The messages live in a small store rendered by <ErrorNotifications/> (shell), so plain functions
// (providers, event handlers) can report errors without a React context.
import { useCallback, useSyncExternalStore } from 'react';
import { NOT_FOUND_WARNING_TOAST_MS, SUCCESS_TOAST_MS } from '../../shared/constants.ts';
import { ERROR_CODES, MSG } from '../../shared/messages.ts';
import { API_UNREACHABLE, isApiError } from './http.ts';
import { CompanyChangedError } from './session.ts';

export type ErrorMode = 'messages' | 'popup' | 'none';
export type Severity = 'error' | 'warning' | 'info' | 'success';

export type Notice = {
  id: number;
  severity: Severity;
  title: string;
  message: string;
  /** shown under the message for server errors (spec §8: "body message and code shown") */
  code?: string;
  /** null = sticky until closed */
  autoHideMs: number | null;
  display: 'toast' | 'popup';
};

export type NotifyErrorOptions = {
  mode?: ErrorMode;
  /** error codes this caller handles itself (spec §8: "some codes can be suppressed") */
  suppressCodes?: readonly string[];
  /**
   * The server's field messages (400) this caller shows under fields of its own. The others are put in the
   * message: 'Preencha os campos indicados' with no field marked tells the user nothing. Without it, no
   * field is taken as shown.
   */
  shownFields?: (field: string) => boolean;
};

let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: Notice[]): void {
  notices = next;
  for (const listener of listeners) listener();
}

export const getNotices = (): Notice[] => notices;
export function subscribeNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const useNotices = (): Notice[] => useSyncExternalStore(subscribeNotices, getNotices, getNotices);

export function closeNotice(id: number): void {
  publish(notices.filter((n) => n.id !== id));
}

export function clearNotices(): void {
  publish([]);
}

/** Shows a message; returns its id (to close it early). */
export function notify(
  message: string,
  options: {
    severity?: Severity;
    title?: string;
    autoHideMs?: number | null;
    display?: 'toast' | 'popup';
    code?: string;
  } = {},
): number {
  const severity = options.severity ?? 'info';
  const notice: Notice = {
    id: nextId++,
    severity,
    title: options.title ?? (severity === 'warning' ? 'Aviso' : severity === 'error' ? 'Erro' : ''),
    message,
    code: options.code,
    autoHideMs:
      options.autoHideMs === undefined
        ? severity === 'success'
          ? SUCCESS_TOAST_MS
          : null
        : options.autoHideMs,
    display: options.display ?? 'toast',
  };
  // the same message twice in a row (a retried call) stays one message
  const others = notices.filter((n) => !(n.message === notice.message && n.display === notice.display));
  publish([...others, notice]);
  return notice.id;
}

export const notifySuccess = (message: string) => notify(message, { severity: 'success' });

/** Status of an error (0 = no answer), or undefined for an error that is not an API failure. */
export function statusOf(error: unknown): number | undefined {
  if (isApiError(error)) return error.status;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The Portuguese text to show for any error. */
export function errorMessageOf(error: unknown): string {
  if (isApiError(error)) return error.message || MSG.genericError;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return MSG.genericError;
}

/** Server field errors ({field: message}) of a 400 FIELD_VALIDATION_VIOLATION; {} otherwise. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return isApiError(error) ? error.fieldErrors : {};
}

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/**
 * The text to show for an error, with the server's field messages that no field shows ('Fulano não tem
 * ambiente vigente no histórico na data (campo infoAmb do S-2240).'): alone when no field shows any, after
 * the generic message when some fields are marked too.
 */
export function messageToShow(error: unknown, shownFields?: (field: string) => boolean): string {
  const message = errorMessageOf(error);
  if (!isApiError(error) || error.errors.length === 0) return message;
  const unshown = [
    ...new Set(error.errors.filter((e) => !shownFields?.(e.field)).map((e) => sentence(e.message))),
  ];
  if (unshown.length === 0) return message;
  const someShown = error.errors.some((e) => shownFields?.(e.field));
  return [...(someShown ? [sentence(message)] : []), ...unshown].join(' ');
}

/**
 * Reports an error to the user according to the mode; answers the id of the message shown (to close it
 * early). 401 belongs to the session-expired dialog.
 */
export function notifyError(error: unknown, options: NotifyErrorOptions = {}): number | undefined {
  const mode = options.mode ?? 'messages';
  if (mode === 'none' || error instanceof CompanyChangedError) return undefined;
  if ((error as Error | null)?.name === 'AbortError') return undefined;
  const status = statusOf(error);
  if (status === 401) return undefined;
  const code = isApiError(error) ? error.code : undefined;
  if (code && options.suppressCodes?.includes(code)) return undefined;

  const message = messageToShow(error, options.shownFields);
  const severity: Severity = status === 400 || status === 404 ? 'warning' : 'error';
  const showCode = status === 0 || (status !== undefined && status >= 500) ? code : undefined;
  if (mode === 'popup') return notify(message, { severity, display: 'popup', code: showCode });
  return notify(message, {
    severity,
    code: showCode === API_UNREACHABLE ? undefined : showCode,
    autoHideMs: status === 404 ? NOT_FOUND_WARNING_TOAST_MS : null,
  });
}

type SetFieldError = (name: string, error: { type: string; message: string }) => void;

/**
 * For forms: reports the error and puts the server's field messages on the fields. `setError` is
 * react-hook-form's; other form libraries take the returned {field: message} map instead.
 */
export function useApiErrorHandler() {
  return useCallback(
    (
      error: unknown,
      options: NotifyErrorOptions & { setError?: SetFieldError } = {},
    ): Record<string, string> => {
      const fields = fieldErrorsOf(error);
      if (options.setError) {
        for (const [name, message] of Object.entries(fields))
          options.setError(name, { type: 'server', message });
      }
      notifyError(error, { shownFields: options.setError ? () => true : undefined, ...options });
      return fields;
    },
    [],
  );
}

export const isValidationError = (error: unknown): boolean =>
  isApiError(error) && error.code === ERROR_CODES.validation;
