// THE ONLY module that touches localStorage.
//
// redux-persist runs with `serialize: false`, so this storage engine receives the persisted slice as
// an object and mirrors it onto the keys the product (and anyone opening DevTools) relies on:
//   token        raw bearer string (not JSON-quoted)
//   user         JSON object with at least `id`
//   currentUser  JSON: the raw response of the email login
//   theme_lang   the language code string
//   theme_color  the theme colour, `<light|dark>.<colour>` (e.g. dark.blueyale)
//   theme_radius `rounded` or `flat`
// No `persist:*` blob is written: the `_persist` metadata is rebuilt by redux-persist on every start.
import type { Storage as PersistStorage } from 'redux-persist';
import type { AuthState } from '@/features/auth/auth-slice';
import type { LanguageState } from '@/features/theme/language-slice';
import { initialThemeState } from '@/features/theme/theme-slice';
import type { ThemeState } from '@/features/theme/theme-slice';
import { isLanguageCode } from '@/lib/i18n/languages';
import type { LanguageCode } from '@/lib/i18n/languages';

export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  currentUser: 'currentUser',
  language: 'theme_lang',
  themeColor: 'theme_color',
  themeRadius: 'theme_radius',
} as const;

/** redux-persist keys (config.key) handled by the engine. */
export const PERSIST_KEYS = { session: 'session', language: 'language', theme: 'theme' } as const;
const PREFIX = 'persist:';

/** localStorage, or null where it is unavailable (private mode, server rendering). */
function webStorage(): globalThis.Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return webStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null | undefined): void {
  const storage = webStorage();
  if (!storage) return;
  try {
    if (value === null || value === undefined) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // quota or privacy mode: the session simply does not survive a reload
  }
}

/** JSON object stored under `key`, or null when absent or corrupted. */
function readJsonObject(key: string): Record<string, unknown> | null {
  const raw = read(key);
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

/** The raw token; a JSON-quoted legacy value is unquoted. */
function readToken(): string | null {
  const raw = read(STORAGE_KEYS.token);
  if (raw === null) return null;
  if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) {
    try {
      const unquoted: unknown = JSON.parse(raw);
      return typeof unquoted === 'string' ? unquoted : null;
    } catch {
      return null;
    }
  }
  return raw;
}

/**
 * The stored session. A token with the text 'undefined' (or empty) counts as absent, and the
 * stored user and token are cleared. A `user` without an `id`, or corrupted JSON, counts as absent.
 */
export function readStoredSession(): AuthState | undefined {
  let token = readToken();
  let user = readJsonObject(STORAGE_KEYS.user);
  const currentUser = readJsonObject(STORAGE_KEYS.currentUser);

  if (token !== null && (token === 'undefined' || token.trim() === '')) {
    write(STORAGE_KEYS.token, null);
    write(STORAGE_KEYS.user, null);
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

export function writeStoredSession(session: Partial<AuthState>): void {
  if ('token' in session) write(STORAGE_KEYS.token, session.token ?? null);
  if ('user' in session)
    write(STORAGE_KEYS.user, session.user ? JSON.stringify(session.user) : null);
  if ('currentUser' in session) {
    write(
      STORAGE_KEYS.currentUser,
      session.currentUser ? JSON.stringify(session.currentUser) : null,
    );
  }
}

/** The stored language code, or null when absent or unsupported. */
export function readStoredLanguage(): LanguageCode | null {
  const raw = read(STORAGE_KEYS.language);
  return isLanguageCode(raw) ? raw : null;
}

function readStoredLanguageState(): LanguageState | undefined {
  const code = readStoredLanguage();
  return code ? { code } : undefined;
}

function writeStoredLanguage(state: Partial<LanguageState>): void {
  if ('code' in state) write(STORAGE_KEYS.language, isLanguageCode(state.code) ? state.code : null);
}

/** Stores a language choice at once (used right before a reload that flips the direction). */
export function writeStoredLanguageCode(code: LanguageCode): void {
  writeStoredLanguage({ code });
}

/**
 * The stored theme preferences, as stored: an unknown value is kept, so that the theme fails to
 * load and is reset (SPEC 4). Absent keys take the defaults; nothing stored gives undefined.
 */
export function readStoredTheme(): ThemeState | undefined {
  const color = read(STORAGE_KEYS.themeColor);
  const radius = read(STORAGE_KEYS.themeRadius);
  if (color === null && radius === null) return undefined;
  return {
    color: color ?? initialThemeState.color,
    radius: radius ?? initialThemeState.radius,
  };
}

export function writeStoredTheme(theme: Partial<ThemeState>): void {
  if (typeof theme.color === 'string') write(STORAGE_KEYS.themeColor, theme.color);
  if (typeof theme.radius === 'string') write(STORAGE_KEYS.themeRadius, theme.radius);
}

/** Removes the stored theme (after it failed to load): the next start uses the defaults. */
export function resetStoredTheme(): void {
  write(STORAGE_KEYS.themeColor, null);
  write(STORAGE_KEYS.themeRadius, null);
}

/** Reads the persisted state of one redux-persist key (used as the config's getStoredState). */
export function getStoredState(persistKey: string): Promise<object | undefined> {
  if (persistKey === PERSIST_KEYS.session) return Promise.resolve(readStoredSession());
  if (persistKey === PERSIST_KEYS.language) return Promise.resolve(readStoredLanguageState());
  if (persistKey === PERSIST_KEYS.theme) return Promise.resolve(readStoredTheme());
  return Promise.resolve(undefined);
}

/**
 * The redux-persist storage engine (`serialize: false`: values arrive as objects). `persist:session`
 * maps onto token/user/currentUser, `persist:language` onto theme_lang, `persist:theme` onto
 * theme_color and theme_radius.
 */
export const keyedStorage: PersistStorage = {
  getItem(key: string): Promise<object | undefined> {
    return getStoredState(key.startsWith(PREFIX) ? key.slice(PREFIX.length) : key);
  },
  setItem(key: string, value: unknown): Promise<void> {
    if (typeof value === 'object' && value !== null) {
      const persistKey = key.startsWith(PREFIX) ? key.slice(PREFIX.length) : key;
      if (persistKey === PERSIST_KEYS.session) writeStoredSession(value);
      else if (persistKey === PERSIST_KEYS.language) writeStoredLanguage(value);
      else if (persistKey === PERSIST_KEYS.theme) writeStoredTheme(value);
    }
    return Promise.resolve();
  },
  removeItem(key: string): Promise<void> {
    const persistKey = key.startsWith(PREFIX) ? key.slice(PREFIX.length) : key;
    if (persistKey === PERSIST_KEYS.session)
      writeStoredSession({ token: null, user: null, currentUser: null });
    else if (persistKey === PERSIST_KEYS.language) write(STORAGE_KEYS.language, null);
    else if (persistKey === PERSIST_KEYS.theme) resetStoredTheme();
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
