// Database objects of the employee history that no register schema can describe. Idempotent: run at
// every start by colaboradores.routes.ts, after the schema sync has created `colaborador` and
// `historico_colaborador`. Plain SQL that PostgreSQL 15 also runs.
//
// * data_fim (validity end) of each history entry = the day before the employee's next entry, NULL for
//   the latest; cancelled entries (status 'X') are out of the chain and keep NULL. Kept by statement-level
//   triggers, so that every writer (the generic API, collective adjustments, imports, plain SQL) leaves
//   it right and "the entry in force at date D" is `data <= D AND coalesce(data_fim, 'infinity') >= D`:
//   one index range per area, range or establishment instead of a "latest entry per employee" scan.
// * The engine's PUT writes every stored column, readOnly data_fim included (as NULL): the update trigger
//   therefore also reacts to a changed data_fim, and its own recalculation is told apart by a
//   transaction-local flag so it does not run twice.
// * colaborador_foto: the employee photo, one row per employee, outside the register (bytes never travel
//   with the employee record).

/** Advisory lock key: two instances starting together must not replace the same functions at once. */
const DDL_LOCK = 72_001_101;

export const HISTORICO_TABLE = 'historico_colaborador';
export const COLABORADOR_TABLE = 'colaborador';
export const FOTO_TABLE = 'colaborador_foto';

/** The validity end as an indexable value: the latest entry is valid "forever". */
export const VIGENCIA_FIM_SQL = `coalesce(data_fim, 'infinity'::date)`;
/** Entries that take part in the validity chain (the partial indexes below use this exact text). */
export const NAO_CANCELADO_SQL = `status IS DISTINCT FROM 'X'`;

export const HISTORICO_COLABORADOR_DDL = `
SELECT pg_advisory_xact_lock(${DDL_LOCK});

CREATE OR REPLACE FUNCTION gente_historico_colaborador_vigencia(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM set_config('gente.recalculando_vigencia', 'on', true);
  UPDATE ${HISTORICO_TABLE} h SET data_fim = v.fim
    FROM (
      SELECT id,
             CASE WHEN ${NAO_CANCELADO_SQL} THEN
               lead(data) OVER (PARTITION BY colaborador_id, ${NAO_CANCELADO_SQL} ORDER BY data) - 1
             END AS fim
        FROM ${HISTORICO_TABLE}
       WHERE colaborador_id = ANY(ids)
    ) v
   WHERE h.id = v.id AND h.data_fim IS DISTINCT FROM v.fim;
  PERFORM set_config('gente.recalculando_vigencia', '', true);
END $$;

CREATE OR REPLACE FUNCTION gente_historico_colaborador_apos_inclusao() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM gente_historico_colaborador_vigencia(ARRAY(SELECT DISTINCT colaborador_id FROM novas));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION gente_historico_colaborador_apos_alteracao() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('gente.recalculando_vigencia', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM gente_historico_colaborador_vigencia(ARRAY(
    SELECT unnest(ARRAY[n.colaborador_id, o.colaborador_id])
      FROM novas n JOIN antigas o ON o.id = n.id
     WHERE (n.colaborador_id, n.data, n.status, n.data_fim) IS DISTINCT FROM
           (o.colaborador_id, o.data, o.status, o.data_fim)));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION gente_historico_colaborador_apos_exclusao() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM gente_historico_colaborador_vigencia(ARRAY(SELECT DISTINCT colaborador_id FROM antigas));
  RETURN NULL;
END $$;

-- Transition tables allow one event per trigger. Created once; the first time, the chain of the rows
-- already stored (written before the triggers existed) is computed.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_trigger
                  WHERE tgname = 'gente_historico_vigencia_ins' AND tgrelid = '${HISTORICO_TABLE}'::regclass) THEN
    CREATE TRIGGER gente_historico_vigencia_ins AFTER INSERT ON ${HISTORICO_TABLE}
      REFERENCING NEW TABLE AS novas
      FOR EACH STATEMENT EXECUTE FUNCTION gente_historico_colaborador_apos_inclusao();
    CREATE TRIGGER gente_historico_vigencia_upd AFTER UPDATE ON ${HISTORICO_TABLE}
      REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
      FOR EACH STATEMENT EXECUTE FUNCTION gente_historico_colaborador_apos_alteracao();
    CREATE TRIGGER gente_historico_vigencia_del AFTER DELETE ON ${HISTORICO_TABLE}
      REFERENCING OLD TABLE AS antigas
      FOR EACH STATEMENT EXECUTE FUNCTION gente_historico_colaborador_apos_exclusao();
    PERFORM gente_historico_colaborador_vigencia(ARRAY(SELECT DISTINCT colaborador_id FROM ${HISTORICO_TABLE}));
  END IF;
END $$;

-- The entry in force for given employees (afterRead, endpoints, salaries; probes of the list filters):
-- (colaborador, end >= D) starts at the entry in force, and the position ids ride along.
CREATE INDEX IF NOT EXISTS ix_historico_colaborador_vigencia_colaborador
  ON ${HISTORICO_TABLE} (colaborador_id, (${VIGENCIA_FIM_SQL}), data)
  INCLUDE (area_organizacional_id, faixa_salarial_id, estabelecimento_id, data_fim, status) WHERE ${NAO_CANCELADO_SQL};
-- Employees by their position at a date (list filters): one range per area / range / establishment,
-- answered from the index alone (index-only scans need every column the conditions name, data_fim and
-- status included, even when the expression or the predicate already covers them).
CREATE INDEX IF NOT EXISTS ix_historico_colaborador_vigencia_area
  ON ${HISTORICO_TABLE} (empresa_id, area_organizacional_id, (${VIGENCIA_FIM_SQL}), data)
  INCLUDE (colaborador_id, data_fim, status) WHERE ${NAO_CANCELADO_SQL};
CREATE INDEX IF NOT EXISTS ix_historico_colaborador_vigencia_faixa
  ON ${HISTORICO_TABLE} (empresa_id, faixa_salarial_id, (${VIGENCIA_FIM_SQL}), data)
  INCLUDE (colaborador_id, data_fim, status) WHERE ${NAO_CANCELADO_SQL};
CREATE INDEX IF NOT EXISTS ix_historico_colaborador_vigencia_estabelecimento
  ON ${HISTORICO_TABLE} (empresa_id, estabelecimento_id, (${VIGENCIA_FIM_SQL}), data)
  INCLUDE (colaborador_id, data_fim, status) WHERE ${NAO_CANCELADO_SQL};

-- Without it the planner guesses 1/3 of the rows for "end >= D" (about 1/10 are in force): it would
-- scan the table instead of the indexes above.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_statistic_ext WHERE stxname = 'st_historico_colaborador_vigencia') THEN
    CREATE STATISTICS st_historico_colaborador_vigencia ON (${VIGENCIA_FIM_SQL}) FROM ${HISTORICO_TABLE};
    ANALYZE ${HISTORICO_TABLE};
  END IF;
END $$;

CREATE TABLE IF NOT EXISTS ${FOTO_TABLE} (
  colaborador_id integer PRIMARY KEY REFERENCES ${COLABORADOR_TABLE} (id) ON DELETE CASCADE,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer
);
`;
