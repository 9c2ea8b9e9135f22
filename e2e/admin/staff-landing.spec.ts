import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import type { RunningServer } from '../support/server.ts';
import { adminCall, adminToken, placeGuestOrder, submitLogin } from './admin-helpers.ts';

const NO_PERMISSION = 'Keine Berechtigung für diese Seite';

async function createStaff(server: RunningServer, username: string, roles: string[]): Promise<void> {
  await adminCall(server, await adminToken(server), 'POST', '/user', { username, password: `${username}-passwort`, roles });
}

async function logIn(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, username, `${username}-passwort`);
}

const isLoggedIn = async (page: Page) => /^ey/.test((await page.evaluate(() => localStorage.getItem('jwt'))) ?? '');

// Issue 30, point 7: staff land where they work, and a page their role may not open says so without logging them out.
test.describe('staff land where they work', () => {
  test('a waiter lands on the waiter view; an admin page refuses politely and leads back', async ({ page, server }) => {
    await createStaff(server, 'landung-kellner', ['WAITER']);
    await logIn(page, 'landung-kellner');
    await expect(page).toHaveURL(/\/admin\/waiter$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Service' })).toBeVisible();
    // The menu offers only what a waiter may open (the station screens: the migration's default station "Küche").
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Service', 'Küche', 'Station Küche', 'Einstellungen']);

    for (const path of ['/admin/orders', '/admin/staff', '/admin/reporting', '/admin']) {
      await page.goto(path);
      if (path === '/admin') {
        // The panel's address takes floor staff to their own screen.
        await expect(page).toHaveURL(/\/admin\/waiter$/);
        continue;
      }
      await expect(page.getByRole('heading', { level: 1, name: NO_PERMISSION })).toBeVisible();
      expect(await isLoggedIn(page)).toBe(true);
    }

    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: NO_PERMISSION })).toBeVisible();
    await expect(page.getByText('Kein Admin-Benutzer! Zugriff verweigert.')).toHaveCount(0);
    await page.getByRole('link', { name: 'Zur Service-Ansicht' }).click();
    await expect(page).toHaveURL(/\/admin\/waiter$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Service' })).toBeVisible();
    expect(await isLoggedIn(page)).toBe(true);
  });

  test('kitchen staff land on the kitchen screen, which fits a 360 px phone', async ({ page, server }, testInfo) => {
    await createStaff(server, 'landung-koch', ['KITCHEN']);
    await placeGuestOrder(server, {
      items: [{ name: 'Beef Tatar', quantity: 2 }, { name: 'Cola 0,33 l' }],
      tableQrCode: server.tableQrCode,
    });
    await page.setViewportSize({ width: 360, height: 740 });
    await logIn(page, 'landung-koch');
    await expect(page).toHaveURL(/\/admin\/kitchen$/);
    await expect(page.getByRole('heading', { level: 1, name: /Küche/ })).toBeVisible();
    await expect(page.getByTestId('kitchen-ticket').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // Kept beside the results for a look by eye (the check above cannot tell whether it reads well).
    await page.screenshot({ path: testInfo.outputPath('kitchen-360.png'), fullPage: true });

    await page.goto('/admin/tables');
    await expect(page.getByRole('heading', { level: 1, name: NO_PERMISSION })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: testInfo.outputPath('no-permission-360.png') });
    await page.getByRole('link', { name: 'Zur Küche' }).click();
    await expect(page).toHaveURL(/\/admin\/kitchen$/);
    expect(await isLoggedIn(page)).toBe(true);
  });

  test('an admin lands on the panel; one with several roles lands where ADMIN, then WAITER, works', async ({ page, server }) => {
    await createStaff(server, 'landung-chefin', ['KITCHEN', 'ADMIN']);
    await createStaff(server, 'landung-springer', ['KITCHEN', 'WAITER']);
    await logIn(page, 'landung-chefin');
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin-Panel' })).toBeVisible();

    await page.goto('/admin/settings');
    await page.getByRole('button', { name: 'Abmelden' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, 'landung-springer', 'landung-springer-passwort');
    await expect(page).toHaveURL(/\/admin\/waiter$/);
  });
});
