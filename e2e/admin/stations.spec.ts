import type { BrowserContext, Page } from '@playwright/test';
import type { Station, Table } from '@tischlein/api-types';
import { expectAccessible } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import type { RunningServer } from '../support/server.ts';
import { actOnOrder, adminCall, adminToken, placeGuestOrder, useAdminToken } from './admin-helpers.ts';

// Issue 35, point 7: two station screens side by side (Küche and Bar on 1024 px tablets) follow one order from the
// guest's checkout to "Abholbereit"; a later course waits greyed out until it is called.

const UI_SETTINGS_KEY = 'tischlein_ui_settings_v1';
const TABLET = { width: 1024, height: 768 };
const BAR_CATEGORIES = ['Alkoholfreie Getränke', 'Bier & Wein', 'Kaffee & Tee'];

/** A table of this file's own (other files' orders stay on theirs), and its QR code for the guest's phone. */
async function ownTable(server: RunningServer, tableNumber: number): Promise<string> {
  const token = await adminToken(server);
  const tables = await adminCall<{ content: Table[] }>(server, token, 'GET', '/admin/tables?size=100');
  const existing = tables.content.find((table) => table.tableNumber === tableNumber);
  return (existing ?? (await adminCall<Table>(server, token, 'POST', '/admin/tables', { tableNumber, seatingCapacity: 4 }))).qrCode;
}

const stations = async (server: RunningServer) => adminCall<Station[]>(server, await adminToken(server), 'GET', '/admin/stations');

