// '/<path>/<id>': edits a record (pessimistic: the server's answer decides), or shows it read-only
// for read-only registers and users without the write authority.
import { LinearProgress } from '@mui/material';
import { Edit, useCanAccess, useRecordContext } from 'react-admin';
import type { Resource } from '../../shared/schema/types.ts';
import { LazySchemaForm } from './LazySchemaForm.tsx';
import { TEXT } from './messages.ts';
import type { Catalog } from './schemaInfo.ts';

function EditBody({ resource, catalog, view }: { resource: Resource; catalog: Catalog; view: boolean }) {
  const record = useRecordContext();
  if (!record) return <LinearProgress aria-label={TEXT.loading} sx={{ m: 2 }} />;
  return (
    <LazySchemaForm
      key={String(record.id)}
      resource={resource}
      catalog={catalog}
      mode={view ? 'view' : 'edit'}
      record={record}
    />
  );
}

export function SchemaEdit({ resource, catalog }: { resource: Resource; catalog: Catalog }) {
  const { canAccess } = useCanAccess({ resource: resource.path, action: 'edit' });
  const view = !!resource.meta.readOnly || canAccess === false;
  return (
    <Edit
      resource={resource.path}
      title={view ? resource.title : `${TEXT.edit} ${resource.title}`}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
    >
      <EditBody resource={resource} catalog={catalog} view={view} />
    </Edit>
  );
}
