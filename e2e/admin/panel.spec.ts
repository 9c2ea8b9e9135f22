import type { StaffServiceCall, StartedSession } from '@tischlein/api-types';
import { expect, test } from '../support/fixtures.ts';
import { actOnOrder, adminCall, adminToken, placeGuestOrder, useAdminToken } from './admin-helpers.ts';

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

    // The reports are in the side menu too, not only on a panel card.
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Berichte' }).click();
    await expect(page).toHaveURL(/\/admin\/reporting$/);
  });

  test('shows the day so far, live: takings with tips, open orders and calls, time to served; in German, English and Arabic', async ({
    page,
    server,
  }) => {
    const token = await adminToken(server);
    // Other tests' calls may still be open: answer them, so the open calls start at 0.
    for (const call of await adminCall<StaffServiceCall[]>(server, token, 'GET', '/admin/service-calls')) {
      await adminCall(server, token, 'POST', `/admin/service-calls/${call.callId}/acknowledge`);
    }
    await useAdminToken(page, server);
    await page.goto('/admin');
    await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'connected');
    const value = (key: string) => page.getByTestId(`today-${key}-value`);
    const cents = async (key: string) => Number((await value(key).textContent())!.replace(/\D/g, ''));
    await expect(page.getByRole('heading', { level: 2, name: 'Heute bisher' })).toBeVisible();
    await expect(value('takings')).toHaveText(/€/);
    await expect(value('open_calls')).toHaveText('0');
    const takings = await cents('takings');
    const open = Number(await value('open_orders').textContent());

    const order = await placeGuestOrder(server, { items: [{ name: 'Cola 0,33 l', quantity: 2 }] });
    await expect(value('open_orders')).toHaveText(String(open + 1));
    for (const action of ['approve', 'complete', 'pay'] as const) await actOnOrder(server, order.orderNumber, action);
    await expect(value('open_orders')).toHaveText(String(open));
    await expect.poll(() => cents('takings')).toBe(takings + Math.round(order.totalPrice * 100));
    await expect(page.getByTestId('today-serve_time')).toContainText(/Min\./);
    await expect(page.getByTestId('today-serve_time')).toContainText(/serviert: [1-9]/);

    const guest = (await (
      await fetch(`${server.url}/api/sessions/start/${server.tableQrCode}`, { method: 'POST' })
    ).json()) as StartedSession;
    const call = await fetch(`${server.url}/api/sessions/${guest.sessionId}/service-calls`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${guest.jwt}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'WAITER' }),
    });
    expect(call.status).toBe(201);
    await expect(value('open_calls')).toHaveText('1');
    await page.getByTestId('today-open_calls').getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/waiter$/);

    for (const [language, title, takingsLabel] of [
      ['en', 'Today so far', 'Takings'],
      ['ar', 'اليوم حتى الآن', 'المقبوضات'],
    ] as const) {
      await page.addInitScript((lang) => localStorage.setItem('tischlein_ui_settings_v1', JSON.stringify({ lang })), language);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(page.getByTestId('today-takings')).toContainText(takingsLabel);
      await expect(value('takings')).toHaveText(/€/);
    }
    // Its call answered, so the other tests on this server start without one.
    const { callId } = (await call.json()) as StaffServiceCall;
    await adminCall(server, token, 'POST', `/admin/service-calls/${callId}/acknowledge`);
  });

  test('the first-day checklist shows an open step in German, English and Arabic and leads to where it is done', async ({
    page,
    server,
  }) => {
    // Without a company name the company data step is open again (the demo restaurant has one).
    const token = await adminToken(server);
    const { companyName } = await adminCall<{ companyName: string }>(server, token, 'GET', '/admin/app-info');
    await adminCall(server, token, 'PUT', '/admin/app-info', { companyName: null });
    await useAdminToken(page, server);
    for (const [language, step, state, done, progress] of [
      ['de', '1. Firmendaten', 'offen', 'erledigt', /^[3-4] von 5 erledigt$/],
      ['en', '1. Company data', 'to do', 'done', /^[3-4] of 5 done$/],
      ['ar', '1. بيانات الشركة', 'مفتوح', 'تم', /^تم [3-4] من 5$/],
    ] as const) {
      await page.addInitScript((lang) => localStorage.setItem('tischlein_ui_settings_v1', JSON.stringify({ lang })), language);
      await page.goto('/admin');
      const checklist = page.getByTestId('setup-checklist');
      await expect(checklist.getByRole('progressbar')).toHaveAccessibleName(progress);
      await expect(checklist.getByRole('link', { name: new RegExp(`^${step}`) })).toContainText(state);
      // The demo restaurant has its menu, products and tables (whether a second account exists depends on other tests).
      for (const key of ['menu', 'products', 'tables']) await expect(page.getByTestId(`setup-step-${key}`)).toContainText(done);
    }
    await page.getByTestId('setup-step-company').click();
    await expect(page).toHaveURL(/\/admin\/settings\?open=company$/);
    await expect(page.getByRole('dialog', { name: 'بيانات الشركة والفواتير' })).toBeVisible();
    await adminCall(server, token, 'PUT', '/admin/app-info', { companyName });
  });

  test('an unknown address shows Tischlein’s own not-found page, in the staff member’s language', async ({ page, server }) => {
    await useAdminToken(page, server);
    await page.goto('/admin/gibt-es-nicht');
    await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
    await expect(page.getByText(/React Admin|werden\.\./)).toHaveCount(0);
    await page.addInitScript(() => localStorage.setItem('tischlein_ui_settings_v1', JSON.stringify({ lang: 'en' })));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'To the admin panel' }).click();
    await expect(page).toHaveURL(/\/admin\/?$/);
  });

  test('every card opens its working screen', async ({ page, server }) => {
    await useAdminToken(page, server);
    await page.goto('/admin');
    const cards = page.getByTestId(/^panel-/);
    await expect(cards).toHaveCount(13);
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
