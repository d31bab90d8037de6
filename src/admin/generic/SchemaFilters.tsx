// The filter accordion of a generated list ('Exibir Filtro' / 'Ocultar Filtro', spec §2), built
// from x-resource.filters. Filters apply on 'Pesquisar' (or Enter) and go to the API as query
// parameters through react-admin's filter values.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Button,
  Grid,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useListContext } from 'react-admin';
import { enumLabel } from '../../shared/schema/cell-text.ts';
import { type Catalog, type FilterInput, filterInputs } from '../../shared/schema/schema-info.ts';
import type { Resource } from '../../shared/schema/types.ts';
import { type ExtraFilter, extraFilterInputs } from './extraFilters.ts';
import { type FormValues, keysOf, toFilterValues, toFormValues } from './filterValues.ts';
import { maskDate } from './form/widgets/dates.ts';
import { TEXT } from './messages.ts';
import { ReferencePicker } from './ReferencePicker.tsx';

type InputProps = {
  filter: FilterInput;
  values: FormValues;
  set(key: string, value: FormValues[string]): void;
  catalog: Catalog;
  idBase: string;
};

function FilterField({ filter: f, values, set, catalog, idBase }: InputProps) {
  const [key] = keysOf(f);
  const id = `${idBase}-${f.param}`;
  const text = (values[key!] as string) ?? '';
  switch (f.kind) {
    case 'boolean':
      return (
        <TextField
          select
          fullWidth
          size="small"
          id={id}
          label={f.label}
          value={text}
          onChange={(e) => set(key!, e.target.value)}
        >
          <MenuItem value="">{TEXT.all}</MenuItem>
          <MenuItem value="true">{TEXT.yes}</MenuItem>
          <MenuItem value="false">{TEXT.no}</MenuItem>
        </TextField>
      );
    case 'enum':
      return (
        <TextField
          select
          fullWidth
          size="small"
          id={id}
          label={f.label}
          value={text}
          onChange={(e) => set(key!, e.target.value)}
        >
          <MenuItem value="">{TEXT.all}</MenuItem>
          {(f.schema.enum ?? f.schema.items?.enum ?? []).map((v) => (
            <MenuItem key={String(v)} value={String(v)}>
              {enumLabel(f.schema, v)}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'ref':
      return (
        <ReferencePicker
          multiple
          id={id}
          label={f.label}
          target={f.target!}
          catalog={catalog}
          // a subtree filter already takes the descendants on the server: no chip for each of them
          cascade={f.op !== 'subtree'}
          value={(values[key!] as (number | string)[]) ?? []}
          onChange={(ids) => set(key!, ids)}
        />
      );
    case 'date': {
      const keys = keysOf(f);
      return (
        <Stack direction="row" spacing={1}>
          {keys.map((k, i) => (
            <TextField
              key={k}
              fullWidth
              size="small"
              id={`${id}-${i}`}
              label={keys.length > 1 ? `${f.label} (${i === 0 ? TEXT.from : TEXT.to})` : f.label}
              placeholder="dd/mm/aaaa"
              value={(values[k] as string) ?? ''}
              onChange={(e) => set(k, maskDate(e.target.value))}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          ))}
        </Stack>
      );
    }
    default:
      return (
        <TextField
          fullWidth
          size="small"
          id={id}
          label={f.label}
          value={text}
          onChange={(e) => set(key!, e.target.value)}
          slotProps={{
            htmlInput: f.kind === 'number' || f.kind === 'numberList' ? { inputMode: 'numeric' } : {},
          }}
        />
      );
  }
}

export function SchemaFilters({
  resource,
  catalog,
  extra,
}: {
  resource: Resource;
  catalog: Catalog;
  /** filters on parameters the register's hooks read (ResourceOverride.filters), after the declared ones */
  extra?: ExtraFilter[];
}) {
  const filters = useMemo(
    () => [...filterInputs(resource), ...extraFilterInputs(resource, extra ?? [])],
    [resource, extra],
  );
  const { filterValues, setFilters } = useListContext();
  const [expanded, setExpanded] = useState(false);
  const [values, setValues] = useState<FormValues>(() => toFormValues(filters, filterValues ?? {}));
  const idBase = useId();

  // filters changed elsewhere (back button, a link with ?filter=) show up in the form
  const applied = JSON.stringify(filterValues ?? {});
  useEffect(() => setValues(toFormValues(filters, JSON.parse(applied))), [filters, applied]);

  if (filters.length === 0) return null;
  const set = (key: string, value: FormValues[string]) => setValues((v) => ({ ...v, [key]: value }));
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters(toFilterValues(filters, values), undefined, false);
  };
  const clear = () => {
    setValues(toFormValues(filters, {}));
    setFilters({}, undefined, false);
  };

  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => setExpanded(open)}
      disableGutters
      elevation={0}
      sx={{ mb: 1 }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls={`${idBase}-panel`}
        id={`${idBase}-header`}
      >
        <Typography>{expanded ? TEXT.hideFilter : TEXT.showFilter}</Typography>
      </AccordionSummary>
      <AccordionDetails id={`${idBase}-panel`}>
        <form onSubmit={apply} aria-label="Filtro">
          <Grid container spacing={2}>
            {filters.map((f) => (
              <Grid key={f.param} size={{ xs: 12, sm: 6, md: 4 }}>
                <FilterField filter={f} values={values} set={set} catalog={catalog} idBase={idBase} />
              </Grid>
            ))}
          </Grid>
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button type="submit" variant="contained">
              {TEXT.search}
            </Button>
            <Button type="button" onClick={clear}>
              {TEXT.clearFilter}
            </Button>
          </Stack>
        </form>
      </AccordionDetails>
    </Accordion>
  );
}
