import { useLocation, useResolvedPath } from 'react-router-dom';

/** Carried by links out of a list (view, edit, new), so that the way back restores the list. */
export interface ListReturnState {
  /** The list's path and query (`/zones?page=2&q=centro`). */
  listUrl: string;
}

function isListReturnState(value: unknown): value is ListReturnState {
  return (
    typeof value === 'object' &&
    value !== null &&
    'listUrl' in value &&
    typeof value.listUrl === 'string' &&
    value.listUrl.startsWith('/') &&
    !value.listUrl.startsWith('//')
  );
}

/** The state for links leaving the list now shown (its URL, query included). */
export function useListLinkState(): ListReturnState {
  const location = useLocation();
  return { listUrl: `${location.pathname}${location.search}` };
}

/**
 * The state to pass on from a screen reached from a list (view → edit keeps the way back), or
 * undefined when it was opened directly.
 */
export function useForwardedListState(): ListReturnState | undefined {
  const { state } = useLocation() as { state: unknown };
  return isListReturnState(state) ? state : undefined;
}

/**
 * Where Cancel and Back lead from a screen of a list: the list as it was left (page, search, sort,
 * tab), or the list's route (`..` of the screen's route) when the screen was opened directly.
 */
export function useBackToList(): string {
  const forwarded = useForwardedListState();
  const fallback = useResolvedPath('..');
  return forwarded?.listUrl ?? fallback.pathname;
}
