import { type AddressInfo, createServer, type Server } from 'node:net';
import type { Printer, Station, Table } from '@tischlein/api-types';
import { expectAccessible } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import type { RunningServer } from '../support/server.ts';
import { actOnOrder, adminCall, adminToken, placeGuestOrder, useAdminToken } from './admin-helpers.ts';

// Issue 35, point 7: the printer settings. A bon printer for the Bar: a test bon reaches a printer on 127.0.0.1, one
// nobody answers shows as failing (the e2e servers say so after PRINTER_FAILING_SECONDS=2, e2e/support/server.ts) with
// the red banner and its waiting bons; edit, delete, and a bad port.

/** A printer on 127.0.0.1 as plain as they come: it takes one connection at a time and keeps its bytes until it closes. */
class TinyPrinter {
  readonly bons: Buffer[] = [];
  private readonly waiting: Array<(bon: Buffer) => void> = [];
  private readonly server: Server;

  constructor() {
    this.server = createServer((socket) => {
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => {
        // DLE EOT: "online, paper in" to both status questions (a printer that keeps silent is waited for a second).
        if (chunks.length === 0 && chunk[0] === 0x10) socket.write(Uint8Array.of(0x12, 0x12));
        chunks.push(chunk);
      });
      // The server half-closes once the bon is sent; closing our side acknowledges it.
      socket.on('end', () => {
        socket.end();
        const bon = Buffer.concat(chunks);
        this.bons.push(bon);
        this.waiting.shift()?.(bon);
      });
      socket.on('error', () => undefined);
    });
  }

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  /** The next bon it receives. */
  nextBon(): Promise<Buffer> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A port on 127.0.0.1 where nothing listens (a printer switched off). */
async function deadPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const printers = async (server: RunningServer) => adminCall<Printer[]>(server, await adminToken(server), 'GET', '/admin/printers');

