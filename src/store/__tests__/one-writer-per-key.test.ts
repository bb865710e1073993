import { persistStore } from 'redux-persist';
import { loggedIn } from '@/features/auth/auth-slice';
import { languageChanged } from '@/features/theme/language-slice';
import {
  themeColorChanged,
  themeLoadFailed,
  themeRadiusChanged,
} from '@/features/theme/theme-slice';
import * as browser from '@/lib/browser/reload-page';
import { makeLoginResult } from '@/testing/fixtures';
import { makeStore } from '../store';

// Each localStorage key has one writer: one change of the state it holds is one write of the key
// (not a write by a side effect and another by redux-persist, in whichever order they land).

type Write = [key: string, value: string | null];

/** Every write to localStorage from now on, in order (removals as null), when asked. */
function recordWrites(): () => Write[] {
  const set = jest.spyOn(Storage.prototype, 'setItem');
  const remove = jest.spyOn(Storage.prototype, 'removeItem');
  return () =>
    [
      ...set.mock.calls.map(([key, value], index) => ({
        order: set.mock.invocationCallOrder[index] ?? 0,
        write: [key, value] as Write,
      })),
      ...remove.mock.calls.map(([key], index) => ({
        order: remove.mock.invocationCallOrder[index] ?? 0,
        write: [key, null] as Write,
      })),
    ]
      .sort((a, b) => a.order - b.order)
      .map(({ write }) => write);
}

/** A store whose stored state has been read back, as the app starts it. */
async function persistedStore() {
  const store = makeStore();
  const persistor = await new Promise<ReturnType<typeof persistStore>>((resolve) => {
    const p = persistStore(store, null, () => resolve(p));
  });
  return { store, persistor };
}

/** Lets every pending write land: redux-persist's queue, and a timer tick for anything deferred. */
async function settle(persistor: ReturnType<typeof persistStore>) {
  await persistor.flush();
  await new Promise((resolve) => setTimeout(resolve, 20));
  await persistor.flush();
}

const writesTo = (writes: () => Write[], key: string) =>
  writes().filter(([written]) => written === key);

describe('persistence: one writer per localStorage key', () => {
  let reload: jest.SpyInstance;
  beforeEach(() => {
    reload = jest.spyOn(browser, 'reloadPage').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('writes a colour change once (the page reloads on it)', async () => {
    const { store, persistor } = await persistedStore();
    await settle(persistor);
    const writes = recordWrites();
    store.dispatch(themeColorChanged('light.redruby'));
    await settle(persistor);
    expect(writesTo(writes, 'theme_color')).toEqual([['theme_color', 'light.redruby']]);
    expect(localStorage.getItem('theme_color')).toBe('light.redruby');
  });

  it('writes a radius change once', async () => {
    const { store, persistor } = await persistedStore();
    await settle(persistor);
    const writes = recordWrites();
    store.dispatch(themeRadiusChanged('flat'));
    await settle(persistor);
    expect(writesTo(writes, 'theme_radius')).toEqual([['theme_radius', 'flat']]);
  });

  it('writes a language that flips the direction once, before the reload', async () => {
    const { store, persistor } = await persistedStore();
    await settle(persistor);
    const writes = recordWrites();
    reload.mockImplementation(() => {
      // what the reloaded page will read
      expect(localStorage.getItem('theme_lang')).toBe('en-EN');
    });
    store.dispatch(languageChanged('en-EN'));
    await settle(persistor);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(writesTo(writes, 'theme_lang')).toEqual([['theme_lang', 'en-EN']]);
  });

  it('writes a language switched in place once', async () => {
    const { store, persistor } = await persistedStore();
    await settle(persistor);
    const writes = recordWrites();
    store.dispatch(languageChanged('en-US'));
    await settle(persistor);
    expect(writesTo(writes, 'theme_lang')).toEqual([['theme_lang', 'en-US']]);
  });

  it('writes the default theme once after a stored theme failed to load', async () => {
    localStorage.setItem('theme_color', 'dark.unknown');
    const { store, persistor } = await persistedStore();
    await settle(persistor);
    const writes = recordWrites();
    store.dispatch(themeLoadFailed());
    await settle(persistor);
    expect(writesTo(writes, 'theme_color')).toHaveLength(1);
    expect(localStorage.getItem('theme_color')).not.toBe('dark.unknown');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('writes a sign-in once per key', async () => {
    const { store, persistor } = await persistedStore();
    await settle(persistor);
    const writes = recordWrites();
    const response = makeLoginResult();
    store.dispatch(loggedIn(response));
    await settle(persistor);
    expect(writesTo(writes, 'token')).toEqual([['token', response.token]]);
    expect(writesTo(writes, 'user')).toHaveLength(1);
    expect(writesTo(writes, 'currentUser')).toHaveLength(1);
  });

  it("clears a stored token 'undefined' once, while reading the session back", async () => {
    localStorage.setItem('token', 'undefined');
    localStorage.setItem('user', JSON.stringify({ id: 1 }));
    const writes = recordWrites();
    const { persistor } = await persistedStore();
    expect(localStorage.getItem('token')).toBeNull();
    await settle(persistor);
    expect(writesTo(writes, 'token')).toEqual([['token', null]]);
    expect(writesTo(writes, 'user')).toEqual([['user', null]]);
  });

  it('reads back what it wrote: a new store starts with the same choices', async () => {
    const first = await persistedStore();
    first.store.dispatch(themeColorChanged('light.greenlime'));
    first.store.dispatch(themeRadiusChanged('flat'));
    first.store.dispatch(languageChanged('en-US'));
    await settle(first.persistor);
    const second = await persistedStore();
    expect(second.store.getState().theme).toEqual({
      color: 'light.greenlime',
      radius: 'flat',
      _persist: expect.anything() as unknown,
    });
    expect(second.store.getState().language.code).toBe('en-US');
  });
});
