import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import type { RunningServer } from '../support/server.ts';
import { useAdminToken } from './admin-helpers.ts';

const categoryCard = (page: Page, name: string) => page.getByTestId('category-card').and(page.getByRole('listitem', { name, exact: true }));

/** The category names of one type's list ("Speisen"), top to bottom. */
const namesIn = (page: Page, typeName: string) =>
  page.getByRole('list', { name: typeName, exact: true }).getByRole('heading', { level: 3 }).allTextContents();

/** The categories a new guest sees for "Speisen" (own browser context: nothing cached), top to bottom. */
async function guestFoodCategories(browser: Browser, server: RunningServer): Promise<string[]> {
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto(`${server.publicUrl}/order/start?table=${server.tableQrCode}`);
  await guest.getByRole('button', { name: 'Speisen', exact: true }).click();
  const buttons = guest.getByRole('navigation', { name: 'Kategorien' }).getByRole('button');
  await expect(buttons.first()).toBeVisible();
  const names = await buttons.allTextContents();
  await context.close();
  return names;
}

test.describe('categories (Kategorien)', () => {
  test('creates, filters, edits and deletes a category with the spec texts', async ({ page, server }) => {
    await useAdminToken(page, server);
    await page.goto('/admin/categories');
    await expect(page.getByRole('combobox', { name: 'Menü-Typ' })).toHaveText('Alle Menü-Typen');
    await expect(categoryCard(page, 'Suppen')).toBeVisible();

    await page.getByRole('button', { name: 'Neue Kategorie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Kategorie' });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Name ist erforderlich');
    await expect(dialog.getByRole('alert')).toContainText('Menü-Typ wählen');
    await dialog.getByLabel('Name').fill('Tagesteller');
    await dialog.getByRole('combobox', { name: 'Menü-Typ' }).click();
    await page.getByRole('option', { name: 'Speisen (FOOD)' }).click();
    await dialog.getByLabel('Beschreibung').fill('Jeden Tag ein anderes');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Angelegt')).toBeVisible();
    await expect(dialog).toBeHidden();
    // A new category goes to the end of its type.
    expect(await namesIn(page, 'Speisen')).toEqual(['Vorspeisen', 'Suppen', 'Hauptspeisen', 'Vegetarisch', 'Tagesteller']);

    await page.getByRole('combobox', { name: 'Menü-Typ' }).click();
    await page.getByRole('option', { name: 'Getränke' }).click();
    await expect(categoryCard(page, 'Tagesteller')).toHaveCount(0);
    await expect(categoryCard(page, 'Bier & Wein')).toBeVisible();
    await page.getByRole('combobox', { name: 'Menü-Typ' }).click();
    await page.getByRole('option', { name: 'Alle Menü-Typen' }).click();
    await page.getByLabel('Name').fill('tages');
    await expect(page.getByTestId('category-card')).toHaveCount(1);
    await expect(page.getByText('Zum Sortieren die Suche leeren.')).toBeVisible();
    await page.getByLabel('Name').fill('');

    await page.getByRole('button', { name: '„Tagesteller“ bearbeiten' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Kategorie bearbeiten' });
    await editDialog.getByLabel('Name').fill('');
    await editDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(editDialog.getByRole('alert')).toHaveText('Name ist erforderlich');
    await editDialog.getByLabel('Name').fill('Tagesgericht');
    await editDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Gespeichert')).toBeVisible();
    await expect(categoryCard(page, 'Tagesgericht')).toContainText('Jeden Tag ein anderes');

    await page.getByRole('button', { name: '„Suppen“ löschen' }).click();
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText('Löschen fehlgeschlagen: Löschen nicht möglich. Die Kategorie enthält noch Produkte.')).toBeVisible();
    await page.getByRole('button', { name: 'Tabelle' }).click();
    await page.getByRole('button', { name: '„Tagesgericht“ löschen' }).click();
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText('Gelöscht')).toBeVisible();
    await expect(page.getByRole('row', { name: /Tagesgericht/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Karten' }).click();
  });

  test("moves a category within its type, and guests see the type's new order", async ({ page, server, browser }) => {
    await useAdminToken(page, server);
    await page.goto('/admin/categories');
    await page.getByRole('button', { name: '„Hauptspeisen“ nach oben' }).click();
    await expect(page.getByText('„Hauptspeisen“ ist jetzt an Position 2.')).toBeVisible();
    expect(await namesIn(page, 'Speisen')).toEqual(['Vorspeisen', 'Hauptspeisen', 'Suppen', 'Vegetarisch']);
    await expect(page.getByRole('button', { name: '„Hauptspeisen“ nach oben' })).toBeFocused();
    expect(await namesIn(page, 'Getränke')).toEqual(['Alkoholfreie Getränke', 'Bier & Wein', 'Kaffee & Tee']);
    expect(await guestFoodCategories(browser, server)).toEqual(['Vorspeisen', 'Hauptspeisen', 'Suppen', 'Vegetarisch']);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: '„Hauptspeisen“ nach unten' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('„Hauptspeisen“ ist jetzt an Position 3.')).toBeVisible();
    expect(await namesIn(page, 'Speisen')).toEqual(['Vorspeisen', 'Suppen', 'Hauptspeisen', 'Vegetarisch']);
    expect(await guestFoodCategories(browser, server)).toEqual(['Vorspeisen', 'Suppen', 'Hauptspeisen', 'Vegetarisch']);
  });
});
