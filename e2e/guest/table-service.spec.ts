import type { Page } from '@playwright/test';
import type { AdminExtra, AdminMenuType, Category, MenuItem, Order, Page as ListPage, StaffServiceCall } from '@tischlein/api-types';
import { adminCall, adminToken } from '../support/admin-api.ts';
import { expect, test } from '../support/fixtures.ts';
import type { RunningServer } from '../support/server.ts';
import { liveConnection, newTable, openCategory, phone, startAtTable } from './guest-helpers.ts';

// Issue 17 ("At the table, live"): the shared basket of a table, the service calls and sold-out items, each
// seen by the guest's phone without a reload. Every test seats its guests at a table of its own, so the
// table's shared basket holds only what the test put there.

type Table = Awaited<ReturnType<typeof newTable>>;

/** Scans the table's QR code and opens the soups. */
async function seatAt(page: Page, server: RunningServer, table: Table): Promise<void> {
  await startAtTable(page, server, table.qrCode);
  await openCategory(page, 'Speisen', 'Suppen');
}

async function addToBasket(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `${name} auswählen` }).click();
  await page
    .getByRole('dialog', { name })
    .getByRole('button', { name: /In den Warenkorb/ })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

async function menuItemId(server: RunningServer, type: string, category: string, name: string): Promise<number> {
  const categories = (await (await fetch(`${server.url}/api/menu/categories?type=${type}`)).json()) as Category[];
  const { categoryId } = categories.find((c) => c.name === category)!;
  const items = (await (await fetch(`${server.url}/api/menu/items?category=${categoryId}`)).json()) as MenuItem[];
  return items.find((i) => i.name === name)!.menuItemId;
}

