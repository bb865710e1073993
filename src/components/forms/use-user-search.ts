import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetUsersPaginatedSearchQuery } from '@/api/users';
import type { GetUsersPaginatedSearchApiArg, User } from '@/api/users';
import { searchSegment } from '@/components/data-grid/use-server-list';

/** How long typing must pause before users are looked up. */
const SEARCH_DEBOUNCE_MS = 300;
/** Fewer characters than this find too much to be useful. */
export const MIN_USER_SEARCH_LENGTH = 2;
const SUGGESTIONS = 10;

export interface UserSearch {
  /** The users found for what was typed (none while nothing worth searching is typed). */
  users: readonly User[];
  /** Typing is pausing or the server is searching. */
  loading: boolean;
  failed: boolean;
  /** What is typed is too short to search. */
  tooShort: boolean;
}

/**
 * The accounts a user picker offers as its user types (the server's accent-insensitive search,
 * debounced): nothing while the input shows the choice already made (`selectedLabel`).
 */
export function useUserSearch(
  input: string,
  selectedLabel: string,
  filters: Pick<GetUsersPaginatedSearchApiArg, 'typeUser' | 'trashed'> = {},
): UserSearch {
  const [search, setSearch] = useState('');
  const text = input.trim();
  useEffect(() => {
    const next = text === selectedLabel || text.length < MIN_USER_SEARCH_LENGTH ? '' : text;
    const timer = setTimeout(() => setSearch(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, selectedLabel]);

  const found = useGetUsersPaginatedSearchQuery(
    search === ''
      ? skipToken
      : { page: 1, size: SUGGESTIONS, search: searchSegment(search), ...filters },
  );
  const typing = text !== selectedLabel && text.length >= MIN_USER_SEARCH_LENGTH;
  return {
    users: search === '' ? [] : (found.data?.data ?? []),
    loading: typing && (search !== text || found.isFetching),
    failed: found.isError,
    tooShort: text.length < MIN_USER_SEARCH_LENGTH,
  };
}
