import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectNoHorizontalScroll, newTable, soupAtCheckout, startAtTable } from './guest-helpers.ts';

const storedSessionId = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('tischlein_session_v1') ?? 'null')?.sessionId ?? null);

test('"Neue Bestellung" starts a new session at the same table with an empty basket, and keeps language and theme', async ({
  page,
  server,
}) => {
  const table = await newTable(server);
  await startAtTable(page, server, table.qrCode);
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
  await page.getByRole('button', { name: 'Dark theme' }).click();
  const firstSession = await storedSessionId(page);

  await page.getByRole('button', { name: 'Speisen', exact: true }).click();
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Suppen', exact: true }).click();
  await page.getByRole('button', { name: 'Choose Frittatensuppe' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Add to basket/ })
    .click();
  await page.getByRole('button', { name: /^Basket \(1\)/ }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/confirmation\?/);
  await expect(page.getByTestId('order-status')).toHaveText('New');
  const oldConfirmation = page.url();
  const oldNumber = (await page.getByTestId('order-number').textContent())!.trim();
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: 'New order' }).click();
  await expect(page).toHaveURL(/\/order\/choose$/);
  await expect(page.getByRole('heading', { name: 'What would you like?' })).toBeVisible();
  await expect(page.getByText(`Table ${table.tableNumber}`, { exact: true })).toBeVisible();
  const secondSession = await storedSessionId(page);
  expect(secondSession).not.toBeNull();
  expect(secondSession).not.toBe(firstSession);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Light theme' })).toBeVisible();

  // The basket of the new session is empty.
  await page.getByRole('button', { name: 'Speisen', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Basket', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Basket', exact: true }).click();
  await expect(page.getByText('Your basket is empty.')).toBeVisible();

  // Back through the whole history: never the old confirmation, always the new session.
  while (new URL(page.url()).pathname.startsWith('/order/')) {
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toHaveCount(0);
    await expect(page.getByTestId('order-number')).toHaveCount(0);
    if (!(await page.goBack())) break;
  }
  expect(await storedSessionId(page)).toBe(secondSession);

  // Opening the old confirmation's address again (from the browser's history list) does not bring it back either.
  await page.goto(oldConfirmation);
  await expect(page).toHaveURL(/\/order\/choose$/);
  await expect(page.getByText(oldNumber, { exact: true })).toHaveCount(0);
  expect(await storedSessionId(page)).toBe(secondSession);

  // Language and theme survive a reload as well.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'What would you like?' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('a session the server ends while the guest waits on the confirmation asks for the QR code', async ({ page, server }) => {
  await soupAtCheckout(page, server);
  await page.route('**/api/sessions/*/orders/*', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'Keine Session – bitte QR neu scannen.' }),
    }),
  );
  await page.getByRole('button', { name: 'Bestellung absenden' }).click();
  await expect(page).toHaveURL(/\/order\/confirmation\?/);
  await expect(page.getByRole('alert')).toHaveText('Keine Session – bitte QR neu scannen.');
  expect(await storedSessionId(page)).toBeNull();
  await page.getByRole('button', { name: 'Neue Bestellung' }).click();
  await expect(page).toHaveURL(/\/order\/choose$/);
});
