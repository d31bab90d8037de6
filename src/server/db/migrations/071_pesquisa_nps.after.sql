-- The product's own NPS (GET/POST /api/pesquisa/nps, src/server/modules/pesquisa/nps.actions.ts): each staff
-- user is asked once per product version. A row is the answer (nota, comentario), the refusal ('Não quero
-- responder') or the postponement ('Responder mais tarde': the SHA-256 of the session that postponed, so the
-- next login asks again).
CREATE TABLE IF NOT EXISTS pesquisa_nps (
  usuario_id integer NOT NULL REFERENCES usuario (id) ON DELETE CASCADE,
  versao text NOT NULL,
  nota smallint CHECK (nota BETWEEN 0 AND 10),
  comentario text,
  recusou boolean NOT NULL DEFAULT false,
  adiada_sessao text,
  respondida_em timestamptz,
  PRIMARY KEY (usuario_id, versao)
);
