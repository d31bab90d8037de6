// Dates typed as dd/mm/aaaa (the app's date inputs, console and portal), held as yyyy-MM-dd. An incomplete
// or impossible date is kept as typed so that the shared validator answers with the server's own message
// ('Data inválida.'). Date-times are typed as dd/mm/aaaa hh:mm, the server's wall clock.

/** '2024-01-22' → '22/01/2024'; anything else is shown as it is. */
export function isoToBr(v: string | null | undefined): string {
  if (!v) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : v;
}

/** Slots of `pattern` (9 = digit) filled with the digits typed; literals appear as the digits reach them. */
function maskDigits(pattern: string, text: string): string {
  const digits = text.replace(/\D/g, '');
  let out = '';
  let i = 0;
  for (const slot of pattern) {
    if (i >= digits.length) break;
    out += slot === '9' ? digits[i++] : slot;
  }
  return out;
}

/** Masks what is being typed: '2201' → '22/01'; a pasted or autofilled '2024-01-22' → '22/01/2024'. */
export const maskDate = (text: string): string =>
  maskDigits('99/99/9999', /^\s*\d{4}-\d{2}-\d{2}\s*$/.test(text) ? isoToBr(text.trim()) : text);

/** '22/01/2024' → '2024-01-22'; '' → undefined (cleared); an incomplete text is returned unchanged. */
export function brToIso(text: string): string | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : t;
}

/** Masks a date-time being typed: '010620241830' → '01/06/2024 18:30'. */
export const maskDateTime = (text: string): string => maskDigits('99/99/9999 99:99', text);

/** '01/06/2024 18:30' → '2024-06-01T18:30' (a wall-clock time, no zone); undefined when not complete. */
export function brToWallClock(text: string): string | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(text.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}T${m[4]}:${m[5]}` : undefined;
}

/** '2024-06-01T18:30' → '01/06/2024 18:30'. */
export function wallClockToBr(v: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(v);
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}` : v;
}
