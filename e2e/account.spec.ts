import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { seriousAccessibilityViolations } from './support/accessibility';
import { openBrowser, type BrowserSession } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signIn as signInThrough } from './support/sign-in';

let server: RunningServer;
let session: BrowserSession;

// a 1x1 transparent PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const account = {
  fullName: 'Rosa Elena Martínez Ávila',
  number: '7301',
  username: 'rosa.martinez',
  email: 'rosa.martinez@gaslp.mx',
  password: 'Inicio2026!',
};

before(async () => {
  server = await startServer();
  session = await openBrowser();
});

after(async () => {
  await session.close();
  await server.stop();
});

async function open(path: string): Promise<void> {
  await session.page.goto(`${server.baseUrl}/#${path}`);
}

const signIn = (email: string, password: string): Promise<void> =>
  signInThrough(session.page, server.baseUrl, email, password);

/**
 * The last mail the server wrote to its outbox for `email` that `matches`. The server mails after
 * answering, so the mail may land a moment after the page says it was sent.
 */
async function lastMailTo(email: string, matches: RegExp = /./): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = existsSync(server.outbox) ? readdirSync(server.outbox).sort() : [];
    for (const file of files.reverse()) {
      const mail = readFileSync(join(server.outbox, file), 'utf8');
      if (mail.includes(`To: ${email}`) && matches.test(mail)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail for ${email} matching ${String(matches)}`);
}

/** The reset code of the last reset mail for `email`. */
async function lastResetCode(email: string): Promise<string> {
  const code = /restablecer la contraseña es: ([0-9A-Z]{5}-[0-9A-Z]{5})/;
  const mail = await lastMailTo(email, code);
  return code.exec(mail)?.[1] ?? '';
}

describe('account screens', () => {
  test('a new user registers from the login page, is told to check the e-mail, and signs in', async () => {
    const { page } = session;
    await open('/sistema/login');
    await page.getByRole('link', { name: /crear cuenta/i }).click();
    await page.waitForURL(/#\/sistema\/register/);
    await page.getByLabel(/nombre completo/i).fill(account.fullName);
    await page.getByLabel(/número de empleado/i).fill(account.number);
    await page.getByLabel(/nombre de usuario/i).fill(account.username);
    await page.getByLabel(/correo electrónico/i).fill(account.email);
    await page.getByLabel(/^contraseña/i).fill(account.password);
    await page.getByLabel(/^confirmar contraseña/i).fill('otra-cosa-1');
    await page.getByRole('button', { name: /^crear cuenta/i }).click();
    await page
      .getByText(/las contraseñas no coinciden/i)
      .first()
      .waitFor();
    assert.deepEqual(await seriousAccessibilityViolations(page), []);
    await session.screenshot('register-validation');
    await page.getByLabel(/^confirmar contraseña/i).fill(account.password);
    await page.getByRole('button', { name: /^crear cuenta/i }).click();
    // the answer is the same for a free or a taken address: check the e-mail, nobody signed in
    await page.getByRole('heading', { name: /revisa tu correo/i }).waitFor();
    await page.getByRole('status').filter({ hasText: account.email }).waitFor();
    assert.equal(await page.evaluate(() => window.localStorage.getItem('token')), null);
    assert.deepEqual(await seriousAccessibilityViolations(page), []);
    await session.screenshot('register-sent');
    assert.match(await lastMailTo(account.email), /Su cuenta de Gas LP está lista/);
    await page.getByRole('link', { name: /ir a iniciar sesión/i }).click();
    await page.waitForURL(/#\/sistema\/login/);
    await signIn(account.email, account.password);
    const user = await page.evaluate(() => window.localStorage.getItem('user'));
    assert.equal((JSON.parse(user ?? '{}') as { email?: string }).email, account.email);
  });

  test('forgot password sends a code that resets the password, and the new one signs in', async () => {
    const { page } = session;
    await open('/sistema/forgot-password');
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await page.getByLabel(/correo electrónico/i).fill(account.email);
    await page.getByLabel(/número de empleado/i).fill(account.number);
    await page.getByRole('button', { name: /enviar código/i }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /si los datos coinciden/i })
      .waitFor();
    assert.deepEqual(await seriousAccessibilityViolations(page), []);
    await session.screenshot('forgot-password');
    await page.getByRole('link', { name: /ya tengo un código/i }).click();
    await page.waitForURL(/#\/sistema\/reset-password/);
    const code = await lastResetCode(account.email);
    await page.getByLabel(/código de restablecimiento/i).fill(code);
    await page.getByLabel(/^nueva contraseña/i).fill('Renovada2026!');
    await page.getByLabel(/^confirmar contraseña/i).fill('Renovada2026!');
    await session.screenshot('reset-password');
    await page.getByRole('button', { name: /restablecer contraseña/i }).click();
    await page.waitForURL(/#\/sistema\/login/);
    account.password = 'Renovada2026!';
    await signIn(account.email, account.password);
  });

  test('the profile updates the phone, uploads a picture that comes back, and changes the password', async () => {
    const { page } = session;
    await open('/profile');
    await page.getByRole('heading', { name: /mi perfil/i }).waitFor();
    await page.getByLabel(/teléfono/i).fill('33 1234 5678');
    await page.getByRole('button', { name: /^actualizar/i }).click();
    await page
      .getByText(/perfil actualizado/i)
      .first()
      .waitFor();

    await page.getByLabel(/elegir imagen/i).setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByRole('img', { name: /vista previa/i }).waitFor();
    await page.getByRole('button', { name: /subir foto/i }).click();
    await page
      .getByText(/foto de perfil actualizada/i)
      .first()
      .waitFor();
    await page.getByRole('img', { name: /foto de perfil de/i }).waitFor();
    await session.screenshot('profile');

    await page.getByLabel(/contraseña actual/i).fill(account.password);
    await page.getByLabel(/^nueva contraseña/i).fill('Cambiada2026!');
    await page.getByLabel(/^confirmar nueva contraseña/i).fill('Cambiada2026!');
    await page.getByRole('button', { name: /^cambiar contraseña/i }).click();
    await page
      .getByText(/contraseña cambiada/i)
      .first()
      .waitFor();
    assert.deepEqual(await seriousAccessibilityViolations(page), []);
    await signIn(account.email, 'Cambiada2026!');
  });

  test('the demo customer, who has no employee number, resets the password with the e-mail alone', async () => {
    const { page } = session;
    const customer = 'cliente@gaslp.mx';
    await open('/sistema/forgot-password');
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await page.getByLabel(/correo electrónico/i).fill(customer);
    // the number is optional and says it is for staff; the customer leaves it empty
    await page.getByLabel(/número de empleado \(opcional\)/i).waitFor();
    await page.getByText(/si eres cliente, déjalo vacío/i).waitFor();
    await page.getByRole('button', { name: /enviar código/i }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /si los datos coinciden/i })
      .waitFor();
    await page.getByRole('link', { name: /ya tengo un código/i }).click();
    await page.waitForURL(/#\/sistema\/reset-password/);
    const code = await lastResetCode(customer);
    await page.getByLabel(/código de restablecimiento/i).fill(code);
    await page.getByLabel(/^nueva contraseña/i).fill('ClienteNueva2026!');
    await page.getByLabel(/^confirmar contraseña/i).fill('ClienteNueva2026!');
    await page.getByRole('button', { name: /restablecer contraseña/i }).click();
    await page.waitForURL(/#\/sistema\/login/);
    await signIn(customer, 'ClienteNueva2026!');
  });

  test('an employee editing a customer cannot change the e-mail or number where reset codes go', async () => {
    const { page } = session;
    await signIn('empleado@gaslp.mx', 'Empleado123!');
    const customerId = await page.evaluate(async () => {
      const response = await fetch('/api/users/all/usuario', {
        headers: { authorization: `Bearer ${window.localStorage.getItem('token') ?? ''}` },
      });
      const body = (await response.json()) as { data: { id: number; email: string }[] };
      return body.data.find((user) => user.email === 'cliente@gaslp.mx')?.id;
    });
    assert.ok(customerId);
    await open(`/users/${String(customerId)}/edit`);
    const email = page.getByLabel('Correo electrónico');
    await email.waitFor();
    assert.equal(await email.isDisabled(), true);
    assert.equal(await page.getByLabel('Número de empleado (opcional)').isDisabled(), true);
    await page
      .getByText(
        'Solo un administrador puede cambiar el correo y el número de empleado de otro usuario.',
      )
      .first()
      .waitFor();
    assert.equal(await page.getByLabel('Teléfono').isDisabled(), false);
    await session.screenshot('user-edit-employee');
  });
});
