// The nine-box thresholds as the screen checks them before generating (spec §5): all four required — a dialog
// lists the missing ones ('O campo de … é obrigatório.' / 'Os campos de … são obrigatórios.') —, digits only, at
// most 2 digits, low below high ('O percentual de baixo … não pode ser maior ou igual do que o alto …').

export const LIMITES = [
  ['percentualBaixoPotencial', 'Baixo Potencial'],
  ['percentualAltoPotencial', 'Alto Potencial'],
  ['percentualBaixoDesempenho', 'Baixo Desempenho'],
  ['percentualAltoDesempenho', 'Alto Desempenho'],
] as const;
export type Campo = (typeof LIMITES)[number][0];
export type Limites = Record<Campo, string>;

const juntar = (nomes: string[]) =>
  nomes.length === 1 ? nomes[0] : `${nomes.slice(0, -1).join(', ')} e ${nomes[nomes.length - 1]}`;

/** The dialog text for the missing fields, or undefined when none is missing. */
export function mensagemFaltantes(l: Limites): string | undefined {
  const faltam = LIMITES.filter(([c]) => l[c].trim() === '').map(([, nome]) => nome);
  if (faltam.length === 0) return undefined;
  return faltam.length === 1
    ? `O campo de ${faltam[0]} é obrigatório.`
    : `Os campos de ${juntar(faltam)} são obrigatórios.`;
}

/** Per-field errors of filled values. */
export function errosDosLimites(l: Limites): Partial<Record<Campo, string>> {
  const erros: Partial<Record<Campo, string>> = {};
  for (const [c, nome] of LIMITES)
    if (l[c] !== '' && !/^\d{1,2}$/.test(l[c]))
      erros[c] = /^\d+$/.test(l[c])
        ? `O percentual de ${nome.toLowerCase()} deve ter no máximo 2 dígitos.`
        : `Informe somente números no campo de ${nome}.`;
  const n = (c: Campo) => Number(l[c]);
  if (
    !erros.percentualBaixoPotencial &&
    l.percentualBaixoPotencial &&
    l.percentualAltoPotencial &&
    n('percentualBaixoPotencial') >= n('percentualAltoPotencial')
  )
    erros.percentualBaixoPotencial =
      'O percentual de baixo potencial não pode ser maior ou igual do que o alto potencial.';
  if (
    !erros.percentualBaixoDesempenho &&
    l.percentualBaixoDesempenho &&
    l.percentualAltoDesempenho &&
    n('percentualBaixoDesempenho') >= n('percentualAltoDesempenho')
  )
    erros.percentualBaixoDesempenho =
      'O percentual de baixo desempenho não pode ser maior ou igual do que o alto desempenho.';
  return erros;
}
