import { adminCall, adminToken } from '../support/admin-api.ts';
import { placeGuestOrder, useAdminToken } from '../admin/admin-helpers.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import { expect, test } from '../support/fixtures.ts';
import { addSoup, expectNoHorizontalScroll, openCategory } from './guest-helpers.ts';

const TOO_MANY = 'Zu viele Anfragen – bitte einen Moment warten und es dann erneut versuchen.';

test('a guest whose table gets a new QR code is asked to scan again, by the real server', async ({ page, server }) => {
  const token = await adminToken(server);
  const { content } = await adminCall<{ content: Array<{ tableId: number; qrCode: string }> }>(server, token, 'GET', '/admin/tables?q=12');
  const table = content[0];
  await page.goto(`/order/start?table=${table.qrCode}`);
  await expect(page).toHaveURL(/\/order\/choose$/);
  await openCategory(page, 'Speisen', 'Suppen');

  await adminCall(server, token, 'POST', `/admin/tables/${table.tableId}/regenerate-qr`);
  // The phone learns it from its next request, or over the live feed, which ends the session's connection at once
  // (then the menu is gone before the dish can be chosen): either way it is asked to scan again.
  const chooseTheSoup = async () => {
    await page.getByRole('button', { name: 'Frittatensuppe auswählen' }).click({ timeout: 5_000 });
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /In den Warenkorb/ })
      .click({ timeout: 5_000 });
  };
  await chooseTheSoup().catch(() => undefined);
  await expect(page.getByRole('alert')).toHaveText('Keine Session – bitte QR neu scannen.');
  await expectNoHorizontalScroll(page);
});

// A server of its own with tight limits: one session start per phone in ten minutes, baskets up to 10 €.
test.describe('limits the server sets', () => {
  let tight: RunningServer;
  test.beforeAll(async () => {
    tight = await startServer({ portRange: [4100, 4199], env: { RATE_LIMIT_FACTOR: '0.02', ORDER_MAX_TOTAL: '10' } });
  });
  test.afterAll(async () => tight?.stop());

  test("shows the server's message when a basket would go over the limit, and when starts come too fast", async ({ page }) => {
    await page.goto(`${tight.publicUrl}/order/start?table=${tight.tableQrCode}`);
    await expect(page).toHaveURL(/\/order\/choose$/);
    await openCategory(page, 'Speisen', 'Hauptspeisen');
    await page.getByRole('button', { name: 'Rindsgulasch auswählen' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /In den Warenkorb/ })
      .click();
    // Said by the guest app from the refusal's code, the amount in the app's own money format.
    await expect(page.getByText(/^Der Warenkorb darf höchstens €\s10,00 betragen\.$/)).toBeVisible();

    // A second start at the table from this phone (its device id kept, its session forgotten) within ten minutes: the
    // start screen's dialog shows the server's text.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key !== 'tischlein_device') localStorage.removeItem(key);
    });
    await page.goto(`${tight.publicUrl}/order/start?table=${tight.tableQrCode}`);
    const dialog = page.getByRole('dialog', { name: 'Fehler' });
    await expect(dialog).toContainText(TOO_MANY);
    await expectNoHorizontalScroll(page);
  });

  test("refuses an order beyond the table's open orders in the guest's language, and the waiter view flags the table", async ({ page }) => {
    // 0.02 scales the open-order limits to one per table and session: this guest order (not yet approved) fills the table.
    await placeGuestOrder(tight, { items: [{ name: 'Frittatensuppe' }], tableQrCode: tight.tableQrCode });
    await page.goto(`${tight.publicUrl}/order/start?table=${tight.tableQrCode}`);
    await expect(page).toHaveURL(/\/order\/choose$/);
    await addSoup(page);
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await page.goto(`${tight.publicUrl}/order/checkout`);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Too many open orders – please wait until the staff have confirmed the earlier ones.')).toBeVisible();
    await expectNoHorizontalScroll(page);

    // The waiter, on this browser, reads the back office in the language chosen last here (English).
    await useAdminToken(page, tight);
    await page.goto(`${tight.publicUrl}/admin/waiter`);
    await expect(page.getByTestId('table-unusual-orders')).toHaveText('Unusually many orders (unconfirmed: 1)');
  });
});
