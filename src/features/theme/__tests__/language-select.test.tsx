import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LanguageSelect } from '../components/language-select';

describe('LanguageSelect', () => {
  it('switches the texts and the direction in place', async () => {
    const { user, store } = renderWithProviders(<LanguageSelect />);
    await user.click(screen.getByRole('combobox', { name: 'Idioma' }));
    await user.click(await screen.findByRole('option', { name: 'English (RTL)' }));

    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(store.getState().language.code).toBe('en-EN');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
