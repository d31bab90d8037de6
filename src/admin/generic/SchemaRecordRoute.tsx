// react-admin puts a register's records at '/<path>/:id'; the product's create route is
// '/<path>/new', which that route also matches, so it is told apart here.
import { Navigate, useCreatePath, useParams } from 'react-admin';
import type { Resource } from '../../shared/schema/types.ts';
import { SchemaCreate } from './SchemaCreate.tsx';
import { SchemaEdit } from './SchemaEdit.tsx';
import type { Catalog } from './schemaInfo.ts';

export function SchemaRecordRoute({ resource, catalog }: { resource: Resource; catalog: Catalog }) {
  const { id } = useParams();
  const createPath = useCreatePath();
  if (id === 'new') {
    if (resource.meta.readOnly)
      return <Navigate to={createPath({ resource: resource.path, type: 'list' })} replace />;
    return <SchemaCreate resource={resource} catalog={catalog} />;
  }
  return <SchemaEdit resource={resource} catalog={catalog} />;
}
