-- eSocial (SST part 1): the XML of each event, apart from its register row (lists never read it), and the
-- company's A1 certificate, encrypted (AES-256-GCM) by the application — the key is never in the database.
CREATE TABLE IF NOT EXISTS evento_esocial_xml (
  evento_id integer PRIMARY KEY REFERENCES evento_esocial (id) ON DELETE CASCADE,
  xml text NOT NULL
);
CREATE TABLE IF NOT EXISTS certificado_digital (
  empresa_id integer PRIMARY KEY REFERENCES empresa (id),
  conteudo bytea NOT NULL,
  titular text NOT NULL,
  cnpj text,
  emissor text NOT NULL,
  valido_de timestamptz NOT NULL,
  valido_ate timestamptz NOT NULL,
  enviado_em timestamptz NOT NULL DEFAULT now(),
  enviado_por integer
);
-- the last event of an employee (batch generation compares its content)
CREATE INDEX IF NOT EXISTS ix_evento_esocial_colaborador_tipo ON evento_esocial (empresa_id, colaborador_id, tipo, id DESC);
