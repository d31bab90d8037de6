// cargo-salario/tabelas-reajustes-colaboradores: 'Visualizar Realinhamentos', 'Aplicar' (a plan not applied)
// and 'Cancelar' (the last applied plan), each asked first. Edit and delete of an applied plan are
// withheld by lockedRecord (planejamento.ts).
import CancelIcon from '@mui/icons-material/Cancel';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ListAltIcon from '@mui/icons-material/ListAlt';
import type { RowAction } from '../../../generic/RowActions.tsx';
import type { ExtraRowActions } from '../../../generic/SchemaList.tsx';
import { CONFIRMAR_APLICAR, CONFIRMAR_CANCELAR, executar } from './acoes.ts';
import { destinoRealinhamentos, type Planejamento, urlAplicar, urlCancelar } from './planejamento.ts';

export const planejamentoRowActions: ExtraRowActions = (record, _resource, { refresh, navigate }) => {
  const p = record as unknown as Planejamento;
  const acoes: RowAction[] = [];
  const destino = destinoRealinhamentos(p);
  if (destino)
    acoes.push({
      label: 'Visualizar Realinhamentos',
      icon: <ListAltIcon fontSize="small" />,
      onClick: () => navigate(destino),
    });
  const aplicar = urlAplicar(p);
  if (aplicar)
    acoes.push({
      label: 'Aplicar',
      icon: <DoneAllIcon fontSize="small" />,
      confirm: CONFIRMAR_APLICAR,
      onClick: () => executar(aplicar, 'Reajuste aplicado.', refresh),
    });
  const cancelar = urlCancelar(p);
  if (cancelar)
    acoes.push({
      label: 'Cancelar',
      icon: <CancelIcon fontSize="small" />,
      confirm: CONFIRMAR_CANCELAR,
      onClick: () => executar(cancelar, 'Reajuste cancelado.', refresh),
    });
  return acoes;
};
