import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useGetDispatchBoardQuery, useGetDispatchBoardVersionQuery } from '@/api/delivery-routes';

/** How often the board asks whether it changed while the page is in sight. */
export const VERSION_POLL_MS = 3000;

function subscribeVisibility(callback: () => void) {
  document.addEventListener('visibilitychange', callback);
  return () => document.removeEventListener('visibilitychange', callback);
}

/** The page is in sight (not a background tab, not minimised). */
function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

/**
 * The board of `date`, kept current: while the page is in sight its version is asked every 3 s
 * (a cheap call), and the board is read again when the version moves, so that what another
 * operator changes shows here within seconds. A change made here refreshes it through the cache
 * tags (the board and its version both); `refetch` reads it again at once (the Retry button).
 */
export function useDispatchBoard(date: string) {
  const visible = usePageVisible();
  const board = useGetDispatchBoardQuery({ date });
  const version = useGetDispatchBoardVersionQuery(
    { date },
    { pollingInterval: visible ? VERSION_POLL_MS : 0, skipPollingIfUnfocused: false },
  );
  const { refetch: refetchVersion, isFetching: askingVersion } = version;
  const { refetch: refetchBoard, isFetching } = board;
  const shown = board.currentData?.version;
  const latest = version.currentData?.version;
  // the version the board was last read again for: one read per move, never a loop
  const chased = useRef<string | null>(null);

  // a version on its way settles first: a change made here reads the board and its version
  // together, and a board that lands first is not read a second time for the version before it
  useEffect(() => {
    if (latest === undefined || shown === undefined || isFetching || askingVersion) return;
    if (latest === shown || chased.current === latest) return;
    chased.current = latest;
    void refetchBoard();
  }, [latest, shown, isFetching, askingVersion, refetchBoard]);

  // back in sight: ask at once rather than at the next tick
  useEffect(() => {
    if (visible) void refetchVersion();
  }, [visible, refetchVersion]);

  return {
    board: board.currentData,
    isLoading: board.currentData === undefined && !board.isError,
    isError: board.isError && board.currentData === undefined,
    isFetching,
    refetch: refetchBoard,
  };
}
