-- Repeatable migration (docs/banco.md): the CURRENT definition of these functions, re-applied at the start after
-- any change of this file. Edit the function here, never in a new numbered migration; a change of a function's
-- arguments or result type needs a DROP FUNCTION IF EXISTS of the old signature first.

-- The employees' history validity chain (data_fim), kept by statement-level triggers on historico_colaborador
-- (created by 003_historico_colaborador.after.sql).

-- Recomputes data_fim for the given employees: the day before their next non-cancelled ('X') entry.
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
