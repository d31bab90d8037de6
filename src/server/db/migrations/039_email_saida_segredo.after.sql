-- The secret part of an outbox message (a password-recovery link): the whole text and HTML as they must be
-- mailed, kept apart from the outbox row (email_saida, the register utilitario/emails), which holds the same
-- message with the link redacted. No register describes this table, so no route, export or audit entry
-- ever reads it; only the SMTP job does, and it deletes the row once the message is sent, has failed for
-- good, or its link has expired. Without SMTP nothing is written here.
CREATE TABLE IF NOT EXISTS email_saida_segredo (
  email_id integer PRIMARY KEY REFERENCES email_saida (id) ON DELETE CASCADE,
  texto text NOT NULL,
  html text,
  expira_em timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS ix_email_saida_segredo_expira_em ON email_saida_segredo (expira_em);
