import type { ReactNode } from 'react';
import type { GridColDef, GridRowIdGetter, GridValidRowModel } from '@mui/x-data-grid';
import type { ListExports } from './export-buttons';
import type { ListQueryHook, PageArgs, SearchPageArgs } from './use-server-list';

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
