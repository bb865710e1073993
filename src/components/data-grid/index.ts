/**
 * The list screen pattern (see `list-page.tsx` for the usage example) and the pieces of the screens
 * reached from a list: the way back to it, the record id of the URL and the not-found state.
 * Import it only from lazily loaded screens: it brings the DataGrid.
 */
export { ListPage } from './list-page';
export type { ListColumn, ListPageProps, ListTabOption, RowActions } from './list-types';
export { ExportButtons, listExportUrl } from './export-buttons';
export type { ExportFilter, ExportFormat, ListExports } from './export-buttons';
export {
  DEFAULT_PAGE_SIZE,
  LIST_PARAMS,
  PAGE_SIZES,
  PAGER_PAGE_SIZES,
  isDeletedView,
  readListState,
  useListUrlState,
} from './list-url-state';
export type { ListSort, ListTab, ListUrlControls, ListUrlState } from './list-url-state';
export { DATE_RANGE_PARAMS, isCalendarDay, readDateRange, validateDateRange } from './date-range';
export type { DateRange, DateRangeError, DateRangeErrors, DateRangeRules } from './date-range';
export { useDateRangeFilter } from './use-date-range-filter';
export type { DateRangeFilterOptions, DateRangeFilterState } from './use-date-range-filter';
export { DateRangeFilter } from './date-range-filter';
export { searchSegment, useServerList } from './use-server-list';
export type {
  ListQueryHook,
  ListQueryResult,
  Page,
  PageArgs,
  SearchPageArgs,
  ServerList,
} from './use-server-list';
export { useRowRemoval } from './use-row-removal';
export { useFileDownload } from './use-file-download';
export { useBackToList, useForwardedListState, useListLinkState } from './list-return';
export type { ListReturnState } from './list-return';
export { parseRecordId, useRecordId } from './record-id';
export { RecordLoadFailed, RecordLoading, RecordNotFound } from './record-states';
export { RecordLoader } from './record-loader';
export type { RecordQueryHook, RecordQueryResult } from './record-loader';
export { RecordDetails, formatDateTime } from './record-details';
export type { RecordDetail } from './record-details';
export { RecordFormActions } from './record-form-actions';
