// GET /api/utilitario/log: the company's audit trail, filtered by period, user, register, record and
// operation (the /utilitario/log screen). Entries of registers the user cannot read are masked (health data
// without ROLE_SST_SAUDE: audit-query.ts). One record's history is the generic
// GET /api/<register>/:id/historico-alteracoes (src/server/crud/crud.routes.ts), behind the register's read.
import { defineActions } from '../../actions/action.ts';
import { type AuditFilter, readAudit } from '../../audit/audit-query.ts';

export default defineActions([
  {
    name: 'log-alteracoes',
    method: 'GET',
    path: 'utilitario/log',
    summary: 'Trilha de auditoria da empresa: quem alterou o quê, quando e de onde',
    authority: 'ROLE_UTILITARIO',
    query: 'utilitario/_acoes/log-filtro',
    handler: ({ engine, session, query }) =>
      readAudit(engine.db, engine.registry, session.empresaId, query as AuditFilter, session),
  },
]);
