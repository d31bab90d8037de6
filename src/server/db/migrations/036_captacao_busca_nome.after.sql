-- A part of a name searched among the candidates (nome=…, "contains", accent- and case-insensitive), served by
-- the words of the names (bench/captacao-busca.ts, docs/captacao-relatorios.md, "Sétima rodada").
-- A text without a space is contained in a name exactly when it is contained in one of the name's words (the
-- name's folded text split at its spaces). The list in name order walks the sort index checking every name: for
-- a part found only in some first letters (mari: Maria, Mariana, Marina), it reads ~130,000 names before the
-- first match. Here the words that contain the text come from the vocabulary (one row per distinct word, with a
-- trigram index), and their candidates, in the list's order, from an index of (company, word, name, id): the
-- matches alone are read.

CREATE TABLE IF NOT EXISTS candidato_nome_vocabulo (palavra text PRIMARY KEY);
-- (without pg_trgm, which the register sync installs when the server has it, the vocabulary is read whole)
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS ix_candidato_nome_vocabulo_trgm ON candidato_nome_vocabulo USING gin (palavra gin_trgm_ops);
  END IF;
END $$;

CREATE TABLE IF NOT EXISTS candidato_nome_palavra (
  candidato_id integer NOT NULL REFERENCES candidato (id) ON DELETE CASCADE,
  palavra text NOT NULL,
  empresa_id integer NOT NULL,
  -- the list's sort key (candidato.nome__busca), so that the matches come out in its order from the index
  nome_busca text NOT NULL,
  PRIMARY KEY (candidato_id, palavra)
);
CREATE INDEX IF NOT EXISTS ix_candidato_nome_palavra
  ON candidato_nome_palavra (empresa_id, palavra, nome_busca, candidato_id);

-- the distinct words of a folded name
CREATE OR REPLACE FUNCTION gente_nome_palavras(nome_busca text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT p FROM unnest(string_to_array(nome_busca, ' ')) p WHERE p <> ''
$$;

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
DROP TRIGGER IF EXISTS tg_candidato_nome_palavra_ins ON candidato;
CREATE TRIGGER tg_candidato_nome_palavra_ins AFTER INSERT ON candidato
  FOR EACH ROW EXECUTE FUNCTION gente_candidato_nome_palavra();
DROP TRIGGER IF EXISTS tg_candidato_nome_palavra_upd ON candidato;
CREATE TRIGGER tg_candidato_nome_palavra_upd AFTER UPDATE OF nome, empresa_id ON candidato
  FOR EACH ROW WHEN (OLD.nome__busca IS DISTINCT FROM NEW.nome__busca OR OLD.empresa_id IS DISTINCT FROM NEW.empresa_id)
  EXECUTE FUNCTION gente_candidato_nome_palavra();

INSERT INTO candidato_nome_vocabulo (palavra)
SELECT DISTINCT p FROM candidato c, gente_nome_palavras(c.nome__busca) p
ON CONFLICT DO NOTHING;
INSERT INTO candidato_nome_palavra (candidato_id, palavra, empresa_id, nome_busca)
SELECT c.id, p, c.empresa_id, c.nome__busca FROM candidato c, gente_nome_palavras(c.nome__busca) p
WHERE c.nome__busca IS NOT NULL
ON CONFLICT DO NOTHING;
ANALYZE candidato_nome_vocabulo;
ANALYZE candidato_nome_palavra;

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

-- The candidates of company `empresa` whose name contains `termo`, as the text of an array of their ids in the
-- list's name order (a candidate with two such words comes twice, one right after the other; the caller keeps
-- one, idsOfArrayText): '{}' when none. NULL when the words cannot serve it (gente_candidato_nome_palavras) or
-- when they hold more than `limite` entries of the company, estimated first (gente_linhas_estimadas, migration
-- 034) and then counted: a frequent part such as a common surname, whose page the list's walk in name order
-- finds sooner.
CREATE OR REPLACE FUNCTION gente_candidato_nome_busca(termo text, limite integer, empresa integer) RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  palavras text[] := gente_candidato_nome_palavras(termo);
  achados integer;
  ids text;
BEGIN
  IF empresa IS NULL OR palavras IS NULL THEN
    RETURN NULL;
  ELSIF cardinality(palavras) = 0 THEN
    RETURN '{}';
  END IF;
  IF gente_linhas_estimadas(format('SELECT 1 FROM candidato_nome_palavra WHERE empresa_id = %s AND palavra = ANY ($1)',
       empresa), palavras) > limite THEN
    RETURN NULL;
  END IF;
  -- up to limite + 1 entries: words the estimate got wrong stop there
  EXECUTE format('SELECT count(*), array_agg(e.candidato_id)::text FROM (%s ORDER BY 1, 2 LIMIT %s) e',
    gente_candidato_nome_entradas(palavras, empresa), limite + 1) INTO achados, ids;
  IF achados > limite THEN
    RETURN NULL;
  END IF;
  RETURN coalesce(ids, '{}');
