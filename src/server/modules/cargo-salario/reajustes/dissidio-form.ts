// The collective adjustment form (spec §5 Job and salary → Application; §9 adjustment value max
// 999999.99, value mode 1 percentage / 2 fixed value). Not a register, so not covered by the generated
// validators: checked here, with every problem at once as field errors (400 FIELD_VALIDATION_VIOLATION).
//
//   {tabelaReajuste: {id} | id, dissidioPor: 1 | 2, valorDissidio: number,
//    estabelecimentosIds?: [..], areasIds?: [..], faixasSalariaisIds?: [..], indicesIds?: [..]}
//
// * dissidioPor and valorDissidio are required; by value: not zero ('O valor não pode ser 0 (zero)'), at
//   most 999999.99 and two decimals; by percentage: above zero and at most 999.999
//   ('O percentual não pode ser 0 (zero) ou maior que 999.999%'), three decimals. A collective adjustment
//   raises salaries: a negative value or percentage is refused with the same messages.
// * The selection the table's type needs: talents → at least one area (and its sub-areas) and, when the
//   company has establishments, at least one establishment; salary ranges → at least one range;
//   indices → at least one index. Lists of other types are ignored.
// The value stays exact decimal text from here to PostgreSQL.
import { type FieldError, MSG } from '../../../../shared/messages.ts';
import { requiredMessage } from '../../../../shared/schema/field-errors.ts';
import { badRequest, validationError } from '../../../http/errors.ts';
import { TIPO_REAJUSTE, type TipoReajuste } from './reajustes.sql.ts';

export const DISSIDIO_POR = { percentual: 1, valor: 2 } as const;
/** The form's initial choice (spec §9 "adjustment type code 1"): by percentage. */
export const DISSIDIO_POR_PADRAO = DISSIDIO_POR.percentual;
export const VALOR_MAXIMO = '999999.99';
export const PERCENTUAL_MAXIMO = '999.999';
const MAX_IDS = 5000;

export const MSG_DISSIDIO = {
  tabelaObrigatoria: requiredMessage('Planejamento de Reajuste'),
  tabelaInvalida: 'Planejamento de Reajuste: valor inválido.',
  porObrigatorio: requiredMessage('Dissídio por'),
  porInvalido: 'Dissídio por: valor inválido.',
  valorObrigatorio: requiredMessage('Valor'),
  valorInvalido: 'Valor: valor inválido.',
  casasDecimais: 'Valor: número de casas decimais inválido.',
  valorZero: 'O valor não pode ser 0 (zero)',
  valorMaximo: `Valor deve ser menor ou igual a ${VALOR_MAXIMO}.`,
  percentual: 'O percentual não pode ser 0 (zero) ou maior que 999.999%',
  estabelecimentos: 'Selecione ao menos um Estabelecimento',
  areas: 'Selecione ao menos uma Área Organizacional',
  faixas: 'Selecione ao menos uma Faixa Salarial',
  indices: 'Selecione ao menos um Índice',
} as const;

/** The selection lists: query-string name, label (for 'registro não encontrado') and table. */
export const SELECOES = {
  estabelecimentosIds: { label: 'Estabelecimentos', table: 'estabelecimento' },
  areasIds: { label: 'Áreas Organizacionais', table: 'area_organizacional' },
  faixasSalariaisIds: { label: 'Faixas Salariais', table: 'faixa_salarial' },
  indicesIds: { label: 'Índices', table: 'indice' },
} as const;
export type Selecao = keyof typeof SELECOES;

export type DissidioForm = {
  tabelaId: number;
  por: 1 | 2;
  /** exact decimal text, e.g. '7.5' */
  valor: string;
  selecao: Partial<Record<Selecao, number[]>>;
};

const isId = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 && v < 2 ** 31;

/** A JSON number (or numeric text) as plain decimal text; undefined when it is not one. */
function decimalText(v: unknown): string | undefined {
  const text =
    typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : '';
  return /^-?\d{1,12}(\.\d+)?$/.test(text) ? text : undefined;
}

const decimals = (text: string) => text.split('.')[1]?.length ?? 0;
const sign = (text: string) => (/^-/.test(text) ? -1 : /^-?0*(\.0*)?$/.test(text) ? 0 : 1);
/** Compares two non-negative decimal texts exactly (no float). */
function greater(a: string, b: string): boolean {
  const [ai, af = ''] = a.split('.');
  const [bi, bf = ''] = b.split('.');
  const ia = ai!.replace(/^0+/, '');
  const ib = bi!.replace(/^0+/, '');
  if (ia.length !== ib.length) return ia.length > ib.length;
  const width = Math.max(af.length, bf.length);
  return `${ia}${af.padEnd(width, '0')}` > `${ib}${bf.padEnd(width, '0')}`;
}

