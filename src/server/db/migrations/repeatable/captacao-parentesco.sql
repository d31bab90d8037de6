-- Repeatable migration (docs/banco.md): the CURRENT definition of these functions, re-applied at the start after
-- any change of this file. Edit the function here, never in a new numbered migration; a change of a function's
-- arguments or result type needs a DROP FUNCTION IF EXISTS of the old signature first.

-- The keys the kinship warning compares between candidates and employees
-- (src/server/modules/captacao/parentesco.ts, docs/decisions.md "Parentesco"). NULL when there is nothing to
-- compare: a NULL key never matches.

-- A phone by its last 8 digits (with or without the DDD and the mobile's leading 9, the same line).
CREATE OR REPLACE FUNCTION gente_fone_chave(fone text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN length(d) >= 8 AND d !~ '^(\d)\1+$' THEN right(d, 8) END
    FROM (SELECT regexp_replace(coalesce(fone, ''), '\D', '', 'g') AS d) x
$$;

-- An address by its CEP, number and the digits of its complement (an apartment of a building is not the
-- building); none without a CEP of 8 digits and a number ('s/n' and '0' are no number).
CREATE OR REPLACE FUNCTION gente_endereco_chave(cep text, numero text, complemento text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN length(c) = 8 AND n <> '' AND n !~ '^(s/?n|sn|0+)$'
              THEN c || '|' || n || '|' || regexp_replace(coalesce(complemento, ''), '\D', '', 'g') END
    FROM (SELECT regexp_replace(coalesce(cep, ''), '\D', '', 'g') AS c,
                 gente_search(regexp_replace(btrim(coalesce(numero, '')), '\s+', '', 'g')) AS n) x
$$;

-- A person's full name folded (no accents, no case, single spaces), or NULL when it is not a full name
-- (a single word, or under 7 characters: 'Maria' alone tells nobody apart).
CREATE OR REPLACE FUNCTION gente_candidato_nome_completo(nome text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN position(' ' IN n) > 0 AND length(n) >= 7 THEN n END
    FROM (SELECT btrim(regexp_replace(gente_search(coalesce(nome, '')), '[^a-z0-9]+', ' ', 'g')) AS n) x
$$;
