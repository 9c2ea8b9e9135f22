import { expect, test } from '../support/fixtures.ts';
import { newTable, startAtTable } from './guest-helpers.ts';

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

test('the page a QR code opens is drawn by the server: whole before any script runs, in the browser’s language and direction, and the app takes it over as it is', async ({
  browser,
  server,
}) => {
  const { qrCode } = await newTable(server);
  for (const [locale, heading, direction] of [
    ['de-AT', 'Was darf es sein?', 'ltr'],
    ['ar', 'ماذا تود أن تطلب؟', 'rtl'],
  ] as const) {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale,
      viewport: { width: 360, height: 740 },
      baseURL: server.publicUrl,
    });
    const page = await context.newPage();
    await page.goto(`/order/start?table=${qrCode}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('html')).toHaveAttribute('dir', direction);
    // The types as the app will show them, their buttons off while the session starts.
    await expect(page.locator('.type-button')).toHaveCount(3);
    await expect(page.locator('.type-button').first()).toBeDisabled();
    await context.close();
  }

  const context = await browser.newContext({ locale: 'de-AT', viewport: { width: 360, height: 740 }, baseURL: server.publicUrl });
  const page = await context.newPage();
  // The session starts only when the test says so: meanwhile the app has taken over the drawn screen.
  let startSession: () => void = () => undefined;
  const sessionMayStart = new Promise<void>((resolve) => (startSession = resolve));
  await page.route('**/api/sessions/start/**', async (route) => {
    await sessionMayStart;
    await route.continue();
  });
  await page.goto(`/order/start?table=${qrCode}`);
  await page.evaluate(() => Object.assign(window, { drawnHeading: document.querySelector('h1') }));
  const appRunning = () =>
    page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')));
  await expect.poll(appRunning).toBe(true);
  // Hydrated, not replaced: the heading painted first is the one on the screen.
  expect(await page.evaluate(() => (window as unknown as { drawnHeading: Element }).drawnHeading.isConnected)).toBe(true);
  startSession();
  await expect(page).toHaveURL(/\/order\/choose$/);
  await page.getByRole('button', { name: 'Speisen', exact: true }).click();
  await expect(page).toHaveURL(/\/order\/menu\/food$/);
  await context.close();
});
