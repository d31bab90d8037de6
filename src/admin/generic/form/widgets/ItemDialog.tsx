// One item of a list of objects edited in a dialog (dialog lists and histories): the item's own fields, never
// its id; 'Gravar' checks the item with the register's own precompiled validator (the whole record with this
// item in place), so the dialog shows the server's messages under its fields before anything is sent. Item
// fields with x-ui.readOnlyOnEdit cannot change once the item exists (a language, spec §5).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import Form from '@rjsf/mui';
import type { ErrorSchema } from '@rjsf/utils';
import { useId, useMemo, useState } from 'react';
import { columnKind } from '../../../../shared/schema/schema-info.ts';
import type { JsonSchema } from '../../../../shared/schema/types.ts';
import { TEXT } from '../../messages.ts';
import type { FormContext } from '../formContext.ts';
import { type ErrorTree, fieldErrorsToTree } from '../formData.ts';
import { formDefaults } from '../formParts.ts';
import { structuralErrors } from '../structural.ts';
import { buildUiSchema, orderedNames } from '../uiSchema.ts';

export type Item = Record<string, unknown>;

/** Item columns of a table: the visible fields in order (no id, nothing hidden, no many-references). */
export function itemColumns(items: JsonSchema, max: number): string[] {
  return orderedNames(items)
    .filter((n) => {
      const p = items.properties?.[n];
      return n !== 'id' && p?.['x-ui']?.widget !== 'hidden' && columnKind(p ?? {}) !== 'refMany';
    })
    .slice(0, max);
}

/** RJSF wants a validator; the dialog validates on 'Gravar' with the register's, so this one only answers
 * RJSF's structural questions (if/then, oneOf). */
export const structuralValidator = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: (schema: any, data: unknown) => structuralErrors(schema as JsonSchema, data).length === 0,
  rawValidation: (schema: any, data?: unknown) => {
    const errs = structuralErrors(schema as JsonSchema, data);
    return { errors: errs.length ? errs : undefined };
  },
};

/** The item's form schema: no id; readOnlyOnEdit fields become readOnly when the item already exists. */
export function itemFormSchema(items: JsonSchema, existing: boolean): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [n, p] of Object.entries(items.properties ?? {})) {
    if (n === 'id') continue;
    properties[n] = existing && p['x-ui']?.readOnlyOnEdit ? { ...p, readOnly: true } : p;
  }
  return { ...items, properties };
}

/** The server's messages about one item of the list `name` ('historico.3.data' → {data: …}) */
export function itemErrors(ctx: FormContext, name: string, list: Item[], index: number, item: Item) {
  const next = [...list];
  next[index] = item;
  const prefix = `${name}.${index}.`;
  return (ctx.validateRecord?.({ ...(ctx.formData ?? {}), [name]: next }) ?? [])
    .filter((e) => e.field.startsWith(prefix))
    .map((e) => ({ ...e, field: e.field.slice(prefix.length) }));
}

export type ItemDialogProps = {
  /** the list's property name in the record, and the list as it is */
  name: string;
  list: Item[];
  items: JsonSchema;
  /** the item's noun: 'Inserir Histórico' / 'Editar Histórico' */
  itemTitle: string;
  /** a fixed title instead (the candidate's lists: 'Inserir/Editar Formação', spec §2) */
  title?: string;
  /** the position edited (list.length: a new item) and its starting values */
  index: number;
  initial: Item;
  /** messages already known for this item (the server refused the record) */
  initialErrors?: ErrorTree;
  ctx: FormContext;
  onSave(item: Item): void;
  onClose(): void;
};

/** Mounted while open: its state is the item being edited. */
export function ItemDialog(props: ItemDialogProps) {
  const { name, list, items, itemTitle, index, initial, ctx, onSave, onClose } = props;
  const [item, setItem] = useState<Item>(() => structuredClone(initial));
  const [errors, setErrors] = useState<ErrorTree | undefined>(props.initialErrors);
  const titleId = useId();
  const isNew = index >= list.length;
  const schema = useMemo(() => itemFormSchema(items, initial.id !== undefined), [items, initial]);
  const uiSchema = useMemo(() => buildUiSchema(schema), [schema]);

  const save = () => {
    const found = itemErrors(ctx, name, list, index, item);
    if (found.length > 0) {
      setErrors(fieldErrorsToTree(items, found));
      return;
    }
    onSave(item);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {props.title ?? `${isNew ? TEXT.insert : TEXT.edit} ${itemTitle}`}
      </DialogTitle>
      <DialogContent>
        <Form
          {...formDefaults}
          tagName="div"
          schema={schema as any}
          uiSchema={uiSchema}
          validator={structuralValidator as any}
          formData={item}
          formContext={{ ...ctx, tab: 0, setTab: () => {}, formData: undefined }}
          extraErrors={errors as ErrorSchema | undefined}
          onChange={(e) => setItem((e.formData ?? {}) as Item)}
        >
          <span />
        </Form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXT.cancel}</Button>
        <Button variant="contained" onClick={save}>
          {TEXT.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
