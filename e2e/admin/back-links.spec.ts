import { expect, test } from '../support/fixtures.ts';
import { adminCall, adminToken, submitLogin } from './admin-helpers.ts';

// KITCHEN and WAITER may open the kitchen screen, the waiter view and their settings; any other admin route logs them out.
const FLOOR_STAFF_PATHS = ['/admin/kitchen', '/admin/waiter', '/admin/settings'];

for (const role of ['KITCHEN', 'WAITER'] as const) {
  test(`${role} staff go back from the settings page to the kitchen screen and stay logged in`, async ({ page, server }) => {
    const username = `${role.toLowerCase()}-zurueck`;
    await adminCall(server, await adminToken(server), 'POST', '/user', { username, password: 'zurueck-passwort', roles: [role] });
    await page.goto('/login');
    await submitLogin(page, username, 'zurueck-passwort');
    await expect(page).toHaveURL(/\/admin\/kitchen$/);

    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
    await page.getByRole('link', { name: /^Zurück zu/ }).click();
    await expect(page).toHaveURL(/\/admin\/kitchen$/);
    await expect(page.getByRole('heading', { level: 1, name: /Küche/ })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toMatch(/^ey/);

    await page.goto('/admin/settings');
    // Every link on the page (back link, menu) leads somewhere this user may go.
    const paths = await page.locator('a[href]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(paths.filter((path) => !FLOOR_STAFF_PATHS.includes(path))).toEqual([]);
    // The keyboard reaches the back link too.
    const back = page.getByRole('link', { name: 'Zurück zur Küche' });
    await back.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/kitchen$/);
    await expect(page.getByText('Kein Admin-Benutzer! Zugriff verweigert.')).toHaveCount(0);
  });
}
