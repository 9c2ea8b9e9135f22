import type { Page } from '@playwright/test';
import type { ServiceCall, ServiceCallsReport, StaffServiceCall, StartedSession } from '@tischlein/api-types';
import { expect, test } from '../support/fixtures.ts';
import type { RunningServer } from '../support/server.ts';
import { actOnOrder, adminCall, adminToken, findOrder, placeGuestOrder, submitLogin, useAdminToken } from './admin-helpers.ts';

/** A guest's phone at the demo restaurant's table 1: a session and its jwt, as the guest app gets them. */
async function guestAtTable(server: RunningServer): Promise<StartedSession> {
  const response = await fetch(`${server.url}/api/sessions/start/${server.tableQrCode}`, { method: 'POST' });
  expect(response.ok).toBe(true);
  return (await response.json()) as StartedSession;
}

/** What the guest's phone sends for "Kellner rufen" or "Rechnung bitte". */
async function callStaff(server: RunningServer, guest: StartedSession, body: object): Promise<ServiceCall> {
  const response = await fetch(`${server.url}/api/sessions/${guest.sessionId}/service-calls`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${guest.jwt}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as ServiceCall;
}

/** The guest's view of the table's calls (open ones and those answered lately). */
async function guestCalls(server: RunningServer, guest: StartedSession): Promise<ServiceCall[]> {
  const response = await fetch(`${server.url}/api/sessions/${guest.sessionId}/service-calls`, {
    headers: { Authorization: `Bearer ${guest.jwt}` },
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as ServiceCall[];
}

/** Whether the page scrolls sideways (it must not, down to 360 px). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test.describe('the waiter view on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('a waiter sees a guest ask for the bill live, answers "Kommt gleich" and serves an order', async ({ page, server }, testInfo) => {
    await adminCall(server, await adminToken(server), 'POST', '/user', {
      username: 'service-kellner',
      password: 'service-kellner-pw',
      roles: ['WAITER'],
    });
    const placed = await placeGuestOrder(server, { items: [{ name: 'Cola 0,33 l', quantity: 2 }], tableQrCode: server.tableQrCode });
    await actOnOrder(server, placed.orderNumber, 'approve');

    await page.goto('/login');
    await submitLogin(page, 'service-kellner', 'service-kellner-pw');
    await expect(page).toHaveURL(/\/admin\/waiter$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Service' })).toBeVisible();
    await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'connected');

    const table = page.getByRole('region', { name: 'Tisch 1', exact: true });
    const order = table.getByRole('group', { name: `Bestellung ${placed.orderNumber}` });
    await expect(order).toContainText('2 Artikel');
    await expect(order).toContainText('2× Cola 0,33 l');

    const guest = await guestAtTable(server);
    const sent = await callStaff(server, guest, { kind: 'BILL', paymentMethod: 'CARD' });
    const call = table.getByRole('group', { name: 'Rechnung bitte · Karte' });
    await expect(call).toBeVisible();
    await expect(call.getByTestId('call-age')).toHaveText('gerade eben');

    await page.screenshot({ path: testInfo.outputPath('waiter-360.png') });
    // Usable with a thumb on a 360 px screen: nothing scrolls sideways, the buttons are big enough to hit.
    expect(await scrollsSideways(page)).toBe(false);
    // The app bar's title is whole: on a phone the language button shows just its icon.
    const title = page.locator('#react-admin-title');
    await expect(title).toHaveText('Service');
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const answer = call.getByRole('button', { name: 'Kommt gleich' });
    const served = order.getByRole('button', { name: 'Serviert' });
    for (const button of [answer, served]) {
      const box = (await button.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }

    await answer.click();
    await expect(call).toHaveCount(0);
    const [answered] = (await guestCalls(server, guest)).filter((c) => c.callId === sent.callId);
    expect(answered.status).toBe('ACKNOWLEDGED');
    expect(answered.acknowledgedAt).not.toBeNull();

    // Served is not paid: the order now waits under what the table owes, until the waiter collects it.
    await served.click();
    await expect(order.getByRole('button', { name: 'Serviert' })).toHaveCount(0);
    expect((await findOrder(server, placed.orderNumber)).paymentStatus).toBe('PENDING');
    // What table 1 owes (its open bill): this order and whatever earlier tests on this server left unpaid there.
    const bills = await adminCall<Array<{ tableNumber: number; openCents: number }>>(
      server,
      await adminToken(server),
      'GET',
      '/admin/bills',
    );
    const owed = bills.find((b) => b.tableNumber === 1)!.openCents / 100;
    expect(owed).toBeGreaterThanOrEqual(7.8);
    const euro = new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' });
    await expect(table.getByTestId('table-bill-open')).toHaveText(`Offen: ${euro.format(owed)}`);
    await expect(table.getByRole('link', { name: 'Rechnung' })).toBeVisible();
    await order.getByRole('button', { name: 'Bezahlen' }).click();
    const payDialog = page.getByRole('dialog', { name: `Bestellung ${placed.orderNumber} bezahlen` });
    await expect(payDialog).toContainText('Zu zahlen: € 7,80');
    await payDialog.getByRole('radio', { name: 'Bar' }).check();
    await payDialog.getByLabel('Gegeben (€)').fill('10');
    await expect(payDialog).toContainText('Rückgeld: € 2,20');
    expect(await scrollsSideways(page)).toBe(false);
    await payDialog.getByRole('button', { name: 'Bezahlen' }).click();
    await expect(payDialog).toBeHidden();
    await expect(order).toHaveCount(0);
    const paid = await findOrder(server, placed.orderNumber);
    expect(paid).toMatchObject({ status: 'COMPLETED', paymentStatus: 'PAID', paymentMethod: 'CASH' });
    expect(paid.invoiceNumber).not.toBeNull();
  });
});

test.describe('service calls on the kitchen screen', () => {
  test('a kitchen account sees a waiter call in the strip at the top, live, answers it there, and may open the waiter view', async ({
    page,
    server,
  }) => {
    const token = await adminToken(server);
    // Other tests' calls may still be open on this server: answer them, so the strip starts empty.
    for (const open of await adminCall<StaffServiceCall[]>(server, token, 'GET', '/admin/service-calls')) {
      await adminCall(server, token, 'POST', `/admin/service-calls/${open.callId}/acknowledge`);
    }
    await adminCall(server, token, 'POST', '/user', {
      username: 'service-koch',
      password: 'service-koch-pw',
      roles: ['KITCHEN'],
    });
    await page.goto('/login');
    await submitLogin(page, 'service-koch', 'service-koch-pw');
    await expect(page).toHaveURL(/\/admin\/kitchen$/);
    await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'connected');
    const strip = page.getByRole('region', { name: 'Offene Rufe' });
    await expect(strip).toHaveCount(0);

    const guest = await guestAtTable(server);
    const sent = await callStaff(server, guest, { kind: 'WAITER' });
    const call = strip.getByRole('group', { name: 'Tisch 1: Kellner rufen' });
    await expect(call).toBeVisible();
    await expect(call).toContainText('gerade eben');

    await call.getByRole('button', { name: 'Kommt gleich' }).click();
    await expect(strip).toHaveCount(0);
    const [answered] = (await guestCalls(server, guest)).filter((c) => c.callId === sent.callId);
    expect(answered.status).toBe('ACKNOWLEDGED');

    await page.getByRole('link', { name: 'Service' }).click();
    await expect(page).toHaveURL(/\/admin\/waiter$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Service' })).toBeVisible();
    await expect(page.getByText('Kein Admin-Benutzer! Zugriff verweigert.')).toHaveCount(0);
  });

  test('the admin reaches the waiter view from the side menu, and a call answered elsewhere leaves it', async ({ page, server }) => {
    await useAdminToken(page, server);
    await page.goto('/admin/orders');
    await page.getByRole('menuitem', { name: 'Service' }).click();
    await expect(page).toHaveURL(/\/admin\/waiter$/);
    await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'connected');

    const guest = await guestAtTable(server);
    const sent = await callStaff(server, guest, { kind: 'WAITER' });
    const call = page.getByRole('region', { name: 'Tisch 1', exact: true }).getByRole('group', { name: 'Kellner rufen' });
    await expect(call).toBeVisible();
    // Someone else answers it (another phone, the kitchen): it leaves this screen, too.
    await adminCall(server, await adminToken(server), 'POST', `/admin/service-calls/${sent.callId}/acknowledge`);
    await expect(call).toHaveCount(0);
  });
});

test.describe('service calls in the reports', () => {
  test('the reporting screen counts the calls of the range and how fast they were answered', async ({ page, server }) => {
    const guest = await guestAtTable(server);
    const sent = await callStaff(server, guest, { kind: 'WAITER' });
    const token = await adminToken(server);
    await adminCall(server, token, 'POST', `/admin/service-calls/${sent.callId}/acknowledge`);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date());
    const report = await adminCall<ServiceCallsReport>(server, token, 'GET', `/admin/reports/service-calls?from=${today}&to=${today}`);

    await useAdminToken(page, server);
    await page.goto('/admin/reporting?range=today');
    const card = page.getByRole('region', { name: 'Service-Rufe' });
    for (const kind of report.kinds) {
      const figures = card.getByTestId(`service-calls-${kind.kind}`);
      await expect(figures.getByRole('heading')).toHaveText(kind.kind === 'WAITER' ? 'Kellner rufen' : 'Rechnung bitte');
      await expect(figures.getByTestId('calls')).toHaveText(String(kind.calls));
      await expect(figures.getByTestId('acknowledged')).toHaveText(String(kind.acknowledged));
      await expect(figures.getByTestId('expired')).toHaveText(String(kind.expired));
    }
    const waiter = report.kinds.find((kind) => kind.kind === 'WAITER')!;
    expect(waiter.acknowledged).toBeGreaterThan(0);
    const seconds = Math.round(waiter.averageResponseSeconds!);
    await expect(card.getByTestId('service-calls-WAITER').getByTestId('response')).toHaveText(
      `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')} min`,
    );
  });
});
