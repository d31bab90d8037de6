-- Repeatable migration (docs/banco.md): the CURRENT definition of these functions, re-applied at the start after
-- any change of this file. Edit the function here, never in a new numbered migration; a change of a function's
-- arguments or result type needs a DROP FUNCTION IF EXISTS of the old signature first.

-- The candidates' CV search (docs/captacao-relatorios.md, bench/captacao-busca.ts): the text indexed per
-- candidate in candidato_curriculo_busca (kept by a trigger on candidato) and the first step of a search of
-- the list (src/server/modules/captacao/busca-curriculo.ts). Tables, indexes and triggers: numbered migrations
-- 021, 032, 034 and 035.

-- The text of a CV as it is indexed: folded (gente_search), then the codes it holds, each as one word and as
-- its parts.
CREATE OR REPLACE FUNCTION gente_curriculo_texto(texto text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT gente_search(texto) || coalesce(' ' || (
    SELECT string_agg(lower(c.letras || m[2] || ' ' || c.letras || ' ' || m[2]), ' ')
      FROM regexp_matches(texto, '\m([A-Z]{2,4}[ -]?|[a-z]{2,4}-)([0-9]{1,5})\M(?![.@-][[:alnum:]])', 'g') m,
           LATERAL (SELECT translate(m[1], ' -', '') AS letras) c), '')
$$;

-- Keeps a candidate's row of candidato_curriculo_busca (the CV's vector, with the list's company and sort key).
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
            to_tsvector('portuguese'::regconfig, gente_curriculo_texto(NEW.ocr_texto)))
    ON CONFLICT (candidato_id) DO UPDATE
      SET empresa_id = EXCLUDED.empresa_id, nome_busca = EXCLUDED.nome_busca, vetor = EXCLUDED.vetor;
  END IF;
  RETURN NULL;
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

-- The planner's estimate of the CVs that `consulta` matches (every company).
CREATE OR REPLACE FUNCTION gente_curriculo_linhas(consulta tsquery) RETURNS float8
LANGUAGE sql VOLATILE AS $$
  SELECT gente_linhas_estimadas('SELECT 1 FROM candidato_curriculo_busca WHERE vetor @@ $1', consulta)
$$;

-- The ids of `empresa`'s candidates whose CV matches `consulta`, in name order, when they are at most `limite`
-- (its estimate `linhas` first, then counted up to limite + 1); NULL otherwise.
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

-- the first step without a name
CREATE OR REPLACE FUNCTION gente_curriculo_busca(termos text, poucos integer, limite integer, empresa integer)
RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT b.r FROM gente_curriculo_busca(termos, poucos, limite, empresa, NULL, 0) b
$$;