test('two phones at one table share the basket live, and of two checkouts at once exactly one orders', async ({
  browser,
  server,
}, testInfo) => {
  const token = await adminToken(server);
  const table = await newTable(server);
  const [anna, ben] = await Promise.all([phone(browser, server), phone(browser, server)]);
  try {
    // Anna gives her name first: the lines she adds carry it.
    await startAtTable(anna, server, table.qrCode);
    await anna.goto('/order/basket');
    const sharedSection = anna.getByRole('region', { name: 'Gemeinsamer Warenkorb' });
    await sharedSection.getByLabel(/Dein Name/).fill('Anna');
    await sharedSection.getByRole('button', { name: 'Speichern' }).click();
    await expect(sharedSection.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    await anna.goto('/order/choose');
    await openCategory(anna, 'Speisen', 'Suppen');
    const benLive = liveConnection(ben);
    await seatAt(ben, server, table);
    await benLive;

    await addToBasket(anna, 'Frittatensuppe');
    await expect(anna.getByRole('button', { name: /^Warenkorb \(1\)/ })).toBeVisible();
    // Ben's phone shows it without a reload.
    await expect(ben.getByRole('button', { name: /^Warenkorb \(1\)/ })).toBeVisible();
    await addToBasket(ben, 'Gulaschsuppe');
    await expect(ben.getByRole('button', { name: /^Warenkorb \(2\)/ })).toBeVisible();
    await expect(anna.getByRole('button', { name: /^Warenkorb \(2\)/ })).toBeVisible();

    // Each line says who added it.
    await ben.getByRole('button', { name: /^Warenkorb \(2\)/ }).click();
    const line = (name: string) => ben.getByRole('listitem').filter({ has: ben.getByText(name, { exact: true }) });
    await expect(line('Frittatensuppe')).toContainText('Anna');
    await expect(line('Gulaschsuppe')).toContainText(/Gast \d+/);
    await expect(line('Gulaschsuppe')).toHaveClass(/\bmine\b/);
    await expect(line('Frittatensuppe')).not.toHaveClass(/\bmine\b/);
    await expect(ben.locator('.toast')).toHaveCount(0);
    await ben.screenshot({ path: testInfo.outputPath('basket-two-guests.png') });

    await Promise.all([anna.goto('/order/checkout'), ben.goto('/order/checkout')]);
    const submit = (page: Page) => page.getByRole('button', { name: 'Bestellung absenden' });
    await expect(submit(anna)).toBeEnabled();
    await expect(submit(ben)).toBeEnabled();
    await Promise.all([submit(anna).click(), submit(ben).click()]);

    await expect(anna).toHaveURL(/\/order\/confirmation\?/);
    await expect(ben).toHaveURL(/\/order\/confirmation\?/);
    const orders = await adminCall<ListPage<Order>>(server, token, 'GET', `/admin/orders?table=${table.tableNumber}&size=50`);
    expect(orders.content).toHaveLength(1);
    const orderNumber = String(orders.content[0].orderNumber);
    await expect(anna.getByTestId('order-number')).toHaveText(orderNumber);
    await expect(ben.getByTestId('order-number')).toHaveText(orderNumber);
    // One phone's checkout won; the other was told and shows the same order.
    const told = await Promise.all([anna, ben].map((page) => page.getByText('Bestellung wurde bereits gesendet').count()));
    expect(told.sort()).toEqual([0, 1]);

    // Both confirmations follow the kitchen live, the phone that did not send the order too: with polling cut
    // off, only the live feed can move the status.
    await Promise.all([anna, ben].map((page) => page.route('**/api/sessions/*/orders/*', (route) => route.abort())));
    await adminCall(server, token, 'POST', `/admin/orders/${orders.content[0].orderId}/approve`);
    for (const page of [anna, ben]) await expect(page.getByTestId('order-status')).toHaveText('Angenommen', { timeout: 4000 });
    await Promise.all([anna, ben].map((page) => page.unroute('**/api/sessions/*/orders/*')));

    // The table starts a new, empty basket.
    for (const page of [anna, ben]) {
      await page.goto('/order/basket');
      await expect(page.getByText('Dein Warenkorb ist leer.')).toBeVisible();
    }
  } finally {
    await Promise.all([anna.context().close(), ben.context().close()]);
  }
});

test('a guest asks for the bill by card and sees staff\'s "Kommt gleich" without a reload', async ({ page, server }, testInfo) => {
  const token = await adminToken(server);
  const table = await newTable(server);
  const live = liveConnection(page);
  await seatAt(page, server, table);
  await live;

  await page.getByRole('button', { name: 'Rechnung bitte' }).click();
  await page.getByRole('dialog', { name: 'Rechnung bitte' }).getByRole('button', { name: 'Karte' }).click();
  await expect(page.getByRole('button', { name: 'Rechnung wurde angefordert' })).toBeDisabled();

  const calls = await adminCall<StaffServiceCall[]>(server, token, 'GET', '/admin/service-calls');
  const bill = calls.find((call) => call.tableNumber === table.tableNumber && call.kind === 'BILL');
  expect(bill).toMatchObject({ status: 'OPEN', paymentMethod: 'CARD' });
  // A mark on the page: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  await adminCall(server, token, 'POST', `/admin/service-calls/${bill!.callId}/acknowledge`);
  await expect(page.getByRole('group', { name: 'Service am Tisch' }).getByText('Kommt gleich')).toBeVisible({ timeout: 3000 });
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  // "Kellner rufen" stays open, and the bill can be asked for again.
  await expect(page.getByRole('button', { name: 'Kellner rufen' })).toBeEnabled();
  await expect(page.getByRole('button', { name: /Kommt gleich/ })).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('service-call-coming.png') });
});

