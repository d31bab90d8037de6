-- Password recovery of staff users: one row per requested link. Only the SHA-256 of the token is kept, so
-- a leaked row cannot be used; a link is used once and expires (1 hour).
CREATE TABLE IF NOT EXISTS senha_recuperacao (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  usuario_id integer NOT NULL REFERENCES usuario (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  criado_em timestamptz NOT NULL DEFAULT now(),
  expira_em timestamptz NOT NULL,
  usado_em timestamptz
);
CREATE INDEX IF NOT EXISTS ix_senha_recuperacao_usuario ON senha_recuperacao (usuario_id);