END $$;

-- The candidates of company `empresa` whose name contains `termo` and whose CV matches `termos` (the CV search,
-- migration 034's gente_curriculo_consulta): `total`, how many up to limite + 1, and `ids`, the text of an array
-- of the first `ate` of them (at least) in the list's name order. Both NULL when the words cannot serve the name
-- (or `termo` is NULL: the caller's way to skip it).
-- The name's entries come in name order from its words (gente_candidato_nome_entradas) and each one's CV is looked
-- up (a scalar subquery, which the planner cannot turn into a hash of every vector). The list's walk in name order
-- checked every name for the part first: a common surname, 22,000 names for the 2,000 with it (3.6 of 6.9 ms).
-- For a part found in one word, only the page is found in name order; the total is counted on batches of the
-- word's candidates, each batch's CVs read at once in key order (a common surname and a frequent word: 3.1 ms
-- against 4.1 ms one by one, half the pages read). The first batch holds the candidates that should give
-- limite + 1 matches at the frequency the planner estimates for the CV search, and 10% more (without them, a
-- common surname often needed a second batch: 4.7 against 3.7 ms); when it falls short, the next one holds what
-- is missing at the frequency found, with a margin.
CREATE OR REPLACE FUNCTION gente_candidato_nome_curriculo(termo text, termos text, limite integer, empresa integer,
  ate integer, OUT total integer, OUT ids text)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  palavras text[] := gente_candidato_nome_palavras(termo);
  consulta tsquery := gente_curriculo_consulta(termos);
  fracao float8;
  lote integer;
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
    -- a candidate found by two words comes twice in a row: kept once before the limit
    EXECUTE format('SELECT count(*)::int, array_agg(e.candidato_id)::text FROM (SELECT d.candidato_id FROM (
        SELECT m.candidato_id, m.candidato_id IS NOT DISTINCT FROM lag(m.candidato_id) OVER () AS repetido FROM (
          %s WHERE (SELECT b.vetor FROM candidato_curriculo_busca b WHERE b.candidato_id = u.candidato_id) @@ $1
          ORDER BY 1, 2) m) d
        WHERE NOT d.repetido LIMIT %s) e', gente_candidato_nome_entradas(palavras, empresa), limite + 1)
      INTO total, ids USING consulta;
    ids := coalesce(ids, '{}');
    RETURN;
  END IF;
  SELECT coalesce(array_agg(x.candidato_id)::text, '{}') INTO ids FROM (
    SELECT p.candidato_id FROM candidato_nome_palavra p
     WHERE p.empresa_id = empresa AND p.palavra = palavras[1]
       AND (SELECT b.vetor FROM candidato_curriculo_busca b WHERE b.candidato_id = p.candidato_id) @@ consulta
     ORDER BY p.nome_busca, p.candidato_id LIMIT least(ate, limite + 1)) x;
  fracao := gente_linhas_estimadas('SELECT 1 FROM candidato_curriculo_busca WHERE vetor @@ $1', consulta)
    / greatest(1, (SELECT c.reltuples FROM pg_class c WHERE c.oid = 'candidato_curriculo_busca'::regclass));
  lote := least(20000, ceil((limite + 1) / greatest(fracao, 0.05) * 1.1))::integer;
  total := 0;
  LOOP
    SELECT cardinality(x.a),
           (SELECT count(*) FROM candidato_curriculo_busca b WHERE b.candidato_id = ANY (x.a) AND b.vetor @@ consulta)
      INTO vistos, achados
      FROM (SELECT ARRAY(SELECT p.candidato_id FROM candidato_nome_palavra p
                          WHERE p.empresa_id = empresa AND p.palavra = palavras[1]
                          ORDER BY p.nome_busca, p.candidato_id OFFSET visto LIMIT lote) AS a) x;
    total := total + achados;
    visto := visto + vistos;
    EXIT WHEN total > limite OR vistos < lote;
    -- what is still missing, with a margin, at the frequency found so far
    lote := least(20000, ceil((limite + 1 - total) * 1.5 / greatest(total::float8 / visto, 0.05)))::integer + 50;
  END LOOP;
  total := least(total, limite + 1);
END $$;
