// Names and database objects of the collective salary adjustments (reajustes) that no register schema
// describes.
//
// * reajuste_aplicacao: which history rows each applied planning table wrote — employee history entries
//   (historico_colaborador), salary range history items (faixa_salarial_historico) or index history items
//   (indice_historico). Cancelling a table removes exactly those rows, whatever else was written in
//   between; the history tables themselves are not ours to extend. No foreign key to the history rows
//   (three targets): a row deleted by hand leaves a link that cancelling simply finds nothing for.
// * Created by the migration src/server/db/migrations/002_reajuste_aplicacao.after.sql.

/**
 * Advisory lock (key, company) taken by applying and cancelling: the applications of one company happen
 * one after the other, so "the last applied table" (the only one that may be cancelled) is well defined.
 */
export const APLICACAO_LOCK = 72_001_202;

export const TABELAS = {
  tabela: 'tabela_reajuste_colaborador',
  colaborador: 'reajuste_colaborador',
  faixa: 'reajuste_faixa_salarial',
  indice: 'reajuste_indice',
  aplicacao: 'reajuste_aplicacao',
} as const;

/** Planning types (spec §3 Enumerations: C talent, F salary range, I index). */
export const TIPO_REAJUSTE = { colaborador: 'C', faixa: 'F', indice: 'I' } as const;
export type TipoReajuste = (typeof TIPO_REAJUSTE)[keyof typeof TIPO_REAJUSTE];

/** Employee history motives written by an application (historicos-colaboradores.json). */
export const MOTIVO = { reajusteColetivo: 'RC', dissidio: 'DI' } as const;

/** Where an application wrote: the value of reajuste_aplicacao.destino. */
export const DESTINO = {
  historicoColaborador: 'historico_colaborador',
  faixaHistorico: 'faixa_salarial_historico',
  indiceHistorico: 'indice_historico',
} as const;
export type Destino = (typeof DESTINO)[keyof typeof DESTINO];
