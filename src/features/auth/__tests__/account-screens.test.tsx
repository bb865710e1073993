import { screen, within } from '@testing-library/react';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import { renderApp } from '@/testing/render-with-providers';

async function open(route: string, heading: string) {
  const view = renderApp({ route });
  await screen.findByRole('heading', { name: heading });
  return view;
}

describe('Register', () => {
  async function fill(user: ReturnType<typeof renderApp>['user']) {
    await user.type(screen.getByRole('textbox', { name: 'Nombre completo' }), 'Rosa Pérez');
    await user.type(screen.getByRole('textbox', { name: 'Número de empleado' }), '3000');
    await user.type(screen.getByRole('textbox', { name: 'Nombre de usuario' }), 'rosa.perez');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'rosa@gaslp.mx');
    await user.type(screen.getByLabelText('Contraseña'), 'Secreta123!');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Secreta123!');
  }

  it('is reached from the login page and leads back', async () => {
    const { user, router } = await open('/sistema/login', 'Iniciar sesión');
    await user.click(screen.getByRole('link', { name: 'Crear cuenta' }));
    await screen.findByRole('heading', { name: 'Crear cuenta' });
    expect(router.state.location.pathname).toBe('/sistema/register');
    await user.click(screen.getByRole('link', { name: 'Volver a iniciar sesión' }));
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
  });

  it('checks the fields with the generic rules before sending', async () => {
    const http = fakeFetch([]);
    const { user } = await open('/sistema/register', 'Crear cuenta');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(screen.getAllByText('Este campo es obligatorio')).toHaveLength(6);

    await user.type(screen.getByRole('textbox', { name: 'Número de empleado' }), '12a');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'rosa@');
    await user.type(screen.getByLabelText('Contraseña'), 'corta');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'otra');
    expect(screen.getByRole('textbox', { name: 'Número de empleado' })).toHaveAccessibleDescription(
      'El número de empleado solo admite dígitos (hasta 12)',
    );
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAccessibleDescription(
      'Introduce un correo electrónico válido',
    );
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'Debe tener al menos 8 caracteres',
    );
    expect(screen.getByLabelText('Confirmar contraseña')).toHaveAccessibleDescription(
      'Las contraseñas no coinciden',
    );
    expect(http.calls).toHaveLength(0);
  });

  it('sends the registration, signs nobody in and asks to check the e-mail to continue', async () => {
    const http = fakeFetch([
      {
        method: 'POST',
        path: '/api/auth/register',
        reply: reply(200, { message: 'Revise su correo electrónico para continuar.' }),
      },
    ]);
    const { user, store, router } = await open('/sistema/register', 'Crear cuenta');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    // the same screen whether the address was free or already had an account
    expect(await screen.findByRole('heading', { name: 'Revisa tu correo' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Enviamos un mensaje a rosa@gaslp.mx con los pasos para continuar. Si no llega en unos minutos, revisa la carpeta de correo no deseado.',
    );
    expect(http.callsTo('POST', '/api/auth/register')[0]?.body).toEqual({
      full_name: 'Rosa Pérez',
      number: '3000',
      username: 'rosa.perez',
      email: 'rosa@gaslp.mx',
      password: 'Secreta123!',
      password_confirmation: 'Secreta123!',
    });
    expect(store.getState().auth.token).toBeNull();
    expect(router.state.location.pathname).toBe('/sistema/register');
    await user.click(screen.getByRole('link', { name: 'Ir a iniciar sesión' }));
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
  });

  it('shows a confirmation refusal at its field', async () => {
    fakeFetch([
      {
        method: 'POST',
        path: '/api/auth/register',
        reply: reply(422, {
          message: 'La confirmación no coincide.',
          errors: { password_confirmation: ['La confirmación no coincide.'] },
        }),
      },
    ]);
    const { user, store } = await open('/sistema/register', 'Crear cuenta');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Revisa tu correo' })).not.toBeInTheDocument();
    expect(store.getState().auth.token).toBeNull();
  });

  it('says so when the server refuses for too many attempts', async () => {
    fakeFetch([
      { method: 'POST', path: '/api/auth/register', reply: reply(429, { message: 'Espera' }) },
    ]);
    const { user } = await open('/sistema/register', 'Crear cuenta');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
    );
  });
});

