// sst/lotacao-tributaria: with the company integrated with the payroll system (empresa.acIntegra) the tax
// lotations are the payroll's (it sends the S-1020): a new one here would never reach it.
import { defineHooks } from '../../crud/hooks.ts';
import { conflict } from '../../http/errors.ts';
import { empresaIntegrada } from './afastamento.ts';
import { MSG_INTEGRACAO_PESSOAL } from './messages.ts';

export default defineHooks('sst/lotacao-tributaria', {
  async beforeCreate(ctx) {
    if (await empresaIntegrada(ctx.db, ctx.session.empresaId)) throw conflict(MSG_INTEGRACAO_PESSOAL.lotacao);
  },
});
