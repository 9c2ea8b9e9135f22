import type { AdminMenuItem, Page as ListPage } from '@tischlein/api-types';
import type { Page } from '@playwright/test';
import { useAdminToken } from '../admin/admin-helpers.ts';
import { adminCall, adminToken } from '../support/admin-api.ts';
import { expect, test } from '../support/fixtures.ts';
import type { RunningServer } from '../support/server.ts';
import { startAtTable } from './guest-helpers.ts';

/** Sets the product's translations through the admin API; returns the ones it had. */
async function translateProduct(server: RunningServer, name: string, translations: AdminMenuItem['translations']) {
  const token = await adminToken(server);
  const found = await adminCall<ListPage<AdminMenuItem>>(server, token, 'GET', `/admin/menu/items?q=${encodeURIComponent(name)}`);
  const product = found.content.find((item) => item.name === name)!;
  const { typeCode, categoryId, description, basePrice, available, vatRate, vatCategory, allergens } = product;
  const fields = { typeCode, categoryId, name, description, basePrice, available, vatRate, vatCategory, allergens };
  await adminCall(server, token, 'PUT', `/admin/menu/items/${product.menuItemId}`, { ...fields, translations });
  return product.translations;
}

/** Marks the page, so a later check sees whether it was loaded again meanwhile. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }));
const stillSamePage = (page: Page) => page.evaluate(() => 'notReloaded' in window);

test('a guest reads the menu in English and orders a translated dish, which the kitchen reads in German', async ({
  page,
  browser,
  server,
}) => {
  const before = await translateProduct(server, 'Frittatensuppe', {
    en: { name: 'Pancake soup', description: 'Clear beef broth with pancake strips' },
    ar: { name: 'شوربة الفطائر' },
  });
  try {
    await startAtTable(page, server);
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await expect(page.getByRole('heading', { name: 'What would you like?' })).toBeVisible();
    // Menu types and categories without a translation keep their German names.
    await page.getByRole('button', { name: 'Speisen', exact: true }).click();
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Suppen', exact: true }).click();
    const translated = page.locator('article', { hasText: 'Pancake soup' });
    await expect(translated).toContainText('Clear beef broth with pancake strips');
    await expect(page.getByRole('button', { name: 'Choose Gulaschsuppe' })).toBeVisible();
    await expect(page.getByText('Frittatensuppe')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('english-menu-360.png') });

    // Back to German on the open page, and to English again: in place, without loading the page again.
    await markPage(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page.getByRole('button', { name: 'Frittatensuppe auswählen' })).toBeVisible();
    await expect(page.getByText('Pancake soup')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await expect(page.getByRole('button', { name: 'Choose Pancake soup' })).toBeVisible();
    expect(await stillSamePage(page)).toBe(true);

    await page.getByRole('button', { name: 'Choose Pancake soup' }).click();
    await page
      .getByRole('dialog', { name: 'Pancake soup' })
      .getByRole('button', { name: /Add to basket/ })
      .click();
    await expect(page.getByRole('button', { name: /^Basket \(1\)/ })).toBeVisible();
    // The basket, the checkout and the confirmation name it in the guest's language, and the guest as "Guest 1".
    await page.getByRole('button', { name: /^Basket \(1\)/ }).click();
    const line = page.getByRole('listitem').filter({ hasText: 'Pancake soup' });
    await expect(line).toContainText('Guest 1');
    await expect(page.getByText('Frittatensuppe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/order\/confirmation\?/);
    const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
    await expect(page.getByText('1× Pancake soup')).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect(page.getByText('1× شوربة الفطائر')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('arabic-confirmation-360.png') });

    // The kitchen reads the order as it was put into the basket: in German.
    const kitchen = await browser.newContext({ baseURL: server.publicUrl, locale: 'de-AT', viewport: { width: 1366, height: 850 } });
    const kitchenPage = await kitchen.newPage();
    await useAdminToken(kitchenPage, server);
    await kitchenPage.goto('/admin/kitchen');
    const ticket = kitchenPage.getByRole('article', { name: orderNumber, exact: true });
    await expect(ticket).toContainText('1× Frittatensuppe');
    await expect(ticket).not.toContainText('Pancake soup');
    await kitchen.close();
  } finally {
    await translateProduct(server, 'Frittatensuppe', before);
  }
});
