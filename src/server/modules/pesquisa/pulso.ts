// Pulse surveys: a survey that repeats every N weeks or months for the same participants. An edition is a copy
// of the previous one (questions, aspects, participants) moved by the interval; the editions point to the first
// one (edicaoDe), and the trend reads them in order.
export type Unidade = 'semanas' | 'meses';

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The date `n` weeks or months after `data` (a month later than the 31st is the month's last day). */
export function deslocar(data: string, n: number, unidade: Unidade): string {
  const d = new Date(`${data}T00:00:00Z`);
  if (unidade === 'semanas') {
    d.setUTCDate(d.getUTCDate() + 7 * n);
    return iso(d);
  }
  const dia = d.getUTCDate();
  const alvo = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
  const ultimo = new Date(Date.UTC(alvo.getUTCFullYear(), alvo.getUTCMonth() + 1, 0)).getUTCDate();
  alvo.setUTCDate(Math.min(dia, ultimo));
  return iso(alvo);
}
