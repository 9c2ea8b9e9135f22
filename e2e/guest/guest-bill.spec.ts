import type { Page } from '@playwright/test';
import type { Category, MenuItem, Schema, StaffServiceCall } from '@tischlein/api-types';
import { adminCall, adminToken } from '../support/admin-api.ts';
import { expectAccessible } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import type { RunningServer } from '../support/server.ts';
import { expectNoHorizontalScroll, liveConnection, newTable, openCategory, phone, startAtTable } from './guest-helpers.ts';

// Issue 30, point 3 ("Guests see their bill"): on a phone at the table, "Meine Positionen" and the whole table with
// totals; "Rechnung bitte" says "nur meine Positionen" or "für den ganzen Tisch", and staff see which (and whose).

async function addToBasket(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `${name} auswählen` }).click();
  await page
    .getByRole('dialog', { name })
    .getByRole('button', { name: /In den Warenkorb/ })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** The soups' prices in euro, as the guest menu has them. */
async function soupPrices(server: RunningServer): Promise<Map<string, number>> {
  const categories = (await (await fetch(`${server.url}/api/menu/categories?type=FOOD`)).json()) as Category[];
  const { categoryId } = categories.find((c) => c.name === 'Suppen')!;
  const items = (await (await fetch(`${server.url}/api/menu/items?category=${categoryId}`)).json()) as MenuItem[];
  return new Map(items.map((item) => [item.name, item.basePrice]));
}

/** An amount as the guest app shows it in German ("€ 4,90" in de-AT), with a plain space. */
const euro = (amount: number) => new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' }).format(amount).replace(/\s/g, ' ');

