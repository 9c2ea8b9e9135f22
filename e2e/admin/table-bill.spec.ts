import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { StartedSession, Table } from '@tischlein/api-types';
import { expect, test } from '../support/fixtures.ts';
import type { RunningServer } from '../support/server.ts';
import { adminCall, adminToken, submitLogin } from './admin-helpers.ts';
import { readPdf } from './pdf-reader.ts';

// Issue 30: a waiter closes a table of four on a phone. The guests ordered through the table's shared basket; two pay
// their own lines by card, the other two share the rest in cash; every invoice is read back from its PDF.

const euro = (cents: number) => new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function guestCall<T>(server: RunningServer, guest: StartedSession, method: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${server.url}/api/sessions/${guest.sessionId}${path}`, {
    method,
    headers: { Authorization: `Bearer ${guest.jwt}`, 'Content-Type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/** The invoice of the last part paid: its number (from its button) and what its PDF prints. */
async function lastInvoice(page: Page): Promise<string> {
  const button = page.getByTestId('bill-payment').last().getByRole('button');
  const number = (await button.textContent())!.replace(/^Rechnung\s*/i, '').trim();
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  const text = readPdf(readFileSync((await download.path())!)).lines.join('\n');
  expect(text).toContain(number);
  return number + '\n' + text;
}

test.describe('closing a table on the waiter phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('four guests: two pay their own lines by card, two share the rest in cash; each part has its invoice', async ({ page, server }) => {
    test.setTimeout(180_000);
    const token = await adminToken(server);
    await adminCall(server, token, 'POST', '/user', { username: 'kellner-tisch', password: 'kellner-tisch-pw', roles: ['WAITER'] });
    const tables = await adminCall<{ content: Table[] }>(server, token, 'GET', '/admin/tables?size=100');
    const table = tables.content.find((t) => t.tableNumber === 9)!;
    const menu = await adminCall<{ content: Array<{ menuItemId: number; name: string }> }>(
      server,
      token,
      'GET',
      '/admin/menu/items?size=200',
    );
    const byName = (name: string) => menu.content.find((i) => i.name === name)!.menuItemId;

    // Four phones at table 9, one shared basket: Anna and Ben (named) and two more guests.
    const guests: StartedSession[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${server.url}/api/sessions/start/${table.qrCode}`, { method: 'POST' });
      guests.push((await response.json()) as StartedSession);
    }
    const [anna, ben, cara, dino] = guests;
    await guestCall(server, anna, 'PATCH', '', { guestName: 'Anna' });
    await guestCall(server, ben, 'PATCH', '', { guestName: 'Ben' });
    await guestCall(server, anna, 'POST', '/basket/items', { menuItemId: byName('Wiener Schnitzel vom Kalb') });
    await guestCall(server, ben, 'POST', '/basket/items', { menuItemId: byName('Rindsgulasch') });
    await guestCall(server, cara, 'POST', '/basket/items', { menuItemId: byName('Käsespätzle') });
    await guestCall(server, dino, 'POST', '/basket/items', { menuItemId: byName('Märzen Bier 0,3 l'), quantity: 3 });
    await guestCall(server, cara, 'POST', '/checkout', { paymentMethod: 'CASH' });
    const rest = 1450 + 1170;

    await page.goto('/login');
    await submitLogin(page, 'kellner-tisch', 'kellner-tisch-pw');
    await expect(page).toHaveURL(/\/admin\/waiter$/);
    const card = page.getByRole('region', { name: 'Tisch 9', exact: true });
    await expect(card.getByTestId('table-bill-open')).toHaveText(`Offen: ${euro(2490 + 1590 + rest)}`);
    await card.getByRole('link', { name: 'Rechnung' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/waiter/tables/${table.tableId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Tisch 9' })).toBeVisible();
    await expect(page.getByTestId('bill-guest')).toHaveCount(4);
    expect(await scrollsSideways(page)).toBe(false);
    await page.screenshot({ path: test.info().outputPath('table-bill-open.png'), fullPage: true });

    const invoices: string[] = [];
    // Anna, then Ben: each their own lines, by card.
    for (const [name, dish, cents] of [
      ['Anna', 'Wiener Schnitzel vom Kalb', 2490],
      ['Ben', 'Rindsgulasch', 1590],
    ] as const) {
      const guest = page.getByRole('region', { name, exact: true });
      await expect(guest.getByTestId('bill-guest-total')).toHaveText(euro(cents));
      await guest.getByRole('button', { name: 'Getrennt zahlen' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('pay-due')).toHaveText(`Zu zahlen: ${euro(cents)}`);
      await dialog.getByRole('radio', { name: 'Karte' }).check();
      await dialog.getByRole('button', { name: 'Bezahlen' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('region', { name, exact: true })).toHaveCount(0);
      const invoice = await lastInvoice(page);
      expect(invoice).toContain(dish);
      expect(invoice).toContain('Kartenzahlung');
      expect(invoice).toContain('Tisch');
      invoices.push(invoice);
    }
    await expect(page.getByTestId('bill-open')).toContainText(`Offen: ${euro(rest)}`);

    // The other two share the rest in two equal parts, cash: 13,10 € each.
    await page.getByLabel('Gleiche Teile').fill('2');
    for (const given of ['20', '15']) {
      await page.getByRole('button', { name: /Einen Teil bezahlen/ }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('pay-due')).toHaveText(`Zu zahlen: ${euro(rest / 2)}`);
      await dialog.getByRole('radio', { name: 'Bar' }).check();
      await dialog.getByLabel('Gegeben (€)').fill(given);
      await expect(dialog).toContainText(`Rückgeld: ${euro(Number(given) * 100 - rest / 2)}`);
      await dialog.getByRole('button', { name: 'Bezahlen' }).click();
      await expect(dialog).toBeHidden();
      const invoice = await lastInvoice(page);
      expect(invoice).toContain('Barzahlung');
      expect(invoice).toContain(
        euro(rest / 2)
          .replace(/\s/g, ' ')
          .replace('€ ', '')
          .trim(),
      );
      invoices.push(invoice);
    }
    await expect(page.getByText('Alles bezahlt.')).toBeVisible();
    expect(new Set(invoices.map((text) => text.split('\n')[0])).size).toBe(4);
    expect(await scrollsSideways(page)).toBe(false);
    await page.screenshot({ path: test.info().outputPath('table-bill-settled.png'), fullPage: true });

    // Settled: the table is freed and the guests' phones are let go.
    await page.getByRole('button', { name: 'Tisch freigeben' }).click();
    await expect(page.getByText('Tisch freigegeben')).toBeVisible();
    const after = await fetch(`${server.url}/api/sessions/${anna.sessionId}/basket`, { headers: { Authorization: `Bearer ${anna.jwt}` } });
    expect(after.status).toBe(401);
  });
});
