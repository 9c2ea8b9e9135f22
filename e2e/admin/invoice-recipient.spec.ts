import { expect, test } from '../support/fixtures.ts';
import { actOnOrder, adminCall, adminToken, findOrder, placeGuestOrder, useAdminToken } from './admin-helpers.ts';

// Issue 32, point 8: staff name an order's invoice recipient on the order, and above 400 € the payment dialog asks
// for it (name and address, UStG §11) before it tries again.
test('the order names the invoice recipient; above 400 € the waiter’s payment dialog asks for the address first', async ({
  page,
  server,
}) => {
  const token = await adminToken(server);
  await adminCall(server, token, 'POST', '/admin/tables', { tableNumber: 632, seatingCapacity: 4 });
  const { qrCode } = (
    await adminCall<{ content: Array<{ tableNumber: number; qrCode: string }> }>(server, token, 'GET', '/admin/tables?size=100')
  ).content.find((t) => t.tableNumber === 632)!;
  // 16 × 26,90 € = 430,40 €
  const placed = await placeGuestOrder(server, { items: [{ name: 'Zwiebelrostbraten', quantity: 16 }], tableQrCode: qrCode });
  await actOnOrder(server, placed.orderNumber, 'approve');
  await actOnOrder(server, placed.orderNumber, 'complete');

  await useAdminToken(page, server);
  await page.goto(`/admin/orders/${placed.orderId}`);
  const recipient = page.getByTestId('invoice-recipient');
  await expect(recipient).toContainText('Rechnungsempfänger: keiner');
  await recipient.getByRole('button', { name: 'Angeben' }).click();
  const dialog = page.getByRole('dialog', { name: `Rechnungsempfänger von Bestellung ${placed.orderNumber}` });
  await dialog.getByLabel('Name oder Firma').fill('Muster Consulting GmbH');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Rechnungsempfänger gespeichert.')).toBeVisible();
  await expect(recipient).toContainText('Rechnungsempfänger: Muster Consulting GmbH');

  // The waiter collects at the table: the dialog brings the order's recipient along.
  await page.goto('/admin/waiter');
  const order = page
    .getByRole('region', { name: 'Tisch 632', exact: true })
    .getByRole('group', { name: `Bestellung ${placed.orderNumber}` });
  await order.getByRole('button', { name: 'Bezahlen' }).click();
  const payDialog = page.getByRole('dialog', { name: `Bestellung ${placed.orderNumber} bezahlen` });
  await expect(payDialog.getByRole('checkbox', { name: 'Firmenrechnung (Rechnungsempfänger)' })).toBeChecked();
  await expect(payDialog.getByLabel('Name oder Firma')).toHaveValue('Muster Consulting GmbH');
  await payDialog.getByRole('radio', { name: 'Karte' }).check();
  await payDialog.getByRole('button', { name: 'Bezahlen' }).click();
  await expect(payDialog.getByRole('alert')).toContainText(
    'Eine Rechnung über 400 € muss den Leistungsempfänger mit Name und Anschrift nennen (§ 11 UStG): bitte die Anschrift von „Muster Consulting GmbH“ angeben.',
  );
  await payDialog.getByLabel('Anschrift').fill('Ringstraße 1\n1010 Wien');
  await payDialog.getByRole('button', { name: 'Bezahlen' }).click();
  await expect(payDialog).toBeHidden();
  expect(await findOrder(server, placed.orderNumber)).toMatchObject({
    paymentStatus: 'PAID',
    invoiceRecipient: { name: 'Muster Consulting GmbH', address: 'Ringstraße 1\n1010 Wien', uid: null },
    invoiceRecipientEditable: false,
  });
});
