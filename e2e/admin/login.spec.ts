import { expect, test } from '../support/fixtures.ts';
import { adminCall, adminToken, submitLogin } from './admin-helpers.ts';

test.describe('team login', () => {
  test('an admin logs in and reaches the admin panel', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, 'admin', 'e2e-admin-password');
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('link', { name: /Bestellungen/ }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toMatch(/^ey/);
  });

  test('the login names the product and the restaurant and speaks the language chosen on it', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-product')).toHaveText('Tischlein');
    await expect(page.getByTestId('login-restaurant')).toHaveText('Gasthaus zum Tischlein');
    const submit = page.getByRole('button', { name: 'Login' });
    await expect(submit).toHaveCSS('text-transform', 'none');

    await page.getByLabel('Sprache').selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Team login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByLabel('Language')).toHaveValue('en');

    await page.getByLabel('Language').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
    await expect(page.getByTestId('login-restaurant')).toHaveText('Gasthaus zum Tischlein');
    await page.getByLabel('اللغة').selectOption('de');
    await expect(page.getByRole('heading', { level: 1, name: 'Team-Login' })).toBeVisible();
  });

  test('a wrong password shows "Login fehlgeschlagen." and stays on the login', async ({ page, server }) => {
    const token = await adminToken(server);
    await adminCall(server, token, 'POST', '/user', { username: 'kellner-falsch', password: 'richtig-passwort', roles: ['WAITER'] });
    await page.goto('/login');
    await submitLogin(page, 'kellner-falsch', 'falsches-passwort');
    await expect(page.getByText('Login fehlgeschlagen.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  });

  test('an account without any role is refused', async ({ page, server }) => {
    const token = await adminToken(server);
    await adminCall(server, token, 'POST', '/user', { username: 'ohne-rolle', password: 'ohne-rolle-pw', roles: [] });
    await page.goto('/login');
    await submitLogin(page, 'ohne-rolle', 'ohne-rolle-pw');
    await expect(page.getByText('Kein Admin-Benutzer! Zugriff verweigert.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('kitchen staff reach the kitchen screen; an admin page refuses them without logging them out', async ({ page, server }) => {
    const token = await adminToken(server);
    await adminCall(server, token, 'POST', '/user', { username: 'koch', password: 'koch-passwort', roles: ['KITCHEN'] });
    await page.goto('/login');
    await submitLogin(page, 'koch', 'koch-passwort');
    await expect(page).toHaveURL(/\/admin\/kitchen$/);
    await expect(page.getByRole('heading', { name: /Küche/ })).toBeVisible();

    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Keine Berechtigung für diese Seite' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByText('Kein Admin-Benutzer! Zugriff verweigert.')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toMatch(/^ey/);
  });

  test('an admin route without a login redirects to /login and back after login', async ({ page }) => {
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, 'admin', 'e2e-admin-password');
    await expect(page).toHaveURL(/\/admin\/orders$/);
  });

  test('a forged token is cleared and sends the user to /login', async ({ page }) => {
    await page.goto('/login');
    const forged = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ sub: 1, username: 'admin', roles: ['ADMIN'] })).toString('base64url')}.x`;
    await page.evaluate((jwt) => localStorage.setItem('jwt', jwt), forged);
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  });
});
