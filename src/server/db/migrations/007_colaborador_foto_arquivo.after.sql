-- Employee photos move from their own table (colaborador_foto, earlier versions) into the file store, as
-- the 'foto' file field of cargo-salario/colaboradores.
DO $$
BEGIN
  IF to_regclass('colaborador_foto') IS NOT NULL THEN
    INSERT INTO arquivo (empresa_id, cadastro, registro_id, campo, nome, tipo, tamanho, sha256, conteudo, created_by, created_at)
    SELECT c.empresa_id, 'cargo-salario/colaboradores', f.colaborador_id, 'foto',
           'foto-' || f.colaborador_id || CASE WHEN f.content_type = 'image/png' THEN '.png' ELSE '.jpg' END,
           f.content_type, length(f.bytes), encode(sha256(f.bytes), 'hex'), f.bytes, f.updated_by, f.updated_at
      FROM colaborador_foto f JOIN colaborador c ON c.id = f.colaborador_id;
    DROP TABLE colaborador_foto;
  END IF;
END $$;
