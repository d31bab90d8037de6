-- A CV search and the name searched with it in one function, with the planner's estimate of the CV search made
-- once (bench/captacao-busca.ts, docs/captacao-relatorios.md, "Oitava rodada"). The list called the first step
-- (gente_curriculo_busca, migration 034) and then the name's count (gente_candidato_nome_curriculo, migration
-- 036), and each ran the same EXPLAIN (~0.17 ms); with a name the words serve, the first step also estimated
-- whether counting in parts pays, an answer the name's count replaces. The name's count now reads each batch
-- of ids once (the array was read twice, for its size and for the CVs) and stops at the limit instead of
-- checking the whole batch.

-- The planner's estimate of the CVs that `consulta` matches (every company).
CREATE OR REPLACE FUNCTION gente_curriculo_linhas(consulta tsquery) RETURNS float8
LANGUAGE sql VOLATILE AS $$
  SELECT gente_linhas_estimadas('SELECT 1 FROM candidato_curriculo_busca WHERE vetor @@ $1', consulta)
$$;

-- gente_curriculo_poucos of migration 034 given its search's estimate `linhas`.
CREATE OR REPLACE FUNCTION gente_curriculo_poucos(consulta tsquery, linhas float8, limite integer, empresa integer)
RETURNS integer[] LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  achados integer;
  ids integer[];
BEGIN
  IF linhas > limite THEN
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

-- gente_candidato_nome_curriculo of migration 036 given the CV search as a tsquery and `fracao`, the share of the
-- CVs it is estimated to match.
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
DROP FUNCTION IF EXISTS gente_candidato_nome_curriculo(text, text, integer, integer, integer);

-- The first step of a CV search of the list, in one round trip, for company `empresa`:
-- * `r`: the ids of few matches in name order (as the array's text); else, when the name does not answer,
--   'partes' if counting the matches in parts pays against the list's count limit `limite` (NULL: a list
--   without one); else NULL;
-- * with a `nome` (the list's "contains" filter on the name) that the names' words serve: `total`, the candidates
--   matching both up to limite + 1, and `ids`, the first `ate` of them at least, in name order.
CREATE OR REPLACE FUNCTION gente_curriculo_busca(termos text, poucos integer, limite integer, empresa integer,
  nome text, ate integer, OUT r text, OUT total integer, OUT ids text)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  consulta tsquery := gente_curriculo_consulta(termos);
  linhas float8 := gente_curriculo_linhas(consulta);
  achados integer[] := gente_curriculo_poucos(consulta, linhas, poucos, empresa);
BEGIN
  IF achados IS NOT NULL THEN
    r := achados::text;
    RETURN;
  END IF;
  IF nome IS NOT NULL THEN
    SELECT n.total, n.ids INTO total, ids FROM gente_candidato_nome_curriculo(nome, consulta,
      linhas / greatest(1, (SELECT c.reltuples FROM pg_class c WHERE c.oid = 'candidato_curriculo_busca'::regclass)),
      limite, empresa, ate) n;
    IF total IS NOT NULL THEN
      RETURN;
    END IF;
  END IF;
  IF limite IS NOT NULL AND gente_curriculo_partes_pagam(consulta, limite, empresa) THEN
    r := 'partes';
  END IF;
END $$;

-- migration 034's first step without a name, as before
CREATE OR REPLACE FUNCTION gente_curriculo_busca(termos text, poucos integer, limite integer, empresa integer)
RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT b.r FROM gente_curriculo_busca(termos, poucos, limite, empresa, NULL, 0) b
$$;
DROP FUNCTION IF EXISTS gente_curriculo_poucos(text, integer, integer);
