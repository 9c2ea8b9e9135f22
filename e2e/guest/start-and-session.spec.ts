import { expect, test } from '../support/fixtures.ts';
import { expectNoHorizontalScroll, newTable } from './guest-helpers.ts';

test('an unknown table shows the error dialog, and OK starts over', async ({ page }) => {
  let attempts = 0;
  page.on('request', (request) => request.url().includes('/api/sessions/start/') && attempts++);
  await page.goto('/order/start?table=gibt-es-nicht');
  await expect(page.getByText('Tisch-Bestellung wird gestartet…')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Fehler' });
  await expect(dialog).toContainText('Dieser Tisch ist nicht verfügbar oder existiert nicht.');
  expect(await dialog.evaluate((box) => getComputedStyle(box).maxWidth)).toBe('350px');
  await expectNoHorizontalScroll(page);

  await dialog.getByRole('button', { name: 'OK' }).click();
  // The start screen runs again (replace, same table) and fails the same way.
  await expect(dialog).toBeVisible();
  await expect.poll(() => attempts).toBe(2);
  await expect(page).toHaveURL(/\/order\/start\?table=gibt-es-nicht$/);
});

test('other start failures show the generic message', async ({ page }) => {
  await page.route('**/api/sessions/start/**', (route) => route.fulfill({ status: 503, body: '{"message":"weg"}' }));
  await page.goto('/order/start?table=irgendwas');
  await expect(page.getByRole('dialog', { name: 'Fehler' })).toContainText('Beim Starten der Session ist ein Fehler aufgetreten.');
});

test('without a table the guest orders takeaway', async ({ page }) => {
  await page.goto('/order/start');
  await expect(page).toHaveURL(/\/order\/choose$/);
  await expect(page.getByText('Takeaway', { exact: true })).toBeVisible();
});

test('screens that need a session ask for the QR code when there is none', async ({ page }) => {
  await page.goto('/order/basket');
  await page.evaluate(() => localStorage.clear());
  for (const path of ['/order/basket', '/order/checkout', '/order/menu/food']) {
    await page.goto(path);
    await expect(page.getByRole('alert')).toHaveText('Keine Session – bitte QR neu scannen.');
  }
});

test('a session the server no longer accepts asks for the QR code again', async ({ page, server }) => {
  await page.goto(`/order/start?table=${server.tableQrCode}`);
  await expect(page).toHaveURL(/\/order\/choose$/);
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('tischlein_session_v1')!);
    localStorage.setItem('tischlein_session_v1', JSON.stringify({ ...session, jwt: 'abgelaufen' }));
  });
  await page.goto('/order/basket');
  await expect(page.getByRole('alert')).toHaveText('Keine Session – bitte QR neu scannen.');
  await page.getByRole('button', { name: 'Neu starten' }).click();
  await expect(page).toHaveURL(/\/order\/choose$/);
});

test('a phone reload keeps the session and the basket', async ({ page, server }) => {
  await page.goto(`/order/start?table=${(await newTable(server)).qrCode}`);
  await page.getByRole('button', { name: 'Getränke', exact: true }).click();
  await page.getByRole('button', { name: 'Almdudler 0,35 l auswählen' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /In den Warenkorb/ })
    .click();
  await expect(page.getByRole('button', { name: /^Warenkorb \(1\)/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /^Warenkorb \(1\)/ })).toBeVisible();
});
