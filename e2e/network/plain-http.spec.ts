import type { Page, TestInfo } from '@playwright/test';
import { orderCard, showManyPerPage, submitLogin } from '../admin/admin-helpers.ts';
import { expectNoHorizontalScroll } from '../guest/guest-helpers.ts';
import { E2E_ADMIN } from '../support/server.ts';
import { expect, test } from '../support/fixtures.ts';

/** Collects what would show a page broken by an https upgrade: failed requests, page errors, CSP or mixed-content messages. */
function watchForBreakage(page: Page): string[] {
  const problems: string[] = [];
  page.on('requestfailed', (request) => {
    // A poll cancelled by leaving a screen is no breakage.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Mixed Content|upgrade-insecure/i.test(message.text()))
      problems.push(message.text());
  });
  return problems;
}

async function expectPlainHttpPage(page: Page, host: string): Promise<void> {
  const facts = await page.evaluate(() => ({ protocol: location.protocol, host: location.hostname, secure: window.isSecureContext }));
  expect(facts).toEqual({ protocol: 'http:', host, secure: false });
}

const screenshot = (page: Page, testInfo: TestInfo, name: string) => page.screenshot({ path: testInfo.outputPath(name), fullPage: true });

test('guest app and back office work over plain HTTP from a host that is not localhost', async ({ browser, server }, testInfo) => {
  const host = new URL(server.publicUrl).hostname;
  expect(host).toBe('tischlein.test');

  // The headers that broke it: no https upgrade and no HSTS while PUBLIC_URL is http.
  const headers = (await fetch(`${server.url}/order/start`)).headers;
  expect(headers.get('content-security-policy') ?? '').not.toContain('upgrade-insecure-requests');
  expect(headers.get('strict-transport-security')).toBeNull();

  // The guest on a phone, 360 px wide, from the table's QR code.
  const phone = await browser.newContext({
    baseURL: server.publicUrl,
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    locale: 'de-AT',
  });
  const guest = await phone.newPage();
  const guestProblems = watchForBreakage(guest);
  await guest.goto(`/order/start?table=${server.tableQrCode}`);
  await expect(guest).toHaveURL(/\/order\/choose$/);
  await expectPlainHttpPage(guest, host);
  await expect(guest.getByRole('heading', { name: 'Was darf es sein?' })).toBeVisible();
  await guest.getByRole('button', { name: 'Speisen', exact: true }).click();
  await guest.getByRole('navigation', { name: 'Kategorien' }).getByRole('button', { name: 'Suppen', exact: true }).click();
  await guest.getByRole('button', { name: 'Frittatensuppe auswählen' }).click();
  await guest
    .getByRole('dialog')
    .getByRole('button', { name: /In den Warenkorb/ })
    .click();
  await guest.getByRole('button', { name: /^Warenkorb \(1\)/ }).click();
  await expect(guest.getByTestId('basket-total')).toHaveText(/5,20/);
  await guest.getByRole('button', { name: 'Zur Kasse' }).click();
  await expect(guest.getByRole('heading', { name: 'Kasse' })).toBeVisible();
  await screenshot(guest, testInfo, 'guest-360-checkout.png');
  // The checkout's Idempotency-Key is made without crypto.randomUUID (missing outside secure contexts).
  await guest.getByRole('button', { name: 'Bestellung absenden' }).click();
  await expect(guest).toHaveURL(/\/order\/confirmation\?/);
  const orderNumber = (await guest.getByTestId('order-number').textContent())!.trim();
  await expect(guest.getByTestId('order-status')).toHaveText('Neu');
  await expectNoHorizontalScroll(guest);
  await screenshot(guest, testInfo, 'guest-360-confirmation.png');

  // Staff at the counter, 1366 px wide.
  const desk = await browser.newContext({ baseURL: server.publicUrl, viewport: { width: 1366, height: 850 }, locale: 'de-AT' });
  const admin = await desk.newPage();
  const adminProblems = watchForBreakage(admin);
  await admin.goto('/login');
  await expectPlainHttpPage(admin, host);
  await submitLogin(admin, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(admin).toHaveURL(/\/admin\/?$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Admin-Panel' })).toBeVisible();
  await expect(admin.getByTestId('live-status')).toHaveAttribute('data-state', 'connected');
  await screenshot(admin, testInfo, 'admin-1366-panel.png');
  await admin.getByTestId('panel-orders').click();
  await expect(admin).toHaveURL(/\/admin\/orders$/);
  await showManyPerPage(admin);
  await expect(admin.getByRole('listbox')).toBeHidden();
  await expect(orderCard(admin, orderNumber)).toBeVisible();
  await screenshot(admin, testInfo, 'admin-1366-orders.png');

  // The kitchen accepts it; the guest's confirmation follows over the plain-HTTP live connection or polling.
  await admin.getByRole('button', { name: `Aktionen ${orderNumber}` }).click();
  await admin.getByRole('menuitem', { name: 'Annehmen' }).click();
  await expect(orderCard(admin, orderNumber).getByTestId('status-chip')).toHaveText('Angenommen');
  await expect(guest.getByTestId('order-status')).toHaveText('Angenommen', { timeout: 12_000 });

  expect(guestProblems).toEqual([]);
  expect(adminProblems).toEqual([]);
  await phone.close();
  await desk.close();
});
