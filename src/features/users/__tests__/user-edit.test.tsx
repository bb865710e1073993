import { screen, waitFor } from '@testing-library/react';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute } from '@/testing/fake-fetch';
import { renderApp } from '@/testing/render-with-providers';
import type { User } from '@/api/users';
import type { PreloadedAppState } from '@/store/store';
import { makeLoginResult, makeUser, signedInState, validToken } from '@/testing/fixtures';
import { adminSession, clientView, customer, employeeSession, page, zones } from './users-fixtures';

// the lazy screens compile on their first visit, and the dialogs' transitions are slow in jsdom
jest.setTimeout(30_000);

const base: FakeRoute[] = [
  { method: 'GET', path: '/api/zones/all', reply: reply(200, zones) },
  { method: 'GET', path: '/api/users/client/7', reply: reply(200, clientView()) },
  { method: 'GET', path: /^\/api\/wallets\/3\/historicals\//, reply: reply(200, page([])) },
];

async function openEdit(routes: FakeRoute[] = [], session: PreloadedAppState = adminSession) {
  const http = fakeFetch([...routes, ...base]);
  const view = renderApp({ route: '/users/7/edit', preloadedState: session });
  // the first visit compiles the lazy screen: give it time
  await screen.findByRole('heading', { level: 1, name: 'Editar a María Pérez' }, { timeout: 5000 });
  await screen.findByRole('option', { name: 'Norte' });
  return { ...view, http };
}

describe('editing a user', () => {
  it('sends the whole user, type and zone included, then shows the view', async () => {
    let saved = customer;
    const { user, http, router } = await openEdit([
      { method: 'GET', path: '/api/users/7', reply: () => reply(200, saved) },
      {
        method: 'PUT',
        path: '/api/users/7',
        reply: (request) => {
          const body = request.body as Partial<User>;
          const zone = zones.data.find((candidate) => candidate.id === body.zone_id);
          saved = {
            ...customer,
            ...body,
            zone_name: zone?.name ?? null,
            updated_at: '2025-06-01T00:00:00Z',
          };
          return reply(200, saved);
        },
      },
    ]);
    expect(screen.getByLabelText('Nombre')).toHaveValue('María');
    expect(screen.getByRole('combobox', { name: 'Zona' })).toHaveValue('1');
    const type = screen.getByRole('combobox', { name: 'Tipo de usuario' });
    expect(type).toHaveValue('usuario');
    expect(type).toBeEnabled();

    await user.clear(screen.getByLabelText('Teléfono'));
    await user.type(screen.getByLabelText('Teléfono'), '55 8765 4321');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Zona' }), 'Norte');
    await user.selectOptions(type, 'Empleado');
    await user.type(screen.getByLabelText('Número de empleado (opcional)'), '3001');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(http.callsTo('PUT', '/api/users/7')).toHaveLength(1));
    expect(http.callsTo('PUT', '/api/users/7')[0]?.body).toEqual({
      number: '3001',
      name: 'María',
      last_name: 'Pérez',
      email: 'maria@example.mx',
      phone: '55 8765 4321',
      type_user: 'empleado',
      zone_id: 2,
    });
    expect(await screen.findByText('Usuario actualizado.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/7'));
    // the view (its own lazy screen) shows what was saved
    await screen.findByRole('heading', { level: 1, name: 'María Pérez' }, { timeout: 5000 });
    expect(screen.getByText('Norte')).toBeInTheDocument();
    expect(screen.getAllByText('Empleado').length).toBeGreaterThan(0);
  });

  it('lets only an administrator change the type', async () => {
    await openEdit(
      [{ method: 'GET', path: '/api/users/7', reply: reply(200, customer) }],
      employeeSession,
    );
    const type = screen.getByRole('combobox', { name: 'Tipo de usuario' });
    expect(type).toBeDisabled();
    expect(type).toHaveAccessibleDescription(
      'Solo un administrador puede cambiar el tipo de usuario.',
    );
  });

  it('lets only an administrator change another user’s e-mail and number (where reset codes go)', async () => {
    const { user, http } = await openEdit(
      [
        { method: 'GET', path: '/api/users/7', reply: reply(200, customer) },
        { method: 'PUT', path: '/api/users/7', reply: reply(200, customer) },
      ],
      employeeSession,
    );
    const explanation =
      'Solo un administrador puede cambiar el correo y el número de empleado de otro usuario.';
    for (const label of ['Correo electrónico', 'Número de empleado (opcional)']) {
      const field = screen.getByLabelText(label);
      expect(field).toBeDisabled();
      expect(field).toHaveAccessibleDescription(explanation);
    }
    // the rest stays editable, and the e-mail is sent as it is
    await user.clear(screen.getByLabelText('Teléfono'));
    await user.type(screen.getByLabelText('Teléfono'), '55 1111 2222');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(http.callsTo('PUT', '/api/users/7')).toHaveLength(1));
    expect(http.callsTo('PUT', '/api/users/7')[0]?.body).toMatchObject({
      email: 'maria@example.mx',
      phone: '55 1111 2222',
    });
  });

  it('checks the fields before sending and shows a duplicate e-mail at its field', async () => {
    const { user, http } = await openEdit([
      { method: 'GET', path: '/api/users/7', reply: reply(200, customer) },
      {
        method: 'PUT',
        path: '/api/users/7',
        reply: reply(409, {
          message: 'El registro ya existe.',
          errors: { email: ['Ya está registrado.'] },
        }),
      },
    ]);
    const email = screen.getByLabelText('Correo electrónico');
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(email).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(http.callsTo('PUT', '/api/users/7')).toHaveLength(0);

    await user.type(email, 'admin@gaslp.mx');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Otro usuario ya tiene este correo electrónico'),
    );
  });

  it('asks for the current password when users change their own e-mail', async () => {
    // María (id 7) edits her own record
    const selfSession = signedInState(
      makeLoginResult({
        token: validToken(['employee'], { sub: '7' }),
        user: makeUser({ ...customer, type_user: 'empleado' }),
      }),
    );
    const { user, http } = await openEdit(
      [
        { method: 'GET', path: '/api/users/7', reply: reply(200, customer) },
        {
          method: 'PUT',
          path: '/api/users/7',
          reply: reply(422, {
            message: 'La contraseña actual es incorrecta.',
            errors: { current_password: ['La contraseña actual es incorrecta.'] },
          }),
        },
      ],
      selfSession,
    );
    expect(screen.queryByLabelText('Contraseña actual')).not.toBeInTheDocument();
    const email = screen.getByLabelText('Correo electrónico');
    await user.clear(email);
    await user.type(email, 'maria.nueva@example.mx');
    const current = screen.getByLabelText('Contraseña actual');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(current).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(http.callsTo('PUT', '/api/users/7')).toHaveLength(0);

    await user.type(current, 'Equivocada1!');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(http.callsTo('PUT', '/api/users/7')).toHaveLength(1));
    expect(http.callsTo('PUT', '/api/users/7')[0]?.body).toMatchObject({
      email: 'maria.nueva@example.mx',
      current_password: 'Equivocada1!',
    });
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription('La contraseña actual es incorrecta.'),
    );
  });

  it('shows the not-found state for an id that is not a user', async () => {
    const http = fakeFetch(base);
    renderApp({ route: '/users/abc/edit', preloadedState: adminSession });
    expect(
      await screen.findByRole('heading', { name: 'No encontramos este registro' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la lista' })).toHaveAttribute(
      'href',
      '/users',
    );
    expect(http.calls.filter((call) => call.path.startsWith('/api/users'))).toHaveLength(0);
  });
});
