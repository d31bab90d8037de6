-- Repeatable migration (docs/banco.md): the CURRENT definition of these functions, re-applied at the start after
-- any change of this file. Edit the function here, never in a new numbered migration; a change of a function's
-- arguments or result type needs a DROP FUNCTION IF EXISTS of the old signature first.

-- A part of a name searched among the candidates (nome=…, "contains", accent- and case-insensitive), served by
-- the words of the names (docs/captacao-relatorios.md, "Sétima" and "Oitava rodada"; bench/captacao-busca.ts):
-- the vocabulary of words (candidato_nome_vocabulo) and each candidate's words (candidato_nome_palavra, kept by
-- a trigger on candidato), tables and triggers of numbered migrations 036 and 038.

-- the distinct words of a folded name
CREATE OR REPLACE FUNCTION gente_nome_palavras(nome_busca text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT p FROM unnest(string_to_array(nome_busca, ' ')) p WHERE p <> ''
$$;

-- Keeps a candidate's words (and the vocabulary) as its name or company changes.
CREATE OR REPLACE FUNCTION gente_candidato_nome_palavra() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM candidato_nome_palavra WHERE candidato_id = NEW.id;
  END IF;
  INSERT INTO candidato_nome_vocabulo (palavra)
  SELECT p FROM gente_nome_palavras(NEW.nome__busca) p ON CONFLICT DO NOTHING;
  INSERT INTO candidato_nome_palavra (candidato_id, palavra, empresa_id, nome_busca)
  SELECT NEW.id, p, NEW.empresa_id, NEW.nome__busca FROM gente_nome_palavras(NEW.nome__busca) p;
  RETURN NULL;
END $$;

-- The words of the vocabulary that contain `termo` (folded by gente_search, matched literally, as the list's
-- "contains" filter), in order; NULL when the words cannot serve it: a text with a space, or shorter than 3
-- letters (the vocabulary's trigrams do not index those).
CREATE OR REPLACE FUNCTION gente_candidato_nome_palavras(termo text) RETURNS text[]
LANGUAGE plpgsql STABLE AS $$
DECLARE
  t text := gente_search(termo);
BEGIN
  IF t IS NULL OR length(t) < 3 OR position(' ' IN t) > 0 THEN
    RETURN NULL;
  END IF;
  RETURN ARRAY(SELECT v.palavra FROM candidato_nome_vocabulo v
    WHERE v.palavra LIKE '%' || replace(replace(replace(t, '\', '\\'), '%', '\%'), '_', '\_') || '%'
    ORDER BY v.palavra);
END $$;

-- The query of the (nome_busca, candidato_id) entries of company `empresa` for `palavras`, in name order (folded
-- name, then id; a candidate with two of the words comes twice, one right after the other). Each word's entries
-- come from the index already in name order and are merged (a Merge Append of one index scan per word). Sorting
-- them instead compares each name with ~12 others in the ICU collation: for 4,400 entries the search took 6 ms
-- that way, 2.2 ms merged (pgbench, one connection). Past 50 words (a part found in very many words), one scan
-- and a sort.
CREATE OR REPLACE FUNCTION gente_candidato_nome_entradas(palavras text[], empresa integer) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT 'SELECT u.nome_busca, u.candidato_id FROM (' || CASE WHEN cardinality(palavras) <= 50 THEN
    (SELECT string_agg(format('(SELECT p.nome_busca, p.candidato_id FROM candidato_nome_palavra p
        WHERE p.empresa_id = %s AND p.palavra = %L ORDER BY 1, 2)', empresa, w), ' UNION ALL ') FROM unnest(palavras) w)
  ELSE format('SELECT p.nome_busca, p.candidato_id FROM candidato_nome_palavra p
        WHERE p.empresa_id = %s AND p.palavra = ANY (%L::text[])', empresa, palavras) END || ') u'
$$;

-- The query of the first `limite` distinct candidates of `entradas` (a query of (nome_busca, candidato_id) entries,
-- gente_candidato_nome_entradas), in name order: a candidate found by two words comes twice in a row and is kept
-- once before the limit.
CREATE OR REPLACE FUNCTION gente_candidato_nome_distintos(entradas text, limite integer) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT format('SELECT d.candidato_id FROM (
      SELECT m.candidato_id, m.candidato_id IS NOT DISTINCT FROM lag(m.candidato_id) OVER () AS repetido FROM (
        %s ORDER BY 1, 2) m) d
    WHERE NOT d.repetido LIMIT %s', entradas, limite)
$$;

-- `texto` as a LIKE pattern that matches it literally (the SQL twin of the engine's likeLiteral, crud/filters.ts).
CREATE OR REPLACE FUNCTION gente_como_literal(texto text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT replace(replace(replace(texto, '\', '\\'), '%', '\%'), '_', '\_')
$$;

-- The list's name filter served by the words, in name order: few matches (at most `limite`) all, with
-- `completos`; else, with a count limit `contagem`, `total` counted up to contagem + 1 and the first `ate` ids;
-- else NULL (also when the words cannot serve the text). A text with spaces goes by its longest part's words,
-- filtered by the whole text.
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

-- A name searched with a CV search (gente_curriculo_busca): `total`, the candidates matching both up to limite + 1,
-- and `ids`, the first `ate` of them, in name order; `fracao` is the share of the CVs the CV search is estimated
-- to match (the size of the batches of the name's candidates checked against their CVs).
CREATE OR REPLACE FUNCTION gente_candidato_nome_curriculo(termo text, consulta tsquery, fracao float8,
  limite integer, empresa integer, ate integer, OUT total integer, OUT ids text)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  palavras text[] := gente_candidato_nome_palavras(termo);
  lote integer;
  lote_ids integer[];
  visto integer := 0;
  vistos integer;
  achados integer;
BEGIN
  IF empresa IS NULL OR limite IS NULL OR palavras IS NULL THEN
    RETURN;
  ELSIF cardinality(palavras) = 0 THEN
    total := 0;
    ids := '{}';
    RETURN;
  END IF;
  IF cardinality(palavras) > 1 THEN
    EXECUTE format('SELECT count(*)::int, array_agg(e.candidato_id)::text FROM (%s) e', gente_candidato_nome_distintos(
        gente_candidato_nome_entradas(palavras, empresa)
          || ' WHERE (SELECT b.vetor FROM candidato_curriculo_busca b WHERE b.candidato_id = u.candidato_id) @@ $1',
        limite + 1))
      INTO total, ids USING consulta;
    ids := coalesce(ids, '{}');
    RETURN;
  END IF;
  SELECT coalesce(array_agg(x.candidato_id)::text, '{}') INTO ids FROM (
    SELECT p.candidato_id FROM candidato_nome_palavra p
     WHERE p.empresa_id = empresa AND p.palavra = palavras[1]
       AND (SELECT b.vetor FROM candidato_curriculo_busca b WHERE b.candidato_id = p.candidato_id) @@ consulta
     ORDER BY p.nome_busca, p.candidato_id LIMIT least(ate, limite + 1)) x;
  lote := least(20000, ceil((limite + 1) / greatest(fracao, 0.05) * 1.1))::integer;
  total := 0;
  LOOP
    lote_ids := ARRAY(SELECT p.candidato_id FROM candidato_nome_palavra p
                       WHERE p.empresa_id = empresa AND p.palavra = palavras[1]
                       ORDER BY p.nome_busca, p.candidato_id OFFSET visto LIMIT lote);
    vistos := cardinality(lote_ids);
    -- along the primary key, up to what the limit still needs
    SELECT count(*) INTO achados FROM (SELECT 1 FROM candidato_curriculo_busca b
      WHERE b.candidato_id = ANY (lote_ids) AND b.vetor @@ consulta LIMIT limite + 1 - total) x;
    total := total + achados;
    visto := visto + vistos;
    EXIT WHEN total > limite OR vistos < lote;
    -- what is still missing, with a margin, at the frequency found so far
    lote := least(20000, ceil((limite + 1 - total) * 1.5 / greatest(total::float8 / visto, 0.05)))::integer + 50;
  END LOOP;
END $$;
