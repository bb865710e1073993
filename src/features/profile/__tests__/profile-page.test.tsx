import { File as NodeFile } from 'node:buffer';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute } from '@/testing/fake-fetch';
import { makeLoginResult, makeUser, signedInState, validToken } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-with-providers';

const me = makeUser({
  id: 5,
  name: 'Luis',
  last_name: 'Gómez',
  email: 'empleado@gaslp.mx',
  username: 'lgomez',
  number: '2000',
  type_user: 'empleado',
  phone: '5551234567',
  zone_id: 1,
  zone_name: 'Centro',
});
const session = signedInState(makeLoginResult({ user: me }));
const zones = {
  data: [
    { id: 1, name: 'Centro', phone: null, description: null },
    { id: 2, name: 'Norte', phone: null, description: null },
  ].map((zone) => ({
    ...zone,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    deleted_at: null,
  })),
  current_page: 1,
  per_page: 100,
  total: 2,
  last_page: 1,
};

const base: FakeRoute[] = [
  { method: 'GET', path: '/api/auth/me', reply: reply(200, me) },
  { method: 'GET', path: '/api/zones/all', reply: reply(200, zones) },
];

async function openProfile(routes: FakeRoute[] = []) {
  const http = fakeFetch([...routes, ...base]);
  const view = renderApp({ route: '/profile', preloadedState: session });
  await screen.findByRole('heading', { name: 'Mi perfil' });
  await screen.findByRole('textbox', { name: 'Teléfono' });
  return { ...view, http };
}

// jsdom has no object URLs: number them, and record which ones are revoked
const revokeObjectURL = jest.fn<undefined, [string]>();
beforeEach(() => {
  let next = 0;
  revokeObjectURL.mockReset();
  URL.createObjectURL = jest.fn(() => `blob:picture-${String((next += 1))}`);
  URL.revokeObjectURL = revokeObjectURL;
});

