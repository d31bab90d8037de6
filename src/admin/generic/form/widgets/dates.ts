// dd/MM/yyyy on screen, yyyy-MM-dd on the wire. An incomplete or impossible date is kept as typed
// so that the shared validator answers with the server's own message ('Data inválida.').
import { maskWith } from './masks.ts';

/** '2024-01-22' → '22/01/2024'; anything else is shown as it is. */
export function isoToBr(v: string | null | undefined): string {
  if (!v) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : v;
}

/** Masks what is being typed: '2201' → '22/01'. */
export const maskDate = (text: string): string => maskWith('99/99/9999', text.replace(/\D/g, '').slice(0, 8));

/** '22/01/2024' → '2024-01-22'; '' → undefined (cleared); an incomplete text is returned unchanged. */
export function brToIso(text: string): string | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : t;
}
