// dd/MM/yyyy on screen, yyyy-MM-dd on the wire (the pure functions are shared with the portal); date-times
// are the server's wall clock on screen and an instant with the server's offset on the wire.
import { brToWallClock, wallClockToBr } from '../../../../shared/br/date-input.ts';
import { offsetAt, toServerDateTime } from '../../../providers/serverTime.ts';

export { brToIso, isoToBr, maskDate, maskDateTime } from '../../../../shared/br/date-input.ts';

/** An instant ('2024-06-01T21:30:00Z') as the server's wall clock: '01/06/2024 18:30'. */
export function instantToBr(v: string | null | undefined): string {
  if (!v) return '';
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? v : wallClockToBr(toServerDateTime(d));
}

/**
 * '01/06/2024 18:30' (the server's wall clock) → '2024-06-01T18:30:00-03:00'; '' → undefined; an
 * incomplete text is returned unchanged (the validator answers 'Data/hora inválida.').
 */
export function brToInstant(text: string): string | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  const wall = brToWallClock(t);
  if (!wall) return t;
  // the offset of that wall-clock time: guessed from the same time read as UTC, then checked once (DST)
  const guess = new Date(`${wall}:00Z`);
  if (Number.isNaN(guess.getTime())) return t;
  let offset = offsetAt(guess);
  const instant = new Date(`${wall}:00${offset}`);
  offset = offsetAt(instant);
  return `${wall}:00${offset}`;
}
