// The personnel request's edit screen: the generated one, with the approval, the situation and the state
// actions above the form. After an action the record is read again and the form drawn anew from it, so
// the read-only facts of its 'Situação' tab (approval date, releaser, notes) show the new state.
import { useState } from 'react';
import { useEditContext } from 'react-admin';
import { SchemaEdit } from '../../../generic/SchemaEdit.tsx';
import type { ScreenProps } from '../../../generic/SchemaRecordRoute.tsx';
import { SolicitacaoAcoes } from './SolicitacaoAcoes.tsx';

function Cabecalho({ onReloaded }: { onReloaded(): void }) {
  const { refetch } = useEditContext();
  return <SolicitacaoAcoes onChanged={() => void refetch().then(onReloaded)} />;
}

export function SolicitacaoEdit({ resource, catalog }: ScreenProps) {
  const [versao, setVersao] = useState(0);
  return (
    <SchemaEdit
      key={versao}
      resource={resource}
      catalog={catalog}
      header={<Cabecalho onReloaded={() => setVersao((v) => v + 1)} />}
    />
  );
}
