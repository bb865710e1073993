import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';
import type {
  GridColDef,
  GridPaginationModel,
  GridRowIdGetter,
  GridSortModel,
  GridValidRowModel,
} from '@mui/x-data-grid';
import { visuallyHidden } from '@/lib/theme/visually-hidden';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { EmptyOverlay, EmptyTextContext } from './empty-overlay';
import { gridLocaleText } from './grid-locale';
import { PAGE_SIZES } from './list-url-state';
import type { ListColumn } from './list-types';
import { RowButtonsContext, actionsColumn } from './row-actions-column';
import type { RowButtons } from './use-row-buttons';
import type { ServerList } from './use-server-list';

const GRID_SLOTS = { noRowsOverlay: EmptyOverlay } as const;
// the loading bar sits inside the grid, where a progress bar is not an allowed child and would
// need a name of its own: it is hidden from screen readers, which hear the status line instead
const GRID_SLOT_PROPS = {
  loadingOverlay: {
    variant: 'linear-progress',
    noRowsVariant: 'linear-progress',
    'aria-hidden': true,
  },
} as const;
const PAGE_SIZE_OPTIONS = [...PAGE_SIZES];

interface ListGridProps<Row extends GridValidRowModel> {
  /** `useServerList()`: the rows of the URL's page, and its controls. */
  list: ServerList<Row>;
  columns: readonly ListColumn<Row>[];
  getRowId?: GridRowIdGetter<Row> | undefined;
  /** The id of the list's heading (the grid's accessible name). */
  labelledBy: string;
  /** What the grid says when there are no rows. */
  emptyText: string;
  rowButtons: RowButtons<Row>;
}

/**
 * The server-mode DataGrid of a list: its page, size and sort are the URL's (changing them changes
 * the URL), the server sorts, and a failed load shows the reason and a retry instead.
 */
export function ListGrid<Row extends GridValidRowModel>({
  list,
  columns,
  getRowId,
  labelledBy,
  emptyText,
  rowButtons,
}: ListGridProps<Row>) {
  const { t, i18n } = useTranslation('list');
  const { state, controls } = list;
  const { count: actionButtons, header: actionsHeader } = rowButtons;

  const gridColumns = useMemo<GridColDef<Row>[]>(() => {
    const own = columns.map((column) => ({
      ...column,
      sortable: column.sortable === true,
      filterable: false,
    }));
    if (actionButtons === 0) return own;
    return [...own, actionsColumn<Row>(actionsHeader, actionButtons)];
  }, [actionButtons, actionsHeader, columns]);

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

  if (list.isError)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start', p: 2 }}>
        <InlineAlert>{t('error.load')}</InlineAlert>
        <Button variant="outlined" loading={list.isFetching} onClick={list.refetch}>
          {t('actions.retry')}
        </Button>
      </Stack>
    );

  return (
    <EmptyTextContext.Provider value={emptyText}>
      <Box component="span" role="status" sx={visuallyHidden}>
        {list.isFetching ? t('loadingRows') : ''}
      </Box>
      <RowButtonsContext.Provider value={(row) => rowButtons.buttonsOf(row as Row)}>
        <DataGrid<Row>
          aria-labelledby={labelledBy}
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
}
