import { expect, test } from '../support/fixtures.ts';
import { actOnOrder, orderCard, pickInFilter, placeGuestOrder, showManyPerPage, useAdminToken } from './admin-helpers.ts';

const DRINK = { name: 'Cola 0,33 l' };

test.describe('orders list', () => {
  test('filters by type, table, status and search, and keeps the filters in the browser', async ({ page, server }) => {
    const dineIn = await placeGuestOrder(server, { items: [DRINK], tableQrCode: server.tableQrCode });
    const takeaway = await placeGuestOrder(server, { items: [DRINK] });
    const done = await placeGuestOrder(server, { items: [DRINK] });
    await actOnOrder(server, done.orderNumber, 'approve');
    await actOnOrder(server, done.orderNumber, 'complete');

    await useAdminToken(page, server);
    await page.goto('/admin/orders');
    await showManyPerPage(page);
    await expect(orderCard(page, dineIn.orderNumber)).toBeVisible();
    await expect(orderCard(page, takeaway.orderNumber)).toBeVisible();
    // Default status filter: Neu and Angenommen only.
    await expect(orderCard(page, done.orderNumber)).toHaveCount(0);

    await pickInFilter(page, 'Typ', ['Keine']);
    await expect(page.getByText('Keine Bestellungen gefunden')).toBeVisible();
    await pickInFilter(page, 'Typ', ['Abholung']);
    await expect(orderCard(page, takeaway.orderNumber)).toBeVisible();
    await expect(orderCard(page, dineIn.orderNumber)).toHaveCount(0);

    await page.reload();
    await expect(orderCard(page, takeaway.orderNumber)).toBeVisible();
    await expect(orderCard(page, dineIn.orderNumber)).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Typ' })).toContainText('Abholung');

    await page.getByRole('combobox', { name: 'Typ' }).click();
    await page.getByRole('option', { name: 'Alle', exact: true }).click();
    await page.keyboard.press('Escape');
    await pickInFilter(page, 'Tische', ['Keine', 'Tisch 1']);
    await expect(orderCard(page, dineIn.orderNumber)).toBeVisible();
    await expect(orderCard(page, takeaway.orderNumber)).toHaveCount(0);

    await pickInFilter(page, 'Tische', ['Alle']);
    await page.getByLabel('Bestellnummer oder Tisch').fill(String(done.orderNumber));
    await expect(page.getByText('Keine Bestellungen gefunden')).toBeVisible();
    await pickInFilter(page, 'Status', ['Abgeschlossen']);
    await expect(page.getByRole('combobox', { name: 'Status' })).toContainText('+1');
    await expect(page.getByTestId('order-card')).toHaveCount(1);
    await expect(orderCard(page, done.orderNumber)).toBeVisible();

    await page.getByLabel('Bestellnummer oder Tisch').fill('999999');
    await expect(page.getByText('Keine Bestellungen gefunden')).toBeVisible();
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect(page.getByLabel('Bestellnummer oder Tisch')).toHaveValue('');
    await expect(orderCard(page, dineIn.orderNumber)).toBeVisible();
    await expect(orderCard(page, done.orderNumber)).toHaveCount(0);
  });

  test('shows 12 orders per page, oldest first, and keeps a chosen page size', async ({ page, server }) => {
    const placed = [];
    for (let i = 0; i < 13; i++) placed.push(await placeGuestOrder(server, { items: [DRINK] }));
    await useAdminToken(page, server);
    await page.goto('/admin/orders');
    await expect(page.getByTestId('order-card')).toHaveCount(12);
    const total = Number((await page.getByText(/^1-12 von \d+$/).textContent())!.split(' von ')[1]);
    expect(total).toBeGreaterThanOrEqual(13);
    // Oldest first.
    const numbers = (await page.getByTestId('order-card').getByRole('heading', { level: 3 }).allTextContents()).map(Number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByText(new RegExp(`^13-\\d+ von ${total}$`))).toBeVisible();

    await page.getByRole('combobox', { name: /Zeilen pro Seite/ }).click();
    await page.getByRole('option', { name: '24' }).click();
    await expect(page.getByTestId('order-card')).toHaveCount(Math.min(24, total));
    await page.reload();
    await expect(page.getByTestId('order-card')).toHaveCount(Math.min(24, total));
    await expect(page.getByRole('combobox', { name: /Zeilen pro Seite/ })).toHaveText('24');
  });

  test('marks unseen and changed orders with a red "Neu" until they are opened or refreshed', async ({ page, server }) => {
    const first = await placeGuestOrder(server, { items: [DRINK] });
    const second = await placeGuestOrder(server, { items: [DRINK] });
    await useAdminToken(page, server);
    await page.goto('/admin/orders');
    await showManyPerPage(page);
    await expect(orderCard(page, first.orderNumber).getByTestId('new-badge')).toBeVisible();
    // A new order's card says "Neu" once (its status); the unseen mark beside it is a named dot.
    await expect(orderCard(page, first.orderNumber).getByText('Neu', { exact: true })).toHaveCount(1);
    await expect(orderCard(page, first.orderNumber).getByRole('img', { name: 'Noch nicht gesehen' })).toBeVisible();

    await orderCard(page, first.orderNumber).getByRole('link', { name: 'Details öffnen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Bestellung ${first.orderNumber}` })).toBeVisible();
    await page.goBack();
    await expect(orderCard(page, second.orderNumber).getByTestId('new-badge')).toBeVisible();
    await expect(orderCard(page, first.orderNumber).getByTestId('new-badge')).toHaveCount(0);

    // A change after it was seen makes it new again.
    await actOnOrder(server, first.orderNumber, 'approve');
    await page.reload();
    await expect(orderCard(page, first.orderNumber).getByTestId('new-badge')).toBeVisible();

    await page.getByRole('main').getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(page.getByTestId('new-badge')).toHaveCount(0);
    await page.reload();
    await expect(orderCard(page, second.orderNumber)).toBeVisible();
    await expect(page.getByTestId('new-badge')).toHaveCount(0);
  });

  test('switches between cards and table and keeps the choice', async ({ page, server }) => {
    const order = await placeGuestOrder(server, { items: [DRINK], tableQrCode: server.tableQrCode, paymentMethod: 'CARD' });
    await useAdminToken(page, server);
    await page.goto('/admin/orders');
    await page.getByLabel('Bestellnummer oder Tisch').fill(String(order.orderNumber));
    await expect(orderCard(page, order.orderNumber)).toBeVisible();
    await page.getByRole('button', { name: 'Tabelle' }).click();
    const row = page.getByRole('row').filter({ hasText: String(order.orderNumber) });
    await expect(row).toContainText('Neu');
    await expect(row).toContainText('Vor Ort');
    await expect(row).toContainText('Tisch 1');
    await expect(row).toContainText('Karte');
    await expect(row).toContainText('€');
    for (const column of ['Nr.', 'Status', 'Typ', 'Tisch', 'Zahlung', 'Gesamt', 'Aktionen']) {
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: String(order.orderNumber) })).toBeVisible();
    await row.getByText(String(order.orderNumber)).click();
    await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
  });
});