describe('Forgot password', () => {
  const NEUTRAL =
    'Si los datos coinciden con una cuenta, enviamos un código a ese correo. Revisa tu bandeja de entrada (y la de correo no deseado).';

  it.each([
    ['a matching account', reply(200, { message: 'Enviado' })],
    ['an unknown account', reply(404, { message: 'No existe' })],
    ['a refused body', reply(422, { message: 'No', errors: { number: ['x'] } })],
  ])('shows the same neutral confirmation for %s', async (_case, answer) => {
    const http = fakeFetch([{ method: 'POST', path: '/auth/sendEmail', reply: answer }]);
    const { user, router } = await open('/sistema/login', 'Iniciar sesión');
    await user.click(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }));
    await screen.findByRole('heading', { name: 'Recuperar contraseña' });

    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@gaslp.mx');
    await user.type(screen.getByRole('textbox', { name: 'Número de empleado (opcional)' }), '2000');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));

    expect(await screen.findByRole('status')).toHaveTextContent(NEUTRAL);
    expect(http.callsTo('POST', '/auth/sendEmail')[0]?.body).toEqual({
      email: 'ana@gaslp.mx',
      number: '2000',
    });
    await user.click(screen.getByRole('link', { name: 'Ya tengo un código' }));
    await screen.findByRole('heading', { name: 'Restablecer contraseña' });
    expect(router.state.location.search).toBe('?email=ana%40gaslp.mx');
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('ana@gaslp.mx');
  });

  it('lets a customer send the e-mail alone: the number is optional and says who gives it', async () => {
    const http = fakeFetch([
      { method: 'POST', path: '/auth/sendEmail', reply: reply(200, { message: 'Enviado' }) },
    ]);
    const { user } = await open('/sistema/forgot-password', 'Recuperar contraseña');
    const number = screen.getByRole('textbox', { name: 'Número de empleado (opcional)' });
    expect(number).toHaveAccessibleDescription(
      'Solo para el personal de Gas LP. Si eres cliente, déjalo vacío.',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Correo electrónico' }),
      'cliente@gaslp.mx',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));

    expect(await screen.findByRole('status')).toHaveTextContent(NEUTRAL);
    expect(http.callsTo('POST', '/auth/sendEmail')[0]?.body).toEqual({
      email: 'cliente@gaslp.mx',
    });
  });

  it('validates before sending: the e-mail is required, a number given must be digits', async () => {
    const http = fakeFetch([]);
    const { user } = await open('/sistema/forgot-password', 'Recuperar contraseña');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(screen.getAllByText('Este campo es obligatorio')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAccessibleDescription(
      'Este campo es obligatorio',
    );
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@gaslp.mx');
    await user.type(screen.getByRole('textbox', { name: 'Número de empleado (opcional)' }), '2a');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(
      screen.getByRole('textbox', { name: 'Número de empleado (opcional)' }),
    ).toHaveAccessibleDescription('El número de empleado solo admite dígitos (hasta 12)');
    expect(http.calls).toHaveLength(0);
  });
});

describe('Reset password', () => {
  async function fill(user: ReturnType<typeof renderApp>['user'], code = '123456') {
    await user.type(screen.getByRole('textbox', { name: 'Código de restablecimiento' }), code);
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva123!');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Nueva123!');
  }

  it('resets the password with the code and goes to the login page', async () => {
    const http = fakeFetch([
      { method: 'POST', path: '/auth/resetPassword', reply: reply(200, { message: 'Listo' }) },
    ]);
    const { user, router } = await open(
      '/sistema/reset-password?email=ana%40gaslp.mx',
      'Restablecer contraseña',
    );
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('ana@gaslp.mx');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));

    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    expect(router.state.location.pathname).toBe('/sistema/login');
    expect(http.callsTo('POST', '/auth/resetPassword')[0]?.body).toEqual({
      email: 'ana@gaslp.mx',
      token: '123456',
      password: 'Nueva123!',
      password_confirmation: 'Nueva123!',
    });
    expect(
      await screen.findByText('Contraseña restablecida. Ya puedes iniciar sesión con la nueva.'),
    ).toBeInTheDocument();
  });

  it('shows a wrong or expired code at the code field', async () => {
    fakeFetch([
      {
        method: 'POST',
        path: '/auth/resetPassword',
        reply: reply(422, {
          message: 'El código no es válido o ya venció.',
          errors: { token: ['El código no es válido o ya venció.'] },
        }),
      },
    ]);
    const { user, router } = await open(
      '/sistema/reset-password?email=ana%40gaslp.mx',
      'Restablecer contraseña',
    );
    const code = screen.getByRole('textbox', { name: 'Código de restablecimiento' });
    // the hint says what a code looks like until an error takes its place
    expect(code).toHaveAccessibleDescription(/Diez letras y números, como 7KQ2M-XW9DT/);
    await fill(user, '00000-00000');
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));

    const invalid =
      'El código no es válido o ya venció. Tras 5 intentos fallidos, o al pedir otro, el anterior deja de servir.';
    expect(await screen.findByText(invalid)).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription(invalid);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/sistema/reset-password');
  });

  it('refuses a confirmation that does not match, before sending', async () => {
    const http = fakeFetch([]);
    const { user } = await open('/sistema/reset-password', 'Restablecer contraseña');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@gaslp.mx');
    await user.type(screen.getByRole('textbox', { name: 'Código de restablecimiento' }), '123456');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva123!');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Otra123!');
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    const form = screen.getByRole('heading', { name: 'Restablecer contraseña' }).closest('form');
    expect(within(form as HTMLElement).getByText('Las contraseñas no coinciden')).toBeVisible();
    expect(http.calls).toHaveLength(0);
  });
});
