-- CV search that matches few candidates, answered in the list's order (bench/captacao-busca.ts,
-- docs/captacao-relatorios.md, "Quinta rodada"): gente_curriculo_poucos read the matching ids from the
-- vectors' table, and the list then read each of those candidates again (a random heap page each, ~3 ms
-- for 737) only to learn its company and its name for the order. Each vector row now keeps its candidate's
-- company and folded name (candidato.nome__busca, the list's sort key), written by the same trigger, so the
-- function answers the ids of the session's company already in name order from the rows it reads anyway.
-- A later change of gente_search (which regenerates candidato.nome__busca) must refresh nome_busca here too.
ALTER TABLE candidato_curriculo_busca ADD COLUMN IF NOT EXISTS empresa_id integer;
ALTER TABLE candidato_curriculo_busca ADD COLUMN IF NOT EXISTS nome_busca text;
UPDATE candidato_curriculo_busca b SET empresa_id = c.empresa_id, nome_busca = c.nome__busca
  FROM candidato c WHERE c.id = b.candidato_id;
ALTER TABLE candidato_curriculo_busca ALTER COLUMN empresa_id SET NOT NULL;
-- the update wrote every row again out of candidate order: the rows go back to it (a broad search is
-- counted along the primary key, which the planner only does while the table follows it: a phrase in 84,750
-- CVs took 40 ms as a bitmap of the whole index against 5 ms along the key)
CLUSTER candidato_curriculo_busca USING candidato_curriculo_busca_pkey;
ANALYZE candidato_curriculo_busca;

CREATE OR REPLACE FUNCTION gente_candidato_curriculo_busca() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(NEW.ocr_texto, '') = '' THEN
    DELETE FROM candidato_curriculo_busca WHERE candidato_id = NEW.id;
  ELSIF TG_OP = 'UPDATE' AND OLD.ocr_texto IS NOT DISTINCT FROM NEW.ocr_texto THEN
    -- the name or the company changed, not the CV: the vector stays
    UPDATE candidato_curriculo_busca SET empresa_id = NEW.empresa_id, nome_busca = NEW.nome__busca
     WHERE candidato_id = NEW.id;
  ELSE
    INSERT INTO candidato_curriculo_busca (candidato_id, empresa_id, nome_busca, vetor)
    VALUES (NEW.id, NEW.empresa_id, NEW.nome__busca,
            to_tsvector('portuguese'::regconfig, gente_search(NEW.ocr_texto)))
    ON CONFLICT (candidato_id) DO UPDATE
      SET empresa_id = EXCLUDED.empresa_id, nome_busca = EXCLUDED.nome_busca, vetor = EXCLUDED.vetor;
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS tg_candidato_curriculo_busca_upd ON candidato;
CREATE TRIGGER tg_candidato_curriculo_busca_upd AFTER UPDATE OF ocr_texto, nome, empresa_id ON candidato
  FOR EACH ROW WHEN (OLD.ocr_texto IS DISTINCT FROM NEW.ocr_texto
    OR (coalesce(NEW.ocr_texto, '') <> '' AND (OLD.nome__busca IS DISTINCT FROM NEW.nome__busca
      OR OLD.empresa_id IS DISTINCT FROM NEW.empresa_id)))
  EXECUTE FUNCTION gente_candidato_curriculo_busca();

-- The ids of `empresa`'s candidates whose CV matches `termos`, in the candidate list's name order (folded
-- name, then id), when they are at most `limite` (the planner's estimate first, over all companies, so a
-- frequent word never reads its whole posting list); NULL when they are more.
DROP FUNCTION IF EXISTS gente_curriculo_poucos(text, integer);
CREATE OR REPLACE FUNCTION gente_curriculo_poucos(termos text, limite integer, empresa integer)
RETURNS integer[] LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  consulta tsquery := websearch_to_tsquery('portuguese'::regconfig, gente_search(termos));
  plano json;
  achados integer;
  ids integer[];
BEGIN
  EXECUTE 'EXPLAIN (FORMAT JSON) SELECT 1 FROM candidato_curriculo_busca WHERE vetor @@ $1'
    INTO plano USING consulta;
  IF (plano -> 0 -> 'Plan' ->> 'Plan Rows')::float8 > limite THEN
    RETURN NULL;
  END IF;
  -- the limit applies before the sort, so a search the estimate got wrong stops after limite + 1 rows
  SELECT count(*), array_agg(x.candidato_id ORDER BY x.nome_busca, x.candidato_id)
    INTO achados, ids
    FROM (SELECT b.candidato_id, b.nome_busca FROM candidato_curriculo_busca b
           WHERE b.vetor @@ consulta AND b.empresa_id = empresa LIMIT limite + 1) x;
  IF achados > limite THEN
    RETURN NULL;
  END IF;
  RETURN coalesce(ids, '{}');
END $$;
