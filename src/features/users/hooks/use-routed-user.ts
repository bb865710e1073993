import { skipToken } from '@reduxjs/toolkit/query';
import { errorKind } from '@/api';
import { useGetUserQuery } from '@/api/users';
import { useRecordId } from '@/components/data-grid/record-id';

/**
 * The user named by the url's `:id` (`GET /api/users/{id}`, deleted users too). `notFound` when
 * the id cannot be a user's (nothing is asked) or the server does not know it.
 */
export function useRoutedUser() {
  const id = useRecordId();
  const query = useGetUserQuery(id === null ? skipToken : { id });
  const notFound = id === null || (query.isError && errorKind(query.error) === 'notFound');
  return { ...query, id, notFound };
}
