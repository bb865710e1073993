// THE ONLY module that writes localStorage (through `local-storage.ts`, which names the keys), and
// each key has ONE writer. The login shell's boot script only reads some of them, before the app.
//
// redux-persist reads all of them back at start (`getStoredState`; the app waits for it) through
// the engine below, with `serialize: false` (it hands over objects, mapped onto these keys; no
// `persist:*` blob is written, the `_persist` metadata is rebuilt on every start).
//   - The session keys are written by redux-persist alone (its queue, flushed at once after the
//     session is read back, so a token 'undefined' is gone before the first screen, and after
//     every change of the session, so a logout leaves no token behind even if the tab closes).
//   - The preference keys are written by `storePreferences` alone, on the action that changes them
//     (the store's listener calls it): a colour change and a language that flips the direction
//     reload the page right after, and a write still queued in redux-persist would be lost to the
//     reload. Their redux-persist configs therefore persist no field: read back, never written there.
import type { Storage as PersistStorage } from 'redux-persist';
import type { AuthState } from '@/features/auth/auth-slice';
import type { LanguageState } from '@/features/theme/language-slice';
import { initialThemeState } from '@/features/theme/theme-slice';
import type { ThemeState } from '@/features/theme/theme-slice';
import { isLanguageCode } from '@/lib/i18n/languages';
import type { LanguageCode } from '@/lib/i18n/languages';
import {
  STORAGE_KEYS,
  isUsableToken,
  readStored,
  readStoredToken,
  writeStored,
} from './local-storage';

/** redux-persist keys (config.key) handled by the engine. */
export const PERSIST_KEYS = { session: 'session', language: 'language', theme: 'theme' } as const;
const PREFIX = 'persist:';

/** JSON object stored under `key`, or null when absent or corrupted. */
function readJsonObject(key: string): Record<string, unknown> | null {
  const raw = readStored(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The stored session. A token with the text 'undefined' (or empty) counts as absent, and so does the
 * stored user with it (redux-persist then writes the empty session back, clearing both). A `user`
 * without an `id`, or corrupted JSON, counts as absent.
 */
export function readStoredSession(): AuthState | undefined {
  let token = readStoredToken();
  let user = readJsonObject(STORAGE_KEYS.user);
  const currentUser = readJsonObject(STORAGE_KEYS.currentUser);

  if (token !== null && !isUsableToken(token)) {
    token = null;
    user = null;
  }
  if (user !== null && typeof user.id !== 'number' && typeof user.id !== 'string') user = null;

  if (token === null && user === null && currentUser === null) return undefined;
  return {
    token,
    user: user as AuthState['user'],
    currentUser: currentUser as AuthState['currentUser'],
  };
}

function writeStoredSession(session: Partial<AuthState>): void {
  if ('token' in session) writeStored(STORAGE_KEYS.token, session.token ?? null);
  if ('user' in session)
    writeStored(STORAGE_KEYS.user, session.user ? JSON.stringify(session.user) : null);
  if ('currentUser' in session) {
    writeStored(
      STORAGE_KEYS.currentUser,
      session.currentUser ? JSON.stringify(session.currentUser) : null,
    );
  }
}

/** The stored language code, or null when absent or unsupported. */
function readStoredLanguage(): LanguageCode | null {
  const raw = readStored(STORAGE_KEYS.language);
  return isLanguageCode(raw) ? raw : null;
}

function readStoredLanguageState(): LanguageState | undefined {
  const code = readStoredLanguage();
  return code ? { code } : undefined;
}

function writeStoredLanguage(state: LanguageState): void {
  writeStored(STORAGE_KEYS.language, isLanguageCode(state.code) ? state.code : null);
}

/**
 * The stored theme preferences, as stored: an unknown value is kept, so that the theme fails to
 * load and is reset (SPEC 4). Absent keys take the defaults; nothing stored gives undefined.
 */
export function readStoredTheme(): ThemeState | undefined {
  const color = readStored(STORAGE_KEYS.themeColor);
  const radius = readStored(STORAGE_KEYS.themeRadius);
  if (color === null && radius === null) return undefined;
  return {
    color: color ?? initialThemeState.color,
    radius: radius ?? initialThemeState.radius,
  };
}

function writeStoredTheme(theme: ThemeState, previous: ThemeState | null): void {
  if (theme.color !== previous?.color) writeStored(STORAGE_KEYS.themeColor, theme.color);
  if (theme.radius !== previous?.radius) writeStored(STORAGE_KEYS.themeRadius, theme.radius);
}

/** The part of the root state the preference keys hold. */
export interface PreferencesState {
  language: LanguageState;
  theme: ThemeState;
}

/**
 * THE writer of theme_lang, theme_color and theme_radius: writes the keys whose value differs
 * between what is stored (`stored`; a slice null: it was just read back, and is written whole, an
 * unsupported language as es-ES) and `current`. The store's listener calls it on every action that
 * changes them.
 */
export function storePreferences(
  current: PreferencesState,
  stored: { language: LanguageState | null; theme: ThemeState | null },
): void {
  if (current.language.code !== stored.language?.code) writeStoredLanguage(current.language);
  writeStoredTheme(current.theme, stored.theme);
}

/** Reads the persisted state of one redux-persist key (used as the config's getStoredState). */
export function getStoredState(persistKey: string): Promise<object | undefined> {
  if (persistKey === PERSIST_KEYS.session) return Promise.resolve(readStoredSession());
  if (persistKey === PERSIST_KEYS.language) return Promise.resolve(readStoredLanguageState());
  if (persistKey === PERSIST_KEYS.theme) return Promise.resolve(readStoredTheme());
  return Promise.resolve(undefined);
}

/**
 * The redux-persist storage engine (`serialize: false`: values arrive as objects). It reads every
 * key back (`persist:session` from token/user/currentUser, `persist:language` from theme_lang,
 * `persist:theme` from theme_color and theme_radius) and writes the session's keys alone: the
 * preferences have their own writer (`storePreferences`).
 */
export const keyedStorage: PersistStorage = {
  getItem(key: string): Promise<object | undefined> {
    return getStoredState(key.startsWith(PREFIX) ? key.slice(PREFIX.length) : key);
  },
  setItem(key: string, value: unknown): Promise<void> {
    const persistKey = key.startsWith(PREFIX) ? key.slice(PREFIX.length) : key;
    if (persistKey === PERSIST_KEYS.session && typeof value === 'object' && value !== null)
      writeStoredSession(value);
    return Promise.resolve();
  },
  removeItem(key: string): Promise<void> {
    const persistKey = key.startsWith(PREFIX) ? key.slice(PREFIX.length) : key;
    if (persistKey === PERSIST_KEYS.session)
      writeStoredSession({ token: null, user: null, currentUser: null });
    return Promise.resolve();
  },
};

/**
 * Calls `onChange` when another tab of this origin changes the stored session (a rotated token, a
 * sign-in or a logout there): the browser's `storage` event fires in every tab but the writer's.
 * Answers the function that stops watching.
 */
export function watchStoredSession(onChange: (session: AuthState | undefined) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const listener = (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.user)
      return;
    onChange(readStoredSession());
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
