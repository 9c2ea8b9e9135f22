import { type Browser, expect, type Page } from '@playwright/test';
import { adminCall, adminToken } from '../support/admin-api.ts';
import type { RunningServer } from '../support/server.ts';

let nextTableNumber = 500;

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, locale: 'de-AT' };

/** Another phone at the table: a browser context of its own at 360 × 740, German. */
export async function phone(browser: Browser, server: RunningServer): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL: server.publicUrl });
  return context.newPage();
}

/** Resolves once the page's live connection has caught up with the server (the feed's "hello"). */
export function liveConnection(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => String(payload).includes('"hello"') && resolve()));
  });
}

/**
 * A new table of its own (its QR code): the phones at one table share one basket, so tests that each stand for
 * one guest must not meet another test's leftovers at a shared table.
 */
export async function newTable(server: RunningServer): Promise<{ tableNumber: number; qrCode: string }> {
  const token = await adminToken(server);
  const tableNumber = nextTableNumber++;
  const table = await adminCall<{ qrCode: string }>(server, token, 'POST', '/admin/tables', { tableNumber, seatingCapacity: 4 });
  return { tableNumber, qrCode: table.qrCode };
}

/** Scans a table's QR code (a new table of its own unless one is given): order-start, then choose-type. */
export async function startAtTable(page: Page, server: RunningServer, qrCode?: string): Promise<void> {
  await page.goto(`/order/start?table=${qrCode ?? (await newTable(server)).qrCode}`);
  await expect(page).toHaveURL(/\/order\/choose$/);
}

/** Opens the given menu type and category from choose-type. */
export async function openCategory(page: Page, typeName: string, category: string): Promise<void> {
  await page.getByRole('button', { name: typeName, exact: true }).click();
  await page.getByRole('navigation', { name: 'Kategorien' }).getByRole('button', { name: category, exact: true }).click();
}

/** The page is usable at 360 px: nothing sticks out sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** From choose-type: puts one Frittatensuppe (no extras) into the basket through its dialog. */
export async function addSoup(page: Page): Promise<void> {
  await openCategory(page, 'Speisen', 'Suppen');
  await page.getByRole('button', { name: 'Frittatensuppe auswählen' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /In den Warenkorb/ })
    .click();
}

/** Puts one Frittatensuppe into the basket at a table of its own and goes through the basket to the checkout. */
export async function soupAtCheckout(page: Page, server: RunningServer): Promise<void> {
  await startAtTable(page, server);
  await addSoup(page);
  await page.getByRole('button', { name: /^Warenkorb \(1\)/ }).click();
  await page.getByRole('button', { name: 'Zur Kasse' }).click();
  await expect(page).toHaveURL(/\/order\/checkout$/);
}

/** Orders one Frittatensuppe (cash) at a table of its own and waits for the confirmation; returns the order id. */
export async function placeSoupOrder(page: Page, server: RunningServer): Promise<string> {
  await startAtTable(page, server);
  await addSoup(page);
  await expect(page.getByRole('button', { name: /^Warenkorb \(1\)/ })).toBeVisible();
  await page.goto('/order/checkout');
  await page.getByRole('button', { name: 'Bestellung absenden' }).click();
  await expect(page).toHaveURL(/\/order\/confirmation\?/);
  await expect(page.getByTestId('order-status')).toHaveText('Neu');
  return new URL(page.url()).searchParams.get('orderId')!;
}
