// sst/lotacao-tributaria: '/sst/lotacao-tributaria/{id}/visualizar' (spec §2) shows the record read-only;
// 'Visualizar' on each row opens it.
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useLocation } from 'react-router-dom';
import { SchemaEdit } from '../../generic/SchemaEdit.tsx';
import type { ExtraRowActions } from '../../generic/SchemaList.tsx';
import type { ScreenProps } from '../../generic/SchemaRecordRoute.tsx';

export function LotacaoTributariaEdit({ resource, catalog }: ScreenProps) {
  const { pathname } = useLocation();
  return <SchemaEdit resource={resource} catalog={catalog} viewOnly={pathname.endsWith('/visualizar')} />;
}

export const lotacaoRowActions: ExtraRowActions = (record, resource, { navigate }) => [
  {
    label: 'Visualizar',
    icon: <VisibilityIcon fontSize="small" />,
    onClick: () => navigate(`/${resource.path}/${record.id}/visualizar`),
  },
];
