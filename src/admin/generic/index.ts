// The staff console's screens for every register, generated from the schema registry: nothing
// here names a register. A register that needs a hand-written screen overrides just that one.
import { type ComponentType, createElement, isValidElement, type ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
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
  /** records the server refuses to change (an applied plan): the list offers 'Visualizar' and no 'Remover' */
  lockedRecord?: (record: RaRecord) => boolean;
};

/** The screens of one register, and how its records are named (react-admin's recordRepresentation). */
export type RegisterScreens = {
  list: ReactElement;
  create?: ReactElement;
  edit: ReactElement;
  representation(record: RaRecord): string;
};

/**
 * Every register's screens: list at /<path>, create at /<path>/new (and react-admin's /<path>/create),
 * edit at /<path>/<id>. The console declares the registers from src/generated/registers.ts (App.tsx)
 * and renders these once the schemas are here (RegisterScreen in src/admin/pages.tsx).
 */
export function buildScreens(
  schemas: JsonSchema[],
  overrides: Record<string, ResourceOverride> = {},
): Map<string, RegisterScreens> {
  const catalog: Catalog = buildRegistry(schemas);
  return new Map(
    catalog.resources.map((resource: Resource) => {
      const o = overrides[resource.path] ?? {};
      const props = { resource, catalog };
      const writable = !resource.meta.readOnly;
      const screens: RegisterScreens = {
        representation: (record) => refTitle(record, resource),
        list:
          o.list ??
          createElement(SchemaList, {
            ...props,
            extraRowActions: o.rowActions,
            bulkActions: o.bulkActions,
            extraFilters: o.filters,
            lockedRecord: o.lockedRecord,
          }),
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
      };
      return [resource.path, screens] as const;
    }),
  );
}
