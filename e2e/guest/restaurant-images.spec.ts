import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminCall, adminToken, adminUpload } from '../support/admin-api.ts';
import { expect, test } from '../support/fixtures.ts';
import { REPO_ROOT } from '../support/server.ts';
import { openCategory, startAtTable } from './guest-helpers.ts';

const PNG = readFileSync(join(REPO_ROOT, 'guest-ui/public/images/background.png'));

test('the restaurant background and default item image from the app metadata are shown', async ({ page, server }) => {
  const token = await adminToken(server);
  await adminUpload(server, token, '/app-metadata/upload/background', PNG);
  const metadata = await adminUpload<{ appBackgroundImgUrl: string; appMenuItemDefaultImgUrl: string }>(
    server,
    token,
    '/app-metadata/upload/default-item',
    PNG,
  );
  try {
    await startAtTable(page, server);
    // The metadata arrives after the screen is shown: wait for the background to switch.
    const background = () => page.locator('.app').evaluate((el) => el.style.getPropertyValue('--background-image'));
    await expect.poll(background).toContain(metadata.appBackgroundImgUrl.split('?')[0]);
    expect(await background()).toMatch(/\?v=\d+/);

    await openCategory(page, 'Speisen', 'Suppen');
    const image = page.locator('article', { hasText: 'Frittatensuppe' }).locator('img');
    await expect(image).toHaveAttribute('src', metadata.appMenuItemDefaultImgUrl);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  } finally {
    await adminCall(server, token, 'DELETE', '/app-metadata/upload/background');
    await adminCall(server, token, 'DELETE', '/app-metadata/upload/default-item');
  }
});

test('a broken item image falls back to the default image', async ({ page, server }) => {
  await page.route('**/api/menu/items?category=*', async (route) => {
    const items = (await (await route.fetch()).json()) as Array<Record<string, unknown>>;
    await route.fulfill({ json: items.map((item) => ({ ...item, imageUrl: '/api/media/00000000-0000-0000-0000-000000000000?v=1' })) });
  });
  await startAtTable(page, server);
  await openCategory(page, 'Speisen', 'Suppen');
  const image = page.locator('article', { hasText: 'Frittatensuppe' }).locator('img');
  await expect(image).toHaveAttribute('src', /\/order\/images\/default-item\.png\?v=\d+$/);
});
