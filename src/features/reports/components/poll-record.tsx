import type { ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { errorKind } from '@/api/errors';
import { useGetPollQuery } from '@/api/reports';
import type { PollSummary } from '@/api/reports';
import {
  RecordLoadFailed,
  RecordLoading,
  RecordNotFound,
  useBackToList,
  useRecordId,
} from '@/components/data-grid';

/**
 * The poll of the route's `:id`, handed to `children` once loaded; an id that is not a number or
 * that the server does not know shows the not-found state, a failed load offers a retry.
 */
export function PollRecord({ children }: { children: (poll: PollSummary) => ReactNode }) {
  const id = useRecordId();
  const backTo = useBackToList();
  const query = useGetPollQuery(id === null ? skipToken : { id });
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
