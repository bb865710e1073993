/**
 * THE list screen of the product: a server-mode MUI DataGrid with search, sort, pages, an
 * Active/Deleted tab, row actions (view, edit, delete with confirmation and Undo, restore) and Excel
 * and PDF exports, all of it kept in the URL query (`?page=2&size=25&q=centro&sort=name&order=desc&tab=deleted`)
 * so that Back and a shared link restore the list. A screen declares what it lists; the pattern
 * does the rest.
 *
 * @example
 * import { useDeleteZoneMutation, useGetZonesPaginatedQuery, useGetZonesPaginatedSearchQuery,
 *   useRestoreZoneMutation } from '@/api/zones';
 * import type { Zone } from '@/api/zones';
 * import { ListPage, listExportUrl } from '@/components/data-grid';
 * import type { ListColumn } from '@/components/data-grid';
 *
 * export function ZoneList() {
 *   const { t } = useTranslation('zones');
 *   const [deleteZone] = useDeleteZoneMutation();
 *   const [restoreZone] = useRestoreZoneMutation();
 *   const columns: ListColumn<Zone>[] = [
 *     { field: 'name', headerName: t('fields.name'), sortable: true, flex: 1 }, // server sorts by it
 *     { field: 'phone', headerName: t('fields.phone'), sortable: true, width: 160 },
 *     { field: 'description', headerName: t('fields.description'), flex: 2 }, // not sortable
 *   ];
 *   return (
 *     <ListPage<Zone>
 *       title={t('list.title')}                     // the h1, and the grid's accessible name
 *       columns={columns}
 *       useList={useGetZonesPaginatedQuery}         // called when the search is empty
 *       useSearch={useGetZonesPaginatedSearchQuery} // called with the search (omit: no search box)
 *       rowLabel={(zone) => zone.name}              // names a row in aria-labels, dialog and toasts
 *       create={{ label: t('actions.new'), path: 'new' }}
 *       actions={{
 *         viewPath: (zone) => String(zone.id),      // relative to the list's route
 *         editPath: (zone) => `${String(zone.id)}/edit`,
 *         onDelete: (zone) => deleteZone({ id: zone.id }).unwrap(),
 *         onRestore: (zone) => restoreZone({ id: zone.id, body: {} }).unwrap(),
 *       }}
 *       // only for resources with an export call:
 *       exports={{ url: listExportUrl('/api/users/list', { type_user: type }), filename: 'usuarios' }}
 *     />
 *   );
 * }
 *
 * Screens with filters of their own (a user type, a date range) keep them in the same URL query
 * (`useListUrlState()[1].setFilter(key, value)` resets the page), pass them to the endpoint with
 * `extraArgs` and show their controls in `toolbar` (`DateRangeFilter` is the date range one).
 * Screens reached from the list (view, edit, new) get the way back with `useBackToList()`;
 * `useRecordId()` and `RecordNotFound` handle a bad id.
 *
 * A screen whose rows come in tabs of its own (the orders: Activos, Cancelados) passes `tabs`: the
 * tab is kept as `?tab=<value>` (the first one by default, read it with
 * `useListUrlState({ sortable, tabs })` to pick the rows in `extraArgs`), and the deleted rows of a
 * tab are shown with a "Deleted" switch (`?deleted=1`) instead of a tab.
 */
