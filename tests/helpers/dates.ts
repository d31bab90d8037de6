// Dates as the server counts them: "today" is the day where the company works (SERVER_TIMEZONE), not UTC's.
// Between 00:00 and 03:00 UTC the two differ, and a test that writes UTC's date writes tomorrow.
import { SERVER_TIMEZONE } from '../../src/shared/constants.ts';

/** 'AAAA-MM-DD' `dias` days from today in the server's time zone. */
export function diaNoServidor(dias = 0): string {
  const hoje = new Intl.DateTimeFormat('en-CA', {
    timeZone: SERVER_TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const d = new Date(`${hoje}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}
