// A history of a register (x-ui.widget 'history', x-ui.dateField: the date each entry starts): the entries
// as a table, newest first and paged (an index may have hundreds), added and edited one at a time in a
// dialog (ItemDialog: the register's own validator checks the entry in place), never with an id field. A new
// entry starts today. Creating a record, its first entry is part of the form itself, so a register whose
// name lives in its history (an SST environment) is filled like any other.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  IconButton,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { type ErrorSchema, type FieldProps, getUiOptions, toFieldPathId } from '@rjsf/utils';
import { useEffect, useId, useMemo, useState } from 'react';
import { formatDate } from '../../../../shared/br/format.ts';
import { cellText } from '../../../../shared/schema/cell-text.ts';
import { columnKind } from '../../../../shared/schema/schema-info.ts';
import type { JsonSchema } from '../../../../shared/schema/types.ts';
import { toServerDate } from '../../../providers/serverTime.ts';
import { TEXT } from '../../messages.ts';
import type { FormContext } from '../formContext.ts';
import { buildUiSchema } from '../uiSchema.ts';
import { historyRows, itemDefaults, messagesOf, pageOf } from './history.ts';
import { type Item, ItemDialog, itemColumns, itemFormSchema } from './ItemDialog.tsx';

const PAGE_SIZES = [10, 25, 50];
const PAGE_LABELS = {
  first: 'Primeira página',
  last: 'Última página',
  next: 'Próxima página',
  previous: 'Página anterior',
} as const;

export function HistoryField(props: FieldProps) {
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
  const dateField = (getUiOptions(props.uiSchema).dateField as string | undefined) ?? 'data';
  const list: Item[] = Array.isArray(formData) ? (formData as Item[]) : [];
  const title = (schema.title as string) ?? name;
  const itemTitle = (items.title as string) ?? 'Histórico';
  const locked = !!(readonly || disabled || ctx.viewOnly);
  // a required history only: an optional one starts empty, its table offers 'Inserir'
  const inline = ctx.mode === 'create' && !locked && (schema.minItems ?? 0) >= 1 && list.length <= 1;
  const headingId = useId();
  const errorSchema = props.errorSchema as Record<string, ErrorSchema> | undefined;

  // the first entry of a new record starts today
  const empty = list.length === 0;
  useEffect(() => {
    if (inline && empty)
      onChange([{ ...itemDefaults(items), [dateField]: toServerDate(new Date()) }], fieldPathId.path);
  }, [inline, empty, dateField, onChange, fieldPathId, items]);

  const heading = (
    <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
      {title}
    </Typography>
  );

  if (inline) {
    return (
      <Box component="section" aria-labelledby={headingId} sx={{ mt: 1 }}>
        {heading}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {'Os históricos seguintes são incluídos depois de gravar.'}
        </Typography>
        <FirstEntry {...props} items={items} />
      </Box>
    );
  }
  return (
    <HistoryTable
      {...props}
      ctx={ctx}
      items={items}
      list={list}
      dateField={dateField}
      itemTitle={itemTitle}
      heading={heading}
      headingId={headingId}
      locked={locked}
      rawErrors={rawErrors}
      errorSchema={errorSchema}
      // the list's id: the server's messages about the history are dropped once it changes
      commit={(next) => onChange(next, fieldPathId.path, undefined, fieldPathId.$id)}
    />
  );
}

/** The first entry's fields in the form itself (RJSF's own fields: live validation and focus reach them). */
function FirstEntry(props: FieldProps & { items: JsonSchema }) {
  const { items, formData, registry, fieldPathId, onChange, onBlur, onFocus, disabled, readonly } = props;
  const { SchemaField } = registry.fields;
  const itemSchema = useMemo(() => itemFormSchema(items, false), [items]);
  const uiSchema = useMemo(() => ({ ...buildUiSchema(itemSchema), 'ui:title': '' }), [itemSchema]);
  const pathId = useMemo(
    () => toFieldPathId(0, registry.globalFormOptions, fieldPathId),
    [registry.globalFormOptions, fieldPathId],
  );
  const first = (Array.isArray(formData) ? formData[0] : undefined) ?? {};
  return (
    <SchemaField
      name="0"
      schema={itemSchema as any}
      uiSchema={uiSchema}
      formData={first}
      errorSchema={(props.errorSchema as Record<string, ErrorSchema> | undefined)?.[0]}
      fieldPathId={pathId}
      onChange={onChange}
      onBlur={onBlur}
      onFocus={onFocus}
      registry={registry}
      disabled={disabled}
      readonly={readonly}
      required
    />
  );
}

