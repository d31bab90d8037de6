// geral/bairros is shared by every company of the installation (tenant global): a neighbourhood renamed or
// deleted by one company's user changes the addresses and requests of every other company. Any session reads
// them (address pickers) and a ROLE_UTILITARIO user adds one (schema authority); changing or removing one is
// the installation's decision (user id 1 or ROLE_ADMIN_INSTALACAO).
import { ERROR_CODES } from '../../../shared/messages.ts';
import { isInstallationAdmin, type StaffSession } from '../../auth/session.ts';
import { defineHooks } from '../../crud/hooks.ts';
import { HttpError } from '../../http/errors.ts';
import { MSG_BAIRRO_INSTALACAO } from './messages.ts';

function exigeInstalacao(session: StaffSession) {
  if (!isInstallationAdmin(session)) throw new HttpError(403, ERROR_CODES.forbidden, MSG_BAIRRO_INSTALACAO);
}

export default defineHooks('geral/bairros', {
  beforeUpdate: (ctx) => exigeInstalacao(ctx.session),
  beforeDelete: (ctx) => exigeInstalacao(ctx.session),
});
