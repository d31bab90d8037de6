-- What a performance evaluation sheet holds beyond the questionnaire (docs/avaliacao.md "Respostas"): the level
-- given to each competence the evaluated person's salary range requires, and the sheet's scores. Keyed by the
-- sheet's random id only: like the sheet itself, nothing here says who answered or when.
CREATE TABLE IF NOT EXISTS avaliacao_folha_competencia (
  folha_id uuid NOT NULL REFERENCES questionario_folha (id) ON DELETE CASCADE,
  tipo char(1) NOT NULL CHECK (tipo IN ('C', 'H', 'A')),
  competencia_id integer NOT NULL,
  nivel_id integer NOT NULL REFERENCES nivel_competencia (id),
  -- the orders (weights) of the level given, of the level required and of the highest level, when answered
  ordem integer NOT NULL,
  ordem_exigida integer,
  ordem_maxima integer NOT NULL,
  peso integer NOT NULL DEFAULT 1,
  comentario text,
  PRIMARY KEY (folha_id, tipo, competencia_id)
);

CREATE TABLE IF NOT EXISTS avaliacao_folha_nota (
  folha_id uuid PRIMARY KEY REFERENCES questionario_folha (id) ON DELETE CASCADE,
  -- 100 × Σ peso × ordem dada ÷ Σ peso × ordem máxima (NULL without competences)
  nota_competencias numeric(7, 4),
  -- the questionnaire's score used (the evaluator's own when the evaluation asks for it), NULL when none
  nota_questionario numeric(7, 4),
  -- the sheet's performance: questionnaire and competences averaged when both exist
  nota_geral numeric(7, 4)
);
