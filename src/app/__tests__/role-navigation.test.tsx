import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import { makeLoginResult, makeUser, signedInState, validToken } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-with-providers';

jest.setTimeout(30_000);

const customerSession = signedInState(
  makeLoginResult({
    token: validToken(['customer'], { sub: '7' }),
    user: makeUser({ id: 7, name: 'María', last_name: 'Pérez', type_user: 'usuario' }),
  }),
);

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  fireEvent(window, new Event('resize'));
}

const emptyPage = { data: [], current_page: 1, per_page: 15, total: 0, last_page: 1 };

describe('navigation by role', () => {
  afterEach(() => setWidth(1024));

  it('shows a customer their own menu, and a staff screen leads to the error page', async () => {
    fakeFetch([{ method: 'GET', path: '/api/orders/mine/1/15', reply: reply(200, emptyPage) }]);
    const { router } = renderApp({ route: '/', preloadedState: customerSession });
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Inicio', 'Mis pedidos', 'Mi monedero', 'Mi perfil']);
    await act(() => router.navigate('/users'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
    // refused, not missing: "no access" with a way home
    expect(
      await screen.findByRole('heading', { name: 'No tienes acceso a esta pantalla' }),
    ).toBeVisible();
    expect(screen.getByText('Código de error: 403 (acceso denegado)')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    await act(() => router.navigate('/my-orders'));
    expect(await screen.findByText('Aún no tienes pedidos.', {}, { timeout: 5000 })).toBeVisible();
  });

  it("opens the sub panel of an entry with sub items and marks the query's sub entry", async () => {
    setWidth(1600);
    fakeFetch([
      { method: 'GET', path: /^\/api\/users\//, reply: reply(200, emptyPage) },
      { method: 'GET', path: '/api/zones/all', reply: reply(200, emptyPage) },
    ]);
    renderApp({ route: '/users?type=usuario', preloadedState: signedInState() });
    const sub = await screen.findByRole('navigation', { name: 'Submenú' });
    expect(
      within(sub)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Todos', 'Clientes', 'Empleados', 'Administradores', 'Clientes estrella']);
    expect(within(sub).getByRole('link', { name: 'Clientes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sub).getByRole('link', { name: 'Clientes' })).toHaveAttribute(
      'href',
      '/users?type=usuario',
    );
    const main = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(main).getByRole('link', { name: 'Usuarios' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it.each([
    ['a laptop (1366 px)', 1366, false],
    ['a phone (390 px)', 390, true],
  ])(
    'on %s, choosing an entry with sub items opens them over the content until a sub entry is chosen',
    async (_name, width, phone) => {
      setWidth(width);
      // the screens under the menu answer 404: only the menu is looked at
      fakeFetch([]);
      const user = userEvent.setup();
      const { router } = renderApp({ route: '/profile', preloadedState: signedInState() });
      if (phone)
        await user.click(await screen.findByRole('button', { name: 'Mostrar u ocultar el menú' }));
      const main = await screen.findByRole('navigation', { name: 'Menú principal' });
      expect(screen.queryByRole('navigation', { name: 'Submenú' })).toBeNull();

      await user.click(within(main).getByRole('link', { name: 'Reportes' }));
      await screen.findByRole('navigation', { name: 'Submenú' });
      expect(
        within(screen.getByRole('navigation', { name: 'Menú principal' })).getByRole('link', {
          name: 'Reportes',
        }),
      ).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Submenú' })).toBeNull());

      if (phone)
        await user.click(screen.getByRole('button', { name: 'Mostrar u ocultar el menú' }));
      await user.click(
        within(await screen.findByRole('navigation', { name: 'Menú principal' })).getByRole(
          'link',
          { name: 'Reportes' },
        ),
      );
      await user.click(
        within(await screen.findByRole('navigation', { name: 'Submenú' })).getByRole('link', {
          name: 'Pedidos terminados',
        }),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/reports/finished-orders'));
      await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Submenú' })).toBeNull());
    },
  );
});
