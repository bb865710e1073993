import { screen, within } from '@testing-library/react';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import { makeLoginResult, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-with-providers';

const response = makeLoginResult({ user: makeUser({ name: 'Ana', last_name: 'López' }) });

async function openLogin(route = '/sistema/login') {
  const view = renderApp({ route });
  await screen.findByRole('heading', { name: 'Iniciar sesión' });
  return view;
}

describe('LoginPage', () => {
  it('offers the language choice before signing in, on every /sistema page', async () => {
    const { user } = await openLogin();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Idioma' }), 'English');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create account' }));
    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('offers both modes and switches between them', async () => {
    const { user } = await openLogin();
    const modes = screen.getByRole('group', { name: 'Forma de acceso' });
    expect(within(modes).getByRole('button', { name: 'Correo electrónico' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toBeInTheDocument();

    await user.click(within(modes).getByRole('button', { name: 'Número de empleado' }));
    expect(within(modes).getByRole('button', { name: 'Número de empleado' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Número de empleado' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Correo electrónico' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/sistema/forgot-password',
    );
  });

  it('validates at the field, in Spanish', async () => {
    const http = fakeFetch([]);
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getAllByText('Este campo es obligatorio')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAccessibleDescription(
      'Este campo es obligatorio',
    );

    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'no-es-un-correo');
    expect(screen.getByText('Introduce un correo electrónico válido')).toBeInTheDocument();
    expect(http.calls).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    const { user } = await openLogin();
    const password = screen.getByLabelText('Contraseña');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in by email, keeps the raw response as currentUser and lands on the main area', async () => {
    const http = fakeFetch([
      { method: 'POST', path: '/api/auth/login', reply: reply(200, response) },
    ]);
    const { user, store, router } = await openLogin();
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'admin@gaslp.mx');
    await user.type(screen.getByLabelText('Contraseña'), 'Admin123!');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByRole('heading', { name: 'Hola, Ana López' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(http.calls[0]?.body).toEqual({ email: 'admin@gaslp.mx', password: 'Admin123!' });
    expect(store.getState().auth.currentUser).toEqual(response);
    expect(store.getState().auth.token).toBe(response.token);
  });

  it('signs in by employee number and follows a safe returnUrl', async () => {
    const http = fakeFetch([{ method: 'POST', path: '/auth/login', reply: reply(200, response) }]);
    const { user, router } = await openLogin('/sistema/login?returnUrl=%2F%3Fview%3D2');
    await user.click(screen.getByRole('button', { name: 'Número de empleado' }));
    await user.type(screen.getByRole('textbox', { name: 'Número de empleado' }), '1000');
    await user.type(screen.getByLabelText('Contraseña'), 'Admin123!');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    await screen.findByRole('heading', { name: 'Hola, Ana López' });
    expect(http.calls[0]?.body).toEqual({ number: '1000', password: 'Admin123!' });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/?view=2');
  });

  it('ignores a returnUrl that leaves the app', async () => {
    fakeFetch([{ method: 'POST', path: '/api/auth/login', reply: reply(200, response) }]);
    const { user, router } = await openLogin('/sistema/login?returnUrl=%2F%2Fevil.example%2F');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'admin@gaslp.mx');
    await user.type(screen.getByLabelText('Contraseña'), 'Admin123!');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await screen.findByRole('heading', { name: 'Hola, Ana López' });
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    [reply(401, { message: 'Credenciales incorrectas' }), 'Correo o contraseña incorrectos'],
    [
      reply(429, { message: 'Demasiadas peticiones' }),
      'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
    ],
    [{ networkError: true }, 'No se puede conectar con el servidor. Comprueba tu conexión.'],
  ])('shows the server error (%o)', async (answer, message) => {
    fakeFetch([{ method: 'POST', path: '/api/auth/login', reply: answer }]);
    const { user, store, router } = await openLogin();
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'admin@gaslp.mx');
    await user.type(screen.getByLabelText('Contraseña'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(store.getState().auth.token).toBeNull();
    expect(router.state.location.pathname).toBe('/sistema/login');
  });
});