type TableProps = FieldProps & {
  ctx: FormContext;
  items: JsonSchema;
  list: Item[];
  dateField: string;
  itemTitle: string;
  heading: React.ReactNode;
  headingId: string;
  locked: boolean;
  rawErrors: string[];
  errorSchema: Record<string, ErrorSchema> | undefined;
  commit(next: Item[]): void;
};

function HistoryTable(props: TableProps) {
  const {
    ctx,
    items,
    list,
    dateField,
    itemTitle,
    heading,
    headingId,
    locked,
    rawErrors,
    errorSchema,
    commit,
  } = props;
  const columns = useMemo(
    () => [dateField, ...itemColumns(items, 6).filter((c) => c !== dateField)].slice(0, 5),
    [items, dateField],
  );
  const rows = useMemo(() => historyRows(list, dateField), [list, dateField]);
  const [size, setSize] = useState(PAGE_SIZES[0]!);
  const [page, setPage] = useState(0);
  const current = Math.min(page, Math.max(0, Math.ceil(rows.length / size) - 1));
  const [editing, setEditing] = useState<number | undefined>();
  const wrong = rows.filter((r) => messagesOf(errorSchema?.[r.index]).length > 0);
  const dateOf = (item: Item | undefined) => formatDate(String(item?.[dateField] ?? '')) || 'sem data';

  const save = (index: number, item: Item) => {
    const next = [...list];
    next[index] = item;
    commit(next);
    setEditing(undefined);
    // the page where the entry now is, among the others by date
    setPage(pageOf(historyRows(next, dateField), index, size));
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        {heading}
        {!locked && (
          <Button startIcon={<AddIcon />} onClick={() => setEditing(list.length)}>
            {`${TEXT.insert} ${itemTitle}`}
          </Button>
        )}
      </Box>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {TEXT.empty}
        </Typography>
      ) : (
        <>
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
              {rows.slice(current * size, current * size + size).map(({ item, index }) => {
                const bad = messagesOf(errorSchema?.[index]).length > 0;
                return (
                  <TableRow key={String(item.id ?? `novo-${index}`)}>
                    {columns.map((c) => {
                      const p = items.properties?.[c] ?? {};
                      const target = p['x-ref'] ? ctx.catalog.find(p['x-ref'] as string) : undefined;
                      return (
                        <TableCell
                          key={c}
                          sx={{
                            maxWidth: 320,
                            overflow: 'hidden',
                            textOverflow: 'ellipsis',
                            whiteSpace: 'nowrap',
                            ...(bad ? { color: 'error.main' } : {}),
                          }}
                        >
                          {cellText(columnKind(p), p, item[c], target)}
                        </TableCell>
                      );
                    })}
                    {!locked && (
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <IconButton
                          aria-label={`${TEXT.edit} ${itemTitle} de ${dateOf(item)}`}
                          onClick={() => setEditing(index)}
                        >
                          <EditIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          aria-label={`${TEXT.remove} ${itemTitle} de ${dateOf(item)}`}
                          onClick={() => commit(list.filter((_, j) => j !== index))}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          {rows.length > PAGE_SIZES[0]! && (
            <TablePagination
              component="div"
              count={rows.length}
              page={current}
              rowsPerPage={size}
              rowsPerPageOptions={PAGE_SIZES}
              onPageChange={(_, p) => setPage(p)}
              onRowsPerPageChange={(e) => {
                setSize(Number(e.target.value));
                setPage(0);
              }}
              labelRowsPerPage="Linhas por página:"
              labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
              getItemAriaLabel={(type) => PAGE_LABELS[type]}
              showFirstButton
              showLastButton
            />
          )}
        </>
      )}
      {wrong.length > 0 && (
        <Box component="ul" role="alert" sx={{ color: 'error.main', pl: 2, my: 1 }}>
          {wrong.map(({ item, index }) => (
            <li key={index}>
              <Typography variant="body2" component="span">
                {`${itemTitle} de ${dateOf(item)}: ${messagesOf(errorSchema?.[index]).join(' ')} `}
              </Typography>
              {!locked && (
                <Link component="button" type="button" variant="body2" onClick={() => setEditing(index)}>
                  {TEXT.edit}
                </Link>
              )}
            </li>
          ))}
        </Box>
      )}
      {rawErrors.length > 0 && (
        <Typography role="alert" color="error" variant="caption">
          {rawErrors.join(' ')}
        </Typography>
      )}
      {editing !== undefined && (
        <ItemDialog
          name={props.name}
          list={list}
          items={items}
          itemTitle={itemTitle}
          index={editing}
          initial={list[editing] ?? { [dateField]: toServerDate(new Date()) }}
          initialErrors={errorSchema?.[editing] as never}
          ctx={ctx}
          onSave={(item) => save(editing, item)}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Box>
  );
}
