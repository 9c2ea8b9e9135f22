import { expectAccessible } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectNoHorizontalScroll, newTable, openCategory } from '../guest/guest-helpers.ts';
import { adminCall, adminToken, findOrder, submitLogin, useAdminToken } from './admin-helpers.ts';

test.describe('staff order entry on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('a waiter takes a table\'s order in the guest screens; the kitchen sees the note and "Vom Service erfasst"', async ({
    page,
    browser,
    server,
  }, testInfo) => {
    await adminCall(server, await adminToken(server), 'POST', '/user', {
      username: 'kellnerin-eva',
      password: 'kellnerin-eva-pw',
      roles: ['WAITER'],
    });
    const { tableNumber } = await newTable(server);

    await page.goto('/login');
    await submitLogin(page, 'kellnerin-eva', 'kellnerin-eva-pw');
    await expect(page).toHaveURL(/\/admin\/waiter$/);
    await page.getByRole('button', { name: 'Bestellung aufnehmen' }).click();
    const tables = page.getByRole('dialog', { name: 'Bestellung aufnehmen' });
    await expect(tables.getByRole('link', { name: 'Tisch 1', exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
    await page.screenshot({ path: testInfo.outputPath('take-order-tables-360.png') });
    await expectAccessible(page, 'the table choice of "Bestellung aufnehmen"');
    await tables.getByRole('link', { name: `Tisch ${tableNumber}`, exact: true }).click();

    // The guest's screens, marked as the waiter's order for the table.
    await expect(page).toHaveURL(/\/order\/choose$/);
    const banner = page.getByTestId('staff-banner');
    await expect(banner).toHaveText(`Bestellung für Tisch ${tableNumber} (Service)`);
    await expect(page.getByRole('button', { name: 'Kellner rufen' })).toHaveCount(0);
    await openCategory(page, 'Speisen', 'Suppen');
    await expect(banner).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath('staff-menu-360.png') });
    await page.getByRole('button', { name: 'Gulaschsuppe auswählen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gulaschsuppe' });
    await dialog.getByRole('checkbox', { name: /Extra Käse/ }).check();
    await dialog.getByLabel('Anmerkung (z. B. ohne Zwiebel)').fill('ohne Zwiebel');
    await expectNoHorizontalScroll(page);
    await dialog.getByRole('button', { name: /^In den Warenkorb/ }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: /^Warenkorb \(1\)/ }).click();
    const line = page.getByRole('listitem').filter({ hasText: 'Gulaschsuppe' });
    await expect(line).toContainText('Extra Käse');
    await expect(line).toContainText('Anmerkung: ohne Zwiebel');
    await expect(banner).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath('staff-basket-360.png') });
    await expectAccessible(page, 'the basket in staff mode');
    await page.getByRole('button', { name: 'Zur Kasse' }).click();
    await page.getByRole('button', { name: 'Bestellung absenden' }).click();
    await expect(page).toHaveURL(/\/order\/confirmation\?/);
    const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
    const orderId = new URL(page.url()).searchParams.get('orderId');
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath('staff-confirmation-360.png') });

    // On the table's bill like any guest order, in the waiter's name.
    expect(await findOrder(server, Number(orderNumber))).toMatchObject({
      tableNumber,
      enteredBy: 'kellnerin-eva',
      paymentStatus: 'PENDING',
    });

    await page.getByRole('button', { name: 'Zur Service-Ansicht' }).click();
    await expect(page).toHaveURL(/\/admin\/waiter$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Service' })).toBeVisible();

    await page.goto('/admin/kitchen');
    const ticket = page.getByRole('article', { name: orderNumber, exact: true });
    await expect(ticket).toContainText('1× Gulaschsuppe');
    await expect(ticket).toContainText('+ Extra Käse');
    await expect(ticket.getByTestId('line-note')).toHaveText('Anmerkung: ohne Zwiebel');
    await expect(ticket.getByTestId('entered-by')).toHaveText('Vom Service erfasst: kellnerin-eva');
    await ticket.screenshot({ path: testInfo.outputPath('kitchen-ticket-staff.png') });

    const office = await browser.newContext({ baseURL: server.publicUrl, locale: 'de-AT', viewport: { width: 1366, height: 850 } });
    try {
      const detail = await office.newPage();
      await useAdminToken(detail, server);
      await detail.goto(`/admin/orders/${orderId}`);
      await expect(detail.getByTestId('entered-by')).toHaveText('Vom Service erfasst: kellnerin-eva');
      await expect(detail.getByRole('table', { name: 'Artikel' })).toContainText('Anmerkung: ohne Zwiebel');
    } finally {
      await office.close();
    }
  });
});
