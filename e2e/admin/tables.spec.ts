import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { openCategory } from '../guest/guest-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import type { RunningServer } from '../support/server.ts';
import { adminCall, adminToken, useAdminToken } from './admin-helpers.ts';
import { readPdf } from './pdf-reader.ts';

interface Table {
  tableId: number;
  tableNumber: number;
  name: string | null;
  area: string | null;
  seatingCapacity: number;
  qrCode: string;
  active: boolean;
  orderUrl: string;
}

async function activeTables(server: RunningServer): Promise<Table[]> {
  const token = await adminToken(server);
  return (await adminCall<{ content: Table[] }>(server, token, 'GET', '/admin/tables?size=100&sort=tableNumber,asc')).content;
}

async function tableByNumber(server: RunningServer, tableNumber: number): Promise<Table | undefined> {
  return (await activeTables(server)).find((table) => table.tableNumber === tableNumber);
}

/** A number no active table carries (other suites may have added tables on this server). */
async function freeTableNumber(server: RunningServer): Promise<number> {
  return Math.max(40, ...(await activeTables(server)).map((table) => table.tableNumber)) + 1;
}

/** The table numbers of the list's rows, top to bottom. */
const rowNumbers = async (page: Page) =>
  (
    await page
      .locator('tbody tr')
      .getByRole('link', { name: /^Tisch \d+( · .+)?$/ })
      .allTextContents()
  ).map((text) => Number(/^Tisch (\d+)/.exec(text)![1]));

