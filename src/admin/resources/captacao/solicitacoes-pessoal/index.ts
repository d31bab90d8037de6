// The personnel request's screens: the edit screen with the state actions, the list with 'Processo
// seletivo' on each row and a filter by situation (?status=, read by the register's hooks).
import type { ResourceOverride } from '../../../generic/index.ts';
import { SolicitacaoEdit } from './SolicitacaoEdit.tsx';
import { solicitacoesRowActions } from './solicitacoesRowActions.tsx';

export const solicitacoesPessoal: ResourceOverride = {
  edit: SolicitacaoEdit,
  rowActions: solicitacoesRowActions,
  filters: [{ param: 'status', property: 'situacao' }],
};
