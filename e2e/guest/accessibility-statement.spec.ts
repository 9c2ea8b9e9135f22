import ar from '../../guest-ui/src/i18n/statement/ar.ts';
import { adminCall, adminToken } from '../support/admin-api.ts';
import { expectAccessible } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import type { RunningServer } from '../support/server.ts';
import { expectNoHorizontalScroll, startAtTable } from './guest-helpers.ts';

// The accessibility statement (Barrierefreiheitserklärung, BaFG): generated from the restaurant's app info,
// linked from the footer of every guest screen, open without a session.

const APP_INFO = {
  appName: 'Gasthaus Zum Tischlein',
  appStreet: 'Hauptplatz 1',
  appZipCode: '8010',
  appCity: 'Graz',
  email: 'barrierefrei@tischlein.test',
  phone: '+43 316 12 34 56',
};

async function setAppInfo(server: RunningServer): Promise<void> {
  await adminCall(server, await adminToken(server), 'PUT', '/admin/app-info', APP_INFO);
}

test.beforeEach(async ({ server }) => setAppInfo(server));

test('the footer link on the menu leads to the statement with the restaurant and back', async ({ page, server }) => {
  await startAtTable(page, server);
  await page.getByRole('button', { name: 'Speisen', exact: true }).click();
  await expect(page).toHaveURL(/\/order\/menu\/[^/]+$/);
  const menuUrl = page.url();

  // At the end of the menu, clear of the basket bar fixed at the bottom (a click on a covered link would not land).
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Barrierefreiheit' });
  await expect(link).toHaveAttribute('href', '/order/barrierefreiheit');
  // Once the items are in (they would push the link down while it is measured).
  await expect(page.locator('article.item-card').first()).toBeVisible();
  const clearOfTheBar = async () => {
    await link.scrollIntoViewIfNeeded();
    const linkBox = (await link.boundingBox())!;
    const barBox = (await page.locator('.bottom-bar').boundingBox())!;
    return linkBox.height >= 44 && linkBox.y + linkBox.height <= barBox.y;
  };
  await expect.poll(clearOfTheBar).toBe(true);
  await link.click();

  await expect(page).toHaveURL(/\/order\/barrierefreiheit$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Barrierefreiheitserklärung');
  const main = page.getByRole('main');
  await expect(main.getByText('Gasthaus Zum Tischlein bietet diese Bestell-App an', { exact: false })).toBeVisible();
  await expect(main.locator('address')).toContainText('Hauptplatz 1');
  await expect(main.locator('address')).toContainText('8010 Graz');
  await expect(main.getByRole('link', { name: APP_INFO.email })).toHaveAttribute('href', `mailto:${APP_INFO.email}`);
  await expect(main.getByRole('link', { name: APP_INFO.phone })).toHaveAttribute('href', 'tel:+43316123456');
  await expect(main.getByRole('link', { name: 'Sozialministeriumservice' })).toHaveAttribute(
    'href',
    'https://www.sozialministeriumservice.at',
  );
  // The statement has no link to itself; the table is still shown in the top bar.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText('Tisch');

  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(menuUrl);
  await expect(page.getByRole('button', { name: /^Warenkorb/ })).toBeVisible();
});

test('opened directly without a session: German, then Arabic right to left, at 360 px, light and dark', async ({ page }) => {
  await page.goto('/order/barrierefreiheit');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Barrierefreiheitserklärung');
  await expect(page).toHaveURL(/\/order\/barrierefreiheit$/);
  expect(await page.evaluate(() => localStorage.getItem('tischlein_session_v1'))).toBeNull();
  await expect(page.getByRole('main').getByRole('link', { name: APP_INFO.email })).toBeVisible();
  expect(page.viewportSize()?.width).toBe(360);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page, 'the accessibility statement (light, German)');
  await page.screenshot({ path: test.info().outputPath('statement-light-de.png'), fullPage: true });

  await page.getByRole('button', { name: 'Dunkles Design' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectAccessible(page, 'the accessibility statement (dark, German)');
  await page.screenshot({ path: test.info().outputPath('statement-dark-de.png'), fullPage: true });

  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.title);
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(ar.complianceTitle);
  await expect(page.getByRole('main')).toContainText('Gasthaus Zum Tischlein');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page, 'the accessibility statement (dark, Arabic)');
  await page.screenshot({ path: test.info().outputPath('statement-dark-ar.png'), fullPage: true });
});
