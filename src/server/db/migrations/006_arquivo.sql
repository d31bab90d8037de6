-- The file store (src/server/files/): every upload of every register, kept in PostgreSQL (bytea; the
-- choice and its figures are in docs/decisions.md). Owned by (register path, record id, field); no foreign
-- key (any register may own files): the engine deletes a record's files with the record.
CREATE TABLE IF NOT EXISTS arquivo (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id integer,
  cadastro text NOT NULL,
  registro_id integer NOT NULL,
  campo text NOT NULL,
  nome text NOT NULL,
  tipo text NOT NULL,
  tamanho integer NOT NULL,
  sha256 text NOT NULL,
  conteudo bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by integer
);
-- EXTERNAL: no compression attempt (JPEG, PNG, PDF and zipped documents are compressed already)
ALTER TABLE arquivo ALTER COLUMN conteudo SET STORAGE EXTERNAL;
CREATE INDEX IF NOT EXISTS ix_arquivo_dono ON arquivo (cadastro, registro_id, campo);
