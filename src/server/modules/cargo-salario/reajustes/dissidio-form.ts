// The collective adjustment form (spec §5 Job and salary → Application; §9 adjustment value max 999999.99,
// value mode 1 percentage / 2 fixed value). Its rules are data: the declared bodies
// schemas/cargo-salario/_acoes/dissidio-{colaboradores,faixas-salariais,indices}.json (with
// schemas/_defs/dissidio-*.json), validated before the action runs — required fields, the value's limits
// and decimals per mode ('O valor não pode ser 0 (zero)', 'O percentual não pode ser 0 (zero) ou maior que
// 999.999%'), 'Selecione ao menos …' per table type. What needs the database stays in dissidio.ts
// (establishments required once the company has some; ids of the company). The value stays exact decimal
// text from here to PostgreSQL.
import { TIPO_REAJUSTE, type TipoReajuste } from './reajustes.sql.ts';

export const DISSIDIO_POR = { percentual: 1, valor: 2 } as const;

export const MSG_DISSIDIO = {
  estabelecimentos: 'Selecione ao menos um Estabelecimento',
} as const;

/** The selection lists: name, label (for 'registro não encontrado') and table. */
export const SELECOES = {
  estabelecimentosIds: { label: 'Estabelecimentos', table: 'estabelecimento' },
  areasIds: { label: 'Áreas Organizacionais', table: 'area_organizacional' },
  cargosIds: { label: 'Cargos', table: 'cargo' },
  faixasSalariaisIds: { label: 'Faixas Salariais', table: 'faixa_salarial' },
  indicesIds: { label: 'Índices', table: 'indice' },
} as const;
export type Selecao = keyof typeof SELECOES;

/** The validated body (references as {id} or bare ids). */
export type DissidioBody = {
  tabelaReajuste: number | { id: number };
  dissidioPor: 1 | 2;
  valorDissidio: number;
} & Partial<Record<Selecao, number[]>>;

export type DissidioForm = {
  tabelaId: number;
  por: 1 | 2;
  /** exact decimal text, e.g. '7.5' */
  valor: string;
  selecao: Partial<Record<Selecao, number[]>>;
};

/** The lists a table of this type reads. */
export function selecoesDoTipo(tipo: TipoReajuste): Selecao[] {
  if (tipo === TIPO_REAJUSTE.faixa) return ['faixasSalariaisIds'];
  if (tipo === TIPO_REAJUSTE.indice) return ['indicesIds'];
  return ['estabelecimentosIds', 'areasIds', 'cargosIds'];
}

/** A JSON number as plain decimal text (no exponent): what PostgreSQL's numeric reads exactly. */
export const decimalText = (n: number) =>
  Number.isInteger(n) ? String(n) : n.toFixed(12).replace(/0+$/, '');

export function formDissidio(body: DissidioBody, tipo: TipoReajuste): DissidioForm {
  const selecao: DissidioForm['selecao'] = {};
  for (const nome of selecoesDoTipo(tipo)) if (body[nome]?.length) selecao[nome] = [...new Set(body[nome])];
  const t = body.tabelaReajuste;
  return {
    tabelaId: typeof t === 'number' ? t : t.id,
    por: body.dissidioPor,
    valor: decimalText(body.valorDissidio),
    selecao,
  };
}
