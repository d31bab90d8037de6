// The company's integration with the payroll system (empresa.ac_integra): what it owns is kept there, not here.
import { sql } from 'kysely';
import type { HookContext } from '../../crud/hooks.ts';

export const MSG_INTEGRACAO = {
  indices:
    'A manutenção do cadastro de índices deve ser feita no sistema de pessoal: a empresa está integrada a ele.',
} as const;

/** The session's company is integrated with the payroll system. */
export async function empresaIntegrada(
  ctx: Pick<HookContext, 'db' | 'registry' | 'session'>,
): Promise<boolean> {
  const empresas = ctx.registry.get('utilitario/empresas').table;
  const res = await sql<{ ac_integra: boolean | null }>`SELECT ac_integra FROM ${sql.table(empresas)}
    WHERE id = ${ctx.session.empresaId}`.execute(ctx.db);
  return res.rows[0]?.ac_integra === true;
}