describe('Profile', () => {
  it('is guarded', async () => {
    fakeFetch(base);
    const { router } = renderApp({ route: '/profile' });
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    expect(router.state.location.search).toBe('?returnUrl=%2Fprofile');
  });

  it('shows the user and updates phone and zone with the whole body', async () => {
    const { user, http } = await openProfile([
      {
        method: 'PUT',
        path: '/api/users/5',
        reply: (request) => reply(200, { ...me, ...(request.body as object) }),
      },
    ]);
    expect(screen.getByText('empleado@gaslp.mx')).toBeInTheDocument();
    expect(screen.getByText('Empleado')).toBeInTheDocument();
    const zone = screen.getByRole('combobox', { name: 'Zona' });
    await screen.findByRole('option', { name: 'Norte' });
    expect(zone).toHaveValue('1');

    const phone = screen.getByRole('textbox', { name: 'Teléfono' });
    expect(phone).toHaveValue('5551234567');
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(phone).toHaveAccessibleDescription(
      'Introduce un teléfono válido (dígitos, espacios, +, - o paréntesis)',
    );
    expect(http.callsTo('PUT', '/api/users/5')).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '55 8765 4321');
    await user.selectOptions(zone, 'Norte');
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));

    await waitFor(() => expect(http.callsTo('PUT', '/api/users/5')).toHaveLength(1));
    expect(http.callsTo('PUT', '/api/users/5')[0]?.body).toEqual({
      number: '2000',
      name: 'Luis',
      last_name: 'Gómez',
      email: 'empleado@gaslp.mx',
      phone: '55 8765 4321',
      type_user: 'empleado',
      zone_id: 2,
    });
    expect(await screen.findByText('Perfil actualizado.')).toBeInTheDocument();
    // the signed-in user is read again after the update
    await waitFor(() => expect(http.callsTo('GET', '/api/auth/me')).toHaveLength(2));
  });

  it('keeps the form usable when the zones cannot be loaded, and retries', async () => {
    let zonesUp = false;
    const { user, http } = await openProfile([
      {
        method: 'GET',
        path: '/api/zones/all',
        reply: () => (zonesUp ? reply(200, zones) : reply(404, { message: 'Not found' })),
      },
      { method: 'PUT', path: '/api/users/5', reply: reply(200, me) },
    ]);
    expect(await screen.findByText('No se pudieron cargar las zonas.')).toBeInTheDocument();
    const zone = screen.getByRole('combobox', { name: 'Zona' });
    expect(zone).toHaveValue('1');
    expect(zone).toHaveAccessibleDescription('No se pudieron cargar las zonas.');

    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(http.callsTo('PUT', '/api/users/5')).toHaveLength(1));
    expect(http.callsTo('PUT', '/api/users/5')[0]?.body).toMatchObject({ zone_id: 1 });

    zonesUp = true;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('option', { name: 'Norte' })).toBeInTheDocument();
    expect(screen.queryByText('No se pudieron cargar las zonas.')).not.toBeInTheDocument();
  });

  it('refuses a password confirmation that does not match, before sending', async () => {
    const { user, http } = await openProfile();
    await user.type(screen.getByLabelText('Contraseña actual'), 'Empleado123!');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva12345!');
    await user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'Distinta123!');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(screen.getByLabelText('Confirmar nueva contraseña')).toHaveAccessibleDescription(
      'Las contraseñas no coinciden',
    );
    expect(http.callsTo('POST', '/api/users/changePassword')).toHaveLength(0);
  });

  it('changes the password with the e-mail as username and keeps the rotated token', async () => {
    const fresh = validToken(['employee'], { sub: '5', fresh: true });
    const { user, http, store } = await openProfile([
      {
        method: 'POST',
        path: '/api/users/changePassword',
        reply: reply(200, { message: 'ok' }, { Authorization: `Bearer ${fresh}` }),
      },
    ]);
    await user.type(screen.getByLabelText('Contraseña actual'), 'Empleado123!');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva12345!');
    await user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'Nueva12345!');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

    expect(await screen.findByText('Contraseña cambiada.')).toBeInTheDocument();
    const call = http.callsTo('POST', '/api/users/changePassword')[0];
    expect(call?.body).toEqual({
      username: 'empleado@gaslp.mx',
      password: 'Empleado123!',
      new_password: 'Nueva12345!',
      new_password_confirmation: 'Nueva12345!',
    });
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${session.auth.token}`);
    expect(store.getState().auth.token).toBe(fresh);
    expect(screen.getByLabelText('Contraseña actual')).toHaveValue('');
  });

  it('shows a wrong current password at its field', async () => {
    await openProfile([
      {
        method: 'POST',
        path: '/api/users/changePassword',
        reply: reply(422, { message: 'x', errors: { password: ['Contraseña incorrecta.'] } }),
      },
    ]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Contraseña actual'), 'Mala1234');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva12345!');
    await user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'Nueva12345!');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(
      await screen.findByText('La contraseña actual no es correcta', { selector: 'p' }),
    ).toBeInTheDocument();
  });
});

describe('Profile picture', () => {
  // Node's File (the one the test environment's FormData and Request understand): jsdom's own File
  // would reach the fake fetch as the text "[object File]", which a browser never does.
  const file = (size: number, name: string, type: string) =>
    new NodeFile([new Uint8Array(size)], name, { type }) as unknown as File;
  const png = (size = 1024) => file(size, 'foto.png', 'image/png');

  it('shows the current picture fetched with the bearer token', async () => {
    const withPicture = { ...me, has_profile_picture: true };
    const { http } = await openProfile([
      { method: 'GET', path: '/api/auth/me', reply: reply(200, withPicture) },
      {
        method: 'GET',
        path: '/api/users/profilepicture/5',
        reply: { status: 200, body: 'PNG', headers: { 'Content-Type': 'image/png' } },
      },
    ]);
    const image = await screen.findByRole('img', { name: 'Foto de perfil de Luis Gómez' });
    expect(image).toHaveAttribute('src', 'blob:picture-1');
    expect(
      http.callsTo('GET', '/api/users/profilepicture/5')[0]?.headers.get('Authorization'),
    ).toBe(`Bearer ${session.auth.token}`);
  });

  it('refuses other types and files over 5 MB', async () => {
    const { http } = await openProfile();
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Elegir imagen');

    await user.upload(input, file(6, 'foto.gif', 'image/gif'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La imagen debe ser PNG, JPEG o WebP.',
    );
    await user.upload(input, png(5 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('La imagen no debe superar 5 MB.');
    expect(screen.queryByRole('button', { name: 'Subir foto' })).not.toBeInTheDocument();
    expect(http.callsTo('POST', '/api/users/profilepicture/5')).toHaveLength(0);
  });

  it('previews the chosen picture and uploads it as the multipart field image', async () => {
    const { user, http } = await openProfile([
      {
        method: 'POST',
        path: '/api/users/profilepicture/5',
        reply: reply(200, { message: 'ok', has_profile_picture: true }),
      },
    ]);
    await user.upload(screen.getByLabelText('Elegir imagen'), png());
    expect(screen.getByRole('img', { name: 'Vista previa de la nueva foto' })).toHaveAttribute(
      'src',
      'blob:picture-1',
    );
    await user.click(screen.getByRole('button', { name: 'Subir foto' }));

    expect(await screen.findByText('Foto de perfil actualizada.')).toBeInTheDocument();
    const call = http.callsTo('POST', '/api/users/profilepicture/5')[0];
    expect(call?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(call?.body).toEqual(
      expect.stringContaining('Content-Disposition: form-data; name="image"; filename="foto.png"'),
    );
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:picture-1');
  });
});
