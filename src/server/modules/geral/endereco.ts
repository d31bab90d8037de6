// Rules of the shared address (schemas/_defs/endereco.json) that JSON Schema cannot say.
// Used by the hooks of every register that embeds an `endereco`.
import { sql } from 'kysely';
import type { HookContext, RecordData } from '../../crud/hooks.ts';
import { fieldError } from '../../http/errors.ts';

export const MSG_CIDADE_FORA_DO_ESTADO = 'A cidade não pertence ao estado informado.';

/**
 * The city must belong to the chosen state. The engine has already checked that both
 * references exist; `prefix` is the address property ('endereco'), for the error's field.
 */
export async function checkCidadeDoEstado(
  ctx: HookContext,
  endereco: RecordData | undefined,
  prefix = 'endereco',
) {
  const ufId = endereco?.uf?.id;
  const cidadeId = endereco?.cidade?.id;
  if (typeof ufId !== 'number' || typeof cidadeId !== 'number') return;
  const cidades = ctx.registry.get('geral/cidades').table;
  const res = await sql<{
    uf_id: number;
  }>`SELECT uf_id FROM ${sql.table(cidades)} WHERE id = ${cidadeId}`.execute(ctx.db);
  if (res.rows[0]?.uf_id !== ufId)
    throw fieldError(prefix ? `${prefix}.cidade` : 'cidade', MSG_CIDADE_FORA_DO_ESTADO);
}
