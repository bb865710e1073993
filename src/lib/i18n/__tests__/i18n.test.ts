import { changeLanguage, i18n } from '../i18n';
import { normalizeLanguage } from '../languages';

describe('i18n', () => {
  it('defaults to es-ES', () => {
    expect(i18n.language).toBe('es-ES');
    expect(i18n.t('common:actions.logout')).toBe('Cerrar sesión');
  });

  it('falls back to es-ES for an unsupported code', () => {
    expect(normalizeLanguage('fr-FR')).toBe('es-ES');
    expect(normalizeLanguage(undefined)).toBe('es-ES');
    expect(normalizeLanguage('en-US')).toBe('en-US');
  });

  it('loads a language on demand and sets <html lang dir>', async () => {
    await changeLanguage('en-EN');
    expect(i18n.t('common:actions.logout')).toBe('Log out');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'en');

    await changeLanguage('en-US');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'en-US');

    await changeLanguage('xx');
    expect(i18n.language).toBe('es-ES');
    expect(document.documentElement).toHaveAttribute('lang', 'es-ES');
  });
});
