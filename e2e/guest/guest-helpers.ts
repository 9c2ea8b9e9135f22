import { expect, type Page } from '@playwright/test';
import type { RunningServer } from '../support/server.ts';

/** Scans table 1's QR code: order-start, then choose-type. */
export async function startAtTable(page: Page, server: RunningServer): Promise<void> {
  await page.goto(`/order/start?table=${server.tableQrCode}`);
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

/** Puts one Frittatensuppe into the basket at table 1 and goes through the basket to the checkout. */
export async function soupAtCheckout(page: Page, server: RunningServer): Promise<void> {
  await startAtTable(page, server);
  await openCategory(page, 'Speisen', 'Suppen');
  await page.getByRole('button', { name: 'Frittatensuppe auswählen' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /In den Warenkorb/ })
    .click();
  await page.getByRole('button', { name: /^Warenkorb \(1\)/ }).click();
  await page.getByRole('button', { name: 'Zur Kasse' }).click();
  await expect(page).toHaveURL(/\/order\/checkout$/);
}

/** Orders one Frittatensuppe (cash) at table 1 and waits for the confirmation; returns the order id. */
export async function placeSoupOrder(page: Page, server: RunningServer): Promise<string> {
  await startAtTable(page, server);
  await openCategory(page, 'Speisen', 'Suppen');
  await page.getByRole('button', { name: 'Frittatensuppe auswählen' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /In den Warenkorb/ })
    .click();
  await expect(page.getByRole('button', { name: /^Warenkorb \(1\)/ })).toBeVisible();
  await page.goto('/order/checkout');
  await page.getByRole('button', { name: 'Bestellung absenden' }).click();
  await expect(page).toHaveURL(/\/order\/confirmation\?/);
  await expect(page.getByTestId('order-status')).toHaveText('Neu');
  return new URL(page.url()).searchParams.get('orderId')!;
}
