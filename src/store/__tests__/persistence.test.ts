import { persistStore } from 'redux-persist';
import { tokenRotated } from '@/api/session-events';
import { loggedIn, loggedOut } from '@/features/auth/auth-slice';
import { languageChanged } from '@/features/theme/language-slice';
import { makeLoginResult } from '@/testing/fixtures';
import { makeStore } from '../store';

/** A store whose stored state has been read back (the app's PersistGate waits for the same). */
async function persistedStore() {
  const store = makeStore();
  const persistor = await new Promise<ReturnType<typeof persistStore>>((resolve) => {
    const p = persistStore(store, null, () => resolve(p));
  });
  return { store, persistor };
}

function storageSnapshot(): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    if (key !== null) out[key] = localStorage.getItem(key) ?? '';
  }
  return out;
}

describe('persistence: the product localStorage keys', () => {
  it('writes exactly token (raw), user (JSON), currentUser (raw login response), theme_lang, theme_color and theme_radius', async () => {
    const { store, persistor } = await persistedStore();
    const response = makeLoginResult();
    store.dispatch(loggedIn(response));
    store.dispatch(languageChanged('en-US'));
    await persistor.flush();

    const stored = storageSnapshot();
    expect(Object.keys(stored).sort()).toEqual([
      'currentUser',
      'theme_color',
      'theme_lang',
      'theme_radius',
      'token',
      'user',
    ]);
    expect(stored.token).toBe(response.token);
    expect(JSON.parse(stored.user ?? '')).toMatchObject({
      id: response.user.id,
      email: response.user.email,
    });
    expect(JSON.parse(stored.currentUser ?? '')).toEqual(response);
    expect(stored.theme_lang).toBe('en-US');
  });

  it('removes user and token after logout', async () => {
    const { store, persistor } = await persistedStore();
    store.dispatch(loggedIn(makeLoginResult()));
    await persistor.flush();
    store.dispatch(loggedOut());
    await persistor.flush();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('has a sign-in, a rotation and a logout in storage as soon as they are dispatched', async () => {
    const { store } = await persistedStore();
    const response = makeLoginResult();
    store.dispatch(loggedIn(response));
    expect(localStorage.getItem('token')).toBe(response.token);
    store.dispatch(tokenRotated('rotated.token.value'));
    expect(localStorage.getItem('token')).toBe('rotated.token.value');
    store.dispatch(loggedOut());
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('currentUser')).toBeNull();
  });

  it('reads the session back from the separate keys', async () => {
    const response = makeLoginResult();
    localStorage.setItem('token', response.token);
    localStorage.setItem('user', JSON.stringify(response.user));
    localStorage.setItem('currentUser', JSON.stringify(response));
    localStorage.setItem('theme_lang', 'en-EN');

    const { store } = await persistedStore();
    const state = store.getState();
    expect(state.auth.token).toBe(response.token);
    expect(state.auth.user?.id).toBe(response.user.id);
    expect(state.auth.currentUser).toEqual(response);
    expect(state.language.code).toBe('en-EN');
  });

  it("treats a stored token 'undefined' as absent and clears user and token", async () => {
    localStorage.setItem('token', 'undefined');
    localStorage.setItem('user', JSON.stringify({ id: 1 }));

    const { store } = await persistedStore();
    expect(store.getState().auth.token).toBeNull();
    expect(store.getState().auth.user).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('survives corrupted JSON (treated as absent)', async () => {
    localStorage.setItem('token', 'a.b.c');
    localStorage.setItem('user', '{not json');
    localStorage.setItem('currentUser', '[1,');

    const { store } = await persistedStore();
    expect(store.getState().auth.token).toBe('a.b.c');
    expect(store.getState().auth.user).toBeNull();
    expect(store.getState().auth.currentUser).toBeNull();
  });

  it('falls back to es-ES for an unsupported stored language', async () => {
    localStorage.setItem('theme_lang', 'fr-FR');
    const { store } = await persistedStore();
    expect(store.getState().language.code).toBe('es-ES');
  });
});
