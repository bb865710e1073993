import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@/lib/i18n/i18n';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute } from '@/testing/fake-fetch';
import { makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-with-providers';
import type { PreloadedAppState } from '@/store/store';
import { adminSession, clientView, customer, employeeSession, page } from './users-fixtures';
import { seriousViolations } from '@/testing/accessibility';

// the lazy screens compile on their first visit, and the dialogs' transitions are slow in jsdom
jest.setTimeout(30_000);

const movement = {
  id: 40,
  user_id: 7,
  wallet_id: 3,
  type_movement: 'credit',
  amount: 500,
  balance_after: 1500.5,
  message: 'Recarga inicial',
  user_add: 1,
  user_add_name: 'Ana López',
  order_id: null,
  created_at: '2025-06-10T18:30:00Z',
};

const base: FakeRoute[] = [
  { method: 'GET', path: '/api/users/7', reply: reply(200, customer) },
  { method: 'GET', path: '/api/users/client/7', reply: reply(200, clientView()) },
  { method: 'GET', path: '/api/wallets/3/historicals/1/15', reply: reply(200, page([movement])) },
];

async function openView(
  routes: FakeRoute[] = [],
  session: PreloadedAppState = adminSession,
  name = 'María Pérez',
) {
  const http = fakeFetch([...routes, ...base]);
  const view = renderApp({ route: '/users/7', preloadedState: session });
  // the first visit compiles the lazy screen: give it time
  await screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
  return { ...view, http };
}

// jsdom has no object URLs
beforeEach(() => {
  let next = 0;
  URL.createObjectURL = jest.fn(() => `blob:picture-${String((next += 1))}`);
  URL.revokeObjectURL = jest.fn();
});

describe('the user view', () => {
  it('shows a customer with the order figures and the wallet', async () => {
    const { http } = await openView();
    expect(screen.getByText('maria@example.mx')).toBeInTheDocument();
    expect(screen.getByText('Centro')).toBeInTheDocument();
    expect(screen.getAllByText('Cliente').length).toBeGreaterThan(0);

    const orders = await screen.findByRole('region', { name: 'Pedidos' });
    expect(within(orders).getByText('Total de pedidos')).toBeInTheDocument();
    expect(within(orders).getByText('12')).toBeInTheDocument();
    expect(within(orders).getByText('10')).toBeInTheDocument();
    // 18:30 UTC is 12:30 in Mexico City
    expect(within(orders).getByText('10 jun 2025, 12:30 p.m.')).toBeInTheDocument();

    const wallet = screen.getByRole('region', { name: 'Monedero' });
    expect(within(wallet).getByRole('status', { name: 'Saldo' })).toHaveTextContent('$1,500.50');
    expect(await within(wallet).findByText('Recarga inicial')).toBeInTheDocument();
    expect(within(wallet).getByText('Ana López')).toBeInTheDocument();
    expect(http.callsTo('GET', '/api/users/client/7')).toHaveLength(1);
  });

  it('writes the dates the English way in English', async () => {
    await changeLanguage('en-US');
    try {
      await openView();
      const orders = await screen.findByRole('region', { name: 'Orders' });
      expect(within(orders).getByText('Jun 10, 2025, 12:30 PM')).toBeInTheDocument();
    } finally {
      await changeLanguage('es-ES');
    }
  });

  it('has no serious or critical accessibility violations', async () => {
    const { container } = await openView();
    await screen.findByText('Recarga inicial');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('does not ask for the client view of staff', async () => {
    const employee = makeUser({ id: 9, name: 'Pedro', last_name: 'Ruiz', type_user: 'empleado' });
    const http = fakeFetch([{ method: 'GET', path: '/api/users/9', reply: reply(200, employee) }]);
    renderApp({ route: '/users/9', preloadedState: adminSession });
    await screen.findByRole('heading', { level: 1, name: 'Pedro Ruiz' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Monedero' })).not.toBeInTheDocument();
    expect(http.callsTo('GET', '/api/users/client/9')).toHaveLength(0);
  });

  it('shows the not-found state for a non-numeric id, without asking the server', async () => {
    const http = fakeFetch(base);
    const { router } = renderApp({ route: '/users/abc', preloadedState: adminSession });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'No encontramos este registro' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    // inside the main area: the menu is still there
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users/abc');
    expect(http.calls.filter((call) => call.path.startsWith('/api/users'))).toHaveLength(0);
  });

  it('shows the not-found state for an id the server does not know', async () => {
    fakeFetch([
      { method: 'GET', path: '/api/users/999', reply: reply(404, { message: 'No encontrado.' }) },
    ]);
    renderApp({ route: '/users/999', preloadedState: adminSession });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'No encontramos este registro' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it("lets an administrator set the user's password with their own as proof", async () => {
    const { user, http } = await openView([
      {
        method: 'POST',
        path: '/api/users/changePassword',
        reply: reply(200, { message: 'Contraseña cambiada.' }),
      },
    ]);
    const form = screen.getByRole('form', { name: 'Cambiar la contraseña de este usuario' });
    await user.type(
      within(form).getByLabelText('Tu contraseña actual (administrador)'),
      'Admin123!',
    );
    await user.type(within(form).getByLabelText('Nueva contraseña de María Pérez'), 'Nueva12345!');
    await user.type(within(form).getByLabelText('Confirmar la nueva contraseña'), 'Nueva1234');
    await user.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(
      within(form).getByLabelText('Confirmar la nueva contraseña'),
    ).toHaveAccessibleDescription('Las contraseñas no coinciden');
    expect(http.callsTo('POST', '/api/users/changePassword')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Confirmar la nueva contraseña'), '5!');
    await user.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Contraseña de María Pérez cambiada.')).toBeInTheDocument();
    expect(http.callsTo('POST', '/api/users/changePassword')[0]?.body).toEqual({
      username: 'maria@example.mx',
      password: 'Admin123!',
      new_password: 'Nueva12345!',
      new_password_confirmation: 'Nueva12345!',
    });
    expect(within(form).getByLabelText('Tu contraseña actual (administrador)')).toHaveValue('');
  });

  it("uses the user's username when there is one, and shows a wrong admin password", async () => {
    const withUsername = { ...customer, username: 'mperez' };
    const { user, http } = await openView([
      { method: 'GET', path: '/api/users/7', reply: reply(200, withUsername) },
      {
        method: 'GET',
        path: '/api/users/client/7',
        reply: reply(200, clientView({ user: withUsername })),
      },
      {
        method: 'POST',
        path: '/api/users/changePassword',
        reply: reply(422, {
          message: 'La contraseña actual no es correcta.',
          errors: { password: ['La contraseña actual no es correcta.'] },
        }),
      },
    ]);
    const form = screen.getByRole('form', { name: 'Cambiar la contraseña de este usuario' });
    await user.type(
      within(form).getByLabelText('Tu contraseña actual (administrador)'),
      'Mala1234',
    );
    await user.type(within(form).getByLabelText('Nueva contraseña de María Pérez'), 'Nueva12345!');
    await user.type(within(form).getByLabelText('Confirmar la nueva contraseña'), 'Nueva12345!');
    await user.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() =>
      expect(
        within(form).getByLabelText('Tu contraseña actual (administrador)'),
      ).toHaveAccessibleDescription('Tu contraseña de administrador no es correcta'),
    );
    expect(http.callsTo('POST', '/api/users/changePassword')[0]?.body).toMatchObject({
      username: 'mperez',
    });
  });

  it('does not offer the change of password to an employee', async () => {
    await openView([], employeeSession);
    expect(
      screen.queryByRole('form', { name: 'Cambiar la contraseña de este usuario' }),
    ).not.toBeInTheDocument();
  });

  it('deletes after asking, offers Undo in the toast, and restores', async () => {
    let deleted: string | null = null;
    const { user, http } = await openView([
      {
        method: 'GET',
        path: '/api/users/7',
        reply: () => reply(200, { ...customer, deleted_at: deleted }),
      },
      {
        method: 'DELETE',
        path: '/api/users/7',
        reply: () => {
          deleted = '2025-06-18T12:00:00Z';
          return reply(200, { ...customer, deleted_at: deleted });
        },
      },
      {
        method: 'GET',
        path: '/api/users/7/restore',
        reply: () => {
          deleted = null;
          return reply(200, customer);
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar «María Pérez»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitForElementToBeRemoved(dialog);
    expect(http.callsTo('DELETE', '/api/users/7')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '¿Eliminar «María Pérez»?' })).getByRole(
        'button',
        { name: 'Eliminar' },
      ),
    );
    expect(await screen.findByText('Se eliminó «María Pérez».')).toBeInTheDocument();
    expect(http.callsTo('DELETE', '/api/users/7')).toHaveLength(1);
    // the view is read again after the delete: slow on a busy machine
    expect(
      await screen.findByRole('button', { name: 'Restaurar' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Eliminado').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    await waitFor(() => expect(http.callsTo('GET', '/api/users/7/restore')).toHaveLength(1));
    expect(await screen.findByText('Se restauró «María Pérez».')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Eliminar' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  describe('profile picture', () => {
    const file = (size: number, name: string, type: string) =>
      new NodeFile([new Uint8Array(size)], name, { type }) as unknown as File;

    it('refuses a file that is not an image, or too large, before sending', async () => {
      const { http } = await openView();
      const user = userEvent.setup({ applyAccept: false });
      const input = screen.getByLabelText('Elegir imagen');
      await user.upload(input, file(10, 'notas.pdf', 'application/pdf'));
      expect(await screen.findByText('La imagen debe ser PNG, JPEG o WebP.')).toBeInTheDocument();
      await user.upload(input, file(5 * 1024 * 1024 + 1, 'foto.jpg', 'image/jpeg'));
      expect(await screen.findByText('La imagen no debe superar 5 MB.')).toBeInTheDocument();
      expect(http.callsTo('POST', '/api/users/profilepicture/7')).toHaveLength(0);
    });

    it("shows the server's refusal of a picture (413)", async () => {
      const { user, http } = await openView([
        {
          method: 'POST',
          path: '/api/users/profilepicture/7',
          reply: reply(413, { message: 'La imagen es demasiado grande.' }),
        },
      ]);
      await user.upload(
        screen.getByLabelText('Elegir imagen'),
        file(1024, 'foto.png', 'image/png'),
      );
      await user.click(screen.getByRole('button', { name: 'Subir foto' }));
      expect(await screen.findByText('La imagen no debe superar 5 MB.')).toBeInTheDocument();
      expect(http.callsTo('POST', '/api/users/profilepicture/7')).toHaveLength(1);
    });
  });
});
