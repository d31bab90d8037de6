-- Employee history objects no register schema describes (formerly created at every start by
-- colaboradores.routes.ts): the validity chain (data_fim) kept by statement-level triggers, the partial
-- "vigência" indexes of the position filters. Idempotent, so databases of
-- earlier versions, which already have them, pass through unchanged. See historico-colaborador.sql.ts.
CREATE OR REPLACE FUNCTION gente_historico_colaborador_vigencia(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM set_config('gente.recalculando_vigencia', 'on', true);
  UPDATE historico_colaborador h SET data_fim = v.fim
    FROM (
      SELECT id,
             CASE WHEN status IS DISTINCT FROM 'X' THEN
               lead(data) OVER (PARTITION BY colaborador_id, status IS DISTINCT FROM 'X' ORDER BY data) - 1
             END AS fim
        FROM historico_colaborador
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
                  WHERE tgname = 'gente_historico_vigencia_ins' AND tgrelid = 'historico_colaborador'::regclass) THEN
    CREATE TRIGGER gente_historico_vigencia_ins AFTER INSERT ON historico_colaborador
      REFERENCING NEW TABLE AS novas
      FOR EACH STATEMENT EXECUTE FUNCTION gente_historico_colaborador_apos_inclusao();
    CREATE TRIGGER gente_historico_vigencia_upd AFTER UPDATE ON historico_colaborador
      REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
      FOR EACH STATEMENT EXECUTE FUNCTION gente_historico_colaborador_apos_alteracao();
    CREATE TRIGGER gente_historico_vigencia_del AFTER DELETE ON historico_colaborador
      REFERENCING OLD TABLE AS antigas
      FOR EACH STATEMENT EXECUTE FUNCTION gente_historico_colaborador_apos_exclusao();
    PERFORM gente_historico_colaborador_vigencia(ARRAY(SELECT DISTINCT colaborador_id FROM historico_colaborador));
  END IF;
END $$;

-- The entry in force for given employees (afterRead, endpoints, salaries; probes of the list filters):
-- (colaborador, end >= D) starts at the entry in force, and the position ids ride along.
CREATE INDEX IF NOT EXISTS ix_historico_colaborador_vigencia_colaborador
  ON historico_colaborador (colaborador_id, (coalesce(data_fim, 'infinity'::date)), data)
  INCLUDE (area_organizacional_id, faixa_salarial_id, estabelecimento_id, data_fim, status) WHERE status IS DISTINCT FROM 'X';
-- Employees by their position at a date (list filters): one range per area / range / establishment,
-- answered from the index alone (index-only scans need every column the conditions name, data_fim and
-- status included, even when the expression or the predicate already covers them).
CREATE INDEX IF NOT EXISTS ix_historico_colaborador_vigencia_area
  ON historico_colaborador (empresa_id, area_organizacional_id, (coalesce(data_fim, 'infinity'::date)), data)
  INCLUDE (colaborador_id, data_fim, status) WHERE status IS DISTINCT FROM 'X';
CREATE INDEX IF NOT EXISTS ix_historico_colaborador_vigencia_faixa
  ON historico_colaborador (empresa_id, faixa_salarial_id, (coalesce(data_fim, 'infinity'::date)), data)
  INCLUDE (colaborador_id, data_fim, status) WHERE status IS DISTINCT FROM 'X';
CREATE INDEX IF NOT EXISTS ix_historico_colaborador_vigencia_estabelecimento
  ON historico_colaborador (empresa_id, estabelecimento_id, (coalesce(data_fim, 'infinity'::date)), data)
  INCLUDE (colaborador_id, data_fim, status) WHERE status IS DISTINCT FROM 'X';

-- Without it the planner guesses 1/3 of the rows for "end >= D" (about 1/10 are in force): it would
-- scan the table instead of the indexes above.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_statistic_ext WHERE stxname = 'st_historico_colaborador_vigencia') THEN
    CREATE STATISTICS st_historico_colaborador_vigencia ON (coalesce(data_fim, 'infinity'::date)) FROM historico_colaborador;
    ANALYZE historico_colaborador;
  END IF;
END $$;
