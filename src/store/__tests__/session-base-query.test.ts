import { waitFor } from '@testing-library/react';
import { authApi, sessionExpired } from '@/api';
import { usersApi } from '@/api/users';
import { deferred, fakeFetch, reply } from '@/testing/fake-fetch';
import { makeLoginResult, makeUser, signedInState } from '@/testing/fixtures';
import { addAppListener } from '../listener-middleware';
import { makeStore } from '../store';

const page = { data: [makeUser()], current_page: 1, per_page: 10, total: 1, last_page: 1 };

function countSessionExpired(store: ReturnType<typeof makeStore>) {
  const counter = { count: 0 };
  store.dispatch(
    addAppListener({ actionCreator: sessionExpired, effect: () => void (counter.count += 1) }),
  );
  return counter;
}

describe('baseQueryWithSession', () => {
  it('sends the bearer token while a user and a token exist', async () => {
    const http = fakeFetch([{ method: 'GET', path: '/api/users/all', reply: reply(200, page) }]);
    const session = signedInState();
    const store = makeStore(session);
    await store.dispatch(usersApi.endpoints.getUsersAll.initiate({}));
    expect(http.calls[0]?.headers.get('Authorization')).toBe(`Bearer ${session.auth.token}`);
  });

  it("asks the server to answer in the page's language", async () => {
    const http = fakeFetch([
      { method: 'GET', path: '/api/users/all', reply: reply(200, page) },
      { method: 'GET', path: '/api/users/all', reply: reply(200, page) },
    ]);
    const store = makeStore(signedInState());
    const previous = document.documentElement.lang;
    try {
      document.documentElement.lang = 'en-US';
      await store.dispatch(usersApi.endpoints.getUsersAll.initiate({}, { forceRefetch: true }));
      document.documentElement.lang = 'es-ES';
      await store.dispatch(usersApi.endpoints.getUsersAll.initiate({}, { forceRefetch: true }));
    } finally {
      document.documentElement.lang = previous;
    }
    expect(http.calls.map((call) => call.headers.get('Accept-Language'))).toEqual([
      'en-US',
      'es-ES',
    ]);
  });

  it('sends no Authorization header without a user, even if a token is there', async () => {
    const http = fakeFetch([{ method: 'GET', path: '/api/users/all', reply: reply(200, page) }]);
    const store = makeStore({ auth: { token: 'orphan.token.x', user: null, currentUser: null } });
    await store.dispatch(usersApi.endpoints.getUsersAll.initiate({}));
    expect(http.calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('echoes the XSRF-TOKEN cookie on state-changing calls only', async () => {
    document.cookie = 'XSRF-TOKEN=abc%20123; path=/';
    const http = fakeFetch([
      { method: 'GET', path: '/api/users/all', reply: reply(200, page) },
      { method: 'POST', path: '/auth/logout', reply: reply(200, { message: 'ok' }) },
    ]);
    const store = makeStore(signedInState());
    await store.dispatch(usersApi.endpoints.getUsersAll.initiate({}));
    await store.dispatch(authApi.endpoints.logout.initiate({ body: {} }));
    expect(http.callsTo('GET', '/api/users/all')[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
    expect(http.callsTo('POST', '/auth/logout')[0]?.headers.get('X-XSRF-TOKEN')).toBe('abc 123');
  });

  it('replaces the stored token and the user token when a response carries a new one', async () => {
    fakeFetch([
      {
        method: 'GET',
        path: '/api/users/all',
        reply: reply(200, page, { Authorization: 'Bearer rotated.jwt.token' }),
      },
    ]);
    const store = makeStore(signedInState());
    await store.dispatch(usersApi.endpoints.getUsersAll.initiate({}));
    expect(store.getState().auth.token).toBe('rotated.jwt.token');
    expect(store.getState().auth.user?.token).toBe('rotated.jwt.token');
  });

  it('clears the session on a 401 of a request sent with a token', async () => {
    fakeFetch([
      { method: 'GET', path: '/api/users/all', reply: reply(401, { message: 'Token expirado' }) },
    ]);
    const store = makeStore(signedInState());
    const counter = countSessionExpired(store);
    await expect(
      store.dispatch(usersApi.endpoints.getUsersAll.initiate({})).unwrap(),
    ).rejects.toEqual({
      status: 401,
      data: { message: 'Token expirado' },
    });
    expect(store.getState().auth).toEqual({ token: null, user: null, currentUser: null });
    expect(counter.count).toBe(1);
    // the listener resets the API cache: nothing fetched under the old session survives
    await waitFor(() => expect(store.getState().api.queries).toEqual({}));
  });

  it('raises sessionExpired only once for concurrent 401s', async () => {
    const gate = deferred<undefined>();
    fakeFetch([
      {
        method: 'GET',
        path: /^\/api\/users\//,
        reply: async () => {
          await gate.promise;
          return reply(401, { message: 'Token expirado' });
        },
      },
    ]);
    const store = makeStore(signedInState());
    const counter = countSessionExpired(store);
    const pending = [
      store.dispatch(usersApi.endpoints.getUsersAll.initiate({})),
      store.dispatch(usersApi.endpoints.getUser.initiate({ id: 1 })),
      store.dispatch(usersApi.endpoints.getUsersByType.initiate({ type: 'usuario' })),
    ];
    gate.resolve(undefined);
    await Promise.all(pending);
    expect(counter.count).toBe(1);
    expect(store.getState().auth.token).toBeNull();
  });

  it('passes a 401 of the login call to the caller without touching the session', async () => {
    fakeFetch([
      {
        method: 'POST',
        path: '/api/auth/login',
        reply: reply(401, { message: 'Credenciales incorrectas' }),
      },
    ]);
    const store = makeStore();
    const counter = countSessionExpired(store);
    const result = await store.dispatch(
      authApi.endpoints.loginByEmail.initiate({
        loginEmailBody: { email: 'a@b.mx', password: 'x' },
      }),
    );
    expect(result.error).toEqual({ status: 401, data: { message: 'Credenciales incorrectas' } });
    expect(counter.count).toBe(0);
  });

  it('passes other errors to the caller unchanged, with no state change', async () => {
    const body = { message: 'No permitido' };
    fakeFetch([{ method: 'GET', path: '/api/users/all', reply: reply(403, body) }]);
    const session = signedInState();
    const store = makeStore(session);
    const result = await store.dispatch(usersApi.endpoints.getUsersAll.initiate({}));
    expect(result.error).toEqual({ status: 403, data: body });
    expect(store.getState().auth).toEqual(session.auth);
  });

  it('sends no token on login even when a session exists', async () => {
    const http = fakeFetch([
      { method: 'POST', path: '/api/auth/login', reply: reply(200, makeLoginResult()) },
    ]);
    const store = makeStore(signedInState());
    await store.dispatch(
      authApi.endpoints.loginByEmail.initiate({
        loginEmailBody: { email: 'a@b.mx', password: 'x' },
      }),
    );
    expect(http.calls[0]?.headers.has('Authorization')).toBe(false);
  });
});
