-- The performance and potential of each evaluated person of a nine-box, read from the evaluation's results when
-- the nine-box is generated (…/ninebox/:id/gerar). The box is not stored: it follows the nine-box's current
-- thresholds (src/server/modules/avaliacao/ninebox.ts). A person without a result has a reason instead.
CREATE TABLE IF NOT EXISTS ninebox_posicao (
  ninebox_id integer NOT NULL REFERENCES ninebox (id) ON DELETE CASCADE,
  colaborador_id integer NOT NULL REFERENCES colaborador (id),
  desempenho numeric(7, 2),
  potencial numeric(7, 2),
  motivo text,
  PRIMARY KEY (ninebox_id, colaborador_id)
);