test('an item staff switch off shows "Ausverkauft" within a second and cannot be added, and comes back when switched on', async ({
  page,
  server,
}, testInfo) => {
  const token = await adminToken(server);
  const table = await newTable(server);
  const soupId = await menuItemId(server, 'FOOD', 'Suppen', 'Frittatensuppe');
  const live = liveConnection(page);
  await seatAt(page, server, table);
  await live;
  const card = page.locator('article.item-card').filter({ hasText: 'Frittatensuppe' });
  await expect(page.getByRole('button', { name: 'Frittatensuppe auswählen' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  try {
    await adminCall(server, token, 'PATCH', `/admin/menu/items/${soupId}/availability`, false);
    await expect(card.getByText('Ausverkauft')).toBeVisible({ timeout: 1500 });
    await expect(page.getByRole('button', { name: 'Frittatensuppe auswählen' })).toHaveCount(0);
    await card.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Gulaschsuppe auswählen' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('menu-sold-out.png') });

    await adminCall(server, token, 'PATCH', `/admin/menu/items/${soupId}/availability`, true);
    await expect(page.getByRole('button', { name: 'Frittatensuppe auswählen' })).toBeVisible({ timeout: 1500 });
    await expect(card.getByText('Ausverkauft')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  } finally {
    await adminCall(server, token, 'PATCH', `/admin/menu/items/${soupId}/availability`, true);
  }
});

/** Switches an extra off or on as the back office does: the whole extra, sent back with `active` changed. */
async function switchExtra(server: RunningServer, token: string, name: string, active: boolean): Promise<void> {
  const extras = await adminCall<AdminExtra[]>(server, token, 'GET', '/admin/addings');
  const { addingId, price, allergens, sortOrder, typeIds, categoryIds, translations } = extras.find((e) => e.name === name)!;
  const input = { name, price, allergens, sortOrder, typeIds, categoryIds, translations, active };
  await adminCall(server, token, 'PUT', `/admin/addings/${addingId}`, input);
}

/** Switches a whole menu type off or on, as the back office does. */
async function switchMenuType(server: RunningServer, token: string, code: string, active: boolean): Promise<void> {
  const types = await adminCall<AdminMenuType[]>(server, token, 'GET', '/admin/menu-types?onlyActive=false');
  const { typeId, name, sortOrder, translations } = types.find((t) => t.code === code)!;
  await adminCall(server, token, 'PUT', `/admin/menu-types/${typeId}`, { code, name, sortOrder, translations, active });
}

test('an extra switched off shows "Ausverkauft" in the open dialog, and a menu type switched off greys out all its items, live', async ({
  page,
  server,
}, testInfo) => {
  const token = await adminToken(server);
  const table = await newTable(server);
  const live = liveConnection(page);
  await seatAt(page, server, table);
  await live;
  await page.getByRole('button', { name: 'Frittatensuppe auswählen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Frittatensuppe' });
  const bacon = dialog.getByRole('checkbox', { name: /Speck/ });
  await bacon.check();
  const option = dialog.locator('label.extra-option').filter({ hasText: 'Speck' });

  try {
    await switchExtra(server, token, 'Speck', false);
    await expect(option.getByText('Ausverkauft')).toBeVisible({ timeout: 1500 });
    await expect(bacon).not.toBeChecked();
    await expect(bacon).toBeDisabled();
    await page.screenshot({ path: testInfo.outputPath('extra-sold-out.png') });

    await switchExtra(server, token, 'Speck', true);
    await expect(option.getByText('Ausverkauft')).toHaveCount(0, { timeout: 1500 });
    await expect(bacon).toBeEnabled();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();

    await switchMenuType(server, token, 'FOOD', false);
    const cards = page.locator('article.item-card');
    await expect(cards.filter({ hasText: 'Ausverkauft' })).toHaveCount(await cards.count(), { timeout: 1500 });
    await expect(page.getByRole('button', { name: /auswählen$/ })).toHaveCount(0);

    await switchMenuType(server, token, 'FOOD', true);
    await expect(page.getByRole('button', { name: 'Frittatensuppe auswählen' })).toBeVisible({ timeout: 1500 });
    await expect(cards.filter({ hasText: 'Ausverkauft' })).toHaveCount(0);
  } finally {
    await switchExtra(server, token, 'Speck', true);
    await switchMenuType(server, token, 'FOOD', true);
  }
});
