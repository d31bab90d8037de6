// Prontuário: one employee's medical record entries (optionally within a period), oldest first. Health data:
// the report declares ROLE_SST_SAUDE.
import { sql } from 'kysely';
import schema from '../../../../../schemas/sst/prontuarios.json' with { type: 'json' };
import { defineReportQuery } from '../../../reports/context.ts';
import { rotuloSql } from '../../../reports/sql.ts';
import { validarColaborador } from './colaborador-filtro.ts';

const TIPOS = schema.properties.tipoAtendimento['x-enum-labels'];

export const validar = validarColaborador;

export default defineReportQuery((f, { session }) => {
  const ini = f.dataIni ?? null;
  const fim = f.dataFim ?? null;
  return sql`
    SELECT c.nome AS talento, p.data, ${rotuloSql(TIPOS, sql`p.tipo_atendimento`)} AS tipo,
           pr.nome AS profissional, p.anamnese, cid.nome AS cid, p.observacoes
      FROM prontuario p
      JOIN colaborador c ON c.id = p.colaborador_id
      LEFT JOIN profissional_sst pr ON pr.id = p.profissional_id
      LEFT JOIN cid ON cid.id = p.cid_id
     WHERE p.empresa_id = ${session.empresaId} AND p.colaborador_id = ${Number(f.colaborador)}
       AND (${ini}::date IS NULL OR p.data >= ${ini}::date)
       AND (${fim}::date IS NULL OR p.data <= ${fim}::date)
     ORDER BY p.data, p.id`;
});
