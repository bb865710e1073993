import { act, screen, waitForElementToBeRemoved } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { notify } from '../notifier';
import { TOAST_TYPES, toastVariant } from '../toast-types';

describe('toasts', () => {
  it('maps the six product types onto notistack variants', () => {
    expect(Object.fromEntries(TOAST_TYPES.map((type) => [type, toastVariant(type)]))).toEqual({
      success: 'success',
      error: 'error',
      alert: 'warning',
      info: 'info',
      warn: 'warning',
      bare: 'default',
    });
    // notistack's own names pass through unchanged
    expect(toastVariant('warning')).toBe('warning');
    expect(toastVariant('default')).toBe('default');
  });

  it('shows a toast with a progress bar, closed by a click', async () => {
    const { user } = renderWithProviders(<p>page</p>);
    act(() => notify('Guardado', 'success'));
    const toast = await screen.findByText('Guardado');
    expect(document.querySelector('.toast-progress')).not.toBeNull();
    await user.click(toast);
    await waitForElementToBeRemoved(() => screen.queryByText('Guardado'));
  });
});
