-- The audit trail (/utilitario/log): one row per write through the engine or a declared action, appended
-- in the write's own transaction. Append-only for real: a trigger refuses every UPDATE and TRUNCATE, and
-- every DELETE of an entry younger than one year (the retention job purges only entries older than the
-- configured retention, never under one year). Plain SQL that PostgreSQL 15 also runs.
CREATE TABLE IF NOT EXISTS auditoria (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  em timestamptz NOT NULL DEFAULT now(),
  usuario_id integer,
  usuario_nome text,
  empresa_id integer,
  ip text,
  cadastro text,
  registro_id integer,
  operacao text NOT NULL,
  alteracoes jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX IF NOT EXISTS ix_auditoria_empresa_em ON auditoria (empresa_id, em DESC);
CREATE INDEX IF NOT EXISTS ix_auditoria_registro ON auditoria (cadastro, registro_id, em DESC);
CREATE INDEX IF NOT EXISTS ix_auditoria_usuario ON auditoria (usuario_id, em DESC);

CREATE OR REPLACE FUNCTION gente_auditoria_somente_insercao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.em < now() - interval '1 year' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'a trilha de auditoria não pode ser alterada nem excluída' USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE OR REPLACE FUNCTION gente_auditoria_sem_esvaziar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a trilha de auditoria não pode ser esvaziada' USING ERRCODE = 'insufficient_privilege';
END $$;

DROP TRIGGER IF EXISTS gente_auditoria_imutavel ON auditoria;
CREATE TRIGGER gente_auditoria_imutavel BEFORE UPDATE OR DELETE ON auditoria
  FOR EACH ROW EXECUTE FUNCTION gente_auditoria_somente_insercao();
DROP TRIGGER IF EXISTS gente_auditoria_truncate ON auditoria;
CREATE TRIGGER gente_auditoria_truncate BEFORE TRUNCATE ON auditoria
  FOR EACH STATEMENT EXECUTE FUNCTION gente_auditoria_sem_esvaziar();
