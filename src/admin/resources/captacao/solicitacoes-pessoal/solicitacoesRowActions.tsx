// 'Processo seletivo' on each personnel request of the list: opens the request's selection board.
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import type { ExtraRowActions } from '../../../generic/SchemaList.tsx';
import { quadroPath } from '../../../screens/processo-seletivo/paths.ts';

export const solicitacoesRowActions: ExtraRowActions = (record, _resource, { navigate }) => [
  {
    label: 'Processo seletivo',
    icon: <ViewKanbanIcon fontSize="small" />,
    onClick: () => navigate(quadroPath(record.id)),
  },
];
