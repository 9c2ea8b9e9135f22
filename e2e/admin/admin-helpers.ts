import { expect, type Page } from '@playwright/test';
import { adminCall, adminToken } from '../support/admin-api.ts';
import { E2E_ADMIN, type RunningServer } from '../support/server.ts';

export { adminCall, adminToken };

/** Logs in through the team login page and waits for the admin panel. */
export async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Benutzername').fill(E2E_ADMIN.username);
  await page.getByLabel('Passwort').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
}

/** Puts the admin's token in the browser without the login form (for tests about other screens). */
export async function useAdminToken(page: Page, server: RunningServer): Promise<void> {
  const token = await adminToken(server);
  await page.goto('/login');
  await page.evaluate((jwt) => localStorage.setItem('jwt', jwt), token);
}

interface GuestOrderOptions {
  /** Menu item names (exact) with quantities; looked up in the public menu. */
  items: { name: string; quantity?: number }[];
  /** A table's QR code; omitted = takeaway. */
  tableQrCode?: string;
  paymentMethod?: 'CASH' | 'CARD';
}

export interface PlacedOrder {
  orderNumber: string;
  totalPrice: number;
}

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

async function menuItemIds(server: RunningServer): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const types = await json<{ type: string }[]>(await fetch(`${server.url}/api/menu/types`), 'menu types');
  for (const { type } of types) {
    const categories = await json<{ id: number }[]>(await fetch(`${server.url}/api/menu/categories?type=${type}`), 'categories');
    for (const category of categories) {
      const items = await json<{ menuItemId: number; name: string }[]>(
        await fetch(`${server.url}/api/menu/items?category=${category.id}`),
        'items',
      );
      for (const item of items) ids.set(item.name, item.menuItemId);
    }
  }
  return ids;
}

/** Places an order the way a guest's phone does: session, basket, checkout. */
export async function placeGuestOrder(server: RunningServer, options: GuestOrderOptions): Promise<PlacedOrder> {
  const ids = await menuItemIds(server);
  const start = `${server.url}/api/sessions/start/${options.tableQrCode ?? 'takeaway'}`;
  const session = await json<{ sessionId: string; jwt: string }>(await fetch(start, { method: 'POST' }), 'session start');
  const headers = { Authorization: `Bearer ${session.jwt}`, 'Content-Type': 'application/json' };
  for (const { name, quantity = 1 } of options.items) {
    const menuItemId = ids.get(name);
    if (!menuItemId) throw new Error(`No menu item "${name}"`);
    await json(
      await fetch(`${server.url}/api/sessions/${session.sessionId}/basket/items`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ menuItemId, quantity, addingIds: [] }),
      }),
      'basket add',
    );
  }
  return json<PlacedOrder>(
    await fetch(`${server.url}/api/sessions/${session.sessionId}/checkout`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ paymentMethod: options.paymentMethod ?? 'CASH' }),
    }),
    'checkout',
  );
}

interface OrderSummary {
  id: number;
  orderNumber: string;
  status: string;
}

/** The order's id as the admin API knows it. */
export async function findOrder(server: RunningServer, orderNumber: string): Promise<OrderSummary> {
  const token = await adminToken(server);
  const page = await adminCall<{ content: OrderSummary[] }>(server, token, 'GET', `/admin/orders?q=${orderNumber}&size=50`);
  const order = page.content.find((o) => o.orderNumber === orderNumber);
  if (!order) throw new Error(`Order ${orderNumber} not found`);
  return order;
}

/** Forgets everything this browser stored for the back office (filters, seen marker, page size, view). */
export async function resetBrowserStore(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key !== 'jwt') localStorage.removeItem(key);
  });
}
