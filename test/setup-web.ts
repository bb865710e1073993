import '@testing-library/jest-dom';
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
