// The employee's edit screen: the generated one, with the current position above the form and the
// career history below it (the position is never typed on the employee: it comes from the history).
import { SchemaEdit } from '../../../generic/SchemaEdit.tsx';
import type { ScreenProps } from '../../../generic/SchemaRecordRoute.tsx';
import { HistoricoCarreira } from './HistoricoCarreira.tsx';
import { PosicaoAtual } from './PosicaoAtual.tsx';

export function ColaboradorEdit({ resource, catalog }: ScreenProps) {
  return (
    <SchemaEdit
      resource={resource}
      catalog={catalog}
      header={<PosicaoAtual resource={resource} />}
      footer={<HistoricoCarreira resource={resource} catalog={catalog} />}
    />
  );
}
