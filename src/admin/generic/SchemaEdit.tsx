// '/<path>/<id>': edits a record (pessimistic: the server's answer decides), or shows it read-only
// for read-only registers and users without the write authority. A register's own edit screen adds
// to it (`header`, `footer`: inside the record's context) instead of forking it; after saving it goes
// back where the location asks (useReturnTo), else to the list.
import { LinearProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { Edit, useCanAccess, useRecordContext } from 'react-admin';
import type { Catalog } from '../../shared/schema/schema-info.ts';
import type { Resource } from '../../shared/schema/types.ts';
import { HistoricoAlteracoes } from '../screens/auditoria/HistoricoAlteracoes.tsx';
import type { BeforeSave } from './form/SchemaForm.tsx';
import { LazySchemaForm } from './LazySchemaForm.tsx';
import { TEXT } from './messages.ts';
import { useReturnTo } from './useReturnTo.ts';

function EditBody({
  resource,
  catalog,
  view,
  beforeSave,
}: {
  resource: Resource;
  catalog: Catalog;
  view: boolean;
  beforeSave?: BeforeSave;
}) {
  const record = useRecordContext();
  const onDone = useReturnTo();
  if (!record) return <LinearProgress aria-label={TEXT.loading} sx={{ m: 2 }} />;
  return (
    <LazySchemaForm
      key={String(record.id)}
      resource={resource}
      catalog={catalog}
      mode={view ? 'view' : 'edit'}
      record={record}
      onDone={onDone}
      beforeSave={beforeSave}
    />
  );
}

export type SchemaEditProps = {
  resource: Resource;
  catalog: Catalog;
  /** shown above the form (e.g. read-only facts of the record) */
  header?: ReactNode;
  /** shown below the form (e.g. the record's related lists) */
  footer?: ReactNode;
  /** asked before saving (SchemaForm's beforeSave) */
  beforeSave?: BeforeSave;
  /** read-only even for users who may edit (a '…/visualizar' route) */
  viewOnly?: boolean;
};

export function SchemaEdit({ resource, catalog, header, footer, beforeSave, viewOnly }: SchemaEditProps) {
  const { canAccess } = useCanAccess({ resource: resource.path, action: 'edit' });
  const view = !!viewOnly || !!resource.meta.readOnly || canAccess === false;
  return (
    <Edit
      resource={resource.path}
      title={view ? resource.title : `${TEXT.edit} ${resource.title}`}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
    >
      {header}
      <EditBody resource={resource} catalog={catalog} view={view} beforeSave={beforeSave} />
      {footer}
      <HistoricoAlteracoes resource={resource} />
    </Edit>
  );
}
