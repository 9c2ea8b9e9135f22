import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import type { RunningServer } from '../support/server.ts';
import { adminCall, adminToken, useAdminToken } from './admin-helpers.ts';

interface MenuTypeRow {
  typeId: number;
  code: string;
  name: string;
  active: boolean;
}

const typeCard = (page: Page, name: string) => page.getByTestId('menu-type-card').and(page.getByRole('listitem', { name, exact: true }));

/** The menu type buttons on a new guest's choose-type page (own browser context: no cached types), top to bottom. */
async function guestTypeOrder(browser: Browser, server: RunningServer): Promise<string[]> {
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto(`${server.publicUrl}/order/start?table=${server.tableQrCode}`);
  await expect(guest).toHaveURL(/\/order\/choose$/);
  const buttons = guest.locator('.type-buttons button');
  await expect(buttons.first()).toBeVisible();
  const names = await buttons.allTextContents();
  await context.close();
  return names;
}

test.describe('menu types (Menü-Typen)', () => {
  test('creates, edits, switches off and deletes a type with the spec texts', async ({ page, server }) => {
    await useAdminToken(page, server);
    await page.goto('/admin/menu-types');
    await expect(typeCard(page, 'Speisen')).toBeVisible();

    await page.getByRole('button', { name: 'Neuer Menü-Typ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Menü-Typ' });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Code & Name sind erforderlich');
    // The code follows the name, shown as the guests' address, until it is typed itself.
    await dialog.getByLabel('Name').fill('Mittags-Menü');
    await expect(dialog.getByLabel('Code')).toHaveValue('MITTAGS-MENUE');
    await expect(dialog.getByText(/Adresse für Gäste: http:\/\/[^ ]+\/order\/menu\/MITTAGS-MENUE$/)).toBeVisible();
    await dialog.getByLabel('Code').fill('wein');
    await expect(dialog.getByLabel('Code')).toHaveValue('WEIN');
    await dialog.getByLabel('Name').fill('Weinkarte');
    await expect(dialog.getByLabel('Code')).toHaveValue('WEIN');
    await expect(dialog.getByText(/\/order\/menu\/WEIN$/)).toBeVisible();
    // New wines start at 20 % as alcoholic drinks.
    await expect(dialog.getByRole('combobox', { name: 'Steuersatz neuer Produkte' })).toHaveText('10% ermäßigt');
    await dialog.getByRole('combobox', { name: 'Steuersatz neuer Produkte' }).click();
    await page.getByRole('option', { name: '20% normal' }).click();
    await dialog.getByRole('combobox', { name: 'Steuerkategorie neuer Produkte' }).click();
    await page.getByRole('option', { name: 'Alkoholische Getränke' }).click();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Angelegt')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(typeCard(page, 'Weinkarte')).toContainText('WEIN');
    const wine = (
      await adminCall<Array<{ code: string; defaultVatRate: string; defaultVatCategory: string }>>(
        server,
        await adminToken(server),
        'GET',
        '/admin/menu-types?onlyActive=false',
      )
    ).find((type) => type.code === 'WEIN');
    expect(wine).toMatchObject({ defaultVatRate: 'VAT_20', defaultVatCategory: 'ALCOHOLIC' });

    // A taken code: the server's reason follows the spec's text.
    await page.getByRole('button', { name: 'Neuer Menü-Typ' }).click();
    await dialog.getByLabel('Code').fill('food');
    await dialog.getByLabel('Name').fill('Doppelt');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Speichern fehlgeschlagen: Ein Menü-Typ mit diesem Code existiert bereits.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByLabel('Code oder Name').fill('WEIN');
    await expect(page.getByTestId('menu-type-card')).toHaveCount(1);
    await page.getByLabel('Code oder Name').fill('nichts');
    await expect(page.getByText('Keine Menü-Typen gefunden')).toBeVisible();
    await page.getByRole('button', { name: 'Suche zurücksetzen' }).click();

    await page.getByRole('button', { name: '„Weinkarte“ bearbeiten' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Menü-Typ bearbeiten' });
    await expect(editDialog.getByLabel('Code')).toHaveValue('WEIN');
    await editDialog.getByLabel('Name').fill('Weine');
    // A saved type keeps its code (guests' links use it) when renamed.
    await expect(editDialog.getByLabel('Code')).toHaveValue('WEIN');
    await editDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Gespeichert')).toBeVisible();
    await expect(typeCard(page, 'Weine')).toBeVisible();

    await page.getByRole('switch', { name: '„Weine“ aktiv' }).click();
    await expect(page.getByText('Deaktiviert')).toBeVisible();
    await expect(page.getByRole('switch', { name: '„Weine“ aktiv' })).not.toBeChecked();
    const token = await adminToken(server);
    const types = await adminCall<MenuTypeRow[]>(server, token, 'GET', '/admin/menu-types?onlyActive=false');
    expect(types.find((type) => type.code === 'WEIN')).toMatchObject({ name: 'Weine', active: false });

    // The table shows the same, and deleting works from there.
    await page.getByRole('button', { name: 'Tabelle' }).click();
    await expect(page.getByRole('row', { name: /WEIN/ })).toBeVisible();
    await page.getByRole('button', { name: '„Speisen“ löschen' }).click();
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText('Löschen fehlgeschlagen: Löschen nicht möglich. Der Menü-Typ hat noch Kategorien.')).toBeVisible();
    await page.getByRole('button', { name: '„Weine“ löschen' }).click();
    await expect(page.getByRole('dialog', { name: '„Weine“ löschen?' })).toBeVisible();
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText('Gelöscht')).toBeVisible();
    await expect(page.getByRole('row', { name: /WEIN/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Karten' }).click();
  });

  test('moves a type with the arrow buttons and the keyboard, and guests see the new order', async ({ page, server, browser }) => {
    await useAdminToken(page, server);
    await page.goto('/admin/menu-types');
    await expect(page.getByRole('button', { name: '„Speisen“ nach oben' })).toBeDisabled();

    await page.getByRole('button', { name: '„Getränke“ nach oben' }).click();
    await expect(page.getByText('„Getränke“ ist jetzt an Position 1.')).toBeVisible();
    await expect(page.getByTestId('menu-type-card').first()).toHaveAccessibleName('Getränke');
    // At the top it cannot go further up: the focus moves to its other arrow.
    await expect(page.getByRole('button', { name: '„Getränke“ nach unten' })).toBeFocused();

    expect(await guestTypeOrder(browser, server)).toEqual(['Getränke', 'Speisen', 'Desserts']);

    // Back with the keyboard alone.
    await page.keyboard.press('Enter');
    await expect(page.getByText('„Getränke“ ist jetzt an Position 2.')).toBeVisible();
    await expect(page.getByTestId('menu-type-card').first()).toHaveAccessibleName('Speisen');
    await expect(page.getByRole('button', { name: '„Getränke“ nach unten' })).toBeFocused();
    expect(await guestTypeOrder(browser, server)).toEqual(['Speisen', 'Getränke', 'Desserts']);
  });
});
