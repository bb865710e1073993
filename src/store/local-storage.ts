// The product's localStorage keys and the reads and writes of raw values. `persistence.ts` is the one
// writer of each key; the login shell's boot script (`app/login-shell/boot.ts`) reads a few of them
// before the app's scripts run, through this module alone (it stays small: no Redux in it).
//
// The keys the product (and anyone opening DevTools) relies on:
//   token        raw bearer string (not JSON-quoted)
//   user         JSON object with at least `id`
//   currentUser  JSON: the raw response of the email login
//   theme_lang   the language code string
//   theme_color  the theme colour, `<light|dark>.<colour>` (e.g. dark.blueyale)
//   theme_radius `rounded` or `flat`
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  currentUser: 'currentUser',
  language: 'theme_lang',
  themeColor: 'theme_color',
  themeRadius: 'theme_radius',
} as const;

/** localStorage, or null where it is unavailable (private mode, server rendering). */
function webStorage(): globalThis.Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readStored(key: string): string | null {
  try {
    return webStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null | undefined): void {
  const storage = webStorage();
  if (!storage) return;
  try {
    if (value === null || value === undefined) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // quota or privacy mode: the session simply does not survive a reload
  }
}

/** The raw token; a JSON-quoted legacy value is unquoted. */
export function readStoredToken(): string | null {
  const raw = readStored(STORAGE_KEYS.token);
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

/** A token with the text 'undefined', or blank, counts as absent. */
export function isUsableToken(token: string | null): token is string {
  return token !== null && token !== 'undefined' && token.trim() !== '';
}
