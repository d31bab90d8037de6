-- Counting a CV search of many matches (bench/captacao-busca.ts, docs/captacao-relatorios.md, "Sexta rodada").
-- A list counts its matches up to its limit (1,001) to say "more than 1,000". For a term found in some of the
-- CVs (NR-35, in 9%), the only plan was a bitmap of the term's whole posting list in the GIN index (18,000
-- items, ~7 ms; with the phrase rechecked on 1,001 rows, 13 ms) although 1,001 matches suffice. The vectors
-- are now also indexed in eight parts by candidate (candidato_id % 8, partial GIN indexes beside the whole
-- one, which every other search keeps using), and gente_curriculo_mais_que counts part by part, stopping as
-- soon as it has more than the limit: 2.6 ms for NR-35.
DO $$
BEGIN
  FOR parte IN 0..7 LOOP
    EXECUTE format('CREATE INDEX IF NOT EXISTS ix_candidato_curriculo_busca_parte%s
      ON candidato_curriculo_busca USING gin (vetor) WHERE candidato_id %% 8 = %s', parte, parte);
  END LOOP;
END $$;

-- The search box's terms as the CV vectors are searched: words (stemmed), "phrases", OR and -excluded words,
-- accents and case ignored. The one definition that the list's condition (busca-curriculo.ts) and these
-- functions share; inlined, it is folded to a constant where the planner estimates.
CREATE OR REPLACE FUNCTION gente_curriculo_consulta(termos text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT websearch_to_tsquery('portuguese'::regconfig, gente_search(termos))
$$;

-- The planner's estimate of the rows `consulta` answers ($1 bound to `parametro`, unused by some).
CREATE OR REPLACE FUNCTION gente_linhas_estimadas(consulta text, parametro anyelement)
RETURNS float8 LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  plano json;
BEGIN
  EXECUTE 'EXPLAIN (FORMAT JSON) ' || consulta INTO plano USING parametro;
  RETURN (plano -> 0 -> 'Plan' ->> 'Plan Rows')::float8;
END $$;

-- gente_curriculo_poucos of migration 032, the same, built on the two functions above.
CREATE OR REPLACE FUNCTION gente_curriculo_poucos(termos text, limite integer, empresa integer)
RETURNS integer[] LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  consulta tsquery := gente_curriculo_consulta(termos);
  achados integer;
  ids integer[];
BEGIN
  IF gente_linhas_estimadas('SELECT 1 FROM candidato_curriculo_busca WHERE vetor @@ $1', consulta) > limite THEN
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

-- Whether counting `consulta`'s matches of `empresa` in parts pays, to tell whether they are more than
-- `limite`. Not where the parts would be read to the end or are long:
-- * OR and excluded words, whose frequency the rarest term does not bound;
-- * a term in more than a fifth of the CVs (a match has every term, so it is at most as frequent as its
--   rarest one): a part's posting list is long, and the list's own count, along the candidates in key
--   order, finds 1,001 matches sooner;
-- * fewer matches of the company expected than twice the limit (the planner's estimate of the terms times
--   the company's share of the CVs): a small company's candidates are counted faster from its own side.
CREATE OR REPLACE FUNCTION gente_curriculo_partes_pagam(consulta tsquery, limite integer, empresa integer)
RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  vetores constant text := 'SELECT 1 FROM candidato_curriculo_busca';
  todos float8;
  termo tsquery;
BEGIN
  IF consulta::text ~ '[|!]' OR numnode(consulta) = 0 THEN
    RETURN false;
  END IF;
  todos := greatest(gente_linhas_estimadas(vetores, NULL::integer), 1);
  -- each term alone ('nr' and '-35' of NR-35), as the planner estimates it from the vectors' statistics
  FOR termo IN SELECT quote_literal(replace(m[1], '''''', ''''))::tsquery
                 FROM regexp_matches(consulta::text, '''((?:[^'']|'''')*)''', 'g') m LOOP
    IF gente_linhas_estimadas(vetores || ' WHERE vetor @@ $1', termo) > todos / 5 THEN
      RETURN false;
    END IF;
  END LOOP;
  RETURN gente_linhas_estimadas(vetores || ' WHERE vetor @@ $1', consulta)
    * gente_linhas_estimadas(vetores || ' WHERE empresa_id = $1', empresa) / todos >= 2 * (limite + 1);
END $$;

-- Whether `empresa`'s candidates whose CV matches `termos` are more than `limite`, counted part by part up
-- to the first part that passes it.
CREATE OR REPLACE FUNCTION gente_curriculo_mais_que(termos text, limite integer, empresa integer)
RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  consulta tsquery := gente_curriculo_consulta(termos);
  achados bigint := 0;
  n bigint;
BEGIN
  FOR parte IN 0..7 LOOP
    -- the part as a constant, so that the planner matches its partial index
    EXECUTE format('SELECT count(*) FROM (SELECT 1 FROM candidato_curriculo_busca b
      WHERE b.candidato_id %% 8 = %s AND b.vetor @@ $1 AND b.empresa_id = $2 LIMIT $3) x', parte)
      INTO n USING consulta, empresa, limite + 1 - achados;
    achados := achados + n;
    IF achados > limite THEN
      RETURN true;
    END IF;
  END LOOP;
  RETURN false;
END $$;

-- The first step of a CV search of the list, in one round trip: the ids of few matches of `empresa` in name
-- order (gente_curriculo_poucos, as the array's text); else 'partes' when counting them in parts pays
-- against the list's count limit `limite` (NULL: a list without one); else NULL.
CREATE OR REPLACE FUNCTION gente_curriculo_busca(termos text, poucos integer, limite integer, empresa integer)
RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  ids integer[] := gente_curriculo_poucos(termos, poucos, empresa);
BEGIN
  IF ids IS NOT NULL THEN
    RETURN ids::text;
  END IF;
  IF limite IS NOT NULL AND gente_curriculo_partes_pagam(gente_curriculo_consulta(termos), limite, empresa) THEN
    RETURN 'partes';
  END IF;
  RETURN NULL;
END $$;
