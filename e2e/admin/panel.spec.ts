import { expect, test } from '../support/fixtures.ts';
import { actOnOrder, placeGuestOrder, useAdminToken } from './admin-helpers.ts';

test.describe('admin panel', () => {
  test('shows a card per back-office area and counts the open orders', async ({ page, server }) => {
    const order = await placeGuestOrder(server, { items: [{ name: 'Cola 0,33 l' }] });
    await useAdminToken(page, server);
    await page.goto('/admin');
    for (const card of [
      'Bestellungen',
      'Tische',
      'Produkte',
      'Menü-Typen',
      'Kategorien',
      'Extras',
      'Historie',
      'Berichte',
      'Mitarbeiter',
      'Einstellungen',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: card, exact: true })).toBeVisible();
    }
    const ordersCard = page.getByTestId('panel-orders');
    const before = Number((await ordersCard.getByText(/offene Bestellung/).textContent())!.split(' ')[0]);
    expect(before).toBeGreaterThanOrEqual(1);

    // The count follows live changes.
    await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'connected');
    await actOnOrder(server, order.orderNumber, 'cancel');
    await expect(ordersCard).toContainText(`${before - 1} offene Bestellung`);

    await ordersCard.click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
  });

  test('every card opens its working screen', async ({ page, server }) => {
    await useAdminToken(page, server);
    await page.goto('/admin');
    const cards = page.getByTestId(/^panel-/);
    await expect(cards).toHaveCount(11);
    const keys = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('data-testid')!.replace(/^panel-/, '')));
    for (const key of keys) {
      await page.goto('/admin');
      const card = page.getByTestId(`panel-${key}`);
      const path = (await card.getAttribute('href'))!;
      await card.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
  });

  test('logging out clears the token, returns to the login and keeps the screen preferences', async ({ page, server }) => {
    await useAdminToken(page, server);
    await page.goto('/admin/orders');
    await page.getByRole('button', { name: 'Ton aus' }).click();
    await page.getByRole('button', { name: 'Tabelle' }).click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Profil: / })
      .click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    await page.goto('/admin/history');
    await expect(page).toHaveURL(/\/login$/);

    await useAdminToken(page, server);
    await page.goto('/admin/orders');
    await expect(page.getByRole('button', { name: 'Ton an' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Tabelle' })).toHaveAttribute('aria-pressed', 'true');
  });
});
