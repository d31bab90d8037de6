// Names of the database objects of the employee history that no register schema can describe; the
// objects themselves come from the migration src/server/db/migrations/003_historico_colaborador.after.sql
// (applied once, after the schema sync has created `colaborador` and `historico_colaborador`).
//
// * data_fim (validity end) of each history entry = the day before the employee's next entry, NULL for
//   the latest; cancelled entries (status 'X') are out of the chain and keep NULL. Kept by statement-level
//   triggers, so that every writer (the generic API, collective adjustments, imports, plain SQL) leaves
//   it right and "the entry in force at date D" is `data <= D AND coalesce(data_fim, 'infinity') >= D`:
//   one index range per area, range or establishment instead of a "latest entry per employee" scan.
// * The engine's PUT writes every stored column, readOnly data_fim included (as NULL): the update trigger
//   therefore also reacts to a changed data_fim, and its own recalculation is told apart by a
//   transaction-local flag so it does not run twice.
// * the employee photo is the register's 'foto' file field (file store, table arquivo).

export const HISTORICO_TABLE = 'historico_colaborador';
export const COLABORADOR_TABLE = 'colaborador';
/** The employee photo: the 'foto' file field of the employee register (in the file store). */
export const FOTO_OWNER = { cadastro: 'cargo-salario/colaboradores', campo: 'foto' } as const;

/** The validity end as an indexable value: the latest entry is valid "forever". */
export const VIGENCIA_FIM_SQL = `coalesce(data_fim, 'infinity'::date)`;
/** Entries that take part in the validity chain (the partial indexes below use this exact text). */
export const NAO_CANCELADO_SQL = `status IS DISTINCT FROM 'X'`;
