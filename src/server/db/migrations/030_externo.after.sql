-- Candidate portal (/externo): tables no register schema describes. Every row that is about a candidate goes
-- with the candidate (ON DELETE CASCADE): deleting a candidate, by HR or by a deletion request, leaves nothing.

-- Candidate sessions: apart from the staff sessions (table sessao, cookie gente_sessao), so a candidate
-- cookie can never open a staff session. id = sha256 (hex) of the cookie token.
CREATE TABLE IF NOT EXISTS sessao_candidato (
  id text PRIMARY KEY,
  candidato_id integer NOT NULL REFERENCES candidato (id) ON DELETE CASCADE,
  empresa_id integer NOT NULL REFERENCES empresa (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ip text,
  user_agent text
);
CREATE INDEX IF NOT EXISTS ix_sessao_candidato_candidato ON sessao_candidato (candidato_id);
CREATE INDEX IF NOT EXISTS ix_sessao_candidato_expires_at ON sessao_candidato (expires_at);

-- Password recovery links of candidates: only the SHA-256 of the token is kept; single use; they expire.
CREATE TABLE IF NOT EXISTS senha_recuperacao_candidato (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  candidato_id integer NOT NULL REFERENCES candidato (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  criado_em timestamptz NOT NULL DEFAULT now(),
  expira_em timestamptz NOT NULL,
  usado_em timestamptz
);
CREATE INDEX IF NOT EXISTS ix_senha_recuperacao_candidato ON senha_recuperacao_candidato (candidato_id);

-- Acceptance of the company's privacy policy (LGPD): when, from which address, and which text (its version,
-- a hash of the policy as it was shown).
CREATE TABLE IF NOT EXISTS aceite_politica_candidato (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  candidato_id integer NOT NULL REFERENCES candidato (id) ON DELETE CASCADE,
  empresa_id integer NOT NULL REFERENCES empresa (id) ON DELETE CASCADE,
  aceito_em timestamptz NOT NULL DEFAULT now(),
  ip text,
  versao text NOT NULL
);
CREATE INDEX IF NOT EXISTS ix_aceite_politica_candidato ON aceite_politica_candidato (candidato_id, aceito_em DESC);

-- ALTCHA payloads already used (a solved challenge is good once); rows expire with their challenge.
CREATE TABLE IF NOT EXISTS altcha_usado (
  id text PRIMARY KEY,
  expira_em timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS ix_altcha_usado_expira_em ON altcha_usado (expira_em);

-- Server secrets shared by every instance (the ALTCHA challenges' HMAC key), created at first use.
CREATE TABLE IF NOT EXISTS segredo_servidor (
  nome text PRIMARY KEY,
  valor text NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now()
);