import { createContext, useContext, useId, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { DataGrid, GridActionsCell } from '@mui/x-data-grid';
import type {
  GridColDef,
  GridPaginationModel,
  GridRenderCellParams,
  GridRowIdGetter,
  GridSortModel,
  GridValidRowModel,
} from '@mui/x-data-grid';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { ExportButtons } from './export-buttons';
import type { ExportFilter, ListExports } from './export-buttons';
import { gridLocaleText } from './grid-locale';
import { useListLinkState } from './list-return';
import { PAGE_SIZES, isDeletedView } from './list-url-state';
import { RowActionButton } from './row-action-button';
import { SearchBox } from './search-box';
import { searchSegment, useServerList } from './use-server-list';
import type { ListQueryHook, PageArgs, SearchPageArgs } from './use-server-list';
import { useRowRemoval } from './use-row-removal';

/** A tab of a screen's own (`ListPageProps.tabs`). */
export interface ListTabOption {
  /** Kept in the URL as `?tab=<value>`. */
  value: string;
  label: string;
}

/** A column of a list: a DataGrid column; `sortable: true` only where the server sorts by `field`. */
export type ListColumn<Row extends GridValidRowModel> = GridColDef<Row>;

/** What can be done with a row. Each action shows only when given. */
export interface RowActions<Row> {
  /** The row's view screen, relative to the list's route (`'12'`). */
  viewPath?: (row: Row) => string;
  /** The row's edit screen, relative to the list's route (`'12/edit'`). Active rows only. */
  editPath?: (row: Row) => string;
  /** Soft delete, asked for in a dialog; settles with the call (`.unwrap()`). Active rows only. */
  onDelete?: (row: Row) => Promise<unknown>;
  /** Restore: on deleted rows, and as Undo in the toast after a delete. */
  onRestore?: (row: Row) => Promise<unknown>;
}

export interface ListPageProps<Row extends GridValidRowModel, Extra extends object> {
  /** The page's heading and the grid's accessible name. */
  title: string;
  columns: readonly ListColumn<Row>[];
  /** The generated `use…PaginatedQuery` hook (must not change between renders). */
  useList: ListQueryHook<PageArgs & Extra, Row>;
  /** The generated `use…PaginatedSearchQuery` hook; without it the list has no search box. */
  useSearch?: ListQueryHook<SearchPageArgs & Extra, Row>;
  /** Arguments of the screen's own filters, merged into both calls. */
  extraArgs?: Extra;
  /** Request nothing while true (a filter of the screen is incomplete). */
  skip?: boolean;
  /** Names a row for people: aria-labels of its actions, the delete dialog, the toasts. */
  rowLabel: (row: Row) => string;
  /** Defaults to `row.id`. */
  getRowId?: GridRowIdGetter<Row>;
  actions?: RowActions<Row>;
  /** Active/Deleted tabs (`trashed=without|only`); on by default when rows can be restored. */
  trash?: boolean;
  /**
   * Tabs of the screen's own instead of Active/Deleted (`?tab=<value>`, the first by default); with
   * `trash`, a switch shows the deleted rows of the tab (`?deleted=1`).
   */
  tabs?: readonly ListTabOption[];
  /** What the grid says when there are no rows (default: nothing yet, nothing matches, none deleted). */
  emptyText?: string;
  /** The "new" button: a link relative to the list's route. */
  create?: { label: string; path: string };
  exports?: ListExports;
  /** The screen's own controls (filters), shown in the toolbar next to the search. */
  toolbar?: ReactNode;
}

interface EmptyTexts {
  text: string;
}
const EmptyTextContext = createContext<EmptyTexts>({ text: '' });

/** The grid's "no rows" overlay: says whether the list is empty or nothing matches the search. */
function EmptyOverlay() {
  const { text } = useContext(EmptyTextContext);
  return (
    <Stack
      spacing={1}
      sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 3 }}
    >
      <InboxOutlined color="disabled" sx={{ fontSize: 40 }} aria-hidden="true" />
      <Typography color="text.secondary" role="status" sx={{ textAlign: 'center' }}>
        {text}
      </Typography>
    </Stack>
  );
}

const GRID_SLOTS = { noRowsOverlay: EmptyOverlay } as const;
const GRID_SLOT_PROPS = {
  loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' },
} as const;
const PAGE_SIZE_OPTIONS = [...PAGE_SIZES];

/**
 * The buttons of a row, from the list's latest render: the actions column stays the same object
 * (the grid keeps its column state) while what the buttons do follows the screen's props.
 */
const RowButtonsContext = createContext<(row: unknown) => ReactNode[]>(() => []);

function RowActionsCell(params: GridRenderCellParams) {
  const buttonsOf = useContext(RowButtonsContext);
  return (
    <GridActionsCell {...params} suppressChildrenValidation>
      {buttonsOf(params.row)}
    </GridActionsCell>
  );
}

