import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { adminCall, adminToken, useAdminToken } from './admin-helpers.ts';

interface AdminExtra {
  addingId: number;
  name: string;
  price: number;
  allergens: string[];
  active: boolean;
  typeIds: number[];
  categoryIds: number[];
}

const extraCard = (page: Page, name: string) => page.getByTestId('extra-card').and(page.getByRole('listitem', { name, exact: true }));

async function findExtra(server: Parameters<typeof adminToken>[0], name: string): Promise<AdminExtra | undefined> {
  const extras = await adminCall<AdminExtra[]>(server, await adminToken(server), 'GET', '/admin/addings');
  return extras.find((extra) => extra.name === name);
}

test.describe('extras', () => {
  test('creates an extra with price, allergens and menu type, edits, switches off and deletes it', async ({ page, server }) => {
    await useAdminToken(page, server);
    await page.goto('/admin/extras');
    await expect(extraCard(page, 'Extra Käse')).toContainText('1,50');

    await page.getByRole('button', { name: 'Neues Extra' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neues Extra' });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Name ist erforderlich');
    await expect(dialog.getByRole('alert')).toContainText('Preis muss ≥ 0 sein');
    await dialog.getByLabel('Name').fill('Parmesan');
    await dialog.getByLabel('Preis (€)').fill('2,5');
    await dialog.getByRole('button', { name: 'G · Milch/Laktose' }).click();
    await expect(dialog.getByRole('button', { name: 'G · Milch/Laktose' })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByRole('combobox', { name: 'Menü-Typen' }).click();
    await page.getByRole('option', { name: 'Speisen' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('combobox', { name: 'Menü-Typen' })).toHaveText('Speisen');
    // Only the chosen type's categories are offered.
    await dialog.getByRole('combobox', { name: 'Kategorien' }).click();
    await expect(page.getByRole('option', { name: 'Hauptspeisen' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Kaffee & Tee' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Angelegt')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = extraCard(page, 'Parmesan');
    await expect(card).toContainText('2,50');
    await expect(card.getByRole('listitem', { name: 'G: Milch/Laktose' })).toBeVisible();
    await expect(card).toContainText('Gilt für: Speisen');
    const token = await adminToken(server);
    const foodId = (await adminCall<{ typeId: number; code: string }[]>(server, token, 'GET', '/admin/menu-types?onlyActive=false')).find(
      (type) => type.code === 'FOOD',
    )!.typeId;
    expect(await findExtra(server, 'Parmesan')).toMatchObject({
      price: 2.5,
      allergens: ['G'],
      active: true,
      typeIds: [foodId],
      categoryIds: [],
    });

    await page.getByLabel('Name').fill('parm');
    await expect(page.getByTestId('extra-card')).toHaveCount(1);
    await page.getByLabel('Name').fill('');

    await page.getByRole('button', { name: '„Parmesan“ bearbeiten' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Extra bearbeiten' });
    await expect(editDialog.getByLabel('Preis (€)')).toHaveValue('2,50');
    await editDialog.getByLabel('Preis (€)').fill('2,555');
    await editDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(editDialog.getByRole('alert')).toHaveText('höchstens zwei Nachkommastellen');
    await editDialog.getByLabel('Preis (€)').fill('3');
    await editDialog.getByRole('button', { name: 'C · Eier' }).click();
    await editDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Gespeichert')).toBeVisible();
    await expect(card).toContainText('3,00');
    expect(await findExtra(server, 'Parmesan')).toMatchObject({ price: 3, allergens: ['C', 'G'] });

    await page.getByRole('switch', { name: '„Parmesan“ aktiv' }).click();
    await expect(page.getByText('Deaktiviert')).toBeVisible();
    expect((await findExtra(server, 'Parmesan'))?.active).toBe(false);
    const guestExtras = await (await fetch(`${server.url}/api/addings`)).json();
    expect(guestExtras.map((extra: { name: string }) => extra.name)).not.toContain('Parmesan');

    await page.getByRole('button', { name: 'Tabelle' }).click();
    await expect(page.getByRole('row', { name: /Parmesan/ })).toContainText('3,00');
    await page.getByRole('button', { name: '„Parmesan“ löschen' }).click();
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText('Gelöscht')).toBeVisible();
    await expect(page.getByRole('row', { name: /Parmesan/ })).toHaveCount(0);
    expect(await findExtra(server, 'Parmesan')).toBeUndefined();
    await page.getByRole('button', { name: 'Karten' }).click();
  });
});
