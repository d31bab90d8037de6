-- Repeatable migration (docs/banco.md): the CURRENT definition of these functions, re-applied at the start after
-- any change of this file. Edit the function here, never in a new numbered migration; a change of a function's
-- arguments or result type needs a DROP FUNCTION IF EXISTS of the old signature first.

-- Every company starts with the common languages (captacao/idiomas); it adds the ones it misses. The trigger on
-- empresa is created by 020_captacao.after.sql.

CREATE OR REPLACE FUNCTION gente_semeia_idiomas(p_empresa integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO idioma (empresa_id, nome)
  SELECT p_empresa, n FROM unnest(ARRAY['Alemão', 'Árabe', 'Coreano', 'Espanhol', 'Francês', 'Hebraico',
    'Inglês', 'Italiano', 'Japonês', 'Libras', 'Mandarim', 'Polonês', 'Português', 'Russo']) AS n
  WHERE NOT EXISTS (SELECT 1 FROM idioma i WHERE i.empresa_id = p_empresa AND gente_search(i.nome) = gente_search(n));
$$;

CREATE OR REPLACE FUNCTION gente_semeia_idiomas_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM gente_semeia_idiomas(NEW.id);
  RETURN NEW;
END $$;
