// sst/atestados (health data, ROLE_SST_SAUDE): the employee is the leave's, kept in the record so the list can
// filter by employee without reading the leave.
import { sql } from 'kysely';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';

async function doAfastamento(ctx: HookContext, data: RecordData) {
  const { rows } = await sql<{ colaborador_id: number }>`SELECT colaborador_id FROM afastamento
    WHERE id = ${data.afastamento.id} AND empresa_id = ${ctx.session.empresaId}`.execute(ctx.db);
  data.colaborador = { id: rows[0]!.colaborador_id };
}

export default defineHooks('sst/atestados', { beforeCreate: doAfastamento, beforeUpdate: doAfastamento });
