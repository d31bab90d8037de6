-- Answer sheets of the questionnaire engine (src/server/questionarios/, docs/avaliacao.md "Motor de
-- questionários"): one sheet = the answers of one respondent to one questionnaire model, about one subject,
-- in one context (a performance evaluation, a candidate's selection stage, a class…). No register schema
-- describes them: the ids are random UUIDs (never a sequence that tells the order of arrival) and a sheet of an
-- anonymous questionnaire keeps no respondent and no time (anonimato: docs/avaliacao.md).
CREATE TABLE IF NOT EXISTS questionario_folha (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  empresa_id integer NOT NULL REFERENCES empresa (id),
  -- which flow wrote the sheet: 'folhas' (the engine's generic endpoints, staff answering) or a module's own
  -- flow (e.g. 'avaliacao-desempenho'); each one reads and changes only its own sheets
  origem text NOT NULL DEFAULT 'folhas',
  -- the questionnaire model: a record of a register that declares x-resource.questionario (NULL when the
  -- module's own content is all the sheet holds, e.g. an evaluation of competences only)
  cadastro text,
  modelo_id integer,
  -- what the sheet answers for (register path and id), e.g. ('avaliacao/avaliacoes-desempenho', 12)
  contexto text NOT NULL,
  contexto_id integer NOT NULL,
  -- whom the answers are about (an employee, a candidate…, as the context defines), and the respondent's role
  avaliado_id integer,
  papel text,
  -- who answered (as the context defines: a user or an employee) and when; both NULL on an anonymous sheet
  respondente_id integer,
  respondida_em timestamptz,
  anonima boolean NOT NULL DEFAULT false,
  -- false while the respondent saved only part of the answers (respondidoParcialmente)
  concluida boolean NOT NULL DEFAULT false,
  observacao text,
  -- weighted score of the questionnaire, 0 to 100 (docs/avaliacao.md "Nota"), NULL when nothing scores
  nota numeric(7, 4),
  CHECK (NOT anonima OR (respondente_id IS NULL AND respondida_em IS NULL) OR NOT concluida)
);
CREATE INDEX IF NOT EXISTS ix_questionario_folha_contexto ON questionario_folha (empresa_id, contexto, contexto_id, avaliado_id);
CREATE INDEX IF NOT EXISTS ix_questionario_folha_modelo ON questionario_folha (cadastro, modelo_id);
CREATE INDEX IF NOT EXISTS ix_questionario_folha_respondente ON questionario_folha (contexto, contexto_id, respondente_id) WHERE respondente_id IS NOT NULL;

-- One answer per question of a sheet: the option chosen (objective), the options (multiple choice), the note,
-- the comment. Option ids are the rows of questionario_pergunta_respostas (the question's options).
CREATE TABLE IF NOT EXISTS questionario_resposta (
  folha_id uuid NOT NULL REFERENCES questionario_folha (id) ON DELETE CASCADE,
  pergunta_id integer NOT NULL REFERENCES questionario_pergunta (id),
  opcao_id integer REFERENCES questionario_pergunta_respostas (id),
  opcoes_ids integer[],
  nota numeric(7, 2),
  comentario text,
  PRIMARY KEY (folha_id, pergunta_id)
);
CREATE INDEX IF NOT EXISTS ix_questionario_resposta_pergunta ON questionario_resposta (pergunta_id);
