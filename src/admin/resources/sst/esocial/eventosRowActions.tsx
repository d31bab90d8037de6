// 'Baixar XML' on an eSocial event.
import DownloadIcon from '@mui/icons-material/Download';
import type { ExtraRowActions } from '../../../generic/SchemaList.tsx';
import { notifyError } from '../../../providers/errorHandler.ts';
import { baixar } from './baixar.ts';

export const eventosRowActions: ExtraRowActions = (record, resource) => [
  {
    label: 'Baixar XML',
    icon: <DownloadIcon fontSize="small" />,
    onClick: () =>
      baixar(`/${resource.path}/${record.id}/xml`, {}, `${record.idEvento}.xml`).catch(notifyError),
  },
];
