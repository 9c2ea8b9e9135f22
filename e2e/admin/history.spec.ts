import { readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures.ts';
import { actOnOrder, dateField, dateShown, orderCard, placeGuestOrder, typeDate, useAdminToken } from './admin-helpers.ts';

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
    // Dates as the back office's language writes them (German: 01.11.2026), whatever the browser's language.
    const from = dateField(page, 'Von');
    const to = dateField(page, 'Bis');
    await expect(dateShown(from)).toHaveValue(`01.${month}.${year}`);
    await expect(dateShown(to)).toHaveValue('');
    await typeDate(from, '01012025');
    await expect(dateShown(from)).toHaveValue('01.01.2025');
    await expect(orderCard(page, older.orderNumber)).toBeVisible();
    const cards = page.getByTestId('order-card');
    await expect(cards.first()).toHaveAccessibleName(String(newer.orderNumber));

    await typeDate(to, '31122024');
    await expect(page.getByText('Von darf nicht nach Bis liegen.')).toBeVisible();
    await expect(page.getByText('Bis darf nicht vor Von liegen.')).toBeVisible();
    // The last valid range stays applied.
    await expect(orderCard(page, older.orderNumber)).toBeVisible();

    await typeDate(to, '31122025');
    await expect(page.getByText('Von darf nicht nach Bis liegen.')).toHaveCount(0);
    await expect(page.getByText('Keine Bestellungen gefunden')).toBeVisible();

    await typeDate(to, '');
    await expect(orderCard(page, newer.orderNumber)).toBeVisible();
    await page.reload();
    await expect(dateShown(from)).toHaveValue('01.01.2025');

    // In English and Arabic the fields and their calendar speak the staff member's language.
    for (const [language, label, shown] of [
      ['en', 'From', '01/01/2025'],
      ['ar', 'من', '01/01/2025'],
    ] as const) {
      await page.addInitScript((lang) => localStorage.setItem('tischlein_ui_settings_v1', JSON.stringify({ lang })), language);
      await page.reload();
      await expect(dateShown(dateField(page, label))).toHaveValue(shown);
    }
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
