import { screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute } from '@/testing/fake-fetch';
import { renderApp } from '@/testing/render-with-providers';
import { adminSession, clientView, customer, page, zones } from './users-fixtures';
import { seriousViolations } from '@/testing/accessibility';

// the lazy screens compile on their first visit, and the dialogs' transitions are slow in jsdom
jest.setTimeout(30_000);

const base: FakeRoute[] = [
  { method: 'GET', path: /^\/api\/users\/paginated\//, reply: reply(200, page([customer])) },
  { method: 'GET', path: '/api/zones/all', reply: reply(200, zones) },
  { method: 'GET', path: '/api/users/7', reply: reply(200, customer) },
  { method: 'GET', path: '/api/users/client/7', reply: reply(200, clientView()) },
  {
    method: 'GET',
    path: /^\/api\/wallets\/3\/historicals\//,
    reply: reply(200, { data: [], current_page: 1, per_page: 10, total: 0, last_page: 1 }),
  },
];

async function openCreate(routes: FakeRoute[] = []) {
  const http = fakeFetch([...routes, ...base]);
  const view = renderApp({ route: '/users/new', preloadedState: adminSession });
  // the first visit compiles the lazy screen: give it time
  await screen.findByRole('heading', { level: 1, name: 'Nuevo cliente' }, { timeout: 5000 });
  await screen.findByRole('option', { name: 'Norte' });
  return { ...view, http };
}

const field = (name: string) => screen.getByLabelText(name);

describe('creating a customer', () => {
  it('checks every field before sending', async () => {
    const { user, http } = await openCreate();
    await user.click(screen.getByRole('button', { name: 'Crear cliente' }));

    for (const name of ['Nombre', 'Apellidos', 'Correo electrónico', 'Teléfono', 'Contraseña'])
      expect(field(name)).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(screen.getByRole('combobox', { name: 'Zona' })).toHaveAccessibleDescription(
      'Este campo es obligatorio',
    );
    expect(field('Número de empleado (opcional)')).not.toHaveAccessibleDescription();

    await user.type(field('Correo electrónico'), 'maria@');
    await user.type(field('Teléfono'), '12');
    await user.type(field('Número de empleado (opcional)'), '12a');
    await user.type(field('Contraseña'), 'corta');
    await user.type(field('Confirmar contraseña'), 'otra');
    expect(field('Correo electrónico')).toHaveAccessibleDescription(
      'Introduce un correo electrónico válido',
    );
    expect(field('Teléfono')).toHaveAccessibleDescription(
      'Introduce un teléfono válido (dígitos, espacios, +, - o paréntesis)',
    );
    expect(field('Número de empleado (opcional)')).toHaveAccessibleDescription(
      'El número de empleado solo admite dígitos (hasta 12)',
    );
    expect(field('Contraseña')).toHaveAccessibleDescription('Debe tener al menos 8 caracteres');
    expect(field('Confirmar contraseña')).toHaveAccessibleDescription(
      'Las contraseñas no coinciden',
    );
    expect(http.callsTo('POST', '/api/users')).toHaveLength(0);
  });

  it('asks to choose a zone, which is required, instead of offering "no zone"', async () => {
    await openCreate();
    const zone = screen.getByRole('combobox', { name: 'Zona' });
    expect(zone).toBeRequired();
    expect(within(zone).getByRole('option', { selected: true })).toHaveTextContent(
      'Elige una zona',
    );
    expect(within(zone).queryByRole('option', { name: 'Sin zona' })).not.toBeInTheDocument();
  });

  it('shows a duplicate e-mail (409) under the e-mail field, and sends again once fixed', async () => {
    let attempts = 0;
    const { user, http, router } = await openCreate([
      {
        method: 'POST',
        path: '/api/users',
        reply: (request) => {
          attempts += 1;
          return attempts === 1
            ? reply(409, {
                message: 'El registro ya existe.',
                errors: { email: ['Ya está registrado.'] },
              })
            : reply(201, { ...customer, ...(request.body as object), id: 7 });
        },
      },
    ]);
    await user.type(field('Nombre'), 'María');
    await user.type(field('Apellidos'), 'Pérez');
    await user.type(field('Correo electrónico'), 'admin@gaslp.mx');
    await user.type(field('Teléfono'), '55 1234 5678');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Zona' }), 'Centro');
    await user.type(field('Contraseña'), 'Cliente123!');
    await user.type(field('Confirmar contraseña'), 'Cliente123!');
    await user.click(screen.getByRole('button', { name: 'Crear cliente' }));

    await waitFor(() =>
      expect(field('Correo electrónico')).toHaveAccessibleDescription(
        'Otro usuario ya tiene este correo electrónico',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los campos marcados.');
    expect(http.callsTo('POST', '/api/users')[0]?.body).toEqual({
      number: null,
      name: 'María',
      last_name: 'Pérez',
      email: 'admin@gaslp.mx',
      password: 'Cliente123!',
      phone: '55 1234 5678',
      type_user: 'usuario',
      zone_id: 1,
    });

    await user.clear(field('Correo electrónico'));
    await user.type(field('Correo electrónico'), 'maria@example.mx');
    await user.type(field('Número de empleado (opcional)'), '3100');
    await user.click(screen.getByRole('button', { name: 'Crear cliente' }));

    expect(await screen.findByText('Cliente María Pérez creado.')).toBeInTheDocument();
    expect(http.callsTo('POST', '/api/users')[1]?.body).toMatchObject({
      email: 'maria@example.mx',
      number: '3100',
      type_user: 'usuario',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/7'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'María Pérez' }),
    ).toBeInTheDocument();
  });

  it('shows a duplicate employee number under its field', async () => {
    const { user } = await openCreate([
      {
        method: 'POST',
        path: '/api/users',
        reply: reply(409, {
          message: 'El registro ya existe.',
          errors: { number: ['Ya está registrado.'] },
        }),
      },
    ]);
    await user.type(field('Nombre'), 'María');
    await user.type(field('Apellidos'), 'Pérez');
    await user.type(field('Correo electrónico'), 'maria@example.mx');
    await user.type(field('Teléfono'), '5512345678');
    await user.type(field('Número de empleado (opcional)'), '1000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Zona' }), 'Norte');
    await user.type(field('Contraseña'), 'Cliente123!');
    await user.type(field('Confirmar contraseña'), 'Cliente123!');
    await user.click(screen.getByRole('button', { name: 'Crear cliente' }));
    await waitFor(() =>
      expect(field('Número de empleado (opcional)')).toHaveAccessibleDescription(
        'Otro usuario ya tiene este número de empleado',
      ),
    );
    expect(field('Correo electrónico')).not.toHaveAccessibleDescription();
  });

  it('has no serious or critical accessibility violations', async () => {
    const { container, user } = await openCreate();
    // with the messages of a refused submit showing (sent with Enter, from the keyboard)
    await user.type(field('Nombre'), '{Enter}');
    expect(field('Nombre')).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('goes back to the list with Cancel', async () => {
    const { user, router } = await openCreate();
    const form = screen.getByRole('form', { name: 'Crear cliente' });
    await user.click(within(form).getByRole('link', { name: 'Cancelar' }));
    expect(router.state.location.pathname).toBe('/users');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Usuarios' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
