import { expect, test } from '../support/fixtures.ts';
import { adminCall, adminToken, submitLogin } from './admin-helpers.ts';

// KITCHEN and WAITER may open the kitchen screen, the station screens, the waiter view and their settings; any other
// admin route refuses them.
const FLOOR_STAFF_PATHS = ['/admin/kitchen', '/admin/waiter', '/admin/settings'];
const floorStaffMayOpen = (path: string) => FLOOR_STAFF_PATHS.includes(path) || /^\/admin\/stations\/\d+$/.test(path);

// Each role's own screen: where it lands, and where the settings page's back link leads.
const HOME = {
  KITCHEN: { url: /\/admin\/kitchen$/, heading: /Küche/, back: 'Zurück zur Küche' },
  WAITER: { url: /\/admin\/waiter$/, heading: 'Service', back: 'Zurück zur Service-Ansicht' },
};

for (const role of ['KITCHEN', 'WAITER'] as const) {
  const home = HOME[role];
  test(`${role} staff go back from the settings page to their own screen and stay logged in`, async ({ page, server }) => {
    const username = `${role.toLowerCase()}-zurueck`;
    await adminCall(server, await adminToken(server), 'POST', '/user', { username, password: 'zurueck-passwort', roles: [role] });
    await page.goto('/login');
    await submitLogin(page, username, 'zurueck-passwort');
    await expect(page).toHaveURL(home.url);

    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
    await page.getByRole('link', { name: /^Zurück zu/ }).click();
    await expect(page).toHaveURL(home.url);
    await expect(page.getByRole('heading', { level: 1, name: home.heading })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toMatch(/^ey/);

    await page.goto('/admin/settings');
    // Every link on the page (back link, menu with the station screens once they loaded) leads somewhere this user may go.
    await expect(page.locator('a[href$="/admin/stations/1"]').first()).toBeAttached();
    const paths = await page.locator('a[href]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(paths.filter((path) => !floorStaffMayOpen(path))).toEqual([]);
    // The keyboard reaches the back link too.
    const back = page.getByRole('link', { name: home.back });
    await back.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(home.url);
    await expect(page.getByText('Kein Admin-Benutzer! Zugriff verweigert.')).toHaveCount(0);
  });
}
