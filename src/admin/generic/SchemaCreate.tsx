// '/<path>/new': a new record of any register, optionally started with values given by whoever opened
// it (`?source=` or `state.record`, see prefill.ts). A screen that sends the user here for one of its
// own records passes `state.returnTo` (an in-app path) to come back to it afterwards.
import { useMemo } from 'react';
import { Create, type RaRecord, useLocation, useNavigate, useRecordFromLocation } from 'react-admin';
import type { Resource } from '../../shared/schema/types.ts';
import { LazySchemaForm } from './LazySchemaForm.tsx';
import { TEXT } from './messages.ts';
import { prefillValues } from './prefill.ts';
import type { Catalog } from './schemaInfo.ts';

/** An in-app path only ('/x', never '//host' nor a full URL). */
const inApp = (path: unknown): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');

export function SchemaCreate({ resource, catalog }: { resource: Resource; catalog: Catalog }) {
  const given = useRecordFromLocation();
  const record = useMemo(() => prefillValues(resource.schema, given), [resource, given]);
  const returnTo = (useLocation().state as { returnTo?: unknown } | null)?.returnTo;
  const navigate = useNavigate();
  return (
    <Create resource={resource.path} title={`${TEXT.insert} ${resource.title}`} redirect={false}>
      <LazySchemaForm
        // new values from the location start the form over
        key={JSON.stringify(record ?? null)}
        resource={resource}
        catalog={catalog}
        mode="create"
        record={record as RaRecord | undefined}
        onDone={inApp(returnTo) ? () => navigate(returnTo) : undefined}
      />
    </Create>
  );
}