function valorErrors(por: number | undefined, raw: unknown, errors: FieldError[]): string | undefined {
  const at = (message: string) => errors.push({ field: 'valorDissidio', message });
  if (raw === undefined || raw === null || raw === '') return void at(MSG_DISSIDIO.valorObrigatorio);
  const text = decimalText(raw);
  if (text === undefined) return void at(MSG_DISSIDIO.valorInvalido);
  if (por === DISSIDIO_POR.percentual) {
    if (sign(text) <= 0 || greater(text, PERCENTUAL_MAXIMO)) return void at(MSG_DISSIDIO.percentual);
    if (decimals(text) > 3) return void at(MSG_DISSIDIO.casasDecimais);
  } else if (por === DISSIDIO_POR.valor) {
    if (sign(text) <= 0) return void at(MSG_DISSIDIO.valorZero);
    if (greater(text, VALOR_MAXIMO)) return void at(MSG_DISSIDIO.valorMaximo);
    if (decimals(text) > 2) return void at(MSG_DISSIDIO.casasDecimais);
  }
  return text;
}

/** What the table's type needs selected, with the message when the list is empty. */
export function selecoesExigidas(tipo: TipoReajuste, temEstabelecimentos: boolean): [Selecao, string][] {
  if (tipo === TIPO_REAJUSTE.faixa) return [['faixasSalariaisIds', MSG_DISSIDIO.faixas]];
  if (tipo === TIPO_REAJUSTE.indice) return [['indicesIds', MSG_DISSIDIO.indices]];
  return [
    ...(temEstabelecimentos
      ? ([['estabelecimentosIds', MSG_DISSIDIO.estabelecimentos]] as [Selecao, string][])
      : []),
    ['areasIds', MSG_DISSIDIO.areas],
  ];
}

/**
 * The form's shape and values, for a table of `tipo` (the endpoint's). Selection lists are checked for
 * shape here and for presence by `exigidas` (it needs the database: does the company have establishments?).
 */
export function parseDissidio(
  body: unknown,
  tipo: TipoReajuste,
  exigidas: [Selecao, string][],
): DissidioForm {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(MSG.invalidJson);
  const b = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  const rawTabela = b.tabelaReajuste;
  const tabelaId =
    rawTabela && typeof rawTabela === 'object' ? (rawTabela as { id?: unknown }).id : rawTabela;
  if (rawTabela === undefined || rawTabela === null)
    errors.push({ field: 'tabelaReajuste', message: MSG_DISSIDIO.tabelaObrigatoria });
  else if (!isId(tabelaId)) errors.push({ field: 'tabelaReajuste', message: MSG_DISSIDIO.tabelaInvalida });
  let por: number | undefined;
  if (b.dissidioPor === undefined || b.dissidioPor === null)
    errors.push({ field: 'dissidioPor', message: MSG_DISSIDIO.porObrigatorio });
  else if (b.dissidioPor !== DISSIDIO_POR.percentual && b.dissidioPor !== DISSIDIO_POR.valor)
    errors.push({ field: 'dissidioPor', message: MSG_DISSIDIO.porInvalido });
  else por = b.dissidioPor;
  const valor = valorErrors(por, b.valorDissidio, errors);
  const selecao: DissidioForm['selecao'] = {};
  const obrigatorias = new Map(exigidas);
  for (const nome of selecoesDoTipo(tipo)) {
    const raw = b[nome];
    const vazio = raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0);
    if (vazio) {
      const message = obrigatorias.get(nome);
      if (message) errors.push({ field: nome, message });
    } else if (!Array.isArray(raw) || raw.length > MAX_IDS || !raw.every(isId)) {
      errors.push({ field: nome, message: `${SELECOES[nome].label}: valor inválido.` });
    } else {
      selecao[nome] = [...new Set(raw)];
    }
  }
  if (errors.length) throw validationError(errors);
  return { tabelaId: tabelaId as number, por: por as 1 | 2, valor: valor!, selecao };
}

/** The lists a table of this type reads. */
export function selecoesDoTipo(tipo: TipoReajuste): Selecao[] {
  if (tipo === TIPO_REAJUSTE.faixa) return ['faixasSalariaisIds'];
  if (tipo === TIPO_REAJUSTE.indice) return ['indicesIds'];
  return ['estabelecimentosIds', 'areasIds'];
}
