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
