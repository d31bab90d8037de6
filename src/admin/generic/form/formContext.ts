// What the form shares with its templates and fields (RJSF's formContext).
import type { Catalog } from '../schemaInfo.ts';

export type FormContext = {
  catalog: Catalog;
  /** the open tab of the root form (switched to the first wrong field on a failed submit) */
  tab: number;
  setTab(tab: number): void;
};
