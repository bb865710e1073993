import { act, screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-with-providers';

describe('not-found page', () => {
  it('adds the background class to the body while shown and removes it on leave', async () => {
    const { router } = renderApp({ route: '/nowhere' });
    expect(
      await screen.findByRole('heading', { name: 'Error: no encontramos esta página' }),
    ).toBeInTheDocument();
    expect(document.body).toHaveClass('background');
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
      'href',
      '/sistema/',
    );

    await act(() => router.navigate('/sistema/login'));
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    expect(document.body).not.toHaveClass('background');
  });
});
