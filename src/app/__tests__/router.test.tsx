import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import { makeJwt, signedInState } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-with-providers';

async function openUserMenu(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Menú de usuario de Ana López' }));
}

describe('route table with the guard on', () => {
  it('sends a signed-out user to the login page keeping the original url as returnUrl', async () => {
    const { router } = renderApp({ route: '/?tab=2' });
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sistema/login');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/?tab=2');
  });

  it('treats an expired token as signed out', async () => {
    const expired = signedInState();
    expired.auth.token = makeJwt({ exp: Math.floor(Date.now() / 1000) - 60 });
    const { router } = renderApp({ route: '/', preloadedState: expired });
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    expect(router.state.location.pathname).toBe('/sistema/login');
  });

  it('shows the main area to a signed-in user', async () => {
    renderApp({ route: '/', preloadedState: signedInState() });
    expect(await screen.findByRole('heading', { name: 'Hola, Ana López' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gas LP' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar u ocultar el menú' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Usuarios' })).toHaveAttribute('href', '/users');
    expect(within(nav).getByRole('link', { name: 'Zonas' })).toHaveAttribute('href', '/zones');
    expect(within(nav).getByRole('link', { name: 'Reportes' })).toHaveAttribute('href', '/reports');
  });

  it('opens the user menu with the profile link and logout', async () => {
    const { user } = renderApp({ route: '/', preloadedState: signedInState() });
    await openUserMenu(user);
    expect(screen.getByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('redirects any other path to /error, which shows the not-found page', async () => {
    const { router } = renderApp({ route: '/no/such/page' });
    expect(
      await screen.findByRole('heading', { name: 'Error: no encontramos esta página' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
    expect(screen.getByText('Código de error')).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
      'href',
      '/sistema/',
    );
  });

  it('shows the error page for another code', async () => {
    renderApp({ route: '/error?code=500' });
    expect(
      await screen.findByRole('heading', { name: 'Vaya, parece que se ha producido un error' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Código de error: 500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('sends /sistema/ to the login page when signed out and to / when signed in', async () => {
    const signedOut = renderApp({ route: '/sistema/' });
    await waitFor(() => expect(signedOut.router.state.location.pathname).toBe('/sistema/login'));
    signedOut.unmount();

    const signedIn = renderApp({ route: '/sistema/', preloadedState: signedInState() });
    await waitFor(() => expect(signedIn.router.state.location.pathname).toBe('/'));
  });

  it('logs out: server call first, then the session is gone and the login page shows', async () => {
    const http = fakeFetch([
      { method: 'POST', path: '/auth/logout', reply: reply(200, { message: 'ok' }) },
    ]);
    const { user, store, router } = renderApp({ route: '/', preloadedState: signedInState() });
    await openUserMenu(user);
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    expect(http.callsTo('POST', '/auth/logout')).toHaveLength(1);
    expect(store.getState().auth.token).toBeNull();
    expect(store.getState().auth.user).toBeNull();
    expect(router.state.location.pathname).toBe('/sistema/login');
  });

  it('keeps the session when the logout call fails', async () => {
    fakeFetch([{ method: 'POST', path: '/auth/logout', reply: reply(500, { message: 'boom' }) }]);
    const session = signedInState();
    const { user, store } = renderApp({ route: '/', preloadedState: session });
    await openUserMenu(user);
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(
      await screen.findByText('No se pudo cerrar la sesión. Inténtalo de nuevo.'),
    ).toBeInTheDocument();
    expect(store.getState().auth.token).toBe(session.auth.token);
  });

  it('on a 401 clears the session and sends the user to login with the current url', async () => {
    fakeFetch([
      { method: 'POST', path: '/auth/logout', reply: reply(401, { message: 'Token expirado' }) },
    ]);
    const { user, store, router } = renderApp({
      route: '/?view=1',
      preloadedState: signedInState(),
    });
    await openUserMenu(user);
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    expect(store.getState().auth.token).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/?view=1');
  });
});

describe('route table with the guard off', () => {
  it('shows the landing page at the root', async () => {
    renderApp({ route: '/', guard: false });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Tu distribuidora de gas LP, bajo control',
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Comprar' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Ver ahora' })[0]).toHaveAttribute('href', '/app');
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('loads the main area without the guard', async () => {
    renderApp({ route: '/app', guard: false });
    expect(await screen.findByRole('heading', { name: 'Hola' })).toBeInTheDocument();
  });

  it('keeps sistema and error, and sends other paths to /error', async () => {
    const { router } = renderApp({ route: '/elsewhere', guard: false });
    await screen.findByRole('heading', { name: 'Error: no encontramos esta página' });
    expect(router.state.location.pathname).toBe('/error');
    await act(() => router.navigate('/sistema/login'));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });
});
