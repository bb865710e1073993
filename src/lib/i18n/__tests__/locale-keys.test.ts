import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { INITIAL_NAMESPACES, LANGUAGES } from '../languages';

// Walks locales/<lang>/<ns>.json: every key present in one locale must exist in all the others.
const LOCALES_DIR = join(__dirname, '..', '..', '..', '..', 'locales');

function flatKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    flatKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

const languages = readdirSync(LOCALES_DIR).filter((entry) =>
  statSync(join(LOCALES_DIR, entry)).isDirectory(),
);
const namespaces = [...new Set(languages.flatMap((lang) => readdirSync(join(LOCALES_DIR, lang))))]
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

function keysOf(lang: string, ns: string): Set<string> {
  const file = join(LOCALES_DIR, lang, `${ns}.json`);
  try {
    return new Set(flatKeys(JSON.parse(readFileSync(file, 'utf8'))));
  } catch {
    return new Set();
  }
}

/** The namespaces the code asks for: `useTranslation('ns')` and `useTranslation(['ns', …])`. */
function namespacesInCode(dir = join(__dirname, '..', '..', '..')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : namespacesInCode(path);
    if (!/\.tsx?$/.test(entry.name)) return [];
    return [
      ...readFileSync(path, 'utf8').matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g),
    ].flatMap(([, args = '']) => [...args.matchAll(/'([^']+)'/g)].map(([, ns = '']) => ns));
  });
}

describe('locale files', () => {
  it('exist for every supported language and namespace (the folder is the list), and nothing else', () => {
    expect([...languages].sort()).toEqual([...LANGUAGES].sort());
    for (const lang of languages)
      expect(readdirSync(join(LOCALES_DIR, lang)).sort()).toEqual(
        namespaces.map((ns) => `${ns}.json`).sort(),
      );
    expect(namespaces).toEqual(expect.arrayContaining([...INITIAL_NAMESPACES]));
  });

  it('hold every namespace the code asks for', () => {
    const asked = [...new Set(namespacesInCode())];
    expect(asked.length).toBeGreaterThan(10);
    expect(asked.filter((ns) => !namespaces.includes(ns))).toEqual([]);
  });

  describe.each(namespaces)('namespace %s', (ns) => {
    const all = new Set(languages.flatMap((lang) => [...keysOf(lang, ns)]));
    it.each(languages)('%s has every key the other locales have', (lang) => {
      const own = keysOf(lang, ns);
      const missing = [...all].filter((key) => !own.has(key));
      expect(missing).toEqual([]);
    });
  });

  it('en-EN has the same texts as en-US (it only changes the direction)', () => {
    for (const ns of namespaces) {
      const read = (lang: string): unknown =>
        JSON.parse(readFileSync(join(LOCALES_DIR, lang, `${ns}.json`), 'utf8'));
      expect(read('en-EN')).toEqual(read('en-US'));
    }
  });
});
