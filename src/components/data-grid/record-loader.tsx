import type { ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { SkipToken } from '@reduxjs/toolkit/query';
import { errorKind } from '@/api/errors';
import { useBackToList } from './list-return';
import { useRecordId } from './record-id';
import { RecordLoadFailed, RecordLoading, RecordNotFound } from './record-states';

/** What the loader reads of a generated `useGet…Query` hook's result. */
export interface RecordQueryResult<Row> {
  data?: Row | undefined;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A generated `useGet…Query` hook of one record by id (`useGetZoneQuery`). */
export type RecordQueryHook<Row> = (arg: { id: number } | SkipToken) => RecordQueryResult<Row>;

interface RecordLoaderProps<Row extends { id: number }> {
  /** The record's query hook (must not change between renders). */
  useRecord: RecordQueryHook<Row>;
  /** What to show of the record, once loaded (its view, its edit form). */
  children: (record: Row) => ReactNode;
}

/**
 * The record of the route's `:id`, handed to `children` once loaded: an id that is not a number or
 * that the server does not know shows the not-found state, a failed load offers a retry, and a
 * record of another id (the one before, while the new one loads) is never shown.
 *
 * @example
 * <RecordLoader<Zone> useRecord={useGetZoneQuery}>{(zone) => <ZoneDetails zone={zone} />}</RecordLoader>
 */
export function RecordLoader<Row extends { id: number }>({
  useRecord,
  children,
}: RecordLoaderProps<Row>) {
  const id = useRecordId();
  const backTo = useBackToList();
  const query = useRecord(id === null ? skipToken : { id });
  if (id === null || errorKind(query.error) === 'notFound')
    return <RecordNotFound backTo={backTo} />;
  if (query.data && query.data.id === id) return children(query.data);
  if (query.isError)
    return (
      <RecordLoadFailed
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        backTo={backTo}
      />
    );
  return <RecordLoading />;
}
