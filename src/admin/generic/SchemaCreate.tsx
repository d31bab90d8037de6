// '/<path>/new': a new record of any register, optionally started with values given by whoever opened
// it (`?source=` or `state.record`, see prefill.ts), and coming back where it was asked to (useReturnTo).
import { useMemo } from 'react';
import { Create, type RaRecord, useRecordFromLocation } from 'react-admin';
import type { Catalog } from '../../shared/schema/schema-info.ts';
import type { Resource } from '../../shared/schema/types.ts';
import type { BeforeSave } from './form/SchemaForm.tsx';
import { LazySchemaForm } from './LazySchemaForm.tsx';
import { TEXT } from './messages.ts';
import { prefillValues } from './prefill.ts';
import { useReturnTo } from './useReturnTo.ts';

export function SchemaCreate({
  resource,
  catalog,
  beforeSave,
}: {
  resource: Resource;
  catalog: Catalog;
  beforeSave?: BeforeSave;
}) {
  const given = useRecordFromLocation();
  const record = useMemo(() => prefillValues(resource.schema, given), [resource, given]);
  const onDone = useReturnTo();
  return (
    <Create resource={resource.path} title={`${TEXT.insert} ${resource.title}`} redirect={false}>
      <LazySchemaForm
        // new values from the location start the form over
        key={JSON.stringify(record ?? null)}
        resource={resource}
        catalog={catalog}
        mode="create"
        record={record as RaRecord | undefined}
        onDone={onDone}
        beforeSave={beforeSave}
      />
    </Create>
  );
}