/** Creates a table through the back office's form and waits for its detail page. */
async function createTable(page: Page, tableNumber: number, seats?: number): Promise<void> {
  await page.goto('/admin/tables');
  await page.getByRole('link', { name: 'Neuer Tisch' }).click();
  await expect(page).toHaveURL(/\/admin\/tables\/create$/);
  await page.getByRole('spinbutton', { name: 'Tischnummer' }).fill(String(tableNumber));
  if (seats !== undefined) await page.getByRole('spinbutton', { name: 'Sitzplätze' }).fill(String(seats));
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText(`Tisch ${tableNumber} angelegt.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/tables\/\d+$/);
}

test.describe('tables', () => {
  test('lists the tables by number, 10 a page, and searches and sorts them', async ({ page, server }) => {
    const tables = await activeTables(server);
    expect(tables.length).toBeGreaterThan(10);
    await useAdminToken(page, server);
    await page.goto('/admin');
    await page.getByTestId('panel-tables').click();
    await expect(page).toHaveURL(/\/admin\/tables/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tische' })).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(10);
    expect(await rowNumbers(page)).toEqual(tables.slice(0, 10).map((t) => t.tableNumber));

    await page.getByRole('combobox', { name: /Zeilen pro Seite/ }).click();
    await expect(page.getByRole('option')).toHaveText(['5', '10', '20', '50', '100']);
    await page.getByRole('option', { name: '5', exact: true }).click();
    await expect(page.locator('tbody tr')).toHaveCount(5);

    await page.getByRole('combobox', { name: 'Reihenfolge' }).click();
    await page.getByRole('option', { name: 'Absteigend' }).click();
    await expect
      .poll(() => rowNumbers(page))
      .toEqual(
        tables
          .map((t) => t.tableNumber)
          .reverse()
          .slice(0, 5),
      );

    await page.getByRole('combobox', { name: 'Sortieren nach' }).click();
    await expect(page.getByRole('option')).toHaveText(['Tischnummer', 'Sitzplätze', 'Angelegt', 'Geändert']);
    await page.getByRole('option', { name: 'Sitzplätze' }).click();
    const mostSeats = Math.max(...tables.map((t) => t.seatingCapacity));
    await expect(page.locator('tbody tr').first()).toContainText(String(mostSeats));

    // Search by number (from the start) and by QR code.
    await page.getByRole('searchbox', { name: 'Nummer, Name, Bereich oder QR-Code' }).fill('1');
    await expect.poll(() => rowNumbers(page).then((n) => n.every((x) => String(x).startsWith('1')) && n.length > 0)).toBe(true);
    const third = tables.find((t) => t.tableNumber === 3)!;
    await page.getByRole('searchbox', { name: 'Nummer, Name, Bereich oder QR-Code' }).fill(third.qrCode);
    await expect.poll(() => rowNumbers(page)).toEqual([3]);
    await page.getByRole('searchbox', { name: 'Nummer, Name, Bereich oder QR-Code' }).fill('keinTischHeisstSo');
    await expect(page.getByText('Keine Tische gefunden')).toBeVisible();
  });

  test('creates, edits and deletes a table, checking the form while typing', async ({ page, server }) => {
    const n = await freeTableNumber(server);
    await useAdminToken(page, server);
    await page.goto('/admin/tables');
    await page.getByRole('link', { name: 'Neuer Tisch' }).click();
    await expect(page).toHaveURL(/\/admin\/tables\/create$/);
    const number = page.getByRole('spinbutton', { name: 'Tischnummer' });
    const seats = page.getByRole('spinbutton', { name: 'Sitzplätze' });
    await expect(seats).toHaveValue('4');
    await expect(number).toBeFocused();

    // Checked on input, before any save.
    await number.fill('7');
    await number.fill('');
    await expect(page.getByText('Pflichtfeld')).toBeVisible();
    await seats.fill('0');
    await expect(page.getByText('Mindestens 1 Sitzplatz')).toBeVisible();
    await seats.fill('6');
    await expect(page.getByText('Mindestens 1 Sitzplatz')).toBeHidden();

    // A number an active table already carries: the server refuses, the form says why.
    await number.fill('1');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Speichern fehlgeschlagen. Bitte Eingaben prüfen.')).toBeVisible();
    await expect(page.getByText('Tischnummer ist bereits vergeben.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/tables\/create$/);

    await number.fill(String(n));
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText(`Tisch ${n} angelegt.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/tables\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Tisch ${n}` })).toBeVisible();
    const created = (await tableByNumber(server, n))!;
    expect(created.seatingCapacity).toBe(6);

    await page.getByRole('link', { name: 'Bearbeiten' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/tables/${created.tableId}/edit$`));
    await expect(page.getByRole('spinbutton', { name: 'Tischnummer' })).toHaveValue(String(n));
    await page.getByRole('spinbutton', { name: 'Sitzplätze' }).fill('8');
    // A name beside the number (printed on its code) and the area it stands in, both optional.
    await page.getByRole('textbox', { name: 'Name' }).fill('Fensterplatz');
    await page.getByRole('textbox', { name: 'Bereich' }).fill('Terrasse');
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Tisch ${n} aktualisiert.`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/tables/${created.tableId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Tisch ${n} · Fensterplatz` })).toBeVisible();
    expect(await tableByNumber(server, n)).toMatchObject({ seatingCapacity: 8, name: 'Fensterplatz', area: 'Terrasse' });

    // Delete from the list: confirmed, then the table is deactivated (its orders would stay).
    await page.goto('/admin/tables');
    await page.getByRole('searchbox', { name: 'Nummer, Name, Bereich oder QR-Code' }).fill(String(n));
    await expect.poll(() => rowNumbers(page)).toEqual([n]);
    await page.getByRole('button', { name: `Tisch ${n} löschen` }).click();
    const confirm = page.getByRole('dialog', { name: `Tisch ${n} löschen?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(page.getByText(`Tisch ${n} gelöscht.`)).toBeVisible();
    await expect(page.getByText('Keine Tische gefunden')).toBeVisible();
    const token = await adminToken(server);
    expect((await adminCall<Table>(server, token, 'GET', `/admin/tables/${created.tableId}`)).active).toBe(false);
  });

  test('adds tables 30–34 in one step with their seats and area, skipping a number taken; in German, English and Arabic', async ({
    page,
    server,
  }) => {
    const token = await adminToken(server);
    const taken = await adminCall<Table>(server, token, 'POST', '/admin/tables', { tableNumber: 32 });
    await useAdminToken(page, server);
    await page.goto('/admin/tables');
    await page.getByRole('button', { name: 'Mehrere Tische anlegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mehrere Tische anlegen' });
    await expect(dialog.getByRole('button', { name: 'Tische 1–20 anlegen' })).toBeVisible();
    await dialog.getByRole('spinbutton', { name: 'Von Nummer' }).fill('34');
    await dialog.getByRole('spinbutton', { name: 'Bis Nummer' }).fill('30');
    await dialog.getByRole('button', { name: 'Tische 34–30 anlegen' }).click();
    await expect(dialog.getByText('Darf nicht kleiner als „Von Nummer“ sein')).toBeVisible();
    await dialog.getByRole('spinbutton', { name: 'Von Nummer' }).fill('30');
    await dialog.getByRole('spinbutton', { name: 'Bis Nummer' }).fill('34');
    await dialog.getByRole('spinbutton', { name: 'Sitzplätze' }).fill('2');
    await dialog.getByRole('textbox', { name: 'Bereich' }).fill('Stube');
    await dialog.getByRole('button', { name: 'Tische 30–34 anlegen' }).click();
    await expect(page.getByText('Tische angelegt: 4 · Schon vergeben, übersprungen: 32')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: 'Nummer, Name, Bereich oder QR-Code' }).fill('stube');
    await expect.poll(() => rowNumbers(page)).toEqual([30, 31, 33, 34]);
    const made = (await activeTables(server)).filter((table) => table.area === 'Stube');
    expect(made.map((table) => table.seatingCapacity)).toEqual([2, 2, 2, 2]);

    for (const [language, open, submit] of [
      ['en', 'Add several tables', 'Add tables 1–20'],
      ['ar', 'إضافة عدة طاولات', 'إضافة الطاولات 1–20'],
    ] as const) {
      await page.addInitScript((lang) => localStorage.setItem('tischlein_ui_settings_v1', JSON.stringify({ lang })), language);
      await page.goto('/admin/tables');
      await page.getByRole('button', { name: open }).click();
      await expect(page.getByRole('dialog', { name: open }).getByRole('button', { name: submit })).toBeVisible();
    }
    // The other tests count the demo's tables.
    for (const table of [...made, taken]) await adminCall(server, token, 'DELETE', `/admin/tables/${table.tableId}`);
  });

  test('says so when a table cannot be deleted', async ({ page, server }) => {
    const table = (await tableByNumber(server, 2))!;
    await useAdminToken(page, server);
    await page.route(`**/api/admin/tables/${table.tableId}`, (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 409, body: '{"message":"nein"}' }) : route.continue(),
    );
    await page.goto(`/admin/tables/${table.tableId}`);
    const remove = page.getByRole('button', { name: 'Löschen' });
    // Escape closes the confirmation without deleting.
    await remove.click();
    await expect(page.getByRole('dialog', { name: 'Tisch 2 löschen?' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await remove.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
    await expect(page.getByText('Löschen nicht möglich. Evtl. existieren noch aktive Sessions/Bestellungen.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/tables/${table.tableId}$`));
  });

  test("a new table's QR link starts a guest session and an order for that table", async ({ page, browser, server, context }) => {
    // The back office and a guest's phone, one after the other: longer than one screen's test.
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const n = await freeTableNumber(server);
    await useAdminToken(page, server);
    await createTable(page, n);
    const table = (await tableByNumber(server, n))!;

    // The detail page shows the code as an image, the guest link it encodes, and copies the link.
    const link = (await page.getByTestId('table-order-url').textContent())!.trim();
    expect(link).toBe(table.orderUrl);
    expect(link).toMatch(/\/order\/start\?table=[A-Za-z0-9_-]+$/);
    const image = page.getByRole('img', { name: `QR-Code für Tisch ${n}` });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    await page.getByRole('button', { name: 'Link kopieren' }).click();
    await expect(page.getByText('QR-Code kopiert.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    for (const format of ['png', 'svg']) {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: `${format.toUpperCase()} herunterladen` }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`tisch-${n}.${format}`);
      const bytes = readFileSync((await download.path())!);
      if (format === 'png') expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      else expect(bytes.toString('utf8')).toContain(`>Tisch ${n}</text>`);
    }

    // The guest's phone opens the link and orders one soup.
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, locale: 'de-AT' });
    const guest = await phone.newPage();
    await guest.goto(link);
    await expect(guest).toHaveURL(/\/order\/choose$/);
    await expect(guest.getByText(`Tisch ${n}`)).toBeVisible();
    await openCategory(guest, 'Speisen', 'Suppen');
    await guest.getByRole('button', { name: 'Frittatensuppe auswählen' }).click();
    await guest
      .getByRole('dialog')
      .getByRole('button', { name: /In den Warenkorb/ })
      .click();
    await guest.getByRole('button', { name: /^Warenkorb \(1\)/ }).click();
    await expect(guest.getByTestId('basket-total')).toHaveText(/5,20/);
    await guest.getByRole('button', { name: 'Zur Kasse' }).click();
    await expect(guest).toHaveURL(/\/order\/checkout$/);
    await guest.getByRole('button', { name: 'Bestellung absenden' }).click();
    await expect(guest).toHaveURL(/\/order\/confirmation\?/);
    const orderId = new URL(guest.url()).searchParams.get('orderId');
    const token = await adminToken(server);
    const order = await adminCall<{ tableNumber: number | string; orderNumber: number | string }>(
      server,
      token,
      'GET',
      `/admin/orders/${orderId}`,
    );
    expect(Number(order.tableNumber)).toBe(n);
    await phone.close();

    // A new code: the printed one stops working.
    await page.getByRole('button', { name: 'Neuen QR-Code erzeugen' }).click();
    await page
      .getByRole('dialog', { name: `Neuen QR-Code für Tisch ${n} erzeugen?` })
      .getByRole('button', { name: 'Erzeugen' })
      .click();
    await expect(page.getByText(`Neuer QR-Code für Tisch ${n} erzeugt.`)).toBeVisible();
    await expect(page.getByTestId('table-order-url')).not.toHaveText(link);
    const oldStart = await fetch(`${server.url}/api/sessions/start/${table.qrCode}`, { method: 'POST' });
    expect(oldStart.status).toBe(404);
    const newCode = new URL((await page.getByTestId('table-order-url').textContent())!.trim()).searchParams.get('table')!;
    expect((await fetch(`${server.url}/api/sessions/start/${newCode}`, { method: 'POST' })).status).toBe(201);
  });

  test('copies the link over plain HTTP, where the browser has no Clipboard API', async ({ page, server }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true });
      document.addEventListener('copy', (event) => {
        (window as unknown as { copied: string }).copied = (event.target as HTMLTextAreaElement).value;
      });
    });
    const table = (await tableByNumber(server, 5))!;
    await useAdminToken(page, server);
    await page.goto(`/admin/tables/${table.tableId}`);
    expect(await page.evaluate(() => navigator.clipboard)).toBeUndefined();
    const copy = page.getByRole('button', { name: 'Link kopieren' });
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('QR-Code kopiert.')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toBe(table.orderUrl);
    await expect(copy).toBeFocused();
  });

  test('the QR sheet PDF has one code per active table, with its number; the table tents one A6 page each', async ({ page, server }) => {
    const tables = await activeTables(server);
    await useAdminToken(page, server);
    await page.goto('/admin/tables');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'QR-Bogen drucken' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('tisch-qr-codes.pdf');
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const pdf = readPdf(bytes);
    expect(pdf.images).toBe(tables.length);
    expect(pdf.pages).toBe(Math.ceil(tables.length / 9));
    const captions = pdf.lines.filter((line) => /^Tisch \d+$/.test(line));
    expect(pdf.lines).toContain('Tisch-QR-Codes');
    expect(captions.sort()).toEqual(tables.map((t) => `Tisch ${t.tableNumber}`).sort());
    expect(pdf.lines.filter((line) => line === 'Scannen & bestellen')).toHaveLength(tables.length);

    const tents = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Tischaufsteller drucken' }).click();
    const tent = await tents;
    expect(tent.suggestedFilename()).toBe('tischaufsteller.pdf');
    expect(readPdf(readFileSync((await tent.path())!)).pages).toBe(tables.length);

    // The same sheet straight from the API with the admin's token.
    const token = await adminToken(server);
    const response = await fetch(`${server.url}/api/admin/tables/qr-sheet`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(readPdf(Buffer.from(await response.arrayBuffer())).images).toBe(tables.length);
  });
});
