-- Collective salary adjustments: which history rows each applied planning table wrote — employee history
-- entries (historico_colaborador), salary range history items (faixa_salarial_historico) or index history
-- items (indice_historico). Cancelling a table removes exactly those rows, whatever else was written in
-- between. No foreign key to the history rows (three targets): a row deleted by hand leaves a link that
-- cancelling simply finds nothing for. IF NOT EXISTS: databases of earlier versions created it at start.
CREATE TABLE IF NOT EXISTS reajuste_aplicacao (
  tabela_reajuste_id integer NOT NULL REFERENCES tabela_reajuste_colaborador (id),
  destino text NOT NULL CHECK (destino IN ('historico_colaborador', 'faixa_salarial_historico', 'indice_historico')),
  registro_id integer NOT NULL,
  PRIMARY KEY (destino, registro_id)
);
CREATE INDEX IF NOT EXISTS ix_reajuste_aplicacao_tabela ON reajuste_aplicacao (tabela_reajuste_id, destino);
