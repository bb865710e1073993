import { useEffect } from 'react';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useAppDispatch } from '@/store/hooks';

/**
 * Tells RTK Query when the page is hidden and shown again (visibilitychange, focus, online), while
 * the component is mounted: polls with `skipPollingIfUnfocused` skip while the tab is hidden and
 * queries with `refetchOnFocus` read again when it comes back. The listeners are counted per store,
 * so other screens may do the same.
 */
export function useFocusTracking(): void {
  const dispatch = useAppDispatch();
  useEffect(() => setupListeners(dispatch), [dispatch]);
}
