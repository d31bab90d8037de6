-- Training certificates issued (issue 29): one per enrolment, with a random verification code and what the
-- certificate states, frozen when first printed, so the public verification page (no login) confirms exactly
-- that — name, course, hours, completion date and issuing company — and nothing more (LGPD). Removing the
-- enrolment removes its certificate (the code stops verifying).
CREATE TABLE IF NOT EXISTS certificado_emitido (
  id serial PRIMARY KEY,
  empresa_id integer NOT NULL REFERENCES empresa (id) ON DELETE CASCADE,
  colaborador_turma_id integer NOT NULL UNIQUE REFERENCES colaborador_turma (id) ON DELETE CASCADE,
  codigo text NOT NULL UNIQUE,
  nome text NOT NULL,
  curso text NOT NULL,
  carga_horaria text NOT NULL,
  data_conclusao date NOT NULL,
  empresa_nome text NOT NULL,
  emitido_em timestamptz NOT NULL DEFAULT now(),
  emitido_por integer
);
