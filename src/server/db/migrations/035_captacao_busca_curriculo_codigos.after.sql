-- Codes of letters and a number in CVs (NR-35, NR 35, NR35, ISO 9001, nr-10): the parser reads "NR-35" as the
-- word 'nr' and the signed number '-35', so a recruiter's "NR35" or "NR 35" did not find it, nor "NR-35" a CV
-- with "NR35". Each such code is now indexed once more, after the text, as one word and as its two parts
-- ('nr35', 'nr', '35'); the search box joins a hyphenated code outside quotes (busca-curriculo.ts
-- termosDaBusca: nr-35 → nr35). A quoted phrase keeps the text's own words, which stay in place.
-- Written in capitals the code may be joined or take a space or a hyphen; in small letters only a hyphen
-- ("em 2017" is not a code), and never inside an e-mail or a file name (reis-507@…, nr-10.pdf).

-- The text of a CV as it is indexed: folded (gente_search), then the codes it holds, each as one word and as
-- its parts.
CREATE OR REPLACE FUNCTION gente_curriculo_texto(texto text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT gente_search(texto) || coalesce(' ' || (
    SELECT string_agg(lower(c.letras || m[2] || ' ' || c.letras || ' ' || m[2]), ' ')
      FROM regexp_matches(texto, '\m([A-Z]{2,4}[ -]?|[a-z]{2,4}-)([0-9]{1,5})\M(?![.@-][[:alnum:]])', 'g') m,
           LATERAL (SELECT translate(m[1], ' -', '') AS letras) c), '')
$$;

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

-- the CVs that hold a code, indexed again; the rewritten rows go back to candidate order (a broad search is
-- counted along the primary key, migration 032) and the planner learns the new words
UPDATE candidato_curriculo_busca b
   SET vetor = to_tsvector('portuguese'::regconfig, gente_curriculo_texto(c.ocr_texto))
  FROM candidato c
 WHERE c.id = b.candidato_id AND gente_curriculo_texto(c.ocr_texto) <> gente_search(c.ocr_texto);
CLUSTER candidato_curriculo_busca USING candidato_curriculo_busca_pkey;
ANALYZE candidato_curriculo_busca;
