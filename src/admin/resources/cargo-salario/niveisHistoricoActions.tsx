// 'Clonar' on a level configuration: the same configuration at today's date (the server refuses it with
// the duplicate-date message when today already has one), then the list again.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { ExtraRowActions } from '../../generic/SchemaList.tsx';
import { notifyError, notifySuccess } from '../../providers/errorHandler.ts';
import { apiFetch } from '../../providers/http.ts';

export const niveisHistoricoActions: ExtraRowActions = (record, resource, { refresh }) => [
  {
    label: 'Clonar',
    icon: <ContentCopyIcon fontSize="small" />,
    onClick: () =>
      apiFetch(`/${resource.path}/${record.id}/clonar`, { method: 'POST' }).then(
        () => {
          notifySuccess('Configuração clonada para a data de hoje.');
          refresh();
        },
        (e) => notifyError(e),
      ),
  },
];
