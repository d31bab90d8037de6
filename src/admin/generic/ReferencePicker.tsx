// Picks one or many records of another register. What is typed stays in the field and searches the server
// after a 500 ms pause (spec §9) by every word of the records' labels ('pedreiro i' finds 'Pedreiro – I',
// schema-info.ts pickerSearchParam); more records load as the list scrolls; chosen records keep their labels
// even when they are not among the records loaded; a register that declares details (a talent's matrícula,
// area and job) shows them under each record so homonyms can be told apart. Plain MUI + react-admin hooks,
// no RJSF: the list filters use it too, and the list chunk must stay free of the form code.
// In a multi-select of a tree register (areas), picking a parent picks its active descendants too
// (spec §4, useTreeToggle.ts).
import { Autocomplete, Box, Chip, CircularProgress, TextField, Typography } from '@mui/material';
import { type HTMLAttributes, type Key, type ReactNode, type UIEvent, useRef, useState } from 'react';
import { type RaRecord, useGetList, useInfiniteGetList } from 'react-admin';
import { INPUT_DEBOUNCE_MS } from '../../shared/constants.ts';
import {
  type Catalog,
  pickerFields,
  pickerSearchParam,
  pickerSort,
  recordDetails,
  refTitle,
} from '../../shared/schema/schema-info.ts';
import type { Resource } from '../../shared/schema/types.ts';
import { TEXT } from './messages.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';
import { useTreeToggle } from './useTreeToggle.ts';

/** records a request of the list brings */
const PAGE = 20;
/** the next page is asked when the list is scrolled to this many pixels from its end */
const NEAR_END_PX = 48;
/** chosen records whose labels are asked at once */
const LABELS_AT_ONCE = 200;

type Common = {
  id: string;
  label: string;
  target: string;
  catalog: Catalog;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  onBlur?: () => void;
  onFocus?: () => void;
  'aria-describedby'?: string;
  /** list filter the offered records must match (x-ui.refFilter); chosen records keep their labels */
  filter?: Record<string, unknown>;
};

export type SingleProps = Common & {
  multiple?: false;
  /** the reference as the API answers it: {id, <title>, rotulo?} */
  value: RaRecord | null | undefined;
  onChange(value: RaRecord | undefined): void;
};

export type ManyProps = Common & {
  multiple: true;
  value: (number | string)[] | null | undefined;
  onChange(value: (number | string)[]): void;
  /** picking a parent of a tree register picks its active descendants (default true) */
  cascade?: boolean;
};

/** Pages of records for the typed text, the next one asked as the list scrolls. */
function useOptions(
  resource: Resource | undefined,
  target: string,
  open: boolean,
  typed: string,
  fixed: Record<string, unknown> = {},
) {
  const param = resource ? pickerSearchParam(resource) : undefined;
  const q = useDebouncedValue(typed.trim(), INPUT_DEBOUNCE_MS);
  const result = useInfiniteGetList(
    target,
    {
      pagination: { page: 1, perPage: PAGE },
      sort: resource ? pickerSort(resource) : { field: 'id', order: 'ASC' },
      filter: param && q ? { ...fixed, [param]: q } : fixed,
      meta: resource ? { fields: pickerFields(resource) } : undefined,
    },
    // dropdown failures leave an empty list (spec §8); fetched only while the list is open
    { enabled: open, placeholderData: (previous) => previous, retry: false },
  );
  const options = result.data?.pages.flatMap((p) => p.data) ?? [];
  const more = () => {
    if (result.hasNextPage && !result.isFetchingNextPage) void result.fetchNextPage();
  };
  return { options, loading: result.isFetching, more, serverFilters: !!param };
}

