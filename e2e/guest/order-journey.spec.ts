import { adminCall, adminToken } from '../support/admin-api.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectNoHorizontalScroll, openCategory, startAtTable } from './guest-helpers.ts';

test('a guest orders at the table from QR code to confirmation and starts a new order', async ({ page, server }) => {
  await startAtTable(page, server, server.tableQrCode);
  await expect(page.getByText('Tisch 1')).toBeVisible();
  await expectNoHorizontalScroll(page);
  // The types are cached once the menu has them, which may be just after it is shown.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tischlein_cache_types_v5'))).toContain('FOOD');

  await openCategory(page, 'Speisen', 'Hauptspeisen');
  await expect(page).toHaveURL(/\/order\/menu\/food$/);
  await expect(page.getByRole('tab', { name: 'Speisen' })).toHaveAttribute('aria-selected', 'true');
  const schnitzel = page.locator('article', { hasText: 'Wiener Schnitzel vom Kalb' });
  await expect(schnitzel).toContainText('24,90');
  await expect(schnitzel).toContainText('A Gluten');
  await expect(schnitzel.locator('img')).toHaveAttribute('src', /\/order\/images\/default-item\.png\?v=\d+$/);
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: 'Wiener Schnitzel vom Kalb auswählen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wiener Schnitzel vom Kalb' });
  await expect(dialog.getByRole('checkbox')).toHaveCount(5);
  await dialog.getByRole('button', { name: 'Mehr anzeigen' }).click();
  const extras = dialog.getByRole('checkbox');
  await expect(extras).toHaveCount(6);
  for (let i = 0; i < 5; i++) await extras.nth(i).check();
  await expect(extras.nth(5)).toBeDisabled();
  for (let i = 2; i < 5; i++) await extras.nth(i).uncheck();
  await expect(extras.nth(5)).toBeEnabled();
  await expectNoHorizontalScroll(page);
  await dialog.getByRole('button', { name: /In den Warenkorb/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'liegt im Warenkorb' })).toBeVisible();

  await page.getByRole('button', { name: /^Warenkorb \(1\)/ }).click();
  await expect(page).toHaveURL(/\/order\/basket$/);
  await expect(page.getByText('Extra Käse')).toBeVisible();
  await expect(page.getByText('Speck')).toBeVisible();
  await expect(page.getByTestId('basket-total')).toHaveText(/28,40/);
  await expect(page.getByText(/enthaltene MwSt\. 10 %/)).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: 'Extra Speck von Wiener Schnitzel vom Kalb entfernen' }).click();
  await expect(page.getByText('Speck')).toBeHidden();
  await expect(page.getByTestId('basket-total')).toHaveText(/26,40/);
  await page.getByRole('button', { name: 'Noch ein Wiener Schnitzel vom Kalb' }).click();
  await expect(page.getByText('2×')).toBeVisible();
  await expect(page.getByTestId('basket-total')).toHaveText(/52,80/);
  await page.getByRole('button', { name: 'Ein Wiener Schnitzel vom Kalb entfernen' }).click();
  await expect(page.getByText('1×')).toBeVisible();
  await expect(page.getByTestId('basket-total')).toHaveText(/26,40/);

  await page.getByRole('button', { name: 'Zur Kasse' }).click();
  await expect(page).toHaveURL(/\/order\/checkout$/);
  await page.getByRole('radio', { name: 'Kartenzahlung' }).check();
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Bestellung absenden' }).click();

  await expect(page).toHaveURL(/\/order\/confirmation\?/);
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  expect(orderNumber).not.toBe('');
  await expect(page.getByTestId('order-total')).toHaveText(/26,40/);
  await expect(page.getByTestId('order-status')).toHaveText('Neu');
  await expectNoHorizontalScroll(page);

  // The kitchen accepts the order: the guest sees it without reloading.
  const orderId = new URL(page.url()).searchParams.get('orderId');
  const token = await adminToken(server);
  await adminCall(server, token, 'POST', `/admin/orders/${orderId}/approve`);
  await expect(page.getByTestId('order-status')).toHaveText('Angenommen', { timeout: 12_000 });

  await page.getByRole('button', { name: 'Neue Bestellung' }).click();
  await expect(page).toHaveURL(/\/order\/choose$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('tischlein_table_code_v1') ?? 'null'))).toBe(server.tableQrCode);
  await page.goto('/order/basket');
  await expect(page.getByText('Dein Warenkorb ist leer.')).toBeVisible();
});
