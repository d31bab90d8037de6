-- Recruitment (captação).

-- Full-text search in the candidates' CV text: Portuguese stemming over the accent- and case-folded
-- text (gente_search), so 'programação' finds 'Programacao' and 'programador'. Queries must use the
-- very same expression to hit this index (src/server/modules/captacao/busca-curriculo.ts).
CREATE INDEX IF NOT EXISTS ix_candidato_ocr_texto_fts ON candidato
  USING gin (to_tsvector('portuguese'::regconfig, gente_search(coalesce(ocr_texto, ''))));

-- Every company starts with the common languages (captacao/idiomas); it adds the ones it misses.
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
DROP TRIGGER IF EXISTS tg_empresa_idiomas ON empresa;
CREATE TRIGGER tg_empresa_idiomas AFTER INSERT ON empresa FOR EACH ROW EXECUTE FUNCTION gente_semeia_idiomas_trigger();
SELECT gente_semeia_idiomas(id) FROM empresa;
