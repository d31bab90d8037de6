// What the form shares with its templates and fields (RJSF's formContext).
import type { Catalog } from '../../../shared/schema/schema-info.ts';

export type FormContext = {
  catalog: Catalog;
  /** the open tab of the root form (switched to the first wrong field on a failed submit) */
  tab: number;
  setTab(tab: number): void;
  /** '<register path>/<id>' of the record being edited (file fields upload under it); absent on create */
  recordPath?: string;
  /** the whole form only shows the record (no write authority, read-only register) */
  viewOnly?: boolean;
};
