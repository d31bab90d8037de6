-- The installation's one record of system parameters (schemas/utilitario/parametros-sistema.json, a
-- singleton register): created here with the defaults of its schema, then only changed. Employees are shared
-- (the behaviour before the parameter existed: a user with several companies picked employees of all of them).
INSERT INTO parametros_sistema (id, compartilhar_colaboradores, compartilhar_candidatos, compartilhar_cursos,
    aderiu_ao_esocial, inverter_eixo_nine_box, paginar_pesquisas, perguntas_por_pagina)
  VALUES (1, true, false, false, true, false, true, 10)
  ON CONFLICT (id) DO NOTHING;
