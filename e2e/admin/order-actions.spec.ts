import { expect, test } from '../support/fixtures.ts';
import { findOrder, orderCard, placeGuestOrder, useAdminToken } from './admin-helpers.ts';
import type { Page } from '@playwright/test';

const ITEMS = [{ name: 'Beef Tatar' }, { name: 'Cola 0,33 l' }, { name: 'Vitello tonnato', quantity: 2 }, { name: 'Almdudler 0,35 l' }];

async function openListFor(page: Page, orderNumber: number | string) {
  await page.goto('/admin/orders');
  await page.getByLabel('Bestellnummer oder Tisch').fill(String(orderNumber));
  await expect(orderCard(page, orderNumber)).toBeVisible();
}

async function chooseAction(page: Page, orderNumber: number | string, action: string) {
  await page.getByRole('button', { name: `Aktionen ${orderNumber}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

const detailButtons = (page: Page) =>
  page.getByRole('button', { name: /^(Annehmen|Ablehnen|Abschließen|Bezahlen|Stornieren|Stornorechnung|Zahlung berichtigen|Bearbeiten)$/ });

test.describe('order actions', () => {
  test('approve, edit, pay and complete from the list menu', async ({ page, server }) => {
    const order = await placeGuestOrder(server, { items: ITEMS, tableQrCode: server.tableQrCode });
    await useAdminToken(page, server);
    await openListFor(page, order.orderNumber);
    const card = orderCard(page, order.orderNumber);

    await page.getByRole('button', { name: `Aktionen ${order.orderNumber}` }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Details öffnen', 'Annehmen', 'Ablehnen', 'Bezahlen', 'Stornieren', 'Bearbeiten']);
    await page.getByRole('menuitem', { name: 'Annehmen' }).click();
    await expect(page.getByText('Bestellung aktualisiert.')).toBeVisible();
    await expect(card.getByTestId('status-chip')).toHaveText('Angenommen');
    // Handled here, so no longer new.
    await expect(card.getByTestId('new-badge')).toHaveCount(0);

    await chooseAction(page, order.orderNumber, 'Bearbeiten');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Notiz').fill('Ohne Zwiebel');
    await dialog.getByRole('combobox', { name: 'Zahlungsart' }).click();
    await page.getByRole('option', { name: 'Karte' }).click();
    // Whether it is paid is not edited: a payment is recorded with "Bezahlen".
    await expect(dialog.getByRole('combobox', { name: 'Zahlungsstatus' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Offen');
    await expect(card).toContainText('Karte');

    // The guest pays at the table by card, with a tip.
    await chooseAction(page, order.orderNumber, 'Bezahlen');
    const payDialog = page.getByRole('dialog', { name: `Bestellung ${order.orderNumber} bezahlen` });
    await expect(payDialog.getByRole('radio', { name: 'Karte' })).toBeChecked();
    await expect(payDialog.getByLabel('Gegeben (€)')).toHaveCount(0);
    await payDialog.getByLabel('Trinkgeld (€)').fill('1,50');
    await payDialog.getByRole('button', { name: 'Bezahlen' }).click();
    await expect(page.getByText('Zahlung erfasst.')).toBeVisible();
    await expect(payDialog).toBeHidden();
    await expect(card).toContainText('Bezahlt');

    await chooseAction(page, order.orderNumber, 'Abschließen');
    // Completed orders leave the default (open) list.
    await expect(card).toHaveCount(0);
    const saved = await findOrder(server, order.orderNumber);
    expect(saved.status).toBe('COMPLETED');
  });

  test('reject needs a reason, and cancel asks first', async ({ page, server }) => {
    const rejected = await placeGuestOrder(server, { items: ITEMS });
    const canceled = await placeGuestOrder(server, { items: ITEMS });
    await useAdminToken(page, server);
    await openListFor(page, rejected.orderNumber);

    await chooseAction(page, rejected.orderNumber, 'Ablehnen');
    const dialog = page.getByRole('dialog');
    const rejectButton = dialog.getByRole('button', { name: 'Ablehnen' });
    // The reason reaches the guest's confirmation screen: the dialog says so.
    await expect(dialog.getByLabel('Grund')).toHaveAccessibleDescription('Der Gast sieht diesen Grund.');
    await expect(rejectButton).toBeDisabled();
    await dialog.getByLabel('Grund').fill('   ');
    await expect(rejectButton).toBeDisabled();
    await dialog.getByLabel('Grund').fill('  Küche geschlossen  ');
    await expect(rejectButton).toBeEnabled();
    await rejectButton.click();
    await expect(page.getByText('Bestellung abgelehnt.')).toBeVisible();
    await expect(orderCard(page, rejected.orderNumber)).toHaveCount(0);

    await openListFor(page, canceled.orderNumber);
    await chooseAction(page, canceled.orderNumber, 'Stornieren');
    await page.getByRole('dialog').getByRole('button', { name: 'Stornieren' }).click();
    await expect(page.getByText('Bestellung aktualisiert.')).toBeVisible();
    await expect(orderCard(page, canceled.orderNumber)).toHaveCount(0);
    expect((await findOrder(server, canceled.orderNumber)).status).toBe('CANCELED');
    expect((await findOrder(server, rejected.orderNumber)).status).toBe('REJECTED');
  });

  test('the detail lists drinks first, offers only allowed actions and shows the timeline', async ({ page, server }) => {
    // Schweinsschnitzel holds "wein", but its VAT category says food.
    const order = await placeGuestOrder(server, { items: [...ITEMS, { name: 'Schweinsschnitzel' }], tableQrCode: server.tableQrCode });
    const { orderId } = await findOrder(server, order.orderNumber);
    await useAdminToken(page, server);
    await page.goto(`/admin/orders/${orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Bestellung ${order.orderNumber}` })).toBeVisible();

    const rows = page.getByRole('table', { name: 'Artikel' }).getByRole('row');
    await expect(rows.nth(1)).toContainText('Almdudler');
    await expect(rows.nth(2)).toContainText('Cola');
    await expect(rows.nth(3)).toContainText('Beef Tatar');
    await expect(rows.nth(4)).toContainText('Schweinsschnitzel');
    await expect(rows.nth(5)).toContainText('Vitello tonnato');
    await expect(rows.nth(5)).toContainText('2');

    await expect(detailButtons(page)).toHaveText(['Annehmen', 'Ablehnen', 'Bezahlen', 'Stornieren', 'Bearbeiten']);
    await page.getByRole('button', { name: 'Annehmen' }).click();
    await expect(page.getByText('Bestellung aktualisiert.')).toBeVisible();
    await expect(detailButtons(page)).toHaveText(['Ablehnen', 'Abschließen', 'Bezahlen', 'Stornieren', 'Bearbeiten']);
    await expect(page.getByTestId('order-timeline')).toContainText('Angenommen');
    await expect(page.getByTestId('order-timeline')).toContainText('von admin');

    await page.getByRole('button', { name: 'Bearbeiten' }).click();
    await page.getByRole('dialog').getByLabel('Notiz').fill('Tisch am Fenster');
    await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('paragraph').filter({ hasText: 'Notiz: Tisch am Fenster' })).toBeVisible();

    // Served is not paid: the order stays open for payment, without an invoice yet.
    await page.getByRole('button', { name: 'Abschließen' }).click();
    await expect(detailButtons(page)).toHaveText(['Bezahlen', 'Bearbeiten']);
    await expect(page.getByTestId('status-chip')).toHaveText('Abgeschlossen');
    await expect(page.getByTestId('payment-status-chip')).toHaveText('Offen');
    await expect(page.getByTestId('order-timeline')).toContainText('Abgeschlossen');
    await expect(page.getByRole('button', { name: 'Rechnung (PDF)' })).toHaveCount(0);

    // Paid in cash: the dialog shows the change for what the guest gives.
    await page.getByRole('button', { name: 'Bezahlen' }).click();
    const payDialog = page.getByRole('dialog', { name: /bezahlen$/ });
    await payDialog.getByRole('radio', { name: 'Bar' }).check();
    await payDialog.getByLabel('Gegeben (€)').fill('10');
    await expect(payDialog.getByRole('button', { name: 'Bezahlen' })).toBeDisabled();
    await expect(payDialog).toContainText('Weniger als zu zahlen');
    await payDialog.getByLabel('Gegeben (€)').fill('100');
    await expect(payDialog).toContainText('Rückgeld:');
    await payDialog.getByRole('button', { name: 'Bezahlen' }).click();
    await expect(payDialog).toBeHidden();
    await expect(detailButtons(page)).toHaveText(['Stornorechnung', 'Zahlung berichtigen', 'Bearbeiten']);
    await expect(page.getByTestId('payment-status-chip')).toHaveText('Bezahlt');
    await expect(page.getByTestId('order-timeline')).toContainText('Bezahlt: Bar');
    await expect(page.getByRole('button', { name: 'Rechnung (PDF)' })).toBeVisible();

    // It was a card after all: a credit note reverses the cash invoice, the card payment gets a new one.
    await page.getByRole('button', { name: 'Zahlung berichtigen' }).click();
    const correctDialog = page.getByRole('dialog', { name: /berichtigen$/ });
    await correctDialog.getByRole('radio', { name: 'Karte' }).check();
    await correctDialog.getByRole('button', { name: 'Zahlung berichtigen' }).click();
    await expect(correctDialog).toBeHidden();
    await expect(page.getByTestId('order-timeline')).toContainText('Zahlung berichtigt: Stornorechnung');
    await expect(page.getByRole('button', { name: /^Stornorechnung \S+$/ })).toBeVisible();

    // And the guest sends it all back: the paid order is canceled with a credit note.
    await page.getByRole('button', { name: 'Stornorechnung', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Stornorechnung' }).click();
    await expect(page.getByTestId('status-chip')).toHaveText('Storniert');
    await expect(page.getByTestId('payment-status-chip')).toHaveText('Erstattet');
    await expect(detailButtons(page)).toHaveText(['Bearbeiten']);
    await expect(page.getByRole('button', { name: /^Stornorechnung \S+$/ })).toHaveCount(2);

    // The history in the reader's language, from the codes stored with each line.
    const timeline = page.getByTestId('order-timeline');
    await expect(timeline).toContainText(`Bestellung ${order.orderNumber} eingegangen`);
    for (const [language, texts] of [
      ['en', [`Order ${order.orderNumber} received`, 'Note: Tisch am Fenster', 'Paid: Cash', 'Payment corrected: credit note']],
      ['ar', [`تم استلام الطلب ${order.orderNumber}`, 'ملاحظة: Tisch am Fenster', 'مدفوع: نقدًا', 'تم تصحيح الدفع: فاتورة إلغاء']],
    ] as const) {
      await page.addInitScript((lang) => localStorage.setItem('tischlein_ui_settings_v1', JSON.stringify({ lang })), language);
      await page.reload();
      for (const text of texts) await expect(timeline).toContainText(text);
      await expect(timeline).not.toContainText('Bezahlt');
    }
  });

  test('reject and cancel from the detail', async ({ page, server }) => {
    const toReject = await placeGuestOrder(server, { items: ITEMS });
    const toCancel = await placeGuestOrder(server, { items: ITEMS });
    await useAdminToken(page, server);

    await page.goto(`/admin/orders/${(await findOrder(server, toReject.orderNumber)).orderId}`);
    await page.getByRole('button', { name: 'Ablehnen' }).click();
    await page.getByRole('dialog').getByLabel('Grund').fill('Ausverkauft');
    await page.getByRole('dialog').getByRole('button', { name: 'Ablehnen' }).click();
    await expect(page.getByText('Bestellung abgelehnt.')).toBeVisible();
    await expect(page.getByTestId('status-chip')).toHaveText('Abgelehnt');
    await expect(page.getByText('Ablehnungsgrund: Ausverkauft')).toBeVisible();
    await expect(detailButtons(page)).toHaveText(['Stornieren', 'Bearbeiten']);

    await page.goto(`/admin/orders/${(await findOrder(server, toCancel.orderNumber)).orderId}`);
    await page.getByRole('button', { name: 'Stornieren' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Stornieren' }).click();
    await expect(page.getByTestId('status-chip')).toHaveText('Storniert');
    await expect(detailButtons(page)).toHaveText(['Bearbeiten']);
  });

  test('a failing action shows "Aktion fehlgeschlagen."', async ({ page, server }) => {
    const order = await placeGuestOrder(server, { items: ITEMS });
    await useAdminToken(page, server);
    await page.route('**/api/admin/orders/*/approve', (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: '{"statusCode":409,"message":"Konflikt"}' }),
    );
    await page.goto(`/admin/orders/${(await findOrder(server, order.orderNumber)).orderId}`);
    await page.getByRole('button', { name: 'Annehmen' }).click();
    await expect(page.getByText('Aktion fehlgeschlagen.')).toBeVisible();
    await expect(page.getByTestId('status-chip')).toHaveText('Neu');
  });
});
