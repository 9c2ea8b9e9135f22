import { expect, type Locator, type Page } from '@playwright/test';
import type {
  Category,
  CheckoutAnswer,
  MenuItem,
  MenuType,
  Order,
  OrderDetail,
  Page as ListPage,
  StartedSession,
} from '@tischlein/api-types';
import { adminCall, adminToken } from '../support/admin-api.ts';
import { E2E_ADMIN, type RunningServer } from '../support/server.ts';

export { adminCall, adminToken };

/** Fills in and sends the team login form on the current page. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Benutzername').fill(username);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Logs in through the team login page and waits for the admin panel. */
export async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/?$/);
}

/**
 * Has the browser hold the admin's token from its next page on, without the login form (for tests about other
 * screens) and without loading a page just to store it: the back office's first load is the test's own.
 */
export async function useAdminToken(page: Page, server: RunningServer): Promise<void> {
  const token = await adminToken(server);
  const storing = await page.addInitScript((jwt) => {
    if (location.protocol.startsWith('http')) localStorage.setItem('jwt', jwt);
  }, token);
  // Only into that first page: a reload after logging out (or after a reset) stays logged out.
  const stopAfterFirstPage = () => {
    if (!page.url().startsWith('http')) return;
    page.off('domcontentloaded', stopAfterFirstPage);
    void storing.dispose();
  };
  page.on('domcontentloaded', stopAfterFirstPage);
}

interface GuestOrderOptions {
  /** Menu item names (exact) with quantities; looked up in the public menu. */
  items: { name: string; quantity?: number }[];
  /** A table's QR code; omitted = takeaway. */
  tableQrCode?: string;
  paymentMethod?: 'CASH' | 'CARD';
}

export type PlacedOrder = CheckoutAnswer;

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

const menus = new Map<string, Promise<Map<string, number>>>();

function menuItemIds(server: RunningServer): Promise<Map<string, number>> {
  if (!menus.has(server.url)) menus.set(server.url, loadMenuItemIds(server));
  return menus.get(server.url)!;
}

async function loadMenuItemIds(server: RunningServer): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const types = await json<MenuType[]>(await fetch(`${server.url}/api/menu/types`), 'menu types');
  for (const { code } of types) {
    const categories = await json<Category[]>(await fetch(`${server.url}/api/menu/categories?type=${code}`), 'categories');
    for (const category of categories) {
      const items = await json<MenuItem[]>(await fetch(`${server.url}/api/menu/items?category=${category.categoryId}`), 'items');
      for (const item of items) ids.set(item.name, item.menuItemId);
    }
  }
  return ids;
}

/** Places an order the way a guest's phone does: session, basket, checkout. */
export async function placeGuestOrder(server: RunningServer, options: GuestOrderOptions): Promise<PlacedOrder> {
  const ids = await menuItemIds(server);
  const start = `${server.url}/api/sessions/start/${options.tableQrCode ?? 'takeaway'}`;
  // A guest ordering alone: at a table, other tests' phones would otherwise share this basket.
  const session = await json<StartedSession>(
    await fetch(start, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ privateBasket: true }) }),
    'session start',
  );
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

/** The order as the admin API knows it. */
export async function findOrder(server: RunningServer, orderNumber: number): Promise<Order> {
  const token = await adminToken(server);
  const page = await adminCall<ListPage<Order>>(server, token, 'GET', `/admin/orders?q=${orderNumber}&size=50`);
  const order = page.content.find((o) => o.orderNumber === orderNumber);
  if (!order) throw new Error(`Order ${orderNumber} not found`);
  return order;
}

/** Runs an order action through the API as the admin (as another member of staff would); pay records the whole order paid in the order's method. */
export async function actOnOrder(
  server: RunningServer,
  orderNumber: number,
  action: 'approve' | 'complete' | 'cancel' | 'reject' | 'pay',
): Promise<OrderDetail> {
  const { orderId, paymentMethod } = await findOrder(server, orderNumber);
  const token = await adminToken(server);
  if (action === 'pay')
    return (await adminCall<{ order: OrderDetail }>(server, token, 'POST', `/admin/orders/${orderId}/pay`, { paymentMethod })).order;
  const body = action === 'reject' ? { reason: 'Test' } : undefined;
  return adminCall<OrderDetail>(server, token, 'POST', `/admin/orders/${orderId}/${action}`, body);
}

/** The card of an order in the lists (cards are articles named by the order number). */
export const orderCard = (page: Page, orderNumber: number | string) =>
  page.getByTestId('order-card').and(page.getByRole('article', { name: String(orderNumber), exact: true }));

/** Opens a multi-select filter, picks entries by their visible names, and closes it again. */
export async function pickInFilter(page: Page, filter: string, entries: string[]): Promise<void> {
  await page.getByRole('combobox', { name: filter }).click();
  for (const entry of entries) await page.getByRole('option', { name: entry, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** Lists up to 96 orders a page, so tests find their orders whatever earlier tests left open. */
export async function showManyPerPage(page: Page): Promise<void> {
  const pageSize = page.getByRole('combobox', { name: /Zeilen pro Seite/ });
  // An empty list has no pagination (and needs none).
  await expect(page.getByTestId('orders-empty').or(pageSize)).toBeVisible();
  if (!(await pageSize.isVisible())) return;
  await pageSize.click();
  await page.getByRole('option', { name: '96' }).click();
}

/** Counts the page's requests for order lists (GET /api/admin/orders, not one order's). */
export function countOrderListRequests(page: Page): { count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/admin/orders') counter.count++;
  });
  return counter;
}

/** The order numbers of the tickets in one column of the kitchen board, top to bottom. */
export const ticketNumbers = (page: Page, column: 'Neu' | 'In Zubereitung') =>
  page
    .getByRole('region', { name: column })
    .getByTestId('kitchen-ticket')
    .evaluateAll((tickets) => tickets.map((t) => t.ariaLabel));

/** A date field (MUI X DatePicker: day, month and year as spinbuttons in a group named by its label). */
export const dateField = (scope: Page | Locator, label: string) => scope.getByRole('group', { name: label, exact: true });

/** The date a date field shows, as the staff member's language writes it ("01.01.2025"); empty when none. */
export const dateShown = (field: Locator) => field.locator('input');

/** Types a date into a date field, in the order its language writes it ("01012025" for 01.01.2025), or clears it. */
export async function typeDate(field: Locator, digits: string): Promise<void> {
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.press('ControlOrMeta+a');
  if (digits === '') await field.page().keyboard.press('Backspace');
  else await field.page().keyboard.type(digits);
}
