-- CV search that matches few candidates (bench/captacao-busca.ts, docs/captacao-relatorios.md): the list
-- sorts by name, and for a condition 'id IN (candidates whose CV matches)' the planner walks the name order
-- probing each candidate's vector, guessing the matches are spread out. Its estimate of the matches is
-- right, but a probe costs ~10x what it assumes (the vector is read and tested), so for a search that
-- matches 737 of 200,000 it probed 4,600 vectors (15-40 ms) where reading the 737 ids from the index and
-- sorting them costs ~3 ms. This function answers the matching ids when the search matches at most
-- `limite` CVs (the planner's estimate first, so a frequent word never reads its whole posting list), or
-- NULL when it matches more: the caller then keeps the subquery, and the name-order walk finds a page of a
-- frequent word in a few probes. VOLATILE: PostgreSQL runs EXPLAIN only inside volatile functions.
CREATE OR REPLACE FUNCTION gente_curriculo_poucos(termos text, limite integer) RETURNS integer[]
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  consulta tsquery := websearch_to_tsquery('portuguese'::regconfig, gente_search(termos));
  plano json;
  ids integer[];
BEGIN
  EXECUTE 'EXPLAIN (FORMAT JSON) SELECT 1 FROM candidato_curriculo_busca WHERE vetor @@ $1'
    INTO plano USING consulta;
  IF (plano -> 0 -> 'Plan' ->> 'Plan Rows')::float8 > limite THEN
    RETURN NULL;
  END IF;
  SELECT array_agg(x.candidato_id) INTO ids FROM (
    SELECT b.candidato_id FROM candidato_curriculo_busca b WHERE b.vetor @@ consulta LIMIT limite + 1
  ) x;
  IF coalesce(cardinality(ids), 0) > limite THEN
    RETURN NULL;
  END IF;
  RETURN coalesce(ids, '{}');
END $$;
