// GET desenvolvimento/colaboradores-certificacoes: each employee's certifications with completion, expiry and
// situation (Válida, A vencer, Vencida; Pendente with the courses missing), on a date (default today).
import { defineActions } from '../../actions/action.ts';
import { today } from '../../http/params.ts';
import { certificacoesDosTalentos } from './certificacoes-talentos.ts';
import { ROLE_DESENVOLVIMENTO } from './desenvolvimento.ts';

export default defineActions([
  {
    name: 'colaboradores-certificacoes',
    method: 'GET',
    path: 'desenvolvimento/colaboradores-certificacoes',
    summary: 'As certificações dos talentos: conclusão, vencimento e situação na data',
    authority: ROLE_DESENVOLVIMENTO,
    query: 'desenvolvimento/_acoes/colaboradores-certificacoes',
    handler: ({ db, session, query }) =>
      certificacoesDosTalentos(db, session.empresaId, query.data ?? today(), {
        colaboradorIds: query.colaboradorIds,
        certificacaoIds: query.certificacaoIds,
        incluirPendentes: query.incluirPendentes,
      }),
  },
]);
