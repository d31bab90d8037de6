// Downloads a file answered by the API (an event's XML, a ZIP of events) under the name the server gives.

import { apiResponse, type QueryValue } from '../../../providers/http.ts';
import { filenameFromDisposition } from '../../../screens/relatorios/outcome.ts';

export async function baixar(path: string, query: Record<string, QueryValue> = {}, nome = 'arquivo') {
  const res = await apiResponse(path, { query });
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filenameFromDisposition(res.headers.get('Content-Disposition'), nome);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A file chosen by the user as Base64 (the certificate upload goes in a JSON body). */
export const base64Do = (arquivo: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(arquivo);
  });
