// '/<path>/new': a new record of any register.
import { Create } from 'react-admin';
import type { Resource } from '../../shared/schema/types.ts';
import { LazySchemaForm } from './LazySchemaForm.tsx';
import { TEXT } from './messages.ts';
import type { Catalog } from './schemaInfo.ts';

export function SchemaCreate({ resource, catalog }: { resource: Resource; catalog: Catalog }) {
  return (
    <Create resource={resource.path} title={`${TEXT.insert} ${resource.title}`} redirect={false}>
      <LazySchemaForm resource={resource} catalog={catalog} mode="create" />
    </Create>
  );
}
