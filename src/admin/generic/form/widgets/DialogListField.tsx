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
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import { useId, useMemo, useState } from 'react';
import { cellText } from '../../../../shared/schema/cell-text.ts';
import { columnKind } from '../../../../shared/schema/schema-info.ts';
import type { JsonSchema } from '../../../../shared/schema/types.ts';
import { TEXT } from '../../messages.ts';
import type { FormContext } from '../formContext.ts';
import { type Item, ItemDialog, itemColumns } from './ItemDialog.tsx';

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
  const columns = useMemo(() => itemColumns(items, 4), [items]);
  const [editing, setEditing] = useState<number | undefined>();
  const headingId = useId();
  const locked = readonly || disabled || ctx.viewOnly;

  // the list's id: the server's messages about the list are dropped once it changes
  const commit = (next: Item[]) => onChange(next, fieldPathId.path, undefined, fieldPathId.$id);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
        {!locked && (
          <Button startIcon={<AddIcon />} onClick={() => setEditing(list.length)}>
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
                    <IconButton
                      aria-label={`${TEXT.edit} ${itemTitle} ${i + 1}`}
                      onClick={() => setEditing(i)}
                    >
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
      {editing !== undefined && (
        <ItemDialog
          name={name}
          list={list}
          items={items}
          itemTitle={itemTitle}
          title={`${TEXT.insert}/${TEXT.edit} ${itemTitle}`}
          index={editing}
          initial={list[editing] ?? {}}
          ctx={ctx}
          onSave={(item) => {
            const next = [...list];
            next[editing] = item;
            commit(next);
            setEditing(undefined);
          }}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Box>
  );
}
