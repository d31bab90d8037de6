// Picks one or many records of another register, searching as the user types (500 ms pause,
// spec §9) through the target's first text filter. Plain MUI + react-admin hooks, no RJSF: the
// list filters use it too, and the list chunk must stay free of the form code.
// In a multi-select of a tree register (areas), picking a parent picks its active descendants too
// (spec §4, useTreeToggle.ts).
import { Autocomplete, Chip, CircularProgress, TextField } from '@mui/material';
import { type ReactNode, useRef, useState } from 'react';
import { type RaRecord, useGetList, useGetMany } from 'react-admin';
import { INPUT_DEBOUNCE_MS } from '../../shared/constants.ts';
import { type Catalog, defaultSort, refTitle, textSearchParam } from '../../shared/schema/schema-info.ts';
import { TEXT } from './messages.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';
import { useTreeToggle } from './useTreeToggle.ts';

const PAGE = 20;

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
};

export type SingleProps = Common & {
  multiple?: false;
  /** the reference as the API answers it: {id, <title>} */
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

/** Options for the typed text: the server filters by text when the target has a text filter. */
function useOptions(target: string, catalog: Catalog, open: boolean, input: string) {
  const resource = catalog.find(target);
  const param = resource ? textSearchParam(resource) : undefined;
  const q = useDebouncedValue(input.trim(), INPUT_DEBOUNCE_MS);
  const { data, isFetching } = useGetList(
    target,
    {
      pagination: { page: 1, perPage: PAGE },
      sort: resource ? defaultSort(resource) : { field: 'id', order: 'ASC' },
      filter: param && q ? { [param]: q } : {},
    },
    // dropdown failures leave an empty list (spec §8); fetched only while the list is open
    { enabled: open, placeholderData: (previous) => previous, retry: false },
  );
  return { options: data ?? [], loading: isFetching, serverFilters: !!param };
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
  const [input, setInput] = useState('');
  const { catalog, target } = props;
  const resource = catalog.find(target);
  const title = (r: RaRecord | undefined) => refTitle(r, resource);
  const { options, loading, serverFilters } = useOptions(target, catalog, open, input);
  const [opened, setOpened] = useState(false);
  const tree = useTreeToggle(target, catalog, opened, !!props.multiple && props.cascade !== false);
  const selectedIds = props.multiple
    ? (props.value ?? []).filter((id) => id !== undefined && id !== null)
    : [];
  // Every record seen (options, the tree, fetched titles), so a title is asked for once: chips chosen
  // before (edit form, filter from the URL) and a single reference given by id only (?source= prefill).
  const known = useRef(new Map<string, RaRecord>()).current;
  const remember = (records: RaRecord[] | undefined) => {
    for (const r of records ?? []) known.set(String(r.id), r);
  };
  remember(options);
  remember(tree.records);
  const single = props.multiple ? undefined : props.value;
  const untitled =
    single &&
    single.id !== undefined &&
    single[resource?.recordTitle ?? 'nome'] === undefined &&
    single.nome === undefined;
  const wanted = props.multiple ? selectedIds : untitled ? [single.id] : [];
  const missing = wanted.filter((id) => !known.has(String(id)));
  // one request per unknown id (the API has no "ids in" filter)
  const { data: fetched } = useGetMany(target, { ids: missing }, { enabled: missing.length > 0 });
  remember(fetched);

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
  const shared = {
    id: props.id,
    open,
    onOpen: () => {
      setOpen(true);
      setOpened(true);
    },
    onClose: () => setOpen(false),
    options,
    loading,
    disabled: props.disabled,
    readOnly: props.readOnly,
    getOptionLabel: (o: RaRecord) => title(o),
    isOptionEqualToValue: (o: RaRecord, v: RaRecord) => String(o.id) === String(v.id),
    // the server already filtered by the typed text; without a text filter MUI filters the page
    ...(serverFilters ? { filterOptions: (x: RaRecord[]) => x } : {}),
    onInputChange: (_: unknown, value: string, reason: string) => {
      if (reason !== 'reset') setInput(value);
    },
    renderInput: field,
    ...texts,
  };

  if (props.multiple) {
    const value = selectedIds.map((id) => known.get(String(id)) ?? ({ id } as RaRecord));
    const { onChange } = props;
    return (
      <Autocomplete<RaRecord, true>
        {...shared}
        multiple
        value={value}
        onChange={(_, records) => {
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
            return <Chip key={key} size="small" label={title(r)} {...itemProps} />;
          })
        }
      />
    );
  }
  return (
    <Autocomplete<RaRecord, false>
      {...shared}
      value={
        single && single.id !== undefined
          ? untitled
            ? (known.get(String(single.id)) ?? single)
            : single
          : null
      }
      onChange={(_, record) => {
        if (!record) return props.onChange(undefined);
        const key = resource?.recordTitle ?? 'nome';
        // keep the title with the id so the field shows it without another request
        props.onChange({ id: record.id, [key]: record[key] ?? record.nome });
      }}
    />
  );
}
