import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { REPO_ROOT, type RunningServer } from '../support/server.ts';
import { expectNoHorizontalScroll, openCategory, startAtTable } from '../guest/guest-helpers.ts';
import { adminCall, adminToken, useAdminToken } from './admin-helpers.ts';

const PNG = readFileSync(join(REPO_ROOT, 'guest-ui/public/images/background.png'));

interface AdminProduct {
  menuItemId: number;
  name: string;
  basePrice: number;
  oldPrice: number | null;
  available: boolean;
  archived: boolean;
  discountEnabled: boolean;
  allergens: string[];
  imageUrl: string | null;
  typeCode: string;
  categoryId: number;
  vatRate: string;
  vatCategory: string;
}

/** The product as the admin API knows it (archived ones too). */
async function adminProduct(server: RunningServer, name: string): Promise<AdminProduct> {
  const token = await adminToken(server);
  const page = await adminCall<{ content: AdminProduct[] }>(
    server,
    token,
    'GET',
    `/admin/menu/items?q=${encodeURIComponent(name)}&includeArchived=true&size=50`,
  );
  const product = page.content.find((p) => p.name === name);
  if (!product) throw new Error(`No product "${name}"`);
  return product;
}

/** Opens the products screen in the test's fresh browser (no filters stored yet) and searches for a name. */
async function openProducts(page: Page, server: RunningServer, search?: string): Promise<void> {
  await useAdminToken(page, server);
  await page.goto('/admin/products');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  if (search) await page.getByLabel('Name oder Beschreibung').fill(search);
}

const productCard = (page: Page, name: string) => page.getByTestId('product-card').and(page.getByRole('article', { name, exact: true }));

/** Picks an entry of a select field in the open dialog. */
async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('dialog').getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A guest's phone: 360 × 740, at a table of its own, in a category. */
async function guestPhone(browser: Browser, server: RunningServer, type: string, category: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.publicUrl,
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    locale: 'de-AT',
  });
  const guest = await context.newPage();
  await startAtTable(guest, server);
  await openCategory(guest, type, category);
  return guest;
}