test.describe('printer settings', () => {
  let bar: Station;

  test.beforeAll(async ({ server }) => {
    const token = await adminToken(server);
    const categories = await adminCall<Array<{ categoryId: number; name: string }>>(server, token, 'GET', '/admin/menu-categories');
    const drinks = categories.filter((c) => ['Alkoholfreie Getränke', 'Bier & Wein', 'Kaffee & Tee'].includes(c.name));
    bar = await adminCall<Station>(server, token, 'POST', '/admin/stations', { name: 'Bar', categoryIds: drinks.map((c) => c.categoryId) });
  });

  // Later files share this server: no printer, no bar, no red banner on their screens.
  test.afterAll(async ({ server }) => {
    const token = await adminToken(server);
    for (const printer of await printers(server)) await adminCall(server, token, 'DELETE', `/admin/printers/${printer.id}`);
    await adminCall(server, token, 'DELETE', `/admin/stations/${bar.id}`);
  });

  test('an admin adds the Bar’s printer (a bad port is refused), sends it a test bon, renames and deletes it', async ({
    page,
    server,
  }, testInfo) => {
    const printer = new TinyPrinter();
    const port = await printer.start();
    try {
      await useAdminToken(page, server);
      await page.goto('/admin/printers');
      await expect(page.getByRole('heading', { level: 1, name: 'Drucker' })).toBeVisible();
      await page.getByRole('button', { name: 'Neuer Drucker' }).click();
      const dialog = page.getByRole('dialog', { name: 'Neuer Drucker' });
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Bar-Drucker');
      await dialog.getByLabel('Adresse (IP oder Hostname)').fill('127.0.0.1');
      await expect(dialog.getByLabel('Port')).toHaveValue('9100');
      await dialog.getByLabel('Port').fill('91000');
      await dialog.getByRole('combobox', { name: 'Station' }).click();
      await page.getByRole('option', { name: 'Bar', exact: true }).click();
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Port von 1 bis 65535');
      await expect(dialog.getByLabel('Port')).toHaveAttribute('aria-invalid', 'true');
      await dialog.getByLabel('Port').fill(String(port));
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await expect(dialog).toBeHidden();

      const row = page.getByTestId('printer-row').filter({ hasText: 'Bar-Drucker' });
      await expect(row).toContainText(`127.0.0.1:${port}`);
      await expect(row.getByRole('cell').first()).toHaveText('Bar');
      await expect(row.getByTestId('printer-status')).toHaveText('Unbekannt');

      const received = printer.nextBon();
      await row.getByRole('button', { name: 'Testdruck auf Bar-Drucker' }).click();
      await expect(page.getByText('Testbon an Bar-Drucker geschickt')).toBeVisible();
      // ESC/POS: the texts travel as they are (ASCII here), between the printer's commands.
      const bytes = (await received).toString('latin1');
      expect(bytes).toContain('TESTDRUCK');
      expect(bytes).toContain('Bar-Drucker');
      expect(bytes).toContain(`127.0.0.1:${port}`);
      expect(bytes).toContain('\x1dV'); // GS V: the cut
      await expect.poll(async () => (await printers(server)).find((p) => p.name === 'Bar-Drucker')?.status).toBe('OK');
      await page.reload();
      await expect(row.getByTestId('printer-status')).toHaveText('Bereit');
      await expect(row.getByTestId('printer-waiting')).toHaveText('0');
      await page.screenshot({ path: testInfo.outputPath('printers-1366.png') });

      await row.getByRole('button', { name: '„Bar-Drucker“ bearbeiten' }).click();
      const edit = page.getByRole('dialog', { name: 'Drucker bearbeiten' });
      await expect(edit.getByLabel('Port')).toHaveValue(String(port));
      await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('Schankdrucker');
      await edit.getByRole('button', { name: 'Speichern' }).click();
      await expect(edit).toBeHidden();
      const renamed = page.getByTestId('printer-row').filter({ hasText: 'Schankdrucker' });
      await expect(renamed).toContainText(`127.0.0.1:${port}`);

      await renamed.getByRole('button', { name: '„Schankdrucker“ löschen' }).click();
      await expect(page.getByRole('dialog', { name: '„Schankdrucker“ löschen?' })).toBeVisible();
      await page.getByRole('button', { name: 'Bestätigen' }).click();
      await expect(renamed).toHaveCount(0);
      expect((await printers(server)).map((p) => p.name)).not.toContain('Schankdrucker');
    } finally {
      await printer.stop();
    }
  });

  test('a printer nobody answers shows as failing, with the red banner and the bons it owes, in the back office and at its station', async ({
    page,
    server,
  }, testInfo) => {
    const token = await adminToken(server);
    const port = await deadPort();
    await adminCall(server, token, 'POST', '/admin/printers', { name: 'Kellerbar', host: '127.0.0.1', port, stationId: bar.id });
    // A beer for the bar: its bon waits for the printer.
    await adminCall(server, token, 'POST', '/admin/tables', { tableNumber: 737, seatingCapacity: 2 });
    const { qrCode } = (await adminCall<{ content: Table[] }>(server, token, 'GET', '/admin/tables?size=100')).content.find(
      (table) => table.tableNumber === 737,
    )!;
    const placed = await placeGuestOrder(server, { items: [{ name: 'Zwickl Bier 0,5 l' }], tableQrCode: qrCode });
    await actOnOrder(server, placed.orderNumber, 'approve');
    await expect
      .poll(async () => (await printers(server)).find((p) => p.name === 'Kellerbar')?.status, { timeout: 15_000 })
      .toBe('FAILING');

    await useAdminToken(page, server);
    await page.goto('/admin/printers');
    const banner = page.getByTestId('printer-failing').getByRole('alert');
    await expect(banner).toHaveText('Drucker Kellerbar druckt nicht (Drucker nicht erreichbar) – 1 Bon wartet');
    const row = page.getByTestId('printer-row').filter({ hasText: 'Kellerbar' });
    await expect(row.getByTestId('printer-status')).toHaveText('Störung');
    await expect(row).toContainText('Drucker nicht erreichbar');
    await expect(row.getByTestId('printer-waiting')).toHaveText('1');
    await expectAccessible(page, 'the printer list with a failing printer');
    await page.screenshot({ path: testInfo.outputPath('printers-failing-1366.png') });

    // At the Bar's screen too; the kitchen's printers are fine.
    await page.goto(`/admin/stations/${bar.id}`);
    await expect(page.getByRole('article', { name: 'Tisch 737', exact: true })).toBeVisible();
    await expect(page.getByTestId('printer-failing')).toContainText('Drucker Kellerbar druckt nicht');
    await page.screenshot({ path: testInfo.outputPath('station-bar-failing-1366.png') });
    const kitchen = (await adminCall<Station[]>(server, token, 'GET', '/admin/stations')).find((station) => station.isDefault)!;
    await page.goto(`/admin/stations/${kitchen.id}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Küche · / })).toBeVisible();
    await expect(page.getByTestId('printer-failing')).toHaveCount(0);
  });
});
