import { sessionExpired, tokenRotated } from '@/api/session-events';
import { watchStoredSession } from './persistence';
import type { AppStore } from './store';

const idOf = (user: { id?: unknown } | null | undefined): string | null => {
  const id = user?.id;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
};

/**
 * Keeps every tab on the one session: a token rotated in another tab is used here from the next
 * call on (the replaced token would be refused 30 s after the rotation), and a logout, a 401 or a
 * sign-in as someone else there ends the session here.
 */
export function syncSessionAcrossTabs(store: AppStore): () => void {
  return watchStoredSession((stored) => {
    const { auth } = store.getState();
    if (auth.token === null) return;
    const token = stored?.token ?? null;
    if (token === null || idOf(stored?.user) !== idOf(auth.user)) {
      store.dispatch(sessionExpired());
      return;
    }
    if (token !== auth.token) store.dispatch(tokenRotated(token));
  });
}
