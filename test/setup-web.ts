import '@testing-library/jest-dom';
import { changeLanguage, initI18n } from '@/lib/i18n/i18n';

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
