-- The PGR action's responsible became an SST professional (sst/pgr cronograma.responsavel, a reference; issue 28).
-- The free text written before is kept, read-only, as responsavelTexto: renamed before the synchronisation, which
-- then adds responsavel_id (043_sst_pgr_responsavel.after.sql links the names that match a professional).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns
              WHERE table_schema = current_schema() AND table_name = 'pgr_cronograma' AND column_name = 'responsavel')
     AND NOT EXISTS (SELECT 1 FROM information_schema.columns
              WHERE table_schema = current_schema() AND table_name = 'pgr_cronograma'
                AND column_name = 'responsavel_texto') THEN
    ALTER TABLE pgr_cronograma RENAME COLUMN responsavel TO responsavel_texto;
  END IF;
END $$;
