-- The selection-stage move a recruiter answered a candidate evaluation from (POST candidatos/{id}/avaliacoes/
-- {avaliacaoId}?historicoCandidatoId=, spec "Candidate evaluation answer"): the report Avaliação dos
-- Candidatos por Etapa shows the sheet under that move; a sheet without it goes under the move in force on the
-- day it was answered. Kept beside the sheet (the questionnaire engine knows nothing of recruitment) and gone
-- with the sheet or the move.
CREATE TABLE IF NOT EXISTS avaliacao_candidato_movimentacao (
  folha_id uuid PRIMARY KEY REFERENCES questionario_folha (id) ON DELETE CASCADE,
  historico_candidato_id integer NOT NULL REFERENCES historico_candidato (id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS ix_avaliacao_candidato_movimentacao_historico
  ON avaliacao_candidato_movimentacao (historico_candidato_id);
