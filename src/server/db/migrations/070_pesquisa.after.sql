-- Surveys (src/server/modules/pesquisa, docs/decisions.md "Pesquisas"): the one-use personal link of a
-- participant without a system user. Only the SHA-256 of the token is kept (the token itself goes only into
-- the e-mail); a new link replaces the old one; the link dies when the survey is answered or closes.
CREATE TABLE IF NOT EXISTS pesquisa_link (
  participante_id integer PRIMARY KEY REFERENCES pesquisa_participante (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  criado_em timestamptz NOT NULL DEFAULT now()
);