/** A station's screen in a tab of its own, once it follows the live feed. */
async function openStation(context: BrowserContext, station: Station): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/admin/stations/${station.id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${station.name} · `) })).toBeVisible();
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'connected');
  return page;
}

const ticketAt = (page: Page, table: number) => page.getByRole('article', { name: `Tisch ${table}`, exact: true });
const linesOf = (ticket: ReturnType<typeof ticketAt>) => ticket.getByTestId('station-line');

test.describe('station screens', () => {
  test.use({ viewport: TABLET });

  // Later files share this server: lines of drinks go to the default station again.
  test.afterAll(async ({ server }) => {
    const token = await adminToken(server);
    for (const station of await stations(server)) {
      if (!station.isDefault) await adminCall(server, token, 'DELETE', `/admin/stations/${station.id}`);
    }
  });

  test('an admin sets up a Bar for the drinks; Küche and Bar side by side follow a beer and a schnitzel to "Abholbereit"', async ({
    page,
    context,
    server,
  }, testInfo) => {
    const table = 735;
    const qrCode = await ownTable(server, table);
    await useAdminToken(page, server);
    await page.goto('/admin/stations');
    await expect(page.getByRole('heading', { level: 1, name: 'Stationen' })).toBeVisible();
    await expect(page.getByTestId('station-row').filter({ hasText: 'Küche' })).toContainText('alle übrigen');

    await page.getByRole('button', { name: 'Neue Station' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Station' });
    await dialog.getByLabel('Name').fill('Bar');
    const categories = dialog.getByRole('combobox', { name: 'Kategorien' });
    for (const name of BAR_CATEGORIES) {
      await categories.click();
      await page.getByRole('option', { name, exact: true }).click();
    }
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('station-row').filter({ hasText: 'Bar' })).toContainText(BAR_CATEGORIES.join(', '));
    await page.screenshot({ path: testInfo.outputPath('stations-1024.png') });

    const all = await stations(server);
    const kitchenStation = all.find((station) => station.isDefault)!;
    const barStation = all.find((station) => station.name === 'Bar')!;
    expect(kitchenStation.name).toBe('Küche');

    // Two tablets side by side.
    const kitchen = await openStation(context, kitchenStation);
    const bar = await openStation(context, barStation);

    const placed = await placeGuestOrder(server, {
      items: [{ name: 'Zwickl Bier 0,5 l' }, { name: 'Wiener Schnitzel vom Kalb' }],
      tableQrCode: qrCode,
    });
    // Not before the order is approved (neither station shows lines at once).
    await expect(bar.getByTestId('station-ticket')).toHaveCount(0);
    await actOnOrder(server, placed.orderNumber, 'approve');

    const atBar = ticketAt(bar, table);
    const atKitchen = ticketAt(kitchen, table);
    await expect(linesOf(atBar)).toHaveText([/^1×\s*Zwickl Bier 0,5 l\s*Zuzubereiten\s*Tippen: Fertig$/]);
    await expect(linesOf(atKitchen)).toHaveText([/^1×\s*Wiener Schnitzel vom Kalb\s*Hauptgang · Zuzubereiten\s*Tippen: Fertig$/]);
    await expect(atBar).toContainText(`Bestellung ${placed.orderNumber}`);
    await expect(atKitchen.getByTestId('ticket-timer')).toHaveText('0 Min.');
    await kitchen.screenshot({ path: testInfo.outputPath('station-kuche-1024.png'), fullPage: true });
    await bar.screenshot({ path: testInfo.outputPath('station-bar-1024.png'), fullPage: true });
    for (const screen of [kitchen, bar]) {
      expect(await screen.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    }

    await atBar.getByRole('button', { name: 'Alles fertig' }).click();
    await expect(linesOf(atBar)).toHaveAttribute('data-state', 'READY');
    await expect(atBar.getByRole('button', { name: 'Alles fertig' })).toBeDisabled();
    // The kitchen's line is still to make: the waiter has nothing to pick up yet.
    await expect(linesOf(atKitchen)).toHaveAttribute('data-state', 'TO_PREPARE');

    await page.goto('/admin/waiter');
    await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'connected');
    const pickup = page.getByTestId('pickup-order').filter({ hasText: `Tisch ${table} · Bestellung ${placed.orderNumber}` });
    await expect(pickup).toHaveCount(0);

    const schnitzel = atKitchen.getByRole('button', {
      name: /^1×\s*Wiener Schnitzel vom Kalb\s*Hauptgang · Zuzubereiten\s*Tippen: Fertig$/,
    });
    await schnitzel.click();
    await expect(linesOf(atKitchen)).toHaveAttribute('data-state', 'READY');
    // Live on the waiter's screen: "Abholbereit" with the table.
    await expect(page.getByRole('region', { name: 'Abholbereit' })).toContainText('Abholbereit');
    await expect(pickup).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('waiter-pickup-1024.png') });
    await expectAccessible(page, 'the waiter view with an order to pick up');

    // Served at both: the tickets leave the screens.
    await linesOf(atBar).click();
    await expect(atBar).toHaveCount(0);
    await linesOf(atKitchen).click();
    await expect(atKitchen).toHaveCount(0);
    await expect(pickup).toHaveCount(0);
  });

  test('a dessert waits greyed out until "Dessert abrufen"; the screen is accessible and speaks English', async ({
    page,
    server,
  }, testInfo) => {
    const table = 736;
    const qrCode = await ownTable(server, table);
    const kitchenStation = (await stations(server)).find((station) => station.isDefault)!;
    const placed = await placeGuestOrder(server, { items: [{ name: 'Frittatensuppe' }, { name: 'Kaiserschmarrn' }], tableQrCode: qrCode });
    await actOnOrder(server, placed.orderNumber, 'approve');

    await useAdminToken(page, server);
    await page.goto(`/admin/stations/${kitchenStation.id}`);
    const ticket = ticketAt(page, table);
    const [soup, dessert] = [linesOf(ticket).filter({ hasText: 'Frittatensuppe' }), linesOf(ticket).filter({ hasText: 'Kaiserschmarrn' })];
    await expect(soup).toHaveAttribute('data-state', 'TO_PREPARE');
    await expect(dessert).toHaveAttribute('data-state', 'HELD');
    await expect(dessert).toContainText('Dessert · wartet auf Abruf');
    await expect(dessert).toBeDisabled();
    expect(Number(await dessert.evaluate((line) => getComputedStyle(line).opacity))).toBeLessThan(0.6);
    // Called lines first: the soup above the dessert.
    await expect(linesOf(ticket)).toHaveText([/Frittatensuppe/, /Kaiserschmarrn/]);
    await expectAccessible(page, 'the station screen with a held course');
    await page.screenshot({ path: testInfo.outputPath('station-held-course-1024.png'), fullPage: true });

    // "Alles fertig" takes the called lines only.
    await ticket.getByRole('button', { name: 'Alles fertig' }).click();
    await expect(soup).toHaveAttribute('data-state', 'READY');
    await expect(dessert).toHaveAttribute('data-state', 'HELD');

    // In English the same ticket calls the dessert.
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ lang: 'en' })), UI_SETTINGS_KEY);
    await page.reload();
    const englishTicket = page.getByRole('article', { name: `Table ${table}`, exact: true });
    await expect(englishTicket.getByTestId('station-line').filter({ hasText: 'Kaiserschmarrn' })).toContainText(
      'Dessert · waiting to be called',
    );
    await englishTicket.getByRole('button', { name: 'Call Dessert' }).click();
    const called = englishTicket.getByTestId('station-line').filter({ hasText: 'Kaiserschmarrn' });
    await expect(called).toHaveAttribute('data-state', 'TO_PREPARE');
    await expect(called).toHaveAccessibleName(/^1×\s*Kaiserschmarrn\s*Dessert · To prepare\s*Tap: Ready$/);
    expect(Number(await called.evaluate((line) => getComputedStyle(line).opacity))).toBe(1);
    await expect(englishTicket.getByRole('button', { name: 'Call Dessert' })).toHaveCount(0);
    await expect(englishTicket.getByRole('button', { name: 'All ready' })).toBeEnabled();
  });

  test('the order page changes a line while the order is open: the station follows, the history says what changed', async ({
    page,
    context,
    server,
  }) => {
    const table = 738;
    const qrCode = await ownTable(server, table);
    const kitchenStation = (await stations(server)).find((station) => station.isDefault)!;
    const placed = await placeGuestOrder(server, { items: [{ name: 'Tafelspitz' }, { name: 'Rindsgulasch' }], tableQrCode: qrCode });
    const approved = await actOnOrder(server, placed.orderNumber, 'approve');

    await useAdminToken(page, server);
    await page.goto(`/admin/orders/${approved.orderId}/show`);
    const kitchen = await openStation(context, kitchenStation);
    await page.getByRole('button', { name: 'Menge erhöhen: Tafelspitz' }).click();
    await expect(page.getByText('Menge Tafelspitz: 1 → 2')).toBeVisible();
    await expect(linesOf(ticketAt(kitchen, table)).filter({ hasText: 'Tafelspitz' })).toContainText('2×');

    await page.getByRole('button', { name: 'Menge verringern: Rindsgulasch' }).click();
    await expect(page.getByText('Position entfernt: 1× Rindsgulasch')).toBeVisible();
    await expect(linesOf(ticketAt(kitchen, table))).toHaveCount(1);
    // The last line goes with the whole order ("Stornieren"): the server says so.
    await page.getByRole('button', { name: 'Menge verringern: Tafelspitz' }).click();
    await page.getByRole('button', { name: 'Menge verringern: Tafelspitz' }).click();
    await expect(page.getByText(/die ganze Bestellung entfernt „Stornieren“/)).toBeVisible();
  });
});
