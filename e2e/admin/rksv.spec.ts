import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import type { Schema } from '@tischlein/api-types';
import { expectAccessible } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { qrCodeOnPdf } from '../../server/test/support/pdf-qr.ts';
import { actOnOrder, adminCall, adminToken, dateField, findOrder, placeGuestOrder, typeDate, useAdminToken } from './admin-helpers.ts';

type Register = Schema<'RksvRegisterDto'>;

/** FinanzOnline's check value of an AES key: 3 bytes of SHA-256 over its Base64, as Base64 without "=". */
const checkValueOf = (aesKey: string) => createHash('sha256').update(aesKey, 'utf8').digest().subarray(0, 3).toString('base64');

const euroText = (cents: number) => new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' }).format(cents / 100);

async function downloadJson(page: Page, button: string): Promise<{ download: Download; json: Record<string, unknown> }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  const download = await downloading;
  return { download, json: JSON.parse(readFileSync((await download.path())!, 'utf8')) as Record<string, unknown> };
}

test.describe('Registrierkasse (RKSV)', () => {
  test('an admin puts the register into operation, makes receipts, switches training mode, exports the DEP and takes it out of operation; the screen speaks English too', async ({
    page,
    server,
  }) => {
    const token = await adminToken(server);
    const before = await adminCall<Register>(server, token, 'GET', '/admin/rksv');
    // Only one register can be in operation on this worker's server, and a Kassen-ID only once: a fresh one each run.
    test.skip(before.state === 'ACTIVE', 'another test left a register in operation on this server');
    const cashRegisterId = `E2E-${Date.now()}`;
    try {
      await useAdminToken(page, server);
      await page.goto('/admin');
      await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Registrierkasse' }).click();
      await expect(page).toHaveURL(/\/admin\/rksv$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Registrierkasse' })).toBeVisible();
      const state = page.getByTestId('rksv-state');
      await expect(state).toHaveText(before.state === 'NONE' ? 'Nicht in Betrieb' : 'Außer Betrieb');

      // Inbetriebnahme: the AES key and its check value, shown once.
      await page.getByRole('textbox', { name: 'Kassen-ID' }).fill(cashRegisterId);
      await page.getByRole('button', { name: 'In Betrieb nehmen' }).click();
      const keyDialog = page.getByRole('dialog', { name: 'Registrierkasse in Betrieb genommen' });
      await expect(keyDialog).toBeVisible();
      await expect(keyDialog.getByText(/in FinanzOnline gebraucht.*nicht wieder angezeigt/)).toBeVisible();
      await expect(keyDialog.getByRole('textbox', { name: 'Kassen-ID' })).toHaveValue(cashRegisterId);
      const checkValue = keyDialog.getByRole('textbox', { name: 'Prüfwert' });
      await expect(checkValue).toHaveValue(/^[A-Za-z0-9+/]{4}$/);
      const aesKey = await keyDialog.getByRole('textbox', { name: 'AES-Schlüssel' }).inputValue();
      expect(Buffer.from(aesKey, 'base64')).toHaveLength(32);
      expect(await checkValue.inputValue()).toBe(checkValueOf(aesKey));
      await keyDialog.getByRole('button', { name: 'Notiert – schließen' }).click();
      await expect(keyDialog).toBeHidden();

      await expect(state).toContainText('In Betrieb');
      await expect(page.getByTestId('rksv-cash-register-id')).toHaveText(cashRegisterId);
      await expect(page.getByTestId('rksv-units').getByText('Testbetrieb', { exact: true })).toBeVisible();
      await expect(page.getByTestId('rksv-turnover')).toHaveText(euroText(0));
      const receipts = page.getByRole('table', { name: 'Letzte Belege' });
      const startRow = receipts.getByTestId('rksv-receipt').filter({ hasText: 'Startbeleg' });
      await expect(startRow).toHaveCount(1);
      await expect(startRow).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}/);
      // The machine-readable code unfolds below its receipt.
      await startRow.getByRole('button', { name: /^Maschinenlesbaren Code von Beleg .+ zeigen$/ }).click();
      await expect(receipts.getByText(new RegExp(`^_R1-AT\\d_${cashRegisterId}_`))).toBeVisible();

      // A Nullbeleg, a row of its own.
      await page.getByRole('button', { name: 'Nullbeleg', exact: true }).click();
      await expect(page.getByText(/^Nullbeleg \S+ erstellt$/)).toBeVisible();
      const nullRow = receipts.getByTestId('rksv-receipt').filter({ hasText: 'Nullbeleg' });
      await expect(nullRow).toHaveCount(1);
      await expect(nullRow).toContainText(euroText(0));
      await expect(page.getByTestId('rksv-receipt-count')).toHaveText('2');
      // A receipt without an invoice is printed on its own, to keep (as the Jahresbeleg must be).
      const pdfDownload = page.waitForEvent('download');
      await nullRow.getByRole('button', { name: 'PDF von Beleg 2' }).click();
      const pdf = await pdfDownload;
      expect(pdf.suggestedFilename()).toBe('Beleg-2.pdf');
      expect(
        readFileSync((await pdf.path())!)
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');

      // Training mode on and off, as the server has it.
      const training = page.getByRole('switch', { name: 'Trainingsmodus' });
      await expect(training).not.toBeChecked();
      await training.click();
      await expect(training).toBeChecked();
      await expect(page.getByText('Trainingsmodus eingeschaltet')).toBeVisible();
      await expect(state).toContainText('Trainingsmodus an');
      expect((await adminCall<Register>(server, token, 'GET', '/admin/rksv')).trainingMode).toBe(true);
      await training.click();
      await expect(training).not.toBeChecked();
      await expect(page.getByText('Trainingsmodus ausgeschaltet')).toBeVisible();
      await expect(state).not.toContainText('Trainingsmodus an');
      expect((await adminCall<Register>(server, token, 'GET', '/admin/rksv')).trainingMode).toBe(false);

      await expectAccessible(page, 'the Registrierkasse screen');

      // The DEP export holds the register's receipts; the crypto container its AES key.
      const dep = await downloadJson(page, 'DEP-Export');
      expect(dep.download.suggestedFilename()).toBe('dep-export.json');
      expect(dep.json).toHaveProperty('Belege-Gruppe');
      const groups = dep.json['Belege-Gruppe'] as Array<{ 'Belege-kompakt': string[] }>;
      expect(groups.flatMap((group) => group['Belege-kompakt'])).toHaveLength(2);
      const container = await downloadJson(page, 'Krypto-Container');
      expect(container.download.suggestedFilename()).toBe('cryptographicMaterialContainer.json');
      expect(container.json.base64AESKey).toBe(aesKey);
      // The journal of the booked order lines needs both days: today's, as German writes it.
      const journalButton = page.getByRole('button', { name: 'Journal (CSV)' });
      await expect(journalButton).toBeDisabled();
      const [year, month, day] = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Vienna' }).split('-');
      await typeDate(dateField(page, 'Von'), `${day}${month}${year}`);
      await typeDate(dateField(page, 'Bis'), `${day}${month}${year}`);
      const journalDownload = page.waitForEvent('download');
      await journalButton.click();
      const journal = await journalDownload;
      expect(journal.suggestedFilename()).toBe(`journal-${year}-${month}-${day}-${year}-${month}-${day}.csv`);
      expect(readFileSync((await journal.path())!, 'utf8')).toContain('Gebucht;Art;Rechnung;Beleg-Nr.;Bestellung');

      // A paid order's invoice, downloaded in the back office, carries its receipt's QR code: read back from the PDF.
      const placed = await placeGuestOrder(server, { items: [{ name: 'Cola 0,33 l' }] });
      await actOnOrder(server, placed.orderNumber, 'approve');
      await actOnOrder(server, placed.orderNumber, 'pay');
      await page.goto(`/admin/orders/${(await findOrder(server, placed.orderNumber)).orderId}`);
      const invoiceDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Rechnung (PDF)' }).click();
      const invoicePdf = readFileSync((await (await invoiceDownload).path())!);
      const [sale] = (await adminCall<Register>(server, token, 'GET', '/admin/rksv')).lastReceipts;
      expect(sale).toMatchObject({ kind: 'SALE', invoiceNumber: expect.any(String) });
      expect(qrCodeOnPdf(invoicePdf)).toBe(sale.machineCode);
      await page.goto('/admin/rksv');

      // Außerbetriebnahme, after a confirmation: the Schlussbeleg.
      await page.getByRole('button', { name: 'Außer Betrieb nehmen (Schlussbeleg)' }).click();
      const confirm = page.getByRole('dialog', { name: 'Registrierkasse außer Betrieb nehmen?' });
      await expect(confirm).toContainText(cashRegisterId);
      await confirm.getByRole('button', { name: 'Schlussbeleg erstellen' }).click();
      await expect(state).toHaveText('Außer Betrieb');
      await expect(receipts.getByTestId('rksv-receipt').filter({ hasText: 'Schlussbeleg' })).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'In Betrieb nehmen' })).toBeVisible();

      // The same screen in English.
      await page.addInitScript(() => localStorage.setItem('tischlein_ui_settings_v1', JSON.stringify({ lang: 'en' })));
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Cash register' })).toBeVisible();
      await expect(page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Cash register' })).toBeVisible();
      await expect(state).toHaveText('Decommissioned');
      await expect(page.getByRole('table', { name: 'Latest receipts' }).getByText('Closing receipt', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Put into operation' })).toBeVisible();
    } finally {
      // Leave no register of ours in operation for the worker's other tests.
      const after = await adminCall<Register>(server, token, 'GET', '/admin/rksv');
      if (after.state === 'ACTIVE' && after.cashRegisterId === cashRegisterId)
        await adminCall(server, token, 'POST', '/admin/rksv/decommission');
    }
  });

  test("the server's refusal of a Kassen-ID is shown at the field and beside the form", async ({ page, server }) => {
    const token = await adminToken(server);
    const before = await adminCall<Register>(server, token, 'GET', '/admin/rksv');
    test.skip(before.state === 'ACTIVE', 'a register is in operation on this server: no form to fill in');
    await useAdminToken(page, server);
    await page.goto('/admin/rksv');
    const field = page.getByRole('textbox', { name: 'Kassen-ID' });
    await field.fill('KASSE_1');
    await field.press('Enter');
    await expect(page.getByTestId('rksv-commission-error')).toHaveText(/^Inbetriebnahme fehlgeschlagen: muss 1–40 Zeichen .*kein „_“/);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // Typing again clears the refusal; nothing was put into operation.
    await field.fill('KASSE-1');
    await expect(page.getByTestId('rksv-commission-error')).toBeHidden();
    expect((await adminCall<Register>(server, token, 'GET', '/admin/rksv')).state).toBe(before.state);
  });

  test('a signature unit out for more than 48 hours is a red alert that asks to report it in FinanzOnline; unsigned receipts say so', async ({
    page,
    server,
  }) => {
    const since = new Date(Date.now() - 50 * 60 * 60_000);
    const failed: Register = {
      state: 'ACTIVE',
      cashRegisterId: 'KASSE-AUSFALL',
      trainingMode: false,
      signerFailedSince: since.toISOString(),
      turnoverCents: 1250,
      receiptCount: 2,
      units: [{ keyId: 'U:ATU12345678-K1', label: 'Software (Testbetrieb)', forTestsOnly: true }],
      lastReceipts: [
        {
          receiptNumber: '2',
          kind: 'SALE',
          dateTime: '2026-11-02T19:05:09',
          totalCents: 1250,
          turnoverCents: 1250,
          signed: false,
          invoiceNumber: 'RE-2026-0042',
          machineCode:
            '_R1-AT0_KASSE-AUSFALL_2_2026-11-02T19:05:09_12,50_0,00_0,00_0,00_0,00_x_U:ATU12345678-K1_y_U2ljaGVyaGVpdHNlaW5yaWNodHVuZyBhdXNnZWZhbGxlbg==',
        },
      ],
    };
    // Only the screen's reading of the state is answered here: the server itself has no failing unit to offer.
    await page.route('**/api/admin/rksv', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: failed }) : route.fallback(),
    );
    await useAdminToken(page, server);
    await page.goto('/admin/rksv');
    const sinceText = new Intl.DateTimeFormat('de-AT', {
      timeZone: 'Europe/Vienna',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(since);
    const banner = page.getByRole('alert').filter({ hasText: 'Sicherheitseinrichtung ausgefallen' });
    await expect(banner).toHaveText(
      `Sicherheitseinrichtung ausgefallen seit ${sinceText}. Der Ausfall dauert länger als 48 Stunden: er muss in FinanzOnline gemeldet werden.`,
    );
    const row = page.getByRole('table', { name: 'Letzte Belege' }).getByTestId('rksv-receipt');
    await expect(row).toContainText('Beleg');
    await expect(row.getByText('ohne Signatur', { exact: true })).toBeVisible();
    await expect(row).toContainText('02.11.2026 19:05:09');
    await expect(row).toContainText(euroText(1250));
    await expect(row).toContainText('RE-2026-0042');
    await expect(page.getByTestId('rksv-turnover')).toHaveText(euroText(1250));
  });
});
