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
 * import { ListPage } from '@/components/data-grid/list-page';
import { listExportUrl } from '@/components/data-grid/export-buttons';
 * import type { ListColumn } from '@/components/data-grid/list-types';
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
 * `extraArgs` and show their controls in `toolbar` (`DateRangeFilter` with `useDateRangeFilter()`
 * is the date range one).
 * Screens reached from the list (view, edit, new) get the way back with `useBackToList()`, and
 * load their record with `<RecordLoader>` (bad or unknown id, loading and failed states).
 *
 * A screen whose rows come in tabs of its own (the orders: Activos, Cancelados) passes `tabs`: the
 * tab is kept as `?tab=<value>` (the first one by default, read it with
 * `useListUrlState({ sortable, tabs })` to pick the rows in `extraArgs`), and the deleted rows of a
 * tab are shown with a "Deleted" switch (`?deleted=1`) instead of a tab.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { ExportButtons } from './export-buttons';
import type { ExportFilter } from './export-buttons';
import { ListGrid } from './list-grid';
import { useListLinkState } from './list-return';
import { ListTabBar } from './list-tab-bar';
import { ListToolbar } from './list-toolbar';
import type { ListPageProps, ListTabOption } from './list-types';
import { isDeletedView } from './list-url-state';
import { useRowButtons } from './use-row-buttons';
import { searchSegment, useServerList } from './use-server-list';
import { useRowRemoval } from './use-row-removal';

export type { ListColumn, ListPageProps, ListTabOption, RowActions } from './list-types';

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
  const { t } = useTranslation('list');
  const ids = { heading: useId(), panel: useId(), tabs: useId() };
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
  const rowButtons = useRowButtons<Row>({ actions, rowLabel, deleted, removal, linkState });

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
          <ListTabBar
            id={ids.tabs}
            items={tabItems}
            value={state.tab}
            onChange={controls.setTab}
            label={t('tabs.label', { list: title })}
            panelId={ids.panel}
          />
        )}
        <Box
          id={ids.panel}
          {...(tabItems ? { role: 'tabpanel', 'aria-labelledby': `${ids.tabs}-${state.tab}` } : {})}
        >
          <ListToolbar
            search={
              list.searchable ? { value: state.search, onSearch: controls.setSearch } : undefined
            }
            deletedSwitch={
              ownTabs && trash ? { checked: deleted, onChange: controls.setDeleted } : undefined
            }
            end={
              exports && <ExportButtons exports={exports} current={exportFilter} listName={title} />
            }
          >
            {toolbar}
          </ListToolbar>
          <ListGrid<Row>
            list={list}
            columns={columns}
            getRowId={getRowId}
            labelledBy={ids.heading}
            emptyText={emptyText}
            rowButtons={rowButtons}
          />
        </Box>
      </Paper>
      {removal.dialog}
    </Stack>
  );
}
