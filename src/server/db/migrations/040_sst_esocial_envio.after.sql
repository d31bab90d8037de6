-- eSocial sending (SST part 3): the batches' XML (sent envelope and the last answer), apart from their register
-- row; the CPF an e-CPF certificate names; what older events already say in their XML (environment, original).
CREATE TABLE IF NOT EXISTS lote_esocial_xml (
  lote_id integer PRIMARY KEY REFERENCES lote_esocial (id) ON DELETE CASCADE,
  envio text NOT NULL,
  retorno text
);
ALTER TABLE certificado_digital ADD COLUMN IF NOT EXISTS cpf text;
UPDATE evento_esocial SET ind_retif = 1 WHERE ind_retif IS NULL;
UPDATE evento_esocial e SET tp_amb = substring(x.xml FROM '<tpAmb>([12])</tpAmb>')::int
  FROM evento_esocial_xml x WHERE x.evento_id = e.id AND e.tp_amb IS NULL;
-- the chain of an origin (an ASO's, a CAT's events) and of an employee's condition (S-2240 by its start)
CREATE INDEX IF NOT EXISTS ix_evento_esocial_origem ON evento_esocial (empresa_id, tipo, origem_id, id DESC)
  WHERE origem_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS ix_evento_esocial_condicao
  ON evento_esocial (empresa_id, colaborador_id, tipo, data_condicao, id DESC);
