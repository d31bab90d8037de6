-- A frequent part of a name (a common surname: silva, in 18,653 of 200,000 candidates) and a text with spaces (a
-- full name: "danilo costa") from the names' words too (bench/captacao-busca.ts, docs/captacao-relatorios.md,
-- "Oitava rodada"). Migration 036 left both to the list's own filter:
-- * a frequent part to its walk in name order, which checked ~11,000 names to count 1,001 matches (3 ms of the
--   server per request): the words were read whole, and a frequent part has too many entries. A list with a count
--   limit only needs the first limit + 1 of them in name order, which the words' index gives directly: one scan per
--   word, merged, stopped there;
-- * a text with spaces to the trigram index of the whole names (3.4 ms for "danilo costa": its trigrams include
--   frequent ones such as " co"). A text is contained in a name only if each of its space-separated parts is
--   contained in one of the name's words: the candidates of the longest part's words (1,932 entries for "danilo"),
--   filtered by the whole text on the folded name the entries hold, give exactly the list's matches (0.45 ms).

-- `texto` as a LIKE pattern that matches it literally (the SQL twin of the engine's likeLiteral, crud/filters.ts).
CREATE OR REPLACE FUNCTION gente_como_literal(texto text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT replace(replace(replace(texto, '\', '\\'), '%', '\%'), '_', '\_')
$$;

CREATE OR REPLACE FUNCTION gente_candidato_nome_lista(termo text, limite integer, empresa integer, contagem integer,
  ate integer, OUT total integer, OUT ids text, OUT completos boolean)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  texto text := gente_search(termo);
  -- a text with spaces: its longest part (ties: the first in alphabetical order)
  parte text := CASE WHEN position(' ' IN texto) > 0 THEN
    (SELECT s FROM unnest(string_to_array(texto, ' ')) s ORDER BY length(s) DESC, s LIMIT 1) ELSE texto END;
  palavras text[] := gente_candidato_nome_palavras(parte);
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
  IF parte <> texto THEN
    -- the part's candidates whose name contains the whole text (the planner takes the condition into each word's
    -- index scan, on the folded name the index holds)
    entradas := format('SELECT f.nome_busca, f.candidato_id FROM (%s) f WHERE f.nome_busca LIKE %L', entradas,
      '%' || gente_como_literal(texto) || '%');
  END IF;
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
    EXECUTE format('SELECT count(*)::int, (array_agg(e.candidato_id))[1:%s]::text FROM (%s) e', ate,
      gente_candidato_nome_distintos(entradas, contagem + 1)) INTO total, ids;
  END IF;
  ids := coalesce(ids, '{}');
  completos := false;
END $$;

-- gente_candidato_nome_busca of migration 036, which this one replaces (it answered the first case alone)
DROP FUNCTION IF EXISTS gente_candidato_nome_busca(text, integer, integer);
