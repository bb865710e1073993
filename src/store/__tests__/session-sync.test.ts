import { usersApi } from '@/api/users';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import { makeUser, signedInState, validToken } from '@/testing/fixtures';
import { syncSessionAcrossTabs } from '../session-sync';
import { makeStore } from '../store';

const page = { data: [makeUser()], current_page: 1, per_page: 10, total: 1, last_page: 1 };

/** What another tab does: writes the keys, and the browser tells this tab with a storage event. */
function otherTabWrites(values: Record<string, string | null>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
  }
}

describe('one session across tabs', () => {
  afterEach(() => localStorage.clear());

  it('sends the token another tab rotated to, from the next call on', async () => {
    const session = signedInState();
    const store = makeStore(session);
    const stop = syncSessionAcrossTabs(store);
    try {
      localStorage.setItem('user', JSON.stringify(session.auth.user));
      const rotated = validToken(['admin'], { sub: String(session.auth.user.id), jti: 'next' });
      otherTabWrites({ token: rotated });
      expect(store.getState().auth.token).toBe(rotated);
      const http = fakeFetch([{ method: 'GET', path: '/api/users/all', reply: reply(200, page) }]);
      await store.dispatch(usersApi.endpoints.getUsersAll.initiate({}));
      expect(http.calls[0]?.headers.get('Authorization')).toBe(`Bearer ${rotated}`);
    } finally {
      stop();
    }
  });

  it('ends the session here when another tab logs out or signs in as someone else', () => {
    const session = signedInState();
    const loggedOutElsewhere = makeStore(session);
    const stopFirst = syncSessionAcrossTabs(loggedOutElsewhere);
    localStorage.setItem('user', JSON.stringify(session.auth.user));
    otherTabWrites({ user: null, token: null });
    expect(loggedOutElsewhere.getState().auth.token).toBeNull();
    stopFirst();

    const someoneElse = makeStore(session);
    const stopSecond = syncSessionAcrossTabs(someoneElse);
    try {
      otherTabWrites({
        user: JSON.stringify(makeUser({ id: 99 })),
        token: validToken(['customer'], { sub: '99' }),
      });
      expect(someoneElse.getState().auth.token).toBeNull();
    } finally {
      stopSecond();
    }
  });
});
