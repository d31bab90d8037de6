-- EPI requests and deliveries (SST part 3, docs/sst-epi.md).
-- 1. The CA became a dated history (sst/epis historicoCA): each EPI that had a CA gets it as its first entry,
--    'a partir de' the day the EPI was registered (the only date the system knew it by).
INSERT INTO epi_historico_ca (owner_id, posicao, data, numero_ca, vencimento_ca)
SELECT e.id, 0, e.created_at::date, e.numero_ca, e.vencimento_ca
  FROM epi e
 WHERE e.numero_ca IS NOT NULL AND e.vencimento_ca IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM epi_historico_ca h WHERE h.owner_id = e.id);

-- 2. Every company starts with the common reasons for requesting an EPI; the function's current definition is
--    in repeatable/sst-epi.sql (repeated here because the trigger needs it now).
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

DROP TRIGGER IF EXISTS empresa_sst_epi_motivos ON empresa;
CREATE TRIGGER empresa_sst_epi_motivos AFTER INSERT ON empresa
  FOR EACH ROW EXECUTE FUNCTION gente_sst_epi_motivos_nova_empresa();

SELECT gente_sst_epi_motivos(id) FROM empresa;
