import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AdminCategory, AdminMenuItem, MenuItem, Page as ListPage } from '@tischlein/api-types';
import { expect, test } from '../support/fixtures.ts';
import type { RunningServer } from '../support/server.ts';
import { adminCall, adminToken, useAdminToken } from './admin-helpers.ts';

const GERMAN = 'E2E Übersetzungsgulasch';
const OTHER_NAMES = { Русский: 'Гуляш', 中文: '匈牙利牛肉汤', العربية: 'جولاش', Türkçe: 'Gulaş', Srpski: 'Gulaš', Español: 'Gulasch' };

/** A product of its own, without a description: only its name needs translating. */
async function createProduct(server: RunningServer): Promise<{ product: AdminMenuItem; category: AdminCategory }> {
  const token = await adminToken(server);
  const [category] = await adminCall<AdminCategory[]>(server, token, 'GET', '/admin/menu-categories');
  const product = await adminCall<AdminMenuItem>(server, token, 'POST', '/admin/menu/items', {
    typeCode: category.typeCode,
    categoryId: category.categoryId,
    name: GERMAN,
    basePrice: 12.9,
    available: true,
    vatRate: 'VAT_10',
    vatCategory: 'FOOD',
    allergens: [],
  });
  return { product, category };
}

async function adminProduct(server: RunningServer, id: number): Promise<AdminMenuItem> {
  const token = await adminToken(server);
  const page = await adminCall<ListPage<AdminMenuItem>>(server, token, 'GET', `/admin/menu/items?q=${encodeURIComponent(GERMAN)}&size=50`);
  const product = page.content.find((p) => p.menuItemId === id);
  if (!product) throw new Error(`No product ${id}`);
  return product;
}

const productCard = (page: Page) => page.getByTestId('product-card').and(page.getByRole('article', { name: GERMAN, exact: true }));

/** Opens the product's edit dialog and unfolds its translations. */
async function editTranslations(page: Page) {
  await productCard(page)
    .getByRole('button', { name: `${GERMAN} bearbeiten` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Produkt bearbeiten' });
  await dialog.getByRole('button', { name: /^Übersetzungen/ }).click();
  return dialog;
}

test.describe('menu translations', () => {
  test('the admin translates a product’s name; the filter, the guest menu, the CSV export and import follow', async ({ page, server }) => {
    const { product, category } = await createProduct(server);
    await useAdminToken(page, server);
    await page.goto('/admin/products');
    await page.getByLabel('Name oder Beschreibung').fill('Übersetzungsgulasch');
    await expect(productCard(page)).toContainText('7 fehlen');
    await page.getByLabel('Übersetzung fehlt', { exact: true }).check();
    await expect(productCard(page)).toBeVisible();

    // English only: the marker names the six others, the filter still shows the product.
    let dialog = await editTranslations(page);
    await expect(dialog.getByTestId('translation-en')).toContainText('fehlt');
    await expect(dialog.getByLabel('Name (العربية)')).toHaveAttribute('dir', 'rtl');
    await expect(dialog.getByLabel('Name (العربية)')).toHaveAttribute('lang', 'ar');
    await expect(dialog.getByLabel('Beschreibung (English)')).toHaveCount(1);
    await dialog.getByLabel('Name (English)').fill('Translation goulash');
    await expect(dialog.getByTestId('translation-en')).not.toContainText('fehlt');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Gespeichert')).toBeVisible();
    await expect(productCard(page)).toContainText('6 fehlen');
    expect((await adminProduct(server, product.menuItemId)).translations).toEqual({ en: { name: 'Translation goulash' } });

    const guestMenu = await fetch(`${server.url}/api/menu/items?category=${category.categoryId}&lang=en`);
    const guestItems = (await guestMenu.json()) as MenuItem[];
    expect(guestItems.find((item) => item.menuItemId === product.menuItemId)?.name).toBe('Translation goulash');

    // Every language: nothing missing, so the filter hides it and shows it again when off.
    dialog = await editTranslations(page);
    for (const [language, name] of Object.entries(OTHER_NAMES)) await dialog.getByLabel(`Name (${language})`).fill(name);
    await expect(dialog.getByRole('button', { name: /^Übersetzungen/ })).toContainText('vollständig');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Gespeichert')).toBeVisible();
    await expect(productCard(page)).toHaveCount(0);
    await page.getByLabel('Übersetzung fehlt', { exact: true }).uncheck();
    await expect(productCard(page)).toBeVisible();
    await expect(productCard(page).getByTestId('missing-translations')).toHaveCount(0);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Übersetzungen exportieren (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('menue-uebersetzungen.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFArt;Id;Feld;de;en;ru;zh;ar;tr;sr;es\r\n')).toBe(true);
    const row = csv.split('\r\n').find((line) => line.startsWith(`Produkt;${product.menuItemId};Name;`));
    expect(row).toBe(`Produkt;${product.menuItemId};Name;${GERMAN};Translation goulash;${Object.values(OTHER_NAMES).join(';')}`);

    // The translator's file: a new Spanish name, the other languages as they were.
    const spanish = row!.replace(/;Gulasch$/, ';Gulasch húngaro');
    await page.getByTestId('translations-csv-file').setInputFiles({
      name: 'uebersetzt.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Art;Id;Feld;de;en;ru;zh;ar;tr;sr;es\r\n${spanish}\r\n`),
    });
    await expect(page.getByText('Übersetzte Einträge: 1')).toBeVisible();
    const translated = await adminProduct(server, product.menuItemId);
    expect(translated.translations.es).toEqual({ name: 'Gulasch húngaro' });
    expect(translated.translations.en).toEqual({ name: 'Translation goulash' });

    // A bad file changes nothing and says why.
    await page.getByTestId('translations-csv-file').setInputFiles({
      name: 'kaputt.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Art;Id;Feld;de;en;ru;zh;ar;tr;sr;es\r\nProdukt;${product.menuItemId};Name;x;y\r\n`),
    });
    await expect(page.getByText(/Import fehlgeschlagen: Zeile 2/)).toBeVisible();
    expect((await adminProduct(server, product.menuItemId)).translations.es).toEqual({ name: 'Gulasch húngaro' });
  });
});
