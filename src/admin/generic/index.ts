// The staff console's screens for every register, generated from the schema registry: nothing
// here names a register. A register that needs a hand-written screen overrides just that one.
import { type ComponentType, createElement, isValidElement, type ReactElement } from 'react';
import { type RaRecord, Resource as RaResource } from 'react-admin';
import { buildRegistry } from '../../shared/schema/registry.ts';
import { type Catalog, refTitle } from '../../shared/schema/schema-info.ts';
import type { JsonSchema, Resource } from '../../shared/schema/types.ts';
import type { ExtraFilter } from './extraFilters.ts';
import type { BeforeSave } from './form/SchemaForm.tsx';
import { SchemaCreate } from './SchemaCreate.tsx';
import { type ExtraRowActions, SchemaList } from './SchemaList.tsx';
import { SchemaRecordRoute, type ScreenProps } from './SchemaRecordRoute.tsx';

export type { ExtraFilter } from './extraFilters.ts';
export type { BeforeSave } from './form/SchemaForm.tsx';
export { successMessage } from './messages.ts';
export { createPathWith } from './prefill.ts';
export type { RowAction } from './RowActions.tsx';
export { SchemaEdit, type SchemaEditProps } from './SchemaEdit.tsx';
export type { ExtraRowActions } from './SchemaList.tsx';
export type { ScreenProps } from './SchemaRecordRoute.tsx';

export type ResourceOverride = {
  list?: ReactElement;
  create?: ReactElement;
  /**
   * A component is given the register and the catalog and replaces the edit screen only ('/<path>/new'
   * stays generated); an element replaces the whole record route.
   */
  edit?: ReactElement | ComponentType<ScreenProps>;
  /** the register's own row actions, shown after 'Editar' and 'Remover' */
  rowActions?: ExtraRowActions;
  /** asked before a record is saved, on create and edit (a question = confirm first) */
  beforeSave?: BeforeSave;
  /** actions on the rows selected in the list (they become selectable) */
  bulkActions?: ReactElement;
  /** list filters on query parameters the register's hooks read (not in x-resource.filters) */
  filters?: ExtraFilter[];
};

/** A `<Resource>` for every register: list at /<path>, create at /<path>/new, edit at /<path>/<id>. */
export function buildResources(
  schemas: JsonSchema[],
  overrides: Record<string, ResourceOverride> = {},
): ReactElement[] {
  const catalog: Catalog = buildRegistry(schemas);
  return catalog.resources.map((resource: Resource) => {
    const o = overrides[resource.path] ?? {};
    const props = { resource, catalog };
    const writable = !resource.meta.readOnly;
    return createElement(RaResource, {
      key: resource.path,
      name: resource.path,
      options: { label: resource.meta.label },
      recordRepresentation: (record: RaRecord) => refTitle(record, resource),
      list:
        o.list ??
        createElement(SchemaList, {
          ...props,
          extraRowActions: o.rowActions,
          bulkActions: o.bulkActions,
          extraFilters: o.filters,
        }),
      // '/<path>/create' too, for react-admin's own links; the product's route is '/<path>/new'
      create: writable
        ? (o.create ?? createElement(SchemaCreate, { ...props, beforeSave: o.beforeSave }))
        : undefined,
      edit: isValidElement(o.edit)
        ? o.edit
        : createElement(SchemaRecordRoute, {
            ...props,
            edit: o.edit as ComponentType<ScreenProps> | undefined,
            beforeSave: o.beforeSave,
          }),
    });
  });
}