/** The records already seen, by id, so a chosen record keeps its label and is asked for once. */
function useKnown(target: string, resource: Resource | undefined, wanted: (number | string)[]) {
  const known = useRef(new Map<string, RaRecord>()).current;
  const remember = (records: RaRecord[] | undefined) => {
    for (const r of records ?? []) known.set(String(r.id), r);
  };
  const missing = wanted.filter((id) => !known.has(String(id))).slice(0, LABELS_AT_ONCE);
  // the chosen ids the loaded pages do not have, in one request (?id=1,2,3)
  const { data } = useGetList(
    target,
    {
      pagination: { page: 1, perPage: missing.length || 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: { id: missing },
      meta: { unpaged: true, ...(resource ? { fields: pickerFields(resource) } : {}) },
    },
    { enabled: missing.length > 0, retry: false },
  );
  remember(data);
  return { known, remember };
}

/** The same array while the chosen records and their labels are the same: MUI empties the typed text when it changes. */
function useStable(records: RaRecord[], title: (r: RaRecord) => string): RaRecord[] {
  const previous = useRef<{ key: string; records: RaRecord[] }>(undefined);
  const key = records.map((r) => `${r.id}\u0000${title(r)}`).join('\u0001');
  if (previous.current?.key !== key) previous.current = { key, records };
  return previous.current.records;
}

const texts = {
  noOptionsText: TEXT.noOptions,
  loadingText: TEXT.loading,
  clearText: TEXT.clear,
  openText: TEXT.open,
  closeText: TEXT.close,
};

export function ReferencePicker(props: SingleProps | ManyProps) {
  const [open, setOpen] = useState(false);
  // what the user typed: it searches and, in a multi-select, stays after a pick (a second homonym is one click away)
  const [typed, setTyped] = useState('');
  const { catalog, target } = props;
  const resource = catalog.find(target);
  const titleKey = resource?.recordTitle ?? 'nome';
  const title = (r: RaRecord | undefined) => refTitle(r, resource);
  const detail = (r: RaRecord) => recordDetails(r, resource, catalog);
  const { options, loading, more, serverFilters } = useOptions(resource, target, open, typed, props.filter);
  const [opened, setOpened] = useState(false);
  const tree = useTreeToggle(target, catalog, opened, !!props.multiple && props.cascade !== false);
  const selectedIds = props.multiple
    ? (props.value ?? []).filter((id) => id !== undefined && id !== null)
    : [];
  const single = props.multiple ? undefined : props.value;
  const untitled =
    single &&
    single.id !== undefined &&
    single[titleKey] === undefined &&
    single.nome === undefined &&
    single.rotulo === undefined;
  const { known, remember } = useKnown(
    target,
    resource,
    props.multiple ? selectedIds : untitled ? [single.id] : [],
  );
  remember(options);
  remember(tree.records);
  const chosen = useStable(
    selectedIds.map((id) => known.get(String(id)) ?? ({ id } as RaRecord)),
    title,
  );

  const field = (params: any) => (
    <TextField
      {...params}
      id={props.id}
      label={props.label}
      required={props.required}
      error={props.error}
      helperText={props.helperText}
      onBlur={props.onBlur}
      onFocus={props.onFocus}
      slotProps={{
        ...params.slotProps,
        htmlInput: {
          ...params.inputProps,
          'aria-describedby': props['aria-describedby'],
          readOnly: props.readOnly,
        },
        input: {
          ...params.InputProps,
          endAdornment: (
            <>
              {loading ? <CircularProgress color="inherit" size={18} aria-label={TEXT.loading} /> : null}
              {params.InputProps.endAdornment}
            </>
          ),
        },
      }}
    />
  );
  const option = (attrs: HTMLAttributes<HTMLLIElement> & { key: Key }, record: RaRecord) => {
    const { key, ...rest } = attrs;
    const extra = detail(record).join(' · ');
    const describedBy = extra ? `${props.id}-detalhe-${record.id}` : undefined;
    // named by its label, described by its details: a screen reader hears both, and the name stays the label
    return (
      <li key={key} {...rest} aria-label={title(record)} aria-describedby={describedBy}>
        <Box>
          <Typography component="span" sx={{ display: 'block' }}>
            {title(record)}
          </Typography>
          {extra ? (
            <Typography
              id={describedBy}
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ display: 'block' }}
            >
              {extra}
            </Typography>
          ) : null}
        </Box>
      </li>
    );
  };
  const shared = {
    id: props.id,
    open,
    onOpen: () => {
      setOpen(true);
      setOpened(true);
    },
    options,
    loading,
    disabled: props.disabled,
    readOnly: props.readOnly,
    getOptionLabel: (o: RaRecord) => title(o),
    getOptionKey: (o: RaRecord) => String(o.id),
    isOptionEqualToValue: (o: RaRecord, v: RaRecord) => String(o.id) === String(v.id),
    renderOption: option,
    // the server already filtered by the typed text; without a search parameter MUI filters what it has
    ...(serverFilters ? { filterOptions: (x: RaRecord[]) => x } : {}),
    slotProps: {
      listbox: {
        onScroll: (e: UIEvent<HTMLElement>) => {
          const el = e.currentTarget;
          if (el.scrollTop + el.clientHeight >= el.scrollHeight - NEAR_END_PX) more();
        },
      },
    },
    renderInput: field,
    ...texts,
  };

  if (props.multiple) {
    const { onChange } = props;
    return (
      <Autocomplete<RaRecord, true>
        {...shared}
        multiple
        disableCloseOnSelect
        value={chosen}
        inputValue={typed}
        onInputChange={(_, value, reason) => {
          // typing and clearing change the text; a pick, a chip removed or a new value does not: it stays
          // until the list closes
          if (reason === 'input' || reason === 'clear') setTyped(value);
        }}
        onClose={() => {
          setOpen(false);
          setTyped('');
        }}
        onChange={(_, records) => {
          remember(records);
          void tree
            .toggle(
              selectedIds,
              records.map((r) => r.id as number),
            )
            .then(onChange);
        }}
        renderValue={(records, getItemProps) =>
          records.map((r, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            // the first detail (a matrícula) tells two chosen homonyms apart; all of them on hover
            const [first, ...rest] = detail(r);
            return (
              <Chip
                key={key}
                size="small"
                label={first ? `${title(r)} · ${first}` : title(r)}
                title={first ? [title(r), first, ...rest].join(' · ') : undefined}
                {...itemProps}
              />
            );
          })
        }
      />
    );
  }
  return (
    <Autocomplete<RaRecord, false>
      {...shared}
      onClose={() => setOpen(false)}
      onInputChange={(_, value, reason) => {
        // the text shown after a pick is the record's label, not a search
        setTyped(reason === 'input' ? value : '');
      }}
      value={
        single && single.id !== undefined
          ? untitled
            ? (known.get(String(single.id)) ?? single)
            : single
          : null
      }
      onChange={(_, record) => {
        if (!record) return props.onChange(undefined);
        // keep the title and the label with the id so the field shows them without another request
        props.onChange({
          id: record.id,
          [titleKey]: record[titleKey] ?? record.nome,
          ...(record.rotulo ? { rotulo: record.rotulo } : {}),
        });
      }}
    />
  );
}
