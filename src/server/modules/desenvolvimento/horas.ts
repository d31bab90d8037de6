// Durations typed as H:MM (course workload, monthly training-hour goals) are kept as text for the forms and in
// minutes for sums and indicators; both are derived here so every register reads them the same way.

/** '8:30' → 510; undefined when the text is not H:MM (the schema's pattern refuses it first). */
export function minutosDeHoras(texto: string): number | undefined {
  const m = /^(\d{1,5}):([0-5]\d)$/.exec(texto.trim());
  if (!m) return undefined;
  return Number(m[1]) * 60 + Number(m[2]);
}

/** 510 → '8:30' (hours without a leading zero, minutes always two digits). */
export function horasDeMinutos(minutos: number): string {
  const h = Math.floor(minutos / 60);
  const m = minutos % 60;
  return `${h}:${String(m).padStart(2, '0')}`;
}
