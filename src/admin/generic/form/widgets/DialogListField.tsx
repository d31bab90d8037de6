// A list of objects edited one item at a time in a dialog (x-ui.widget 'dialogList'; spec §2: the
// candidate's education, language and experience dialogs 'Inserir/Editar …' with 'Gravar' and 'Cancelar').
// The list shows the first columns of each item with 'Editar' and 'Remover'. 'Gravar' checks the item with
// the register's own precompiled validator (the whole record with this item in place), so the dialog shows
// the server's messages under its fields before anything is sent. Item fields with x-ui.readOnlyOnEdit
// cannot change once the item exists (a language, spec §5).
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import Form from '@rjsf/mui';
import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { useId, useMemo, useState } from 'react';
import { cellText } from '../../../../shared/schema/cell-text.ts';
import { columnKind } from '../../../../shared/schema/schema-info.ts';
import type { JsonSchema } from '../../../../shared/schema/types.ts';
import { TEXT } from '../../messages.ts';
import type { FormContext } from '../formContext.ts';
import { type ErrorTree, fieldErrorsToTree } from '../formData.ts';
import { formDefaults } from '../formParts.ts';
import { structuralErrors } from '../structural.ts';
import { buildUiSchema, orderedNames } from '../uiSchema.ts';

type Item = Record<string, unknown>;

/** Item columns shown in the list: the first four visible fields. */
function columnsOf(items: JsonSchema): string[] {
  return orderedNames(items)
    .filter((n) => n !== 'id' && items.properties?.[n]?.['x-ui']?.widget !== 'hidden')
    .slice(0, 4);
}

/** RJSF wants a validator; the dialog validates on 'Gravar' with the register's, so this one only answers
 * RJSF's structural questions (if/then, oneOf). */
const structuralValidator = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: (schema: any, data: unknown) => structuralErrors(schema as JsonSchema, data).length === 0,
  rawValidation: (schema: any, data?: unknown) => {
    const errs = structuralErrors(schema as JsonSchema, data);
    return { errors: errs.length ? errs : undefined };
  },
};

/** The item's form schema: readOnlyOnEdit fields become readOnly when the item already exists. */
function itemFormSchema(items: JsonSchema, existing: boolean): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [n, p] of Object.entries(items.properties ?? {})) {
    if (n === 'id') continue;
    properties[n] = existing && p['x-ui']?.readOnlyOnEdit ? { ...p, readOnly: true } : p;
  }
  return { ...items, properties };
}

export function DialogListField(props: FieldProps) {
  const {
    schema,
    formData,
    onChange,
    fieldPathId,
    name,
    readonly,
    disabled,
    rawErrors = [],
    registry,
  } = props;
  const ctx = registry.formContext as FormContext;
  const items = (schema.items ?? {}) as JsonSchema;
  const list: Item[] = Array.isArray(formData) ? (formData as Item[]) : [];
  const title = (schema.title as string) ?? name;
  const itemTitle = (items.title as string) ?? title;
  const columns = useMemo(() => columnsOf(items), [items]);
  const [editing, setEditing] = useState<{ index: number; item: Item } | undefined>();
  const [errors, setErrors] = useState<ErrorTree>();
  const headingId = useId();
  const locked = readonly || disabled || ctx.viewOnly;

  const open = (index: number) => {
    setErrors(undefined);
    setEditing({ index, item: structuredClone(list[index] ?? {}) });
  };
  const commit = (next: Item[]) => onChange(next, fieldPathId.path);

  const save = () => {
    if (!editing) return;
    const next = [...list];
    next[editing.index] = editing.item;
    // the item is checked in place, inside the whole record, by the register's own validator
    const prefix = `${name}.${editing.index}.`;
    const found = (ctx.validateRecord?.({ ...(ctx.formData ?? {}), [name]: next }) ?? [])
      .filter((e) => e.field.startsWith(prefix))
      .map((e) => ({ ...e, field: e.field.slice(prefix.length) }));
    if (found.length > 0) {
      setErrors(fieldErrorsToTree(items, found));
      return;
    }
    commit(next);
    setEditing(undefined);
  };

  const formSchema = useMemo(
    () => (editing ? itemFormSchema(items, editing.item.id !== undefined) : undefined),
    [items, editing],
  );
  const uiSchema = useMemo(() => (formSchema ? buildUiSchema(formSchema) : undefined), [formSchema]);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
        {!locked && (
          <Button startIcon={<AddIcon />} onClick={() => open(list.length)}>
            {`${TEXT.insert} ${itemTitle}`}
          </Button>
        )}
      </Box>
      {list.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {TEXT.empty}
        </Typography>
      ) : (
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c}>{items.properties?.[c]?.title ?? c}</TableCell>
              ))}
              {!locked && <TableCell align="right">{TEXT.moreActions}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((item, i) => (
              <TableRow key={String(item.id ?? `novo-${i}`)}>
                {columns.map((c) => {
                  const p = items.properties?.[c] ?? {};
                  const target = p['x-ref'] ? ctx.catalog.find(p['x-ref'] as string) : undefined;
                  return <TableCell key={c}>{cellText(columnKind(p), p, item[c], target)}</TableCell>;
                })}
                {!locked && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton aria-label={`${TEXT.edit} ${itemTitle} ${i + 1}`} onClick={() => open(i)}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={`${TEXT.remove} ${itemTitle} ${i + 1}`}
                      onClick={() => commit(list.filter((_, j) => j !== i))}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {rawErrors.length > 0 && (
        <Typography role="alert" color="error" variant="caption">
          {rawErrors.join(' ')}
        </Typography>
      )}
      <Dialog open={!!editing} onClose={() => setEditing(undefined)} fullWidth maxWidth="md">
        <DialogTitle>{`${TEXT.insert}/${TEXT.edit} ${itemTitle}`}</DialogTitle>
        <DialogContent>
          {editing && formSchema && (
            <Form
              {...formDefaults}
              tagName="div"
              schema={formSchema as any}
              uiSchema={uiSchema}
              validator={structuralValidator as any}
              formData={editing.item}
              formContext={{ ...ctx, tab: 0, setTab: () => {}, formData: undefined }}
              extraErrors={errors as ErrorSchema | undefined}
              onChange={(e) => setEditing({ index: editing.index, item: (e.formData ?? {}) as Item })}
            >
              <span />
            </Form>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(undefined)}>{TEXT.cancel}</Button>
          <Button variant="contained" onClick={save}>
            {TEXT.save}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
