import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOGIN_SHELL } from '@/lib/login-shell/markers';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import { makeLoginResult, makeUser } from '@/testing/fixtures';
import { LoginPage } from '@/features/auth/components/login-page';
import { renderApp, renderWithProviders } from '@/testing/render-with-providers';
import { renderLoginShellTemplate } from '../login-shell/render-login-shell';
import { stampLoginShell } from '../login-shell/stamp';

// index.html as the build writes it: the shell's template (rendered by the build's own renderer),
// then the boot script's place, then the app's root
let template = '';
beforeAll(async () => {
  template = await renderLoginShellTemplate();
});

function openPage(hash: string): HTMLElement | null {
  document.body.innerHTML = `${template}<div id="root"></div>`;
  window.location.hash = hash;
  return stampLoginShell(window);
}

const shellOf = () => document.getElementById(LOGIN_SHELL.shellId);

/**
 * Types into a field of the shell, which is plain DOM until the app takes it over: focus, value,
 * input event. (user-event's own setup, called before the app renders, left React's later updates
 * outside act() in this file.)
 */
function type(field: HTMLElement, text: string) {
  field.focus();
  fireEvent.input(field, { target: { value: text } });
}

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
  window.location.hash = '';
});

describe('the login shell before the app', () => {
  it('shows the sign-in page at once on the login route and the root, the e-mail field focused', () => {
    const shell = openPage('#/sistema/login?returnUrl=%2Forders');
    expect(shell).not.toBeNull();
    const page = within(shell as HTMLElement);
    expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(page.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
    expect(document.activeElement).toBe(page.getByLabelText('Correo electrónico'));
    // hash links work before the scripts
    expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '#/sistema/forgot-password',
    );
    expect(openPage('')).not.toBeNull();
    expect(openPage('#/')).not.toBeNull();
  });

  it('is not shown where the app would show something else', () => {
    expect(openPage('#/sistema/register')).toBeNull();
    expect(openPage('#/orders')).toBeNull();

    window.localStorage.setItem('token', 'a.b.c');
    expect(openPage('#/sistema/login')).toBeNull();
    window.localStorage.clear();

    // other preferences draw the page otherwise: the app draws it
    window.localStorage.setItem('theme_lang', 'en-US');
    expect(openPage('#/sistema/login')).toBeNull();
    window.localStorage.setItem('theme_lang', 'es-ES');
    expect(openPage('#/sistema/login')).not.toBeNull();
    window.localStorage.setItem('theme_color', 'light.blueyale');
    expect(openPage('#/sistema/login')).toBeNull();
    expect(shellOf()).toBeNull();
  });

  it('keeps a submit for the app instead of leaving the page, and draws the fields as MUI does', () => {
    const shell = openPage('#/sistema/login') as HTMLElement;
    const page = within(shell);
    const email = page.getByLabelText('Correo electrónico');
    const label = shell.querySelector(`label[for="${email.id}"]`);
    expect(label).toHaveAttribute('data-shrink', 'true');
    expect(label).toHaveClass('Mui-focused');

    const password = page.getByLabelText('Contraseña');
    fireEvent.focus(password);
    password.focus();
    fireEvent.input(password, { target: { value: 'secreto' } });
    email.focus();
    const passwordLabel = shell.querySelector(`label[for="${password.id}"]`);
    expect(passwordLabel).toHaveAttribute('data-shrink', 'true');
    expect(passwordLabel).not.toHaveClass('Mui-focused');

    fireEvent.click(page.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');

    const submitted = fireEvent.submit(shell.querySelector('form') as HTMLFormElement);
    expect(submitted).toBe(false);
    expect(shell.querySelector('form')).toHaveAttribute(LOGIN_SHELL.pendingSubmit);
  });

  it('goes away when a link leads elsewhere before the app', () => {
    openPage('#/sistema/login');
    window.location.hash = '#/sistema/forgot-password';
    fireEvent(window, new HashChangeEvent('hashchange'));
    expect(shellOf()).toBeNull();
  });
});

describe('the login page taking the shell over', () => {
  it('carries what was typed, the mode and a waiting submit into the app, which signs in', async () => {
    const http = fakeFetch([
      {
        method: 'POST',
        path: '/auth/login',
        reply: reply(200, makeLoginResult({ user: makeUser() })),
      },
    ]);
    const shell = openPage('#/sistema/login') as HTMLElement;
    const page = within(shell);
    fireEvent.click(page.getByRole('button', { name: 'Número de empleado' }));
    expect(page.getByRole('button', { name: 'Número de empleado' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    type(page.getByLabelText('Correo electrónico'), '1024');
    type(page.getByLabelText('Contraseña'), 'Secreto1!');
    // Enter in a field submits the form (the browser's implicit submission; e2e presses the key)
    fireEvent.submit(shell.querySelector('form') as HTMLFormElement);

    const { router } = renderWithProviders(<LoginPage />, { route: '/sistema/login' });
    expect(shellOf()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const logins = http.calls.filter((call) => call.path === '/auth/login');
    expect(logins.map((call) => call.body)).toEqual([{ number: '1024', password: 'Secreto1!' }]);
  });

  it('keeps the values and the focus without a submit, and leaves one form on the page', () => {
    const shell = openPage('#/sistema/login') as HTMLElement;
    type(within(shell).getByLabelText('Correo electrónico'), 'ana@gaslp.mx');
    type(within(shell).getByLabelText('Contraseña'), 'abc');

    renderWithProviders(<LoginPage />, { route: '/sistema/login' });
    expect(shellOf()).toBeNull();
    expect(screen.getAllByLabelText('Contraseña')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('ana@gaslp.mx');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('abc');
    expect(screen.getByLabelText('Contraseña')).toHaveFocus();
    expect(screen.queryByText('Este campo es obligatorio')).not.toBeInTheDocument();
  });

  it('is removed when the app opens another page', async () => {
    openPage('#/sistema/login');
    renderApp({ route: '/sistema/register' });
    await screen.findByRole('heading', { name: 'Crear cuenta' });
    expect(shellOf()).toBeNull();
  });
});
