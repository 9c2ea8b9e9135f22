import { adminCall, adminToken } from '../support/admin-api.ts';
import { expect, test } from '../support/fixtures.ts';
import { openCategory, soupAtCheckout, startAtTable } from './guest-helpers.ts';

test('an empty basket cannot go to checkout', async ({ page, server }) => {
  await startAtTable(page, server);
  await page.goto('/order/basket');
  await expect(page.getByText('Dein Warenkorb ist leer.')).toBeVisible();
  // Off, with the reason beside it (and as its description for a screen reader).
  const toCheckout = page.getByRole('button', { name: 'Zur Kasse' });
  await expect(toCheckout).toBeDisabled();
  await expect(toCheckout).toHaveAccessibleDescription('Bitte lege mindestens ein Produkt in den Warenkorb, bevor du zur Kasse gehst.');
  await expect(page.getByText('Bitte lege mindestens ein Produkt in den Warenkorb, bevor du zur Kasse gehst.')).toBeVisible();

  await page.goto('/order/checkout');
  await expect(page.getByText('Warenkorb ist leer')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bestellung absenden' })).toBeDisabled();
});

test('an item that became unavailable is refused, and the list reloads without it', async ({ page, server }) => {
  await startAtTable(page, server);
  await openCategory(page, 'Speisen', 'Hauptspeisen');
  await page.getByRole('button', { name: 'Tafelspitz auswählen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tafelspitz' });
  await expect(dialog.getByRole('button', { name: /In den Warenkorb/ })).toBeEnabled();

  const categories = (await (await fetch(`${server.url}/api/menu/categories?type=FOOD`)).json()) as Array<{
    categoryId: number;
    name: string;
  }>;
  const mains = categories.find((c) => c.name === 'Hauptspeisen')!;
  const items = (await (await fetch(`${server.url}/api/menu/items?category=${mains.categoryId}`)).json()) as Array<{
    menuItemId: number;
    name: string;
  }>;
  const tafelspitz = items.find((i) => i.name === 'Tafelspitz')!;
  const token = await adminToken(server);
  await adminCall(server, token, 'PATCH', `/admin/menu/items/${tafelspitz.menuItemId}/availability`, false);
  try {
    await dialog.getByRole('button', { name: /In den Warenkorb/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Dieses Produkt ist gerade nicht verfügbar.' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Tafelspitz auswählen' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Wiener Schnitzel vom Kalb auswählen' })).toBeVisible();
  } finally {
    await adminCall(server, token, 'PATCH', `/admin/menu/items/${tafelspitz.menuItemId}/availability`, true);
  }
});

test('a failed checkout says so, and the retry reuses the attempt key so only one order is made', async ({ page, server }) => {
  await soupAtCheckout(page, server);

  const keys: string[] = [];
  let failNext = true;
  await page.route('**/api/sessions/*/checkout?*', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (failNext) {
      failNext = false;
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"kurz weg"}' });
    } else {
      await route.continue();
    }
  });
  const submit = page.getByRole('button', { name: 'Bestellung absenden' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Bestellung konnte nicht gesendet werden.')).toBeVisible();
  await expect(page).toHaveURL(/\/order\/checkout$/);

  await submit.click();
  await expect(page).toHaveURL(/\/order\/confirmation\?/);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[\w.:-]{16,100}$/);
  expect(keys[1]).toBe(keys[0]);
  await expect(page.getByTestId('order-total')).toHaveText(/5,20/);
});

test('the checkout button says "Sende…" and is disabled while sending', async ({ page, server }) => {
  await startAtTable(page, server);
  await openCategory(page, 'Speisen', 'Suppen');
  await page.getByRole('button', { name: 'Gulaschsuppe auswählen' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /In den Warenkorb/ })
    .click();
  await page.goto('/order/checkout');
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/sessions/*/checkout?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('radio', { name: 'Barzahlung' }).check();
  await page.getByRole('button', { name: 'Bestellung absenden' }).click();
  await expect(page.getByRole('button', { name: 'Sende…' })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/order\/confirmation\?/);
});
