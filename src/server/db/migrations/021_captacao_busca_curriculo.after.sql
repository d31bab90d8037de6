-- Full-text search in the candidates' CV text, stored (bench/captacao-busca.ts, docs/captacao-relatorios.md):
-- an expression index over to_tsvector(...) forces PostgreSQL to compute the vector of the whole CV again for
-- every row it rechecks (phrases, hyphenated terms), ~0.5 ms a row: 15 s for a phrase on 200,000 CVs. The
-- vector is kept in a table of its own (register sync drops columns a schema does not declare), written by a
-- trigger whenever the CV text changes, and read through its GIN index.
CREATE TABLE IF NOT EXISTS candidato_curriculo_busca (
  candidato_id integer PRIMARY KEY REFERENCES candidato (id) ON DELETE CASCADE,
  vetor tsvector NOT NULL
);
CREATE INDEX IF NOT EXISTS ix_candidato_curriculo_busca ON candidato_curriculo_busca USING gin (vetor);

CREATE OR REPLACE FUNCTION gente_candidato_curriculo_busca() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(NEW.ocr_texto, '') = '' THEN
    DELETE FROM candidato_curriculo_busca WHERE candidato_id = NEW.id;
  ELSE
    INSERT INTO candidato_curriculo_busca (candidato_id, vetor)
    VALUES (NEW.id, to_tsvector('portuguese'::regconfig, gente_search(NEW.ocr_texto)))
    ON CONFLICT (candidato_id) DO UPDATE SET vetor = EXCLUDED.vetor;
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS tg_candidato_curriculo_busca_ins ON candidato;
CREATE TRIGGER tg_candidato_curriculo_busca_ins AFTER INSERT ON candidato
  FOR EACH ROW WHEN (coalesce(NEW.ocr_texto, '') <> '') EXECUTE FUNCTION gente_candidato_curriculo_busca();
DROP TRIGGER IF EXISTS tg_candidato_curriculo_busca_upd ON candidato;
CREATE TRIGGER tg_candidato_curriculo_busca_upd AFTER UPDATE OF ocr_texto ON candidato
  FOR EACH ROW WHEN (OLD.ocr_texto IS DISTINCT FROM NEW.ocr_texto) EXECUTE FUNCTION gente_candidato_curriculo_busca();

INSERT INTO candidato_curriculo_busca (candidato_id, vetor)
SELECT id, to_tsvector('portuguese'::regconfig, gente_search(ocr_texto)) FROM candidato
 WHERE coalesce(ocr_texto, '') <> ''
ON CONFLICT (candidato_id) DO NOTHING;

-- the expression index of 020 is no longer read
DROP INDEX IF EXISTS ix_candidato_ocr_texto_fts;
