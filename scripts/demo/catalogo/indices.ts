// Salary indices of each demo company, with a history from before the oldest admission to the reference
// date (one entry a month). The national minimum wage follows its real values; the collective-agreement
// floors change once a year in the company's data-base month; the reference unit is corrected monthly.
import type { Setor } from './empresas.ts';

export type ChaveIndice =
  | 'minimo'
  | 'categoria'
  | 'operacional'
  | 'tecnico'
  | 'administrativo'
  | 'usr'
  | 'gerencial';

export type IndiceCatalogo = {
  chave: ChaveIndice;
  nome: (setor: Setor) => string;
  /** value at the reference date (the history is derived backwards from the yearly adjustments) */
  valor: number;
  reajuste: 'minimo' | 'anual' | 'mensal';
  grupoAC: string;
};

const PISO_CATEGORIA: Record<Setor, string> = {
  construcao: 'Piso da Construção Civil',
  saude: 'Piso dos Profissionais de Saúde',
  agro: 'Piso Rural e Agroindustrial',
};

export const INDICES: readonly IndiceCatalogo[] = [
  { chave: 'minimo', nome: () => 'Salário Mínimo Nacional', valor: 1621, reajuste: 'minimo', grupoAC: 'SM' },
  { chave: 'categoria', nome: (s) => PISO_CATEGORIA[s], valor: 2150, reajuste: 'anual', grupoAC: 'PISO' },
  { chave: 'operacional', nome: () => 'Piso Operacional', valor: 1900, reajuste: 'anual', grupoAC: 'OPER' },
  { chave: 'tecnico', nome: () => 'Piso Técnico', valor: 3200, reajuste: 'anual', grupoAC: 'TEC' },
  {
    chave: 'administrativo',
    nome: () => 'Piso Administrativo',
    valor: 2000,
    reajuste: 'anual',
    grupoAC: 'ADM',
  },
  {
    chave: 'usr',
    nome: () => 'Unidade Salarial de Referência',
    valor: 520,
    reajuste: 'mensal',
    grupoAC: 'USR',
  },
  { chave: 'gerencial', nome: () => 'Referência Gerencial', valor: 9000, reajuste: 'anual', grupoAC: 'GER' },
];

/**
 * The Brazilian minimum wage (R$) from each change on ('AAAA-MM'), as decreed. Before the first entry the
 * first value holds; after the last one, +5 % each January (an estimate, for reference dates past 2026).
 */
export const SALARIO_MINIMO: readonly [string, number][] = [
  ['2009-02', 465],
  ['2010-01', 510],
  ['2011-01', 540],
  ['2011-03', 545],
  ['2012-01', 622],
  ['2013-01', 678],
  ['2014-01', 724],
  ['2015-01', 788],
  ['2016-01', 880],
  ['2017-01', 937],
  ['2018-01', 954],
  ['2019-01', 998],
  ['2020-01', 1039],
  ['2020-02', 1045],
  ['2021-01', 1100],
  ['2022-01', 1212],
  ['2023-01', 1302],
  ['2023-05', 1320],
  ['2024-01', 1412],
  ['2025-01', 1518],
  ['2026-01', 1621],
];
