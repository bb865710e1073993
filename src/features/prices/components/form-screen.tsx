import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorKind } from '@/api/errors';
import {
  RecordLoadFailed,
  RecordLoading,
  RecordNotFound,
} from '@/components/data-grid/record-states';

/** A price form screen (new, edit): its heading, then what it shows. */
export function FormScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h4">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

interface EditScreenProps<R> {
  title: string;
  /** `useRecordId()`: null when the URL's id is not one. */
  id: number | null;
  /** The record's query (`useGet…Query`). */
  query: {
    data?: R | undefined;
    isError: boolean;
    error?: unknown;
    isFetching: boolean;
    refetch: () => unknown;
  };
  backTo: string;
  /** The form of the loaded record. */
  children: (record: R) => ReactNode;
}

/**
 * An edit screen of the prices: the record's form once loaded, a loading state, a retry when it
 * could not be loaded, and the not-found state for an unknown id.
 */
export function EditScreen<R>({ title, id, query, backTo, children }: EditScreenProps<R>) {
  if (id === null || (query.isError && errorKind(query.error) === 'notFound'))
    return <RecordNotFound backTo={backTo} />;
  return (
    <FormScreen title={title}>
      {query.data !== undefined ? (
        children(query.data)
      ) : query.isError ? (
        <RecordLoadFailed
          backTo={backTo}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <RecordLoading />
      )}
    </FormScreen>
  );
}
