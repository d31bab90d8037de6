// Companies: the installation level creates and deletes them and changes their legal identity and payroll
// integration; a company's administrator sees and configures only the companies it belongs to.
import { sql } from 'kysely';
import { isInstallationAdmin } from '../../auth/session.ts';
import { defineHooks, type RecordData } from '../../crud/hooks.ts';
import { fieldError } from '../../http/errors.ts';
import { administeredCompanies, forbiddenBecause, MSG_ADMINISTRACAO } from './administracao.ts';

/** Fields only the installation level changes: who the company is and how it talks to the payroll system. */
const INSTALLATION_FIELDS = ['cnpj', 'acIntegra', 'codigoAC'] as const;

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || (a ?? false) === (b ?? false);

export default defineHooks('utilitario/empresas', {
  visibleRows(session) {
    const companies = administeredCompanies(session);
    return companies === null ? undefined : sql`t.id = ANY(${companies}::int[])`;
  },

  auditCompanies: (_ctx, before, after) => [((after ?? before) as RecordData).id as number],

  beforeCreate(ctx) {
    if (!isInstallationAdmin(ctx.session)) throw forbiddenBecause(MSG_ADMINISTRACAO.empresaInstalacao);
  },

  beforeUpdate(ctx, data, previous) {
    if (isInstallationAdmin(ctx.session)) return;
    const changed = INSTALLATION_FIELDS.find((f) => !same(data[f], previous[f]));
    if (changed) throw fieldError(changed, MSG_ADMINISTRACAO.camposInstalacao);
  },

  beforeDelete(ctx) {
    if (!isInstallationAdmin(ctx.session)) throw forbiddenBecause(MSG_ADMINISTRACAO.empresaInstalacao);
  },
});
