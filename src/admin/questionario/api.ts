// Calls of the questionnaire screens: the API's answer, with failures reported through the error handler (and
// rethrown, so a dialog can keep its fields and show the server's field errors).
import { notifyError } from '../providers/errorHandler.ts';
import { type ApiRequest, apiFetch, apiResponse } from '../providers/http.ts';

export async function chamar<T = unknown>(path: string, request: ApiRequest = {}): Promise<T> {
  try {
    return await apiFetch<T>(path, request);
  } catch (e) {
    notifyError(e);
    throw e;
  }
}

/** Downloads a file answer (a report PDF) with the server's file name. */
export async function baixar(path: string, request: ApiRequest = {}) {
  try {
    const res = await apiResponse(path, request);
    if (String(res.headers.get('content-type')).includes('json')) {
      const corpo = (await res.json()) as { message?: string };
      if (corpo.message) {
        const { notify } = await import('../providers/errorHandler.ts');
        notify(corpo.message, { severity: 'info' });
      }
      return;
    }
    const nome =
      /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'arquivo.pdf';
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = nome;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (e) {
    notifyError(e);
  }
}
