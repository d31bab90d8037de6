// One list cell. Many-references hold ids only: their titles come through getMany, which
// react-admin aggregates across the rows of a page into one call per register.
import { type RaRecord, useGetManyAggregate } from 'react-admin';
import { cellText } from '../../../shared/schema/cell-text.ts';
import { type Catalog, type Column, refTitle, valueAt } from '../../../shared/schema/schema-info.ts';

function RefManyCell({
  ids,
  target,
  catalog,
}: {
  ids: (number | string)[];
  target: string;
  catalog: Catalog;
}) {
  const resource = catalog.find(target);
  const { data } = useGetManyAggregate(target, { ids }, { enabled: ids.length > 0 });
  if (!ids.length) return null;
  return <>{(data ?? []).map((r: RaRecord) => refTitle(r, resource)).join(', ')}</>;
}

export function ValueCell({
  column,
  record,
  catalog,
}: {
  column: Column;
  record: RaRecord;
  catalog: Catalog;
}) {
  const value = valueAt(record, column.source);
  if (column.kind === 'refMany' && column.target)
    return <RefManyCell ids={Array.isArray(value) ? value : []} target={column.target} catalog={catalog} />;
  const target = column.target ? catalog.find(column.target) : undefined;
  return <>{cellText(column.kind, column.schema, value, target)}</>;
}