test.describe('products', () => {
  test('creates, edits and deletes a product, with the spec’s validation messages', async ({ page, server }) => {
    await openProducts(page, server);
    await page.getByRole('button', { name: 'Neues Produkt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neues Produkt' });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByText('Bitte einen Menü-Typ auswählen.')).toBeVisible();
    await expect(dialog.getByText('Bitte eine Kategorie auswählen.')).toBeVisible();
    await expect(dialog.getByText('Name ist erforderlich')).toBeVisible();
    await expect(dialog.getByText('Preis muss > 0 sein')).toBeVisible();

    // Choosing the type selects its first category by sort order.
    await choose(page, 'Menü-Typ', 'Speisen');
    await expect(dialog.getByRole('combobox', { name: 'Kategorie', exact: true })).toHaveText('Vorspeisen');
    await choose(page, 'Kategorie', 'Suppen');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E Kaspressknödelsuppe');
    await dialog.getByLabel('Beschreibung').fill('mit Schnittlauch');
    await dialog.getByLabel('Preis (€)').fill('0');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByText('Preis muss > 0 sein')).toBeVisible();
    // What only the server checks comes back as "field: message".
    await dialog.getByLabel('Preis (€)').fill('6,405');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('basePrice: höchstens zwei Nachkommastellen');
    await dialog.getByLabel('Preis (€)').fill('6,40');
    await dialog.getByRole('button', { name: 'A · Gluten' }).click();
    await dialog.getByRole('button', { name: 'G · Milch/Laktose' }).click();
    await expect(dialog.getByRole('button', { name: 'G · Milch/Laktose' })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Angelegt')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByLabel('Name oder Beschreibung').fill('Kaspressknödel');
    const card = productCard(page, 'E2E Kaspressknödelsuppe');
    await expect(card).toContainText('Speisen · Suppen');
    await expect(card).toContainText('6,40');
    expect(await adminProduct(server, 'E2E Kaspressknödelsuppe')).toMatchObject({
      allergens: ['A', 'G'],
      basePrice: 6.4,
      typeCode: 'FOOD',
    });

    await card.getByRole('button', { name: 'E2E Kaspressknödelsuppe bearbeiten' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Produkt bearbeiten' });
    await expect(editDialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('E2E Kaspressknödelsuppe');
    await editDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E Kaspressknödel-Suppe');
    await editDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Gespeichert')).toBeVisible();
    const renamed = productCard(page, 'E2E Kaspressknödel-Suppe');
    await expect(renamed).toBeVisible();

    await renamed.getByRole('button', { name: 'E2E Kaspressknödel-Suppe löschen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
    await expect(page.getByText('Gelöscht')).toBeVisible();
    await expect(renamed).toHaveCount(0);
    expect((await adminProduct(server, 'E2E Kaspressknödel-Suppe')).archived).toBe(true);
  });

  test('a product with an image, a price and a discount reaches the guests’ menu at 360 px', async ({ page, server, browser }) => {
    await openProducts(page, server);
    await page.getByRole('button', { name: 'Neues Produkt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neues Produkt' });
    await choose(page, 'Menü-Typ', 'Desserts');
    await expect(dialog.getByRole('combobox', { name: 'Kategorie', exact: true })).toHaveText('Mehlspeisen');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E Topfenstrudel');
    await dialog.getByLabel('Preis (€)').fill('8,50');
    await dialog.getByTestId('product-image-input').setInputFiles({ name: 'strudel.gif', mimeType: 'image/gif', buffer: PNG });
    await expect(dialog.getByText('Nur PNG, JPG oder WebP erlaubt')).toBeVisible();
    await dialog.getByTestId('product-image-input').setInputFiles({ name: 'strudel.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByText('PNG, JPG oder WebP, höchstens 8 MB')).toBeVisible();
    const preview = dialog.getByRole('img', { name: 'Vorschau des Bildes' });
    await expect(preview).toHaveAttribute('src', /^blob:[^?]*$/);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // The preview stays put while the dialog is open: no new address (and request) per render.
    const requests: string[] = [];
    const countRequest = (request: { url: () => string }) => requests.push(request.url());
    page.on('request', countRequest);
    const srcChanges = await preview.evaluate(
      (img) =>
        new Promise<number>((resolve) => {
          let changes = 0;
          const observer = new MutationObserver((records) => (changes += records.length));
          observer.observe(img, { attributes: true, attributeFilter: ['src'] });
          setTimeout(() => (observer.disconnect(), resolve(changes)), 1000);
        }),
    );
    page.off('request', countRequest);
    expect(srcChanges).toBe(0);
    expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(5);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Angelegt')).toBeVisible();
    const created = await adminProduct(server, 'E2E Topfenstrudel');
    expect(created.imageUrl).toMatch(/^\/api\/media\//);

    // No old price yet: the discount cannot be switched on.
    await page.getByLabel('Name oder Beschreibung').fill('Topfenstrudel');
    const card = productCard(page, 'E2E Topfenstrudel');
    await expect(card.getByRole('img', { name: 'Bild von E2E Topfenstrudel' })).toHaveAttribute('src', /\/api\/media\//);
    await expect(card.getByRole('switch', { name: 'Rabatt' })).toBeDisabled();

    // A new price keeps the old one; then the discount shows it struck through.
    await card.getByRole('button', { name: 'E2E Topfenstrudel bearbeiten' }).click();
    await page.getByRole('dialog').getByLabel('Preis (€)').fill('6,90');
    await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Gespeichert')).toBeVisible();
    await expect(card.getByLabel('Alter Preis: € 8,50')).toBeVisible();
    await card.getByRole('switch', { name: 'Rabatt' }).click();
    await expect(page.getByText('Rabatt aktiviert')).toBeVisible();
    expect(await adminProduct(server, 'E2E Topfenstrudel')).toMatchObject({ basePrice: 6.9, oldPrice: 8.5, discountEnabled: true });

    const guest = await guestPhone(browser, server, 'Desserts', 'Mehlspeisen');
    const item = guest.locator('article', { hasText: 'E2E Topfenstrudel' });
    await expect(item.locator('img')).toHaveAttribute('src', new RegExp(`^${created.imageUrl!.split('?')[0]}\\?v=`));
    await expect.poll(() => item.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(item.locator('s')).toHaveText(/8,50/);
    await expect(item).toContainText('6,90');
    await expectNoHorizontalScroll(guest);
    await guest.context().close();

    // Without its own image the product shows the default item image.
    await card.getByRole('button', { name: 'E2E Topfenstrudel bearbeiten' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Bild entfernen' }).click();
    await expect(page.getByText('Bild entfernt')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect((await adminProduct(server, 'E2E Topfenstrudel')).imageUrl).toBeNull();
    await expect(card.getByRole('img', { name: 'Bild von E2E Topfenstrudel' })).toHaveAttribute('src', '/admin/images/default-item.png');
  });

  test('a new drink starts at the drinks’ 20 %; a drink at 10 % is flagged in the dialog and the list (German, English, Arabic)', async ({
    page,
    server,
  }) => {
    await openProducts(page, server);
    await page.getByRole('button', { name: 'Neues Produkt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neues Produkt' });
    const rate = dialog.getByRole('combobox', { name: 'MwSt-Satz', exact: true });
    const vatCategory = dialog.getByRole('combobox', { name: 'MwSt-Kategorie', exact: true });
    await choose(page, 'Menü-Typ', 'Speisen');
    await expect(rate).toHaveText('10% ermäßigt');
    await expect(vatCategory).toHaveText('Speisen');
    // The menu type Getränke and its first category "Alkoholfreie Getränke" start a drink at 20 %.
    await choose(page, 'Menü-Typ', 'Getränke');
    await expect(dialog.getByRole('combobox', { name: 'Kategorie', exact: true })).toHaveText('Alkoholfreie Getränke');
    await expect(rate).toHaveText('20% normal');
    await expect(vatCategory).toHaveText('Alkoholfreie Getränke');
    await choose(page, 'Kategorie', 'Kaffee & Tee');
    await expect(vatCategory).toHaveText('Kaffee');
    await expect(dialog.getByTestId('vat-warning')).toHaveCount(0);

    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E Eistee');
    await dialog.getByLabel('Preis (€)').fill('3,9');
    await choose(page, 'MwSt-Satz', '10% ermäßigt');
    await expect(dialog.getByTestId('vat-warning')).toContainText('Getränke haben in der Gastronomie 20 % USt.');
    // Once the owner chose a rate, another category keeps it.
    await choose(page, 'Kategorie', 'Alkoholfreie Getränke');
    await expect(rate).toHaveText('10% ermäßigt');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Angelegt')).toBeVisible();
    expect(await adminProduct(server, 'E2E Eistee')).toMatchObject({ typeCode: 'DRINKS', vatRate: 'VAT_10', vatCategory: 'COFFEE' });

    await page.getByLabel('Name oder Beschreibung').fill('Eistee');
    const card = productCard(page, 'E2E Eistee');
    await expect(card.getByTestId('vat-warning')).toHaveAccessibleName('USt.: 10% ermäßigt. Getränk mit 10 % – bitte prüfen');
    await card.getByRole('button', { name: 'E2E Eistee bearbeiten' }).click();
    await expect(page.getByRole('dialog').getByLabel('Preis (€)')).toHaveValue('3,90');
    await expect(page.getByRole('dialog').getByTestId('vat-warning')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Abbrechen' }).click();
    // A dish at 10 % and a drink at 20 % are not flagged.
    await page.getByLabel('Name oder Beschreibung').fill('Melange');
    await expect(productCard(page, 'Melange').getByLabel('USt.: 20% normal')).toBeVisible();

    for (const [language, search, text] of [
      ['en', 'Name or description', 'VAT: 10% reduced. Drink at 10 % – please check'],
      ['ar', 'الاسم أو الوصف', 'ض.ق.م: 10% مخفضة. مشروب بنسبة 10 % – يرجى التحقق'],
    ] as const) {
      await page.evaluate((lang) => localStorage.setItem('tischlein_ui_settings_v1', JSON.stringify({ lang })), language);
      await page.reload();
      await page.getByLabel(search).fill('Eistee');
      await expect(productCard(page, 'E2E Eistee').getByTestId('vat-warning')).toHaveAccessibleName(text);
    }
  });

  test('deactivating a product hides it from guests', async ({ page, server, browser }) => {
    await openProducts(page, server, 'Gulaschsuppe');
    const card = productCard(page, 'Gulaschsuppe');
    await card.getByRole('switch', { name: 'Aktiv' }).click();
    await expect(page.getByText('Deaktiviert')).toBeVisible();
    await expect(card.getByRole('switch', { name: 'Aktiv' })).not.toBeChecked();
    expect((await adminProduct(server, 'Gulaschsuppe')).available).toBe(false);

    const guest = await guestPhone(browser, server, 'Speisen', 'Suppen');
    try {
      await expect(guest.locator('article', { hasText: 'Frittatensuppe' })).toBeVisible();
      await expect(guest.locator('article', { hasText: 'Gulaschsuppe' })).toHaveCount(0);
    } finally {
      await guest.context().close();
      const { menuItemId } = await adminProduct(server, 'Gulaschsuppe');
      await adminCall(server, await adminToken(server), 'PATCH', `/admin/menu/items/${menuItemId}/availability`, true);
    }
  });

  test('the active toggle moves back when the server refuses, with "Fehler beim Aktualisieren"', async ({ page, server }) => {
    await openProducts(page, server, 'Frittatensuppe');
    await page.route('**/api/admin/menu/items/*/availability', (route) => route.fulfill({ status: 500, json: { message: 'kaputt' } }));
    const toggle = productCard(page, 'Frittatensuppe').getByRole('switch', { name: 'Aktiv' });
    await toggle.click();
    await expect(page.getByText('Fehler beim Aktualisieren')).toBeVisible();
    await expect(toggle).toBeChecked();
  });

  test('says "Admin-API nicht aktiv" and shows the guests’ menu read-only when the admin API does not answer', async ({ page, server }) => {
    await useAdminToken(page, server);
    await page.route('**/api/admin/menu/items?*', (route) => route.fulfill({ status: 404, json: { message: 'Not Found' } }));
    await page.goto('/admin/products');
    await expect(page.getByTestId('admin-api-down')).toContainText('Admin-API nicht aktiv');
    await expect(page.getByRole('button', { name: 'Neues Produkt' })).toBeDisabled();
    const card = productCard(page, 'Frittatensuppe');
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: 'Frittatensuppe bearbeiten' })).toBeDisabled();
    await expect(card.getByRole('switch', { name: 'Aktiv' })).toBeDisabled();
  });
});
