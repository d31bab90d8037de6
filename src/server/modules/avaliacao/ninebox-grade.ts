import { type RawBuilder, sql } from 'kysely';

// The nine-box grid (spec §3 Nine box, §9): three bands of potential and of performance cut by the low and high
// percentages (default 33 and 66) — up to the low one is low, from the high one up is high, in between is
// medium — and nine boxes numbered from the top-left with potential in rows (high first) and performance in
// columns (low first), whose default names are the spec's, in its order.

export const NOMES_PADRAO = [
  'ENIGMA',
  'FORTE POTENCIAL',
  'ALTA CAPACIDADE',
  'QUESTIONAVEL',
  'MANTENEDOR',
  'FORTE DESEMPENHO',
  'INSUFICIENTE',
  'EFICAZ',
  'COMPROMETIDO',
] as const;

export const DESCRICOES_PADRAO = [
  'Alto potencial e desempenho abaixo do esperado: entender o que impede a entrega (função, gestão, momento) antes de investir.',
  'Alto potencial e desempenho adequado: desenvolver para assumir desafios maiores.',
  'Alto potencial e alto desempenho: talento-chave, candidato à sucessão; reter e desafiar.',
  'Potencial médio e desempenho abaixo do esperado: plano de melhoria com metas claras e acompanhamento.',
  'Potencial e desempenho médios: base sólida da equipe; desenvolver competências específicas.',
  'Potencial médio e alto desempenho: reconhecer e ampliar as responsabilidades na função.',
  'Baixo potencial e baixo desempenho: rever a adequação à função e acompanhar de perto.',
  'Baixo potencial e desempenho adequado: entrega o esperado na função atual.',
  'Baixo potencial e alto desempenho: especialista dedicado; valorizar a contribuição na função.',
] as const;

export const LIMITES_PADRAO = { baixo: 33, alto: 66 } as const;
/** spec §9: the tooltip cuts the description at 200 characters plus an ellipsis */
export const DICA_MAXIMO = 200;

export type Limites = {
  baixoPotencial: number;
  altoPotencial: number;
  baixoDesempenho: number;
  altoDesempenho: number;
};

/**
 * The box (1 to 9) as SQL, from a performance and a potential (0 to 100) and the nine-box row `nb` with its four
 * thresholds. The only implementation of the rule: the chart, the calibrations and the report all use it.
 */
export function quadranteSql(desempenho: RawBuilder<unknown>, potencial: RawBuilder<unknown>, nb = 'nb') {
  const faixa = (v: RawBuilder<unknown>, baixo: string, alto: string) =>
    sql`CASE WHEN ${v} <= ${sql.ref(`${nb}.${baixo}`)} THEN 0 WHEN ${v} >= ${sql.ref(`${nb}.${alto}`)} THEN 2 ELSE 1 END`;
  return sql<number>`CASE WHEN ${desempenho} IS NULL OR ${potencial} IS NULL THEN NULL ELSE
    (2 - ${faixa(potencial, 'percentual_baixo_potencial', 'percentual_alto_potencial')}) * 3
      + ${faixa(desempenho, 'percentual_baixo_desempenho', 'percentual_alto_desempenho')} + 1 END`;
}

/** Where a box is drawn: row from the top, column from the left; inverted axes swap them. */
export function posicaoNaTela(box: number, inverterEixo: boolean): { linha: number; coluna: number } {
  const linha = Math.floor((box - 1) / 3);
  const coluna = (box - 1) % 3;
  // inverted: potential runs left to right and performance bottom to top
  return inverterEixo ? { linha: 2 - coluna, coluna: 2 - linha } : { linha, coluna };
}

export const dica = (descricao: string) =>
  descricao.length > DICA_MAXIMO ? `${descricao.slice(0, DICA_MAXIMO)}...` : descricao;
