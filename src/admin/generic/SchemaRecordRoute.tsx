// react-admin puts a register's records at '/<path>/:id'; the product's create route is
// '/<path>/new', which that route also matches, so it is told apart here. A register with its own
// edit screen passes it as `edit` and keeps the generated create screen.
import type { ComponentType } from 'react';
import { Navigate, useCreatePath, useParams } from 'react-admin';
import type { Catalog } from '../../shared/schema/schema-info.ts';
import type { Resource } from '../../shared/schema/types.ts';
import type { BeforeSave } from './form/SchemaForm.tsx';
import { SchemaCreate } from './SchemaCreate.tsx';
import { SchemaEdit } from './SchemaEdit.tsx';

export type ScreenProps = { resource: Resource; catalog: Catalog; beforeSave?: BeforeSave };

export function SchemaRecordRoute({
  resource,
  catalog,
  edit: EditScreen = SchemaEdit,
  beforeSave,
}: ScreenProps & { edit?: ComponentType<ScreenProps> }) {
  const { id } = useParams();
  const createPath = useCreatePath();
  if (id === 'new') {
    if (resource.meta.readOnly)
      return <Navigate to={createPath({ resource: resource.path, type: 'list' })} replace />;
    // one record only: its form
    if (resource.meta.singleton) return <Navigate to={`/${resource.path}/1`} replace />;
    return <SchemaCreate resource={resource} catalog={catalog} beforeSave={beforeSave} />;
  }
  return <EditScreen resource={resource} catalog={catalog} beforeSave={beforeSave} />;
}
