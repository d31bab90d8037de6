// The generated list of a register: x-resource.list columns, server-side sort and paging (15 a
// page), the filter accordion, row actions and the spec's empty and count texts. No RJSF here:
// the form code is loaded only when a form opens.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Button, Typography, useMediaQuery } from '@mui/material';
import { type ReactElement, useMemo } from 'react';
import {
  DataTable,
  List,
  Navigate,
  Pagination,
  type RaRecord,
  SimpleList,
  TopToolbar,
  useCanAccess,
  useCreatePath,
  useListContext,
  useNavigate,
  useRefresh,
} from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants.ts';
import { type Catalog, defaultSort, listColumns, refTitle } from '../../shared/schema/schema-info.ts';
import type { Resource } from '../../shared/schema/types.ts';
import type { ExtraFilter } from './extraFilters.ts';
import { ValueCell } from './fields/ValueCell.tsx';
import { ExportButton } from './importExport/ExportButton.tsx';
import { ImportButton } from './importExport/ImportButton.tsx';
import { countMessage, TEXT } from './messages.ts';
import { type RowAction, RowActions } from './RowActions.tsx';
import { SchemaFilters } from './SchemaFilters.tsx';
import { useDeleteRecord } from './useDeleteRecord.tsx';

/** A register's own row actions (state changes, reports…), after 'Editar' and 'Remover'. */
export type ExtraRowActions = (
  record: RaRecord,
  resource: Resource,
  tools: { refresh(): void; navigate(to: string): void },
) => RowAction[];

export type SchemaListProps = {
  resource: Resource;
  catalog: Catalog;
  extraRowActions?: ExtraRowActions;
  /** actions on the selected rows (a register's override); without them rows are not selectable */
  bulkActions?: ReactElement;
  /** query parameters the register's hooks read beyond x-resource.filters (ResourceOverride.filters) */
  extraFilters?: ExtraFilter[];
  /** records the server refuses to change (ResourceOverride.lockedRecord): 'Visualizar', no 'Remover' */
  lockedRecord?: (record: RaRecord) => boolean;
};

function ListTopBar({ resource }: { resource: Resource }) {
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource: resource.path, action: 'create' });
  const exportButton = <ExportButton path={resource.path} />;
  if (resource.meta.readOnly || !canAccess)
    return <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>{exportButton}</TopToolbar>;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      {exportButton}
      <ImportButton path={resource.path} label={resource.meta.label} />
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={() => navigate(`${createPath({ resource: resource.path, type: 'list' })}/new`)}
      >
        {TEXT.insert}
      </Button>
    </TopToolbar>
  );
}

function ListFooter({ countLimit }: { countLimit?: number }) {
  const { total } = useListContext();
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', px: 2 }}
    >
      <Typography variant="body2" role="status">
        {total ? countMessage(total, countLimit) : ''}
      </Typography>
      <Pagination rowsPerPageOptions={[15, 30, 50, 100]} />
    </Box>
  );
}

function Empty() {
  return (
    <Typography variant="body2" role="status" sx={{ p: 2 }}>
      {TEXT.empty}
    </Typography>
  );
}

function useRowActions(
  resource: Resource,
  extra?: ExtraRowActions,
  lockedRecord?: (record: RaRecord) => boolean,
) {
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const { canAccess: canEdit } = useCanAccess({ resource: resource.path, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: resource.path, action: 'delete' });
  const { askDelete, dialog } = useDeleteRecord(resource);
  const refresh = useRefresh();
  const writable = !resource.meta.readOnly;
  const actionsFor = (record: RaRecord): RowAction[] => {
    const open = () => navigate(createPath({ resource: resource.path, id: record.id, type: 'edit' }));
    const actions: RowAction[] = [];
    const mutable = writable && !lockedRecord?.(record);
    if (mutable && canEdit)
      actions.push({ label: TEXT.edit, icon: <EditIcon fontSize="small" />, onClick: open });
    else actions.push({ label: TEXT.view, icon: <VisibilityIcon fontSize="small" />, onClick: open });
    if (mutable && canDelete)
      actions.push({
        label: TEXT.remove,
        icon: <DeleteIcon fontSize="small" />,
        onClick: () => askDelete(record),
      });
    return [...actions, ...(extra?.(record, resource, { refresh, navigate }) ?? [])];
  };
  return { actionsFor, dialog };
}

/** Below 768 px each row is a card: the record's title, two or three key fields, the actions in a menu. */
const PHONE = '(max-width: 767.95px)';

/** A register's list; a singleton register (one record: installation settings) opens that record's form. */
export function SchemaList(props: SchemaListProps) {
  if (props.resource.meta.singleton) return <Navigate to={`/${props.resource.path}/1`} replace />;
  return <RegisterList {...props} />;
}

function RegisterList({
  resource,
  catalog,
  extraRowActions,
  bulkActions,
  extraFilters,
  lockedRecord,
}: SchemaListProps) {
  const columns = useMemo(() => listColumns(resource), [resource]);
  // the list asks only for what it shows (wide records: the candidates' CV text made 26 KB a page);
  // a register's own row actions may read any property, so their lists keep whole records
  const queryOptions = useMemo(
    () =>
      extraRowActions
        ? undefined
        : { meta: { fields: [...new Set([resource.recordTitle, ...columns.map((c) => c.source)])] } },
    [extraRowActions, resource, columns],
  );
  const { actionsFor, dialog } = useRowActions(resource, extraRowActions, lockedRecord);
  const phone = useMediaQuery(PHONE);
  const titleColumn = columns.find((c) => c.source === resource.recordTitle) ?? columns[0];
  const keyColumns = columns.filter((c) => c !== titleColumn).slice(0, 3);
  return (
    <List
      resource={resource.path}
      title={resource.meta.label}
      perPage={DEFAULT_PAGE_SIZE}
      sort={defaultSort(resource)}
      filterDefaultValues={resource.meta.defaultFilter}
      queryOptions={queryOptions}
      exporter={false}
      actions={<ListTopBar resource={resource} />}
      pagination={<ListFooter countLimit={resource.meta.countLimit} />}
      empty={false}
    >
      <SchemaFilters resource={resource} catalog={catalog} extra={extraFilters} />
      {phone ? (
        <SimpleList
          rowClick="edit"
          empty={<Empty />}
          primaryText={(record) =>
            titleColumn ? (
              <ValueCell column={titleColumn} record={record as RaRecord} catalog={catalog} />
            ) : (
              String(record.id)
            )
          }
          secondaryText={(record) => (
            <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
              {keyColumns.map((c) => (
                <Box component="span" key={c.source}>
                  {c.label}: <ValueCell column={c} record={record as RaRecord} catalog={catalog} />
                </Box>
              ))}
            </Box>
          )}
          rightIcon={(record) => (
            <RowActions
              actions={actionsFor(record as RaRecord)}
              recordLabel={refTitle(record, resource)}
              menu
            />
          )}
        />
      ) : (
        <DataTable bulkActionButtons={bulkActions ?? false} rowClick="edit" empty={<Empty />}>
          {columns.map((c) => (
            <DataTable.Col
              key={c.source}
              source={c.source}
              label={c.label}
              disableSort={!c.sortable}
              render={(record) => <ValueCell column={c} record={record as RaRecord} catalog={catalog} />}
            />
          ))}
          <DataTable.Col
            label={TEXT.moreActions}
            disableSort
            align="right"
            render={(record) => (
              <RowActions actions={actionsFor(record as RaRecord)} recordLabel={refTitle(record, resource)} />
            )}
          />
        </DataTable>
      )}
      {dialog}
    </List>
  );
}
