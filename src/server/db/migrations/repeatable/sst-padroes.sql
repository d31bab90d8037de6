-- Repeatable migration (docs/banco.md): the CURRENT definition of these functions, re-applied at the start after
-- any change of this file. Edit the function here, never in a new numbered migration; a change of a function's
-- arguments or result type needs a DROP FUNCTION IF EXISTS of the old signature first.

-- SST defaults every company starts with (issue 13): gravities Leve / Moderado / Significativo, probabilities
-- Pouco / Muito / Altamente Exposto and a 3 × 3 severity matrix (BS 8800 classification) in force from
-- 2022-01-03, the day NR-1's PGR became mandatory. The company edits them freely afterwards. A trigger on
-- empresa (013_sst_padroes.after.sql) gives them to every new company, however it is created.

-- The defaults of one company, unless it already has any of them.
CREATE OR REPLACE FUNCTION gente_sst_padroes(empresa integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  g integer[];
  p integer[];
  m integer;
  -- severity of (gravity i, probability j), row by row: Leve, Moderado, Significativo
  sev text[][] := ARRAY[
    ARRAY['TRIVIAL', 'TOLERAVEL', 'MODERADO'],
    ARRAY['TOLERAVEL', 'MODERADO', 'SUBSTANCIAL'],
    ARRAY['MODERADO', 'SUBSTANCIAL', 'INTOLERAVEL']];
BEGIN
  IF EXISTS (SELECT 1 FROM gravidade_risco WHERE empresa_id = empresa)
     OR EXISTS (SELECT 1 FROM probabilidade_risco WHERE empresa_id = empresa)
     OR EXISTS (SELECT 1 FROM matriz_risco WHERE empresa_id = empresa) THEN
    RETURN;
  END IF;
  WITH novas AS (
    INSERT INTO gravidade_risco (empresa_id, nome)
    SELECT empresa, n FROM unnest(ARRAY['Leve', 'Moderado', 'Significativo']) WITH ORDINALITY AS x(n, i) ORDER BY i
    RETURNING id)
  SELECT array_agg(id ORDER BY id) INTO g FROM novas;
  WITH novas AS (
    INSERT INTO probabilidade_risco (empresa_id, nome)
    SELECT empresa, n FROM unnest(ARRAY['Pouco Exposto', 'Muito Exposto', 'Altamente Exposto']) WITH ORDINALITY AS x(n, i) ORDER BY i
    RETURNING id)
  SELECT array_agg(id ORDER BY id) INTO p FROM novas;
  INSERT INTO matriz_risco (empresa_id, data, descricao)
  VALUES (empresa, DATE '2022-01-03', 'Matriz padrão (gravidade × probabilidade)') RETURNING id INTO m;
  INSERT INTO matriz_risco_combinacoes (owner_id, posicao, gravidade_id, probabilidade_id, classificacao)
  SELECT m, (i - 1) * 3 + j - 1, g[i], p[j], sev[i][j]
    FROM generate_series(1, 3) i, generate_series(1, 3) j;
END $$;

CREATE OR REPLACE FUNCTION gente_sst_padroes_nova_empresa() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM gente_sst_padroes(NEW.id);
  RETURN NULL;
END $$;
