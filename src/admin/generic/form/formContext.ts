// What the form shares with its templates and fields (RJSF's formContext).
import type { FieldError } from '../../../shared/messages.ts';
import type { Catalog } from '../../../shared/schema/schema-info.ts';
import type { FormMode } from './formData.ts';

export type FormContext = {
  catalog: Catalog;
  /** the open tab of the root form (switched to the first wrong field on a failed submit) */
  tab: number;
  setTab(tab: number): void;
  /** '<register path>/<id>' of the record being edited (file fields upload under it); absent on create */
  recordPath?: string;
  /** the whole form only shows the record (no write authority, read-only register) */
  viewOnly?: boolean;
  /** creating a record (a history shows its first entry in the form itself) */
  mode?: FormMode;
  /** the root form's data, and the register's validator over a whole record (dialog lists check an item in place) */
  formData?: Record<string, unknown>;
  validateRecord?(formData: Record<string, unknown>): FieldError[];
  /** sets another root field of the form (a confirmation that empties a list) */
  setField?(name: string, value: unknown): void;
};
