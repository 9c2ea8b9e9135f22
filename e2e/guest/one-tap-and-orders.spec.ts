import { adminCall, adminToken } from '../support/admin-api.ts';
import { expectAccessible } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectNoHorizontalScroll, liveConnection, newTable, openCategory, phone, startAtTable } from './guest-helpers.ts';

// Issue 32, points 2 and 3: an item no extra fits goes into the basket with one tap (a confirmation with undo, then a
// stepper on the menu); every phone at a table finds the table's orders with their live status, also after a reload.

const BEER = 'Zwickl Bier 0,5 l';

test('three beers are three taps: one tap adds, the toast undoes, the stepper counts, in German, English and Arabic', async ({
  page,
  server,
}, testInfo) => {
  await startAtTable(page, server);
  await openCategory(page, 'Getränke', 'Bier & Wein');
  const beer = page.getByRole('article').filter({ hasText: BEER });

  await beer.getByRole('button', { name: `${BEER} in den Warenkorb legen` }).click();
  // No dialog: the toast confirms, with a way back.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const toast = page.getByRole('status').filter({ hasText: `${BEER} liegt im Warenkorb.` });
  await expect(toast).toBeVisible();
  const stepper = beer.getByRole('group', { name: `${BEER}: 1 im Warenkorb` });
  await expect(stepper).toBeVisible();
  await stepper.getByRole('button', { name: `Noch ein ${BEER}` }).click();
  await expect(beer.getByRole('group', { name: `${BEER}: 2 im Warenkorb` })).toBeVisible();
  await beer.getByRole('button', { name: `Noch ein ${BEER}` }).click();
  await expect(beer.getByRole('group', { name: `${BEER}: 3 im Warenkorb` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Warenkorb \(3\)/ })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: testInfo.outputPath('one-tap-de-360.png') });

  // "Rückgängig" takes the last one out again; "−" one more.
  await page.getByRole('button', { name: 'Rückgängig' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${BEER} wieder entfernt.` })).toBeVisible();
  await expect(beer.getByRole('group', { name: `${BEER}: 2 im Warenkorb` })).toBeVisible();
  await beer.getByRole('button', { name: `Ein ${BEER} entfernen` }).click();
  await expect(beer.getByRole('group', { name: `${BEER}: 1 im Warenkorb` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Warenkorb \(1\)/ })).toBeVisible();
  await expectAccessible(page, 'the menu with a stepper');

  // An item extras fit still opens its dialog.
  await page.getByRole('navigation', { name: 'Kategorien' }).getByRole('button', { name: 'Alkoholfreie Getränke' }).click();
  await page.getByRole('button', { name: 'Almdudler 0,35 l auswählen' }).click();
  await expect(page.getByRole('dialog', { name: 'Almdudler 0,35 l' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // In English and Arabic the same controls speak the guest's language.
  await page.getByRole('navigation', { name: 'Kategorien' }).getByRole('button', { name: 'Bier & Wein' }).click();
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
  await expect(beer.getByRole('group', { name: `${BEER}: 1 in the basket` })).toBeVisible();
  await beer.getByRole('button', { name: `One more ${BEER}` }).click();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(beer.getByRole('group', { name: `${BEER}: 2 in the basket` })).toBeVisible();
  const wine = page.getByRole('article').filter({ hasText: 'Grüner Veltliner 1/8' });
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await wine.getByRole('button', { name: 'أضف Grüner Veltliner 1/8 إلى السلة' }).click();
  await expect(page.getByRole('button', { name: 'تراجع' })).toBeVisible();
  await expect(wine.getByRole('group', { name: 'Grüner Veltliner 1/8: 1 في السلة' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: testInfo.outputPath('one-tap-ar-360.png') });
});

test('the second phone at a table finds the order the first one sent after a reload, with its live status', async ({
  browser,
  server,
}, testInfo) => {
  const token = await adminToken(server);
  const table = await newTable(server);
  const [anna, ben] = await Promise.all([phone(browser, server), phone(browser, server)]);
  try {
    await startAtTable(anna, server, table.qrCode);
    await startAtTable(ben, server, table.qrCode);
    await openCategory(anna, 'Getränke', 'Bier & Wein');
    await anna.getByRole('button', { name: `${BEER} in den Warenkorb legen` }).click();
    await expect(anna.getByRole('button', { name: /^Warenkorb \(1\)/ })).toBeVisible();
    // Ben sends the table's basket.
    await ben.goto('/order/checkout');
    await ben.getByRole('button', { name: 'Bestellung absenden' }).click();
    await expect(ben).toHaveURL(/\/order\/confirmation\?/);
    const orderId = Number(new URL(ben.url()).searchParams.get('orderId'));
    const orderNumber = (await ben.getByTestId('order-number').textContent())!.trim();

    // Anna reloads: the table's order is one tap away at the bottom of the menu.
    await anna.reload();
    const annaLive = liveConnection(anna);
    await anna.getByRole('button', { name: 'Bestellungen', exact: true }).click();
    await expect(anna).toHaveURL(/\/order\/orders$/);
    await annaLive;
    const card = anna.getByTestId('session-order').filter({ hasText: `Bestellung ${orderNumber}` });
    await expect(card).toContainText(`1× ${BEER}`);
    await expect(card.getByTestId('session-order-status')).toHaveText('Neu');
    await expectNoHorizontalScroll(anna);
    await expectAccessible(anna, 'the table’s orders');

    // The kitchen accepts: the status changes on Anna's phone without a reload, in her language.
    await anna.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await expect(
      anna
        .getByTestId('session-order')
        .filter({ hasText: `Order ${orderNumber}` })
        .getByTestId('session-order-status'),
    ).toHaveText('New');
    await adminCall(server, token, 'POST', `/admin/orders/${orderId}/approve`);
    await expect(anna.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(
      anna
        .getByTestId('session-order')
        .filter({ hasText: `Order ${orderNumber}` })
        .getByTestId('session-order-status'),
    ).toHaveText('Accepted');
    await anna.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect(anna.getByTestId('session-order-status')).toHaveText('مقبول');
    await anna.screenshot({ path: testInfo.outputPath('orders-ar-360.png'), fullPage: true });
    // Details lead to the order's own page.
    await anna.getByRole('combobox', { name: 'اللغة' }).selectOption('de');
    await anna.getByRole('button', { name: `Details zu Bestellung ${orderNumber}` }).click();
    await expect(anna).toHaveURL(new RegExp(`/order/confirmation\\?orderId=${orderId}$`));
    await expect(anna.getByTestId('order-status')).toHaveText('Angenommen');

    // Ben goes on with "Neue Bestellung" (a new session, as the spec says): the table's order stays in his list.
    await ben.getByRole('button', { name: 'Neue Bestellung' }).click();
    await expect(ben).toHaveURL(/\/order\/choose$/);
    await ben.goto('/order/orders');
    const bens = ben.getByTestId('session-order').filter({ hasText: `Bestellung ${orderNumber}` });
    await expect(bens.getByTestId('session-order-status')).toHaveText('Angenommen');
  } finally {
    await Promise.all([anna.context().close(), ben.context().close()]);
  }
});
