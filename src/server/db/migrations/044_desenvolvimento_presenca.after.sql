-- Training attendance (issue 29): one row per enrolled employee present on a class day. The class days are
-- the child rows of the class (turma_dias_turma, kept by id when the class is saved), the enrolment is the
-- register desenvolvimento/colaboradores-turma; removing either removes its attendance. No register describes
-- this table: it is read and written by the class's attendance actions and the QR-code scan, which audit it.
CREATE TABLE IF NOT EXISTS presenca_turma (
  colaborador_turma_id integer NOT NULL REFERENCES colaborador_turma (id) ON DELETE CASCADE,
  dia_turma_id integer NOT NULL REFERENCES turma_dias_turma (id) ON DELETE CASCADE,
  origem text NOT NULL DEFAULT 'manual' CHECK (origem IN ('manual', 'qrcode')),
  registrada_em timestamptz NOT NULL DEFAULT now(),
  registrada_por integer,
  PRIMARY KEY (colaborador_turma_id, dia_turma_id)
);
CREATE INDEX IF NOT EXISTS ix_presenca_turma_dia ON presenca_turma (dia_turma_id);
