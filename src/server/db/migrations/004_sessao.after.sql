-- Tables of the staff login that no register schema describes (formerly created at every start by
-- app.ts): sessions and counted login attempts. IF NOT EXISTS: earlier versions created them already.
CREATE TABLE IF NOT EXISTS sessao (
  -- sha256 (hex) of the cookie token: a leaked database row cannot be replayed as a cookie
  id text PRIMARY KEY,
  usuario_id integer NOT NULL REFERENCES usuario (id) ON DELETE CASCADE,
  empresa_id integer NOT NULL REFERENCES empresa (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  -- idle deadline as of the last touch (last_seen_at + GENTE_SESSION_IDLE_MINUTES)
  expires_at timestamptz NOT NULL,
  ip text,
  user_agent text
);
CREATE INDEX IF NOT EXISTS ix_sessao_usuario_id ON sessao (usuario_id);
CREATE INDEX IF NOT EXISTS ix_sessao_expires_at ON sessao (expires_at);

-- One row per counted login attempt. key: 'cpf:<sha256>' (attempts not yet cleared by a success),
-- 'ip:<addr>' (every attempt), 'empresas:<addr>' (company lookups), 'senha:<usuario id>'.
CREATE TABLE IF NOT EXISTS login_tentativa (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS ix_login_tentativa_key_at ON login_tentativa (key, at);
CREATE INDEX IF NOT EXISTS ix_login_tentativa_at ON login_tentativa (at);
