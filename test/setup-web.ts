import '@testing-library/jest-dom';
import * as React from 'react';
import { configure } from '@testing-library/react';
import { changeLanguage, initI18n } from '@/lib/i18n/i18n';

// Lazy screens are compiled by ts-jest on first import: on a busy 2-core CI machine that can take
// longer than the default 1 s of findBy*/waitFor.
configure({ asyncUtilTimeout: 5000 });

const originalFetch = globalThis.fetch;

beforeAll(async () => {
  await initI18n('es-ES');
});

beforeEach(async () => {
  // every test starts in the default language (after the previous test's tree is unmounted)
  await changeLanguage('es-ES');
});

afterEach(() => {
  globalThis.fetch = originalFetch;
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

// React 19's development build records an "owner stack" for each of the first 10,000 elements it
// creates per second: an Error with 10 frames per element, the largest single cost of a screen test
// here. They only enrich React's own warnings; a test reads none of them. Told that the budget is
// spent, React creates no more (if React renames this counter, this does nothing and tests are slower).
const reactInternals: unknown = Reflect.get(
  React,
  '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
);
if (
  typeof reactInternals === 'object' &&
  reactInternals &&
  'recentlyCreatedOwnerStacks' in reactInternals
) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    get: () => Number.MAX_SAFE_INTEGER,
    set: () => undefined,
  });
}
