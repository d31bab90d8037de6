-- Repeatable migration (docs/banco.md): the CURRENT definition of these functions, re-applied at the start after
-- any change of this file. Edit the function here, never in a new numbered migration; a change of a function's
-- arguments or result type needs a DROP FUNCTION IF EXISTS of the old signature first.

-- The reasons for requesting an EPI every company starts with (docs/sst-epi.md); the company edits them freely
-- afterwards. A trigger on empresa (041_sst_epi.after.sql) gives them to every new company.
CREATE OR REPLACE FUNCTION gente_sst_epi_motivos(empresa integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM motivo_solicitacao_epi WHERE empresa_id = empresa) THEN
    RETURN;
  END IF;
  INSERT INTO motivo_solicitacao_epi (empresa_id, descricao, ativo)
  SELECT empresa, d, true
    FROM unnest(ARRAY['Admissão', 'Troca periódica (fim da validade de uso)', 'Desgaste', 'Dano',
                      'Perda ou extravio', 'Mudança de função ou de ambiente']) WITH ORDINALITY AS x(d, i)
   ORDER BY i;
END $$;

CREATE OR REPLACE FUNCTION gente_sst_epi_motivos_nova_empresa() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM gente_sst_epi_motivos(NEW.id);
  RETURN NULL;
END $$;
