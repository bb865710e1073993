import { screen, waitFor } from '@testing-library/react';
import * as browser from '@/lib/browser/reload-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LanguageSelect } from '../components/language-select';
import { languageChangeMode } from '../language-change';
import { languageChanged } from '../language-slice';

describe('language rules', () => {
  let reload: jest.SpyInstance;
  beforeEach(() => {
    reload = jest.spyOn(browser, 'reloadPage').mockImplementation(() => undefined);
  });
  afterEach(() => reload.mockRestore());

  it('falls back to es-ES for an unsupported code', () => {
    expect(languageChanged('fr-FR').payload).toBe('es-ES');
    expect(languageChanged('en-US').payload).toBe('en-US');
  });

  it('reloads only when the direction flips', () => {
    expect(languageChangeMode('es-ES', 'en-US')).toBe('in-place');
    expect(languageChangeMode('en-US', 'es-ES')).toBe('in-place');
    expect(languageChangeMode('es-ES', 'en-EN')).toBe('reload');
    expect(languageChangeMode('en-EN', 'en-US')).toBe('reload');
  });

  it('switches the texts in place when the direction stays the same', async () => {
    const { user, store } = renderWithProviders(<LanguageSelect />);
    await user.click(screen.getByRole('combobox', { name: 'Idioma' }));
    await user.click(await screen.findByRole('option', { name: 'English' }));

    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(store.getState().language.code).toBe('en-US');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'en-US');
    expect(reload).not.toHaveBeenCalled();
  });

  it('stores a choice that flips the direction and reloads the page', async () => {
    const { user } = renderWithProviders(<LanguageSelect />);
    await user.click(screen.getByRole('combobox', { name: 'Idioma' }));
    await user.click(await screen.findByRole('option', { name: 'English (RTL)' }));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('theme_lang')).toBe('en-EN');
    // not switched in place: the reload builds the page right-to-left
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('renders right-to-left (html dir, MUI direction) when started in en-EN', async () => {
    renderWithProviders(<LanguageSelect />, { preloadedState: { language: { code: 'en-EN' } } });
    // the store starts in en-EN as after a reload; i18n follows like the bootstrap does
    const { changeLanguage } = await import('@/lib/i18n/i18n');
    await changeLanguage('en-EN');
    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // the rtl emotion cache (stylis-plugin-rtl) is in use: its styles carry the muirtl key
    await waitFor(() =>
      expect(document.head.querySelector('style[data-emotion^="muirtl"]')).not.toBeNull(),
    );
  });
});
