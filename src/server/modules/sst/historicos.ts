// The dated histories of SST registers (environments, functions, homogeneous groups): entries ordered by date,
// one entry per date, the register's title taken from the most recent entry, and the SQL that picks the entry
// in force at a date.
import { type RawBuilder, sql } from 'kysely';
import type { RecordData } from '../../crud/hooks.ts';
import { validationError } from '../../http/errors.ts';

type Entrada = { data: string } & RecordData;

/**
 * Orders the entries of `data[lista]` by date (oldest first), refuses two on one date (on the later one, with
 * `repetida`), and copies `campoTitulo` of the most recent entry to `data[destino]` (default 'nome').
 */
export function ordenarHistorico(
  data: RecordData,
  lista: string,
  repetida: string,
  campoTitulo?: string,
  destino = 'nome',
) {
  const entradas = (data[lista] ?? []) as Entrada[];
  const vistas = new Map<string, number>();
  const erros: { field: string; message: string }[] = [];
  entradas.forEach((e, i) => {
    if (vistas.has(e.data)) erros.push({ field: `${lista}.${i}.data`, message: repetida });
    vistas.set(e.data, i);
  });
  if (erros.length) throw validationError(erros);
  entradas.sort((a, b) => a.data.localeCompare(b.data));
  if (campoTitulo) data[destino] = entradas.at(-1)?.[campoTitulo];
}

/**
 * The entry of each owner in force on `data` (the latest one dated on or before it), as a subquery with the
 * child table's columns; `encerramento`, when the entries have an end-date column, drops the ended ones.
 */
export function vigentes(tabela: string, data: string, encerramento?: string): RawBuilder<unknown> {
  const fim = encerramento
    ? sql`WHERE ${sql.ref(`v.${encerramento}`)} IS NULL OR ${sql.ref(`v.${encerramento}`)} >= ${data}::date`
    : sql``;
  return sql`(SELECT * FROM (SELECT DISTINCT ON (h.owner_id) h.* FROM ${sql.table(tabela)} h
                 WHERE h.data <= ${data}::date ORDER BY h.owner_id, h.data DESC, h.id DESC) v ${fim})`;
}
