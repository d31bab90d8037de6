-- Repeatable migration (docs/banco.md): the CURRENT definition of these functions, re-applied at the start after
-- any change of this file. Edit the function here, never in a new numbered migration; a change of a function's
-- arguments or result type needs a DROP FUNCTION IF EXISTS of the old signature first.

-- The audit trail is append-only (table and triggers: 001_auditoria.sql): no UPDATE, no TRUNCATE, no DELETE of
-- an entry younger than one year (the retention job purges older ones only).

CREATE OR REPLACE FUNCTION gente_auditoria_somente_insercao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.em < now() - interval '1 year' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'a trilha de auditoria não pode ser alterada nem excluída' USING ERRCODE = 'insufficient_privilege';
END $$;

-- TRUNCATE, which row triggers do not see
CREATE OR REPLACE FUNCTION gente_auditoria_sem_esvaziar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a trilha de auditoria não pode ser esvaziada' USING ERRCODE = 'insufficient_privilege';
END $$;
