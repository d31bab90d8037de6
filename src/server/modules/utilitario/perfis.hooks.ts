// Profiles are the installation's (no company: every company sees them, only the installation level changes
// them) or a company's (its administrators manage them, granting only authorities they hold themselves).
import { sql } from 'kysely';
import { isInstallationAdmin } from '../../auth/session.ts';
import type { HookContext, RecordData } from '../../crud/hooks.ts';
import { defineHooks } from '../../crud/hooks.ts';
import { fieldError } from '../../http/errors.ts';
import {
  administeredCompanies,
  forbiddenBecause,
  holdsAll,
  isInstallationRole,
  MSG_ADMINISTRACAO,
} from './administracao.ts';

const ownerOf = (record: RecordData | null): number | null =>
  (record?.empresa as { id?: number } | null | undefined)?.id ?? null;

const permissoes = (record: RecordData | null): string[] =>
  Array.isArray(record?.permissoes) ? (record.permissoes as string[]) : [];

/** The companies of the users holding a profile. */
async function companiesUsing(ctx: HookContext, perfilId: number): Promise<number[]> {
  const { rows } = await sql<{ empresa: number }>`SELECT DISTINCT ue.ref_id AS empresa
    FROM usuario_perfis up JOIN usuario_empresas ue ON ue.owner_id = up.owner_id
    WHERE up.ref_id = ${perfilId}`.execute(ctx.db);
  return rows.map((r) => r.empresa);
}

/** What the new version may say: an owner among the administered companies, authorities the editor holds. */
function requireGrantable(ctx: HookContext, data: RecordData) {
  if (ownerOf(data) !== null && permissoes(data).some(isInstallationRole))
    throw fieldError('permissoes', MSG_ADMINISTRACAO.instalacaoSoEmPerfilGeral);
  if (isInstallationAdmin(ctx.session)) return;
  // below the installation level a new profile is the session company's unless another administered one is set
  if (ownerOf(data) === null) data.empresa = { id: ctx.session.empresaId };
  if (!holdsAll(ctx.session, permissoes(data)))
    throw fieldError('permissoes', MSG_ADMINISTRACAO.permissoesFora);
}

/** Below the installation level: a company profile of administered companies only, used by no one else. */
async function requireManageable(ctx: HookContext, previous: RecordData) {
  const companies = administeredCompanies(ctx.session);
  if (companies === null) return;
  if (ownerOf(previous) === null) throw forbiddenBecause(MSG_ADMINISTRACAO.perfilInstalacao);
  if (!(await companiesUsing(ctx, previous.id)).every((e) => companies.includes(e)))
    throw forbiddenBecause(MSG_ADMINISTRACAO.perfilUsadoFora);
  if (!holdsAll(ctx.session, permissoes(previous))) throw forbiddenBecause(MSG_ADMINISTRACAO.perfilUsadoFora);
}

export default defineHooks('utilitario/perfis', {
  visibleRows(session) {
    const companies = administeredCompanies(session);
    return companies === null
      ? undefined
      : sql`(t.empresa_id IS NULL OR t.empresa_id = ANY(${companies}::int[]))`;
  },

  async auditCompanies(ctx, before, after) {
    const id = (after ?? before)?.id as number;
    return [ownerOf(before), ownerOf(after), ...(await companiesUsing(ctx, id))].filter(
      (e): e is number => e !== null,
    );
  },

  beforeCreate(ctx, data) {
    requireGrantable(ctx, data);
  },

  async beforeUpdate(ctx, data, previous) {
    await requireManageable(ctx, previous);
    requireGrantable(ctx, data);
  },

  async beforeDelete(ctx, previous) {
    await requireManageable(ctx, previous);
  },
});
