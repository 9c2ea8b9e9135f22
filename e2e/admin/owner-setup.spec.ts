import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test as base, expect } from '../support/fixtures.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import { adminCall, adminToken, loginAsAdmin, orderCard, showManyPerPage, submitLogin } from './admin-helpers.ts';
import { readPdf } from './pdf-reader.ts';

// Issue 12's "Done when": an owner sets up a restaurant from an empty database in the back office alone, and
// a guest orders from the printed code.

/** This file's own server: no demo restaurant, only the e2e admin account (a worker of its own). */
const test = base.extend<object, { server: RunningServer }>({
  server: [
    async ({ serverPortRange }, use) => {
      const server = await startServer({ portRange: serverPortRange, env: { SEED_DEMO: 'false' } });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
});

/** The product photo: a 48 × 48 brown square (a valid PNG, unlike any image the apps ship). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAOklEQVR42u3OQQ0AAAgEoEtiMHMa0BbOBxsByHS9EiEhISEhISEhISEhISEhISEhISEhISEhISGhOwvohIyXQXEXMAAAAABJRU5ErkJggg==',
  'base64',
);
const WAITER = { username: 'kellner1', password: 'kellner1-passwort' };

interface AdminProduct {
  name: string;
  basePrice: number;
  allergens: string[];
  vatRate: string;
  imageUrl: string | null;
  typeCode: string;
}

interface AdminTable {
  tableNumber: number;
  seatingCapacity: number;
  orderUrl: string;
}

/** Picks an entry of a select field in the open dialog. */
async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('dialog').getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('from an empty database an owner sets up the restaurant in the back office, and a guest orders from the printed code', async ({
  page,
  server,
  browser,
}) => {
  // An owner's whole first day in one test: about 45 s alone, 75 s beside two busy cores; room for a busier machine.
  test.setTimeout(300_000);
  const token = await adminToken(server);
  // The starting point: nothing on the menu, no tables, only the admin.
  expect(await (await fetch(`${server.url}/api/menu/types`)).json()).toEqual([]);
  expect((await adminCall<{ content: AdminTable[] }>(server, token, 'GET', '/admin/tables?size=100')).content).toEqual([]);

  await loginAsAdmin(page);

  // The panel guides the first day: five steps, none done yet, each a link to where it is done.
  await page.goto('/admin');
  const checklist = page.getByTestId('setup-checklist');
  await expect(checklist.getByRole('heading', { name: 'Erste Schritte' })).toBeVisible();
  const steps = ['Firmendaten', 'Menü-Typen und Kategorien', 'Produkte', 'Tische und QR-Bogen', 'Mitarbeiter'];
  await expect(checklist.getByRole('link')).toHaveText(steps.map((step, i) => `${i + 1}. ${step}offen`));
  await expect(checklist.getByRole('progressbar')).toHaveAccessibleName('0 von 5 erledigt');

  // Step 1 opens "Firmendaten & Rechnung"; the UID number is checked with its check digit, "FN" is not doubled.
  await checklist.getByRole('link', { name: /Firmendaten/ }).click();
  const companyDialog = page.getByRole('dialog', { name: 'Firmendaten & Rechnung' });
  await companyDialog.getByLabel('Firmenname').fill('Beisl am Eck GmbH');
  await companyDialog.getByLabel('Straße').fill('Murgasse 7');
  await companyDialog.getByLabel('PLZ').fill('8010');
  await companyDialog.getByLabel('Ort').fill('Graz');
  await companyDialog.getByLabel('UID-Nummer').fill('ATU1234');
  await companyDialog.getByLabel('Firmenbuchnummer').fill('FN 123456a');
  await companyDialog.getByLabel('Firmenbuchgericht').fill('Landesgericht für ZRS Graz');
  await companyDialog.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(companyDialog.getByText('eine österreichische UID-Nummer ist ATU und 8 Ziffern (z. B. ATU12345675)')).toBeVisible();
  await companyDialog.getByLabel('UID-Nummer').fill('ATU 1234 5675');
  await companyDialog.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(companyDialog).toBeHidden();
  expect(await adminCall(server, token, 'GET', '/admin/app-info')).toMatchObject({
    vatId: 'ATU12345675',
    companyRegisterNumber: '123456a',
    companyRegisterCourt: 'Landesgericht für ZRS Graz',
  });
  await page.goto('/admin');
  await expect(checklist.getByRole('link', { name: /^1\. Firmendaten/ })).toContainText('erledigt');
  await expect(checklist.getByRole('progressbar')).toHaveAccessibleName('1 von 5 erledigt');

  // Menu type "Speisen" (FOOD).
  await page.goto('/admin/menu-types');
  await page.getByRole('button', { name: 'Neuer Menü-Typ' }).click();
  const typeDialog = page.getByRole('dialog', { name: 'Neuer Menü-Typ' });
  await typeDialog.getByLabel('Code').fill('food');
  await expect(typeDialog.getByLabel('Code')).toHaveValue('FOOD');
  await typeDialog.getByLabel('Name').fill('Speisen');
  await typeDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Angelegt')).toBeVisible();
  await expect(typeDialog).toBeHidden();
  await expect(page.getByTestId('menu-type-card').and(page.getByRole('listitem', { name: 'Speisen', exact: true }))).toContainText('FOOD');

  // Category "Hauptspeisen" in it.
  await page.goto('/admin/categories');
  await page.getByRole('button', { name: 'Neue Kategorie' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Neue Kategorie' });
  await categoryDialog.getByLabel('Name').fill('Hauptspeisen');
  await categoryDialog.getByRole('combobox', { name: 'Menü-Typ' }).click();
  await page.getByRole('option', { name: 'Speisen (FOOD)' }).click();
  await categoryDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Angelegt')).toBeVisible();
  await expect(categoryDialog).toBeHidden();
  await expect(page.getByTestId('category-card').and(page.getByRole('listitem', { name: 'Hauptspeisen', exact: true }))).toBeVisible();

  // Extra "Extra Käse" for the type.
  await page.goto('/admin/extras');
  await page.getByRole('button', { name: 'Neues Extra' }).click();
  const extraDialog = page.getByRole('dialog', { name: 'Neues Extra' });
  await extraDialog.getByLabel('Name').fill('Extra Käse');
  await extraDialog.getByLabel('Preis (€)').fill('1,50');
  await extraDialog.getByRole('button', { name: 'G · Milch/Laktose' }).click();
  await extraDialog.getByRole('combobox', { name: 'Menü-Typen' }).click();
  await page.getByRole('option', { name: 'Speisen' }).click();
  await page.keyboard.press('Escape');
  await expect(extraDialog.getByRole('combobox', { name: 'Menü-Typen' })).toHaveText('Speisen');
  await extraDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Angelegt')).toBeVisible();
  await expect(extraDialog).toBeHidden();
  const extraCard = page.getByTestId('extra-card').and(page.getByRole('listitem', { name: 'Extra Käse', exact: true }));
  await expect(extraCard).toContainText('1,50');
  await expect(extraCard).toContainText('Gilt für: Speisen');

  // Product "Wiener Schnitzel" with an image and allergens; the VAT rate stays at its default.
  await page.goto('/admin/products');
  // No product yet and no filter set: the way to the first product, no "reset the filters".
  await expect(page.getByTestId('products-empty')).toContainText('Noch keine Produkte – leg das erste an.');
  await expect(page.getByRole('button', { name: 'Filter zurücksetzen' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Neues Produkt' }).first().click();
  const productDialog = page.getByRole('dialog', { name: 'Neues Produkt' });
  await choose(page, 'Menü-Typ', 'Speisen');
  await expect(productDialog.getByRole('combobox', { name: 'Kategorie', exact: true })).toHaveText('Hauptspeisen');
  await productDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Wiener Schnitzel');
  await productDialog.getByLabel('Preis (€)').fill('14,90');
  for (const allergen of ['A · Gluten', 'C · Eier', 'G · Milch/Laktose']) {
    await productDialog.getByRole('button', { name: allergen }).click();
    await expect(productDialog.getByRole('button', { name: allergen })).toHaveAttribute('aria-pressed', 'true');
  }
  await productDialog.getByTestId('product-image-input').setInputFiles({ name: 'schnitzel.png', mimeType: 'image/png', buffer: PNG });
  await expect(productDialog.getByRole('img', { name: 'Vorschau des Bildes' })).toHaveAttribute('src', /^blob:/);
  await productDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Angelegt')).toBeVisible();
  await expect(productDialog).toBeHidden();
  const productCard = page.getByTestId('product-card').and(page.getByRole('article', { name: 'Wiener Schnitzel', exact: true }));
  await expect(productCard).toContainText('Speisen · Hauptspeisen');
  await expect(productCard).toContainText('14,90');
  await expect(productCard.getByRole('img', { name: 'Bild von Wiener Schnitzel' })).toHaveAttribute('src', /\/api\/media\//);
  const products = await adminCall<{ content: AdminProduct[] }>(server, token, 'GET', '/admin/menu/items?q=Schnitzel&size=50');
  const product = products.content.find((p) => p.name === 'Wiener Schnitzel')!;
  expect(product).toMatchObject({ basePrice: 14.9, allergens: ['A', 'C', 'G'], vatRate: 'VAT_10', typeCode: 'FOOD' });
  expect(product.imageUrl).toMatch(/^\/api\/media\//);

  // Table 1 with 4 seats.
  await page.goto('/admin/tables');
  await page.getByRole('link', { name: 'Neuer Tisch' }).click();
  await expect(page).toHaveURL(/\/admin\/tables\/create$/);
  await page.getByRole('spinbutton', { name: 'Tischnummer' }).fill('1');
  await page.getByRole('spinbutton', { name: 'Sitzplätze' }).fill('4');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Tisch 1 angelegt.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/tables\/\d+$/);
  // The detail page shows the code and the guest link it encodes.
  await expect(page.getByRole('img', { name: 'QR-Code für Tisch 1' })).toBeVisible();
  const guestLink = (await page.getByTestId('table-order-url').textContent())!.trim();
  expect(guestLink).toMatch(/\/order\/start\?table=[A-Za-z0-9_-]+$/);
  const [table] = (await adminCall<{ content: AdminTable[] }>(server, token, 'GET', '/admin/tables?size=100')).content;
  expect(table).toMatchObject({ tableNumber: 1, seatingCapacity: 4, orderUrl: guestLink });

  // The printed QR sheet: one code, for table 1.
  await page.goto('/admin/tables');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'QR-Bogen drucken' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('tisch-qr-codes.pdf');
  const pdf = readPdf(readFileSync((await download.path())!));
  expect(pdf.pages).toBe(1);
  expect(pdf.images).toBe(1);
  expect(pdf.lines.filter((line) => /^Tisch \d+$/.test(line))).toEqual(['Tisch 1']);

  // A waiter's account.
  await page.goto('/admin/staff');
  await page.getByRole('button', { name: 'Neuer Mitarbeiter' }).click();
  const staffDialog = page.getByRole('dialog', { name: 'Neuer Mitarbeiter' });
  await staffDialog.getByLabel('Benutzername').fill(WAITER.username);
  await staffDialog.getByRole('textbox', { name: 'Passwort', exact: true }).fill(WAITER.password);
  await staffDialog.getByRole('checkbox', { name: 'Service', exact: true }).check();
  await staffDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Angelegt', { exact: true })).toBeVisible();
  await expect(staffDialog).toBeHidden();
  const staffCard = page.getByTestId('staff-card').and(page.getByRole('article', { name: WAITER.username, exact: true }));
  await expect(staffCard.getByText('Service', { exact: true })).toBeVisible();

  // Every step done: the panel no longer shows the checklist.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 2, name: 'Bestellungen', exact: true })).toBeVisible();
  await expect(page.getByTestId('setup-checklist')).toHaveCount(0);

  // A guest's phone opens the printed link, as scanning the code would.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, locale: 'de-AT' });
  let orderNumber: string;
  try {
    const guest = await phone.newPage();
    await guest.goto(guestLink);
    await expect(guest).toHaveURL(/\/order\/choose$/);
    await expect(guest.getByText('Tisch 1')).toBeVisible();
    await guest.getByRole('button', { name: 'Speisen', exact: true }).click();
    await guest.getByRole('navigation', { name: 'Kategorien' }).getByRole('button', { name: 'Hauptspeisen', exact: true }).click();
    const item = guest.locator('article', { hasText: 'Wiener Schnitzel' });
    await expect(item).toContainText('14,90');
    const image = item.locator('img');
    await expect(image).toHaveAttribute('src', new RegExp(`^${product.imageUrl!.split('?')[0]}\\?v=`));
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
    const allergens = item.getByRole('list', { name: 'Allergene' });
    await expect(allergens.getByRole('listitem')).toHaveText(['A Gluten', 'C Eier', 'G Milch/Laktose']);

    await guest.getByRole('button', { name: 'Wiener Schnitzel auswählen' }).click();
    const dialog = guest.getByRole('dialog', { name: 'Wiener Schnitzel' });
    await dialog.getByRole('checkbox', { name: /Extra Käse/ }).check();
    await dialog.getByRole('button', { name: /In den Warenkorb/ }).click();
    await expect(dialog).toBeHidden();
    await guest.getByRole('button', { name: /^Warenkorb \(1\)/ }).click();
    await expect(guest).toHaveURL(/\/order\/basket$/);
    await expect(guest.getByText('Extra Käse')).toBeVisible();
    await expect(guest.getByTestId('basket-total')).toHaveText(/16,40/);
    await expect(guest.getByText(/enthaltene MwSt\. 10 %/)).toBeVisible();
    await guest.getByRole('button', { name: 'Zur Kasse' }).click();
    await expect(guest).toHaveURL(/\/order\/checkout$/);
    await guest.getByRole('button', { name: 'Bestellung absenden' }).click();
    await expect(guest).toHaveURL(/\/order\/confirmation\?/);
    await expect(guest.getByTestId('order-status')).toHaveText('Neu');
    await expect(guest.getByTestId('order-total')).toHaveText(/16,40/);
    orderNumber = (await guest.getByTestId('order-number').textContent())!.trim();
    expect(orderNumber).not.toBe('');
  } finally {
    await phone.close();
  }

  // The owner sees it in the orders list, for table 1.
  await page.goto('/admin/orders');
  await showManyPerPage(page);
  const card = orderCard(page, orderNumber);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Tisch 1');
  await expect(card.getByTestId('status-chip')).toHaveText('Neu');

  // The waiter logs in on a device of their own, lands on the waiter view and finds the ticket on the kitchen screen.
  const tablet = await browser.newContext({ baseURL: server.publicUrl, viewport: { width: 800, height: 1280 }, locale: 'de-AT' });
  try {
    const waiter = await tablet.newPage();
    await waiter.goto('/login');
    await submitLogin(waiter, WAITER.username, WAITER.password);
    await expect(waiter).toHaveURL(/\/admin\/waiter$/);
    await waiter.goto('/admin/kitchen');
    await expect(waiter.getByRole('heading', { level: 1, name: /Küche/ })).toBeVisible();
    const ticket = waiter.getByRole('region', { name: 'Neu' }).getByRole('article', { name: orderNumber, exact: true });
    await expect(ticket).toContainText('Tisch 1');
    await expect(ticket).toContainText('1× Wiener Schnitzel');
    await expect(ticket).toContainText('Extra Käse');
  } finally {
    await tablet.close();
  }
});
