import type { OrderDetail } from '@tischlein/api-types';
import { adminCall, adminToken } from '../support/admin-api.ts';
import { expectAccessible } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectNoHorizontalScroll, placeSoupOrder } from './guest-helpers.ts';

// Issue 32, point 8: a business guest names the recipient of their order's invoice on the confirmation, at 360 px, in
// their language; the form's labels follow it (German, English, Arabic right to left).
test('a business guest names the invoice recipient on the confirmation, in German, English and Arabic', async ({
  page,
  server,
}, testInfo) => {
  const orderId = await placeSoupOrder(page, server);
  const section = page.getByRole('region', { name: 'Firmenrechnung' });
  await section.getByRole('button', { name: 'Rechnungsempfänger angeben' }).click();

  await section.getByRole('button', { name: 'Speichern' }).click();
  await expect(section.getByRole('alert')).toHaveText('Bitte einen Namen oder eine Firma angeben.');
  await section.getByLabel('Name oder Firma').fill('Muster Consulting GmbH');
  await section.getByLabel('Anschrift (optional)').fill('Ringstraße 1\n1010 Wien');
  // The server checks the Austrian UID's check digit; the guest reads why in their language.
  await section.getByLabel('UID-Nummer (optional)').fill('ATU12345678');
  await section.getByRole('button', { name: 'Speichern' }).click();
  await expect(section.getByRole('alert')).toHaveText('Das ist keine gültige UID-Nummer (z. B. ATU12345675).');
  await section.getByLabel('UID-Nummer (optional)').fill('atu 1234 5675');
  await page.screenshot({ path: testInfo.outputPath('invoice-recipient-de-360.png'), fullPage: true });
  await expectNoHorizontalScroll(page);
  await section.getByRole('button', { name: 'Speichern' }).click();
  await expect(section.getByRole('status')).toHaveText('Rechnungsempfänger gespeichert.');
  await expect(section.getByTestId('invoice-recipient')).toHaveText(/Muster Consulting GmbH.*Ringstraße 1.*1010 Wien.*ATU12345675/);

  const token = await adminToken(server);
  const order = await adminCall<OrderDetail>(server, token, 'GET', `/admin/orders/${orderId}`);
  expect(order.invoiceRecipient).toEqual({ name: 'Muster Consulting GmbH', address: 'Ringstraße 1\n1010 Wien', uid: 'ATU12345675' });

  await page.locator('.language-select').selectOption('en');
  const english = page.getByRole('region', { name: 'Business invoice' });
  await english.getByRole('button', { name: 'Change' }).click();
  await expect(english.getByLabel('Name or company')).toHaveValue('Muster Consulting GmbH');
  await expect(english.getByLabel('Address (optional)')).toHaveValue('Ringstraße 1\n1010 Wien');
  await expect(english.getByLabel('VAT ID (optional)')).toHaveValue('ATU12345675');

  await page.locator('.language-select').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabic = page.getByRole('region', { name: 'فاتورة باسم شركة' });
  await expect(arabic.getByLabel('الاسم أو الشركة')).toHaveValue('Muster Consulting GmbH');
  await expect(arabic.getByLabel('العنوان (اختياري)')).toBeVisible();
  await expect(arabic.getByLabel('رقم ضريبة القيمة المضافة (اختياري)')).toBeVisible();
  await expect(arabic).toContainText('بالحروف اللاتينية كما ستظهر في الفاتورة.');
  await page.screenshot({ path: testInfo.outputPath('invoice-recipient-ar-360.png'), fullPage: true });
  await expectNoHorizontalScroll(page);
  await expectAccessible(page, 'the invoice recipient form (Arabic)');

  // Paid: the invoice is issued with the recipient, who no longer changes.
  await adminCall(server, token, 'POST', `/admin/orders/${orderId}/pay`, { paymentMethod: 'CASH' });
  await page.reload();
  const issued = page.getByRole('region', { name: 'فاتورة باسم شركة' });
  await expect(issued).toContainText('صدرت الفاتورة باسم هذا المستلم.');
  await expect(issued.getByRole('button')).toHaveCount(0);
});
