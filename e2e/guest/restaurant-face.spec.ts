import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { adminCall, adminToken, adminUpload } from '../support/admin-api.ts';
import { expect, test } from '../support/fixtures.ts';
import { REPO_ROOT } from '../support/server.ts';
import { expectNoHorizontalScroll, newTable, startAtTable } from './guest-helpers.ts';

const LOGO = readFileSync(join(REPO_ROOT, 'guest-ui/public/images/default-item.png'));
const NAME = 'Gasthaus zum Tischlein';
const LONG_NAME = 'Gasthaus und Heuriger zum goldenen Tischlein an der Alten Donau';

/** The restaurant's name in the header: in full, or cut with "…" at the end of its second line. */
const restaurantName = (page: Page) => page.getByRole('banner').getByText(/^Gasthaus/);

test("the guest header shows the restaurant's logo and name, the title names it in every language, and the favicon is its logo", async ({
  page,
  server,
}) => {
  const token = await adminToken(server);
  // Other specs on this worker's server name the restaurant their way.
  await adminCall(server, token, 'PUT', '/admin/app-info', { appName: NAME });
  const { appLogoUrl } = await adminUpload<{ appLogoUrl: string }>(server, token, '/app-metadata/upload/logo', LOGO);
  try {
    const { tableNumber, qrCode } = await newTable(server);
    await startAtTable(page, server, qrCode);
    const header = page.getByRole('banner');
    await expect(restaurantName(page)).toHaveText(NAME);
    await expect(header).toContainText(`Tisch ${tableNumber}`);
    const logo = header.locator('img.top-bar-logo');
    await expect(logo).toHaveAttribute('src', appLogoUrl);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(page).toHaveTitle(`${NAME} – Bestellen`);
    // The favicon the page links to is the logo made square, a PNG.
    const icon = await page.request.get((await page.locator('link[rel="icon"]').getAttribute('href'))!);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/png');
    await page.screenshot({ path: test.info().outputPath('header-de.png') });

    const language = page.getByRole('combobox', { name: 'Sprache' });
    await language.selectOption('en');
    await expect(page).toHaveTitle(`${NAME} – Order`);
    await expect(header).toContainText(`Table ${tableNumber}`);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect(page).toHaveTitle(`${NAME} – الطلب`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(restaurantName(page)).toHaveText(NAME);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath('header-ar.png') });

    // A long name takes two lines and ends in "…", in Arabic as in German; the page does not get wider.
    await adminCall(server, token, 'PUT', '/admin/app-info', { appName: LONG_NAME });
    await page.reload();
    await expect(page).toHaveTitle(`${LONG_NAME} – الطلب`);
    const cut = () => restaurantName(page).evaluate((el) => el.scrollHeight > el.clientHeight && getComputedStyle(el).webkitLineClamp);
    await expect.poll(cut).toBe('2');
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath('header-ar-long.png') });
    await page.getByRole('combobox', { name: 'اللغة' }).selectOption('de');
    await expect(page).toHaveTitle(`${LONG_NAME} – Bestellen`);
    expect(await cut()).toBe('2');
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath('header-de-long.png') });
  } finally {
    await adminCall(server, token, 'PUT', '/admin/app-info', { appName: NAME });
    await adminCall(server, token, 'DELETE', '/app-metadata/upload/logo');
  }
  // Without a logo: no image in the header, and the favicon is the product's icon (still no 404).
  await page.reload();
  await expect(restaurantName(page)).toHaveText(NAME);
  await expect(page.getByRole('banner').locator('img')).toHaveCount(0);
  const productIcon = await page.request.get('/favicon.ico');
  expect(productIcon.status()).toBe(200);
  expect(productIcon.headers()['content-type']).toBe('image/png');
});