test('two guests at one table: each sees their own lines and the whole table, and asks for the bill of their own lines', async ({
  browser,
  server,
}, testInfo) => {
  const token = await adminToken(server);
  const table = await newTable(server);
  const prices = await soupPrices(server);
  const frittaten = prices.get('Frittatensuppe')!;
  const gulasch = prices.get('Gulaschsuppe')!;
  const [anna, ben] = await Promise.all([phone(browser, server), phone(browser, server)]);
  try {
    // Anna gives her name; Ben stays "Gast n".
    await startAtTable(anna, server, table.qrCode);
    await anna.goto('/order/basket');
    const shared = anna.getByRole('region', { name: 'Gemeinsamer Warenkorb' });
    await shared.getByLabel(/Dein Name/).fill('Anna');
    await shared.getByRole('button', { name: 'Speichern' }).click();
    await expect(shared.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    await anna.goto('/order/choose');
    const annaLive = liveConnection(anna);
    await openCategory(anna, 'Speisen', 'Suppen');
    await annaLive;
    const benLive = liveConnection(ben);
    await startAtTable(ben, server, table.qrCode);
    await openCategory(ben, 'Speisen', 'Suppen');
    await benLive;

    // Both add a dish to the shared basket; Ben sends it.
    await addToBasket(anna, 'Frittatensuppe');
    await expect(ben.getByRole('button', { name: /^Warenkorb \(1\)/ })).toBeVisible();
    await addToBasket(ben, 'Gulaschsuppe');
    await expect(anna.getByRole('button', { name: /^Warenkorb \(2\)/ })).toBeVisible();
    await ben.goto('/order/checkout');
    await ben.getByRole('button', { name: 'Bestellung absenden' }).click();
    await expect(ben).toHaveURL(/\/order\/confirmation\?/);

    // Anna opens the bill from the top bar: her own lines first.
    await anna.getByRole('group', { name: 'Service am Tisch' }).getByRole('button', { name: 'Rechnung ansehen' }).click();
    await expect(anna).toHaveURL(/\/order\/bill$/);
    await expect(anna.getByRole('heading', { level: 1, name: 'Rechnung' })).toBeVisible();
    const mineTab = anna.getByRole('tab', { name: 'Meine Positionen' });
    await expect(mineTab).toHaveAttribute('aria-selected', 'true');
    const mine = anna.getByRole('tabpanel', { name: 'Meine Positionen' });
    await expect(mine.getByRole('listitem')).toHaveCount(1);
    await expect(mine.getByRole('listitem')).toContainText(`1× Frittatensuppe${euro(frittaten)}`);
    await expect(mine).toContainText(`Meine Summe${euro(frittaten)}`);
    await expect(mine).not.toContainText('Gulaschsuppe');
    await expectNoHorizontalScroll(anna);
    await expectAccessible(anna, 'the bill, "Meine Positionen"');
    await anna.screenshot({ path: testInfo.outputPath('bill-mine.png'), fullPage: true });

    // The whole table, by guest, with subtotals and the total (the arrow key moves to the tab).
    await mineTab.focus();
    await anna.keyboard.press('ArrowRight');
    const tableTab = anna.getByRole('tab', { name: 'Ganzer Tisch' });
    await expect(tableTab).toBeFocused();
    await expect(tableTab).toHaveAttribute('aria-selected', 'true');
    const whole = anna.getByRole('tabpanel', { name: 'Ganzer Tisch' });
    await expect(mine).toBeHidden();
    const annaSection = whole.getByRole('region', { name: 'Anna (du)' });
    const benSection = whole.getByRole('region', { name: /^Gast \d+$/ });
    await expect(annaSection.getByRole('listitem')).toHaveText([`1× Frittatensuppe${euro(frittaten)}`]);
    await expect(annaSection).toContainText(`Zwischensumme${euro(frittaten)}`);
    await expect(benSection.getByRole('listitem')).toHaveText([`1× Gulaschsuppe${euro(gulasch)}`]);
    await expect(benSection).toContainText(`Zwischensumme${euro(gulasch)}`);
    await expect(whole).toContainText(`Tisch gesamt${euro(frittaten + gulasch)}`);
    await expectNoHorizontalScroll(anna);
    await expectAccessible(anna, 'the bill, "Ganzer Tisch"');
    await anna.screenshot({ path: testInfo.outputPath('bill-table.png'), fullPage: true });

    // "Rechnung bitte" for Anna's lines only, in cash.
    const annaService = anna.getByRole('group', { name: 'Service am Tisch' });
    await annaService.getByRole('button', { name: 'Rechnung bitte' }).click();
    const dialog = anna.getByRole('dialog', { name: 'Rechnung bitte' });
    await expect(dialog.getByRole('radio', { name: 'für den ganzen Tisch' })).toBeChecked();
    await dialog.getByRole('radio', { name: 'nur meine Positionen' }).check();
    await expectNoHorizontalScroll(anna);
    await expectAccessible(anna, '"Rechnung bitte" with the choice for whom');
    await anna.screenshot({ path: testInfo.outputPath('bill-call-dialog.png') });
    await dialog.getByRole('button', { name: 'Bar' }).click();
    const requested = annaService.getByRole('button', { name: /Rechnung wurde angefordert/ });
    await expect(requested).toBeDisabled();
    await expect(requested).toContainText('nur meine Positionen');
    // Ben's phone hears of the call live: it is not his.
    await expect(
      ben.getByRole('group', { name: 'Service am Tisch' }).getByRole('button', { name: /Rechnung wurde angefordert/ }),
    ).toContainText('für einen anderen Gast');
    await anna.screenshot({ path: testInfo.outputPath('bill-call-own.png') });

    // Staff see a bill call for Anna's lines: scope OWN and her session as the guest.
    const annaSession = await anna.evaluate(
      () => (JSON.parse(localStorage.getItem('tischlein_session_v1')!) as { sessionId: string }).sessionId,
    );
    const calls = await adminCall<StaffServiceCall[]>(server, token, 'GET', '/admin/service-calls');
    const call = calls.find((c) => c.tableNumber === table.tableNumber && c.kind === 'BILL');
    expect(call).toMatchObject({ status: 'OPEN', paymentMethod: 'CASH', billScope: 'OWN', guestKey: annaSession });

    // The waiter takes Ben's soup: it leaves Anna's bill without a reload.
    const tables = await adminCall<Array<Schema<'OpenTableDto'>>>(server, token, 'GET', '/admin/bills');
    const { tableId } = tables.find((t) => t.tableNumber === table.tableNumber)!;
    const bill = await adminCall<Schema<'TableBillDto'>>(server, token, 'GET', `/admin/bills/${tableId}`);
    const soup = bill.guests.flatMap((g) => g.lines).find((l) => l.menuItemName === 'Gulaschsuppe')!;
    await adminCall(server, token, 'POST', `/admin/bills/${tableId}/payments`, {
      paymentMethod: 'CARD',
      tipCents: 0,
      lines: [{ orderItemId: soup.orderItemId, quantity: 1 }],
    });
    await expect(whole.getByRole('region', { name: /^Gast \d+$/ })).toHaveCount(0);
    await expect(whole).toContainText(`Tisch gesamt${euro(frittaten)}`);
  } finally {
    await Promise.all([anna.context().close(), ben.context().close()]);
  }
});
