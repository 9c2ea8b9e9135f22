import { readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures.ts';
import { actOnOrder, orderCard, placeGuestOrder, useAdminToken } from './admin-helpers.ts';

test.describe('history', () => {
  test('filters by date range, refuses Von after Bis, and lists newest first', async ({ page, server }) => {
    const older = await placeGuestOrder(server, { items: [{ name: 'Cola 0,33 l' }] });
    const newer = await placeGuestOrder(server, { items: [{ name: 'Cola 0,33 l' }] });
    await actOnOrder(server, older.orderNumber, 'cancel');
    await useAdminToken(page, server);
    await page.goto('/admin/history');

    // The history starts at the first day of this month (in the restaurant's time zone, Vienna).
    const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna', year: 'numeric', month: '2-digit' })
      .format(new Date())
      .split('-');
    await expect(page.getByLabel('Von')).toHaveValue(`${year}-${month}-01`);
    await expect(page.getByLabel('Bis')).toHaveValue('');
    await page.getByLabel('Von').fill('2025-01-01');
    await expect(orderCard(page, older.orderNumber)).toBeVisible();
    const cards = page.getByTestId('order-card');
    await expect(cards.first()).toHaveAccessibleName(String(newer.orderNumber));

    await page.getByLabel('Bis').fill('2024-12-31');
    await expect(page.getByText('Von darf nicht nach Bis liegen.')).toBeVisible();
    await expect(page.getByText('Bis darf nicht vor Von liegen.')).toBeVisible();
    // The last valid range stays applied.
    await expect(orderCard(page, older.orderNumber)).toBeVisible();

    await page.getByLabel('Bis').fill('2025-12-31');
    await expect(page.getByText('Von darf nicht nach Bis liegen.')).toHaveCount(0);
    await expect(page.getByText('Keine Bestellungen gefunden')).toBeVisible();

    await page.getByLabel('Bis').fill('');
    await expect(orderCard(page, newer.orderNumber)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Von')).toHaveValue('2025-01-01');
  });

  test('downloads the invoice of a paid order as a PDF named after the order number', async ({ page, server }) => {
    const order = await placeGuestOrder(server, { items: [{ name: 'Beef Tatar' }, { name: 'Cola 0,33 l' }] });
    const open = await placeGuestOrder(server, { items: [{ name: 'Cola 0,33 l' }] });
    await actOnOrder(server, order.orderNumber, 'approve');
    await actOnOrder(server, order.orderNumber, 'complete');
    await actOnOrder(server, order.orderNumber, 'pay');
    // Served and not paid: no invoice yet.
    await actOnOrder(server, open.orderNumber, 'approve');
    await actOnOrder(server, open.orderNumber, 'complete');
    await useAdminToken(page, server);
    await page.goto('/admin/history');

    await expect(orderCard(page, open.orderNumber)).toBeVisible();
    await expect(orderCard(page, open.orderNumber).getByRole('button', { name: /Rechnung/ })).toHaveCount(0);

    const downloading = page.waitForEvent('download');
    await orderCard(page, order.orderNumber)
      .getByRole('button', { name: /Rechnung/ })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${order.orderNumber}.pdf`);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

    await orderCard(page, order.orderNumber).getByRole('link', { name: 'Details öffnen' }).click();
    await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
  });

  test('says so when the invoice cannot be loaded', async ({ page, server }) => {
    const order = await placeGuestOrder(server, { items: [{ name: 'Cola 0,33 l' }] });
    await actOnOrder(server, order.orderNumber, 'pay');
    await useAdminToken(page, server);
    await page.route('**/api/admin/orders/*/invoice', (route) => route.fulfill({ status: 500, body: 'kaputt' }));
    await page.goto('/admin/history');
    await orderCard(page, order.orderNumber)
      .getByRole('button', { name: /Rechnung/ })
      .click();
    await expect(page.getByText('Rechnung konnte nicht geladen werden.')).toBeVisible();
  });
});
