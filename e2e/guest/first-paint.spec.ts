import { expect, test } from '../support/fixtures.ts';
import { startAtTable } from './guest-helpers.ts';

test('a menu page opened by URL shows its first category from the page itself; images, basket and metadata come after the first paint', async ({
  page: startPage,
  browser,
  server,
}) => {
  await startAtTable(startPage, server);
  await expect(startPage.getByRole('button', { name: 'Speisen', exact: true })).toBeVisible();
  // A returning guest: the start page has cached the menu types (just after showing them).
  await expect.poll(() => startPage.evaluate(() => localStorage.getItem('tischlein_cache_types_v5'))).toContain('FOOD');
  // As on a first visit, in a browser context of its own with the guest's session: neither its memory cache nor
  // its HTTP cache holds what the start page loaded, so every image is really asked for.
  const context = await browser.newContext({
    storageState: await startPage.context().storageState(),
    viewport: startPage.viewportSize(),
    baseURL: server.publicUrl,
    locale: 'de-AT',
  });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/order/menu/food');
  const firstItem = page.locator('article.item-card').first();
  await expect(firstItem).toBeVisible();
  await expect(page.getByRole('button', { name: /^Warenkorb/ })).toBeVisible();
  await expect(firstItem.locator('img')).toHaveAttribute('src', /default-item\.png/);

  // The types, the categories and the first category's items travel in index.html: no request for them.
  expect(requests.filter((p) => p.startsWith('/api/menu/'))).toEqual([]);
  // Resource timing and the paint entry share the page's clock. The late requests start after the first paint, at
  // their own moment (the background image only once the app metadata has come), so they are waited for.
  const LATE = ['/api/app-metadata', '/basket', '/order/images/background.png', '/order/images/default-item.png'];
  const timings = () =>
    page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      started: performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, at: entry.startTime })),
    }));
  const missing = async () => {
    const { started } = await timings();
    return LATE.filter((late) => !started.some((entry) => entry.url.includes(late)));
  };
  await expect.poll(missing).toEqual([]);
  const { fcp, started } = await timings();
  expect(fcp).not.toBeNull();
  for (const late of LATE) {
    const request = started.find((entry) => entry.url.includes(late))!;
    expect(request.at, `${late} asked for after the first paint`).toBeGreaterThanOrEqual(fcp!);
  }
  await context.close();
});
