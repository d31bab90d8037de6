-- A frequent part of a name (a common surname: silva, in 18,653 of 200,000 candidates) from the names' words too
-- (bench/captacao-busca.ts, docs/captacao-relatorios.md, "Oitava rodada"). Migration 036 left it to the list's
-- walk in name order, which checked ~11,000 names to count 1,001 matches (3 ms of the server per request): the
-- words were read whole, and a frequent part has too many entries. A list with a count limit only needs the first
-- limit + 1 of them in name order, which the words' index gives directly: one scan per word, merged, stopped there.

-- The candidates of company `empresa` whose name contains `termo`, for the list in name order:
-- * up to `limite` entries of the company for the name's words: all their ids in order (`ids`, as the text of an
--   array; a candidate with two of the words comes twice, one right after the other; `total` counts entries),
--   `completos` true;
-- * more (a frequent part): `total`, how many up to `contagem` + 1 (the list's count limit), and the first `ate`
--   of them in order, `completos` false;
-- * all NULL when the words cannot serve it (gente_candidato_nome_palavras), or for a frequent part when the list
--   has no count limit or the part is found in more than 50 words (their entries are read at once and sorted).
CREATE OR REPLACE FUNCTION gente_candidato_nome_lista(termo text, limite integer, empresa integer, contagem integer,
  ate integer, OUT total integer, OUT ids text, OUT completos boolean)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  palavras text[] := gente_candidato_nome_palavras(termo);
  entradas text;
BEGIN
  IF empresa IS NULL OR palavras IS NULL THEN
    RETURN;
  ELSIF cardinality(palavras) = 0 THEN
    total := 0;
    ids := '{}';
    completos := true;
    RETURN;
  END IF;
  entradas := gente_candidato_nome_entradas(palavras, empresa);
  -- few entries, estimated first (gente_linhas_estimadas, migration 034) and then read up to limite + 1
  IF gente_linhas_estimadas(format(
       'SELECT 1 FROM candidato_nome_palavra WHERE empresa_id = %s AND palavra = ANY ($1)', empresa), palavras) <= limite THEN
    EXECUTE format('SELECT count(*)::int, array_agg(e.candidato_id)::text FROM (%s ORDER BY 1, 2 LIMIT %s) e',
      entradas, limite + 1) INTO total, ids;
    IF total <= limite THEN
      ids := coalesce(ids, '{}');
      completos := true;
      RETURN;
    END IF;
  END IF;
  total := NULL;
  ids := NULL;
  IF contagem IS NULL OR cardinality(palavras) > 50 THEN
    RETURN;
  END IF;
  IF cardinality(palavras) = 1 THEN
    EXECUTE format('SELECT count(*)::int, (array_agg(e.candidato_id))[1:%s]::text FROM (%s ORDER BY 1, 2 LIMIT %s) e',
      ate, entradas, contagem + 1) INTO total, ids;
  ELSE
    -- a candidate found by two words comes twice in a row: kept once before the limit
    EXECUTE format('SELECT count(*)::int, (array_agg(e.candidato_id))[1:%s]::text FROM (SELECT d.candidato_id FROM (
        SELECT m.candidato_id, m.candidato_id IS NOT DISTINCT FROM lag(m.candidato_id) OVER () AS repetido FROM (
          %s ORDER BY 1, 2) m) d
        WHERE NOT d.repetido LIMIT %s) e', ate, entradas, contagem + 1) INTO total, ids;
  END IF;
  ids := coalesce(ids, '{}');
  completos := false;
END $$;

-- gente_candidato_nome_busca of migration 036, which this one replaces (it answered the first case alone)
DROP FUNCTION IF EXISTS gente_candidato_nome_busca(text, integer, integer);
