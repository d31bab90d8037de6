// The personnel request's edit screen: the generated one, with the approval, the situation and the state
// actions above the form. After an action the record is read again and the form drawn anew from it, so
// the read-only facts of its 'Situação' tab (approval date, releaser, notes) show the new state.
//
// While an action's form is open, the request form leaves out the read-only properties that the action's
// form shows too (observacaoLiberador, dataEncerramento…): both forms name their inputs 'root_<property>',
// and two inputs with one id would take each other's labels. What was typed in the request form stays.
import { useMemo, useState } from 'react';
import { useEditContext } from 'react-admin';
import type { Resource } from '../../../../shared/schema/types.ts';
import { SchemaEdit } from '../../../generic/SchemaEdit.tsx';
import type { ScreenProps } from '../../../generic/SchemaRecordRoute.tsx';
import { CAMPOS_DAS_ACOES, SolicitacaoAcoes } from './SolicitacaoAcoes.tsx';

function Cabecalho({ onReloaded, onDialogo }: { onReloaded(): void; onDialogo(aberto: boolean): void }) {
  const { refetch } = useEditContext();
  return <SolicitacaoAcoes onChanged={() => void refetch().then(onReloaded)} onDialogo={onDialogo} />;
}

function semPropriedades(resource: Resource, nomes: readonly string[]): Resource {
  const properties = Object.fromEntries(
    Object.entries(resource.schema.properties ?? {}).filter(([nome]) => !nomes.includes(nome)),
  );
  return { ...resource, schema: { ...resource.schema, properties } };
}

export function SolicitacaoEdit({ resource, catalog }: ScreenProps) {
  const [versao, setVersao] = useState(0);
  const [dialogo, setDialogo] = useState(false);
  const recurso = useMemo(
    () => (dialogo ? semPropriedades(resource, CAMPOS_DAS_ACOES) : resource),
    [resource, dialogo],
  );
  return (
    <SchemaEdit
      key={versao}
      resource={recurso}
      catalog={catalog}
      header={<Cabecalho onReloaded={() => setVersao((v) => v + 1)} onDialogo={setDialogo} />}
    />
  );
}
