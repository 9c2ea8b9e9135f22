import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { E2E_ADMIN } from '../support/server.ts';
import { placeGuestOrder } from './admin-helpers.ts';

// Issue 18, part 3: the back office's login and orders screens pass axe-core (WCAG 2.1 AA, no serious or critical
// violations) in the light and the dark theme, and in Arabic (right to left) in the dark one.

const LOOKS = [
  { name: 'light, German', settings: { theme: 'light', lang: 'de' } },
  { name: 'dark, German', settings: { theme: 'dark', lang: 'de' } },
  { name: 'dark, Arabic', settings: { theme: 'dark', lang: 'ar' } },
] as const;

/** The back office's look before its first script runs, as a returning user left it. */
async function withLook(page: Page, settings: object) {
  await page.addInitScript((value) => localStorage.setItem('tischlein_ui_settings_v1', value), JSON.stringify(settings));
}

for (const look of LOOKS) {
  test(`login and orders pass axe-core (${look.name})`, async ({ page, server }) => {
    const order = await placeGuestOrder(server, { items: [{ name: 'Melange', quantity: 2 }] });
    await withLook(page, look.settings);
    await page.goto('/login');
    await expect(page.locator('input[type="password"]')).toBeVisible();
    await expectAccessible(page, `the login page (${look.name})`);

    await page.locator('input[name="username"]').fill(E2E_ADMIN.username);
    await page.locator('input[type="password"]').fill(E2E_ADMIN.password);
    await page.locator('input[type="password"]').press('Enter');
    await expect(page).toHaveURL(/\/admin\/?$/);
    await page.goto('/admin/orders');
    await expect(page.getByText(String(order.orderNumber)).first()).toBeVisible();
    await expectAccessible(page, `the orders screen (${look.name})`);
  });
}

test('the back office holds still when the system asks for reduced motion', async ({ browser, server }) => {
  const transitionOfLogin = async (reducedMotion: 'reduce' | 'no-preference') => {
    const context = await browser.newContext({ baseURL: server.publicUrl, locale: 'de-AT', reducedMotion });
    const page = await context.newPage();
    await page.goto('/login');
    const duration = await page.getByRole('button', { name: 'Login' }).evaluate((button) =>
      getComputedStyle(button)
        .transitionDuration.split(',')
        .map((d) => parseFloat(d)),
    );
    await context.close();
    return Math.max(...duration);
  };
  expect(await transitionOfLogin('no-preference')).toBeGreaterThan(0);
  expect(await transitionOfLogin('reduce')).toBe(0);
});
