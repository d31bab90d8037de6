// The employee a one-person SST report (prontuário, cartão de vacinação) is about must be of the session's
// company: another company's id is refused on the field rather than printed as an empty report.
import { sql } from 'kysely';
import { fieldError } from '../../../http/errors.ts';
import { defineReportValidation } from '../../../reports/context.ts';

export const MSG_TALENTO_DE_OUTRA = 'Talento: registro não encontrado.';

export const validarColaborador = defineReportValidation(async (f, { db, session }) => {
  const { rows } = await sql`SELECT 1 FROM colaborador WHERE id = ${Number(f.colaborador)}
                              AND empresa_id = ${session.empresaId}`.execute(db);
  if (rows.length === 0) throw fieldError('colaborador', MSG_TALENTO_DE_OUTRA);
});