/** As wide as its buttons (one to three icon buttons) need, and never narrower than its header. */
function actionsColumn<Row extends GridValidRowModel>(
  headerName: string,
  buttons: number,
): GridColDef<Row> {
  return {
    field: '__actions',
    headerName,
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    hideable: false,
    display: 'flex',
    align: 'center',
    headerAlign: 'center',
    minWidth: 80 + 20 * Math.max(1, Math.min(3, buttons)),
    renderCell: (params) => <RowActionsCell {...params} />,
  };
}

/** A server-mode list screen. See the example at the top of this file. */
export function ListPage<Row extends GridValidRowModel, Extra extends object = object>({
  title,
  columns,
  useList,
  useSearch,
  extraArgs,
  skip,
  rowLabel,
  getRowId,
  actions,
  trash = actions?.onRestore !== undefined,
  tabs,
  emptyText: ownEmptyText,
  create,
  exports,
  toolbar,
}: ListPageProps<Row, Extra>) {
  const { t, i18n } = useTranslation('list');
  const ids = {
    heading: useId(),
    search: useId(),
    panel: useId(),
    tabs: useId(),
    deleted: useId(),
  };
  const ownTabs = tabs !== undefined && tabs.length > 0 ? tabs : undefined;
  const sortable = columns.filter((column) => column.sortable === true).map((c) => c.field);
  const list = useServerList<Row, Extra>({
    useList,
    useSearch,
    sortable,
    trashed: trash,
    tabs: ownTabs?.map((tab) => tab.value),
    extraArgs,
    skip,
  });
  const { state, controls } = list;
  const linkState = useListLinkState();
  const removal = useRowRemoval<Row>({
    rowLabel,
    onDelete: actions?.onDelete,
    onRestore: actions?.onRestore,
    deleteText: ownTabs && trash ? t('delete.textSwitch') : undefined,
  });
  const deleted = trash && isDeletedView(state);

  const rowButtons = (row: Row): ReactNode[] => {
    const name = rowLabel(row);
    const buttons: ReactNode[] = [];
    if (actions?.viewPath)
      buttons.push(
        <RowActionButton
          key="view"
          label={t('actions.view', { name })}
          icon={<VisibilityOutlined fontSize="small" />}
          to={actions.viewPath(row)}
          linkState={linkState}
        />,
      );
    if (!deleted && actions?.editPath)
      buttons.push(
        <RowActionButton
          key="edit"
          label={t('actions.edit', { name })}
          icon={<EditOutlined fontSize="small" />}
          to={actions.editPath(row)}
          linkState={linkState}
        />,
      );
    const { askDelete, restore } = removal;
    if (!deleted && askDelete)
      buttons.push(
        <RowActionButton
          key="delete"
          label={t('actions.delete', { name })}
          icon={<DeleteOutlined fontSize="small" />}
          color="error"
          onClick={() => askDelete(row)}
        />,
      );
    if (deleted && restore)
      buttons.push(
        <RowActionButton
          key="restore"
          label={t('actions.restore', { name })}
          icon={<RestoreFromTrashOutlined fontSize="small" />}
          color="success"
          onClick={() => restore(row)}
        />,
      );
    return buttons;
  };

  const actionsHeader = t('columns.actions');
  const actionButtons =
    actions === undefined
      ? 0
      : [actions.viewPath, actions.editPath, actions.onDelete ?? actions.onRestore].filter(
          (action) => action !== undefined,
        ).length;
  const hasActions = actionButtons > 0;
  const gridColumns = useMemo<GridColDef<Row>[]>(() => {
    const own = columns.map((column) => ({
      ...column,
      sortable: column.sortable === true,
      filterable: false,
    }));
    if (!hasActions) return own;
    return [...own, actionsColumn<Row>(actionsHeader, actionButtons)];
  }, [actionButtons, actionsHeader, columns, hasActions]);

  // the grid compares its models by reference (a new sort model resets it to the first page)
  const paginationModel = useMemo<GridPaginationModel>(
    () => ({ page: state.page - 1, pageSize: state.size }),
    [state.page, state.size],
  );
  const onPaginationModelChange = (model: GridPaginationModel) => {
    if (model.pageSize !== state.size) controls.setSize(model.pageSize);
    else if (model.page !== state.page - 1) controls.setPage(model.page + 1);
  };
  const sortField = state.sort?.field;
  const sortOrder = state.sort?.order;
  const sortModel = useMemo<GridSortModel>(
    () => (sortField && sortOrder ? [{ field: sortField, sort: sortOrder }] : []),
    [sortField, sortOrder],
  );
  const onSortModelChange = (model: GridSortModel) => {
    const first = model[0];
    controls.setSort(first?.sort ? { field: first.field, order: first.sort } : null);
  };

  const emptyText =
    ownEmptyText ??
    (state.search
      ? t('empty.search', { search: state.search })
      : deleted
        ? t('empty.deleted')
        : t('empty.none'));
  const exportFilter: ExportFilter = {
    filter: state.search ? searchSegment(state.search) : 'all',
    trashed: deleted ? 'only' : 'without',
    tab: state.tab,
  };
  const tabItems: readonly ListTabOption[] | null =
    ownTabs ??
    (trash
      ? [
          { value: 'active', label: t('tabs.active') },
          { value: 'deleted', label: t('tabs.deleted') },
        ]
      : null);

  const grid = list.isError ? (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', p: 2 }}>
      <InlineAlert>{t('error.load')}</InlineAlert>
      <Button variant="outlined" loading={list.isFetching} onClick={list.refetch}>
        {t('actions.retry')}
      </Button>
    </Stack>
  ) : (
    <EmptyTextContext.Provider value={{ text: emptyText }}>
      <RowButtonsContext.Provider value={(row) => rowButtons(row as Row)}>
        <DataGrid<Row>
          aria-labelledby={ids.heading}
          rows={list.rows}
          columns={gridColumns}
          getRowId={getRowId}
          rowCount={list.isLoading && list.rows.length === 0 ? -1 : list.total}
          loading={list.isFetching}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={onPaginationModelChange}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          sortModel={sortModel}
          onSortModelChange={onSortModelChange}
          sortingOrder={['asc', 'desc', null]}
          disableColumnFilter
          disableRowSelectionOnClick
          autoHeight
          localeText={gridLocaleText(i18n.language)}
          slots={GRID_SLOTS}
          slotProps={GRID_SLOT_PROPS}
          sx={{ border: 0, minHeight: 240 }}
        />
      </RowButtonsContext.Provider>
    </EmptyTextContext.Provider>
  );

  return (
    <Stack spacing={3}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography id={ids.heading} component="h1" variant="h4">
          {title}
        </Typography>
        {create && (
          <Button
            component={RouterLink}
            to={create.path}
            state={linkState}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {create.label}
          </Button>
        )}
      </Stack>
      <Paper sx={{ overflow: 'hidden' }}>
        {tabItems && (
          <Tabs
            id={ids.tabs}
            value={state.tab}
            onChange={(_event, tab: string) => controls.setTab(tab)}
            aria-label={t('tabs.label', { list: title })}
            sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {tabItems.map((tab) => (
              <Tab
                key={tab.value}
                value={tab.value}
                label={tab.label}
                id={`${ids.tabs}-${tab.value}`}
                aria-controls={ids.panel}
              />
            ))}
          </Tabs>
        )}
        <Box
          id={ids.panel}
          {...(tabItems ? { role: 'tabpanel', 'aria-labelledby': `${ids.tabs}-${state.tab}` } : {})}
        >
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{
              p: 2,
              alignItems: { xs: 'stretch', md: 'flex-start' },
              justifyContent: 'space-between',
            }}
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }}>
              {list.searchable && (
                <SearchBox
                  id={ids.search}
                  label={t('search.label')}
                  clearLabel={t('search.clear')}
                  value={state.search}
                  onSearch={controls.setSearch}
                />
              )}
              {toolbar}
              {ownTabs && trash && (
                <FormControlLabel
                  control={
                    <Switch
                      id={ids.deleted}
                      checked={deleted}
                      onChange={(_event, checked) => controls.setDeleted(checked)}
                    />
                  }
                  label={t('deleted.switch')}
                  sx={{ alignSelf: 'flex-start', mt: 0.5, mx: 0 }}
                />
              )}
            </Stack>
            {exports && <ExportButtons exports={exports} current={exportFilter} listName={title} />}
          </Stack>
          {grid}
        </Box>
      </Paper>
      {removal.dialog}
    </Stack>
  );
}
