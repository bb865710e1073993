import type { Page } from 'playwright-core';

/**
 * Signs in through the login screen from a clean slate (nothing kept in localStorage), and waits
 * until the app is on its home screen with the token stored.
 */
export async function signIn(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${baseUrl}/#/sistema/login`);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.getByLabel(/correo electrónico/i).fill(email);
  await page.getByLabel(/^contraseña/i).fill(password);
  await page.getByRole('button', { name: /iniciar sesión/i }).click();
  await page.waitForURL((url) => url.hash === '#/' || url.hash === '');
  await page.waitForFunction(() => window.localStorage.getItem('token') !== null);
}
