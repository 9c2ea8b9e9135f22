import { expect } from '@jest/globals';
import { asGuest, menuItemsByName, startTableSession, startTakeawaySession } from './guest.js';
import { adminToken, bearer } from './staff.js';
import type { TestApp } from './test-app.js';

export interface OrderLine {
  name: string;
  quantity?: number;
  extras?: string[];
}

export interface PlacedOrder {
  orderId: number;
  orderNumber: number;
  totalPrice: number;
}

const menus = new WeakMap<TestApp, Promise<Map<string, { menuItemId: number }>>>();
const extras = new WeakMap<TestApp, Promise<Map<string, number>>>();

async function extraIds(t: TestApp): Promise<Map<string, number>> {
  if (!extras.has(t)) {
    extras.set(
      t,
      t.http.get('/api/addings').then((res) => new Map(res.body.map((a: { name: string; addingId: number }) => [a.name, a.addingId]))),
    );
  }
  return extras.get(t)!;
}

/** Places an order through the guest API: a table session (or takeaway with `table: null`), basket, checkout. */
export async function placeOrder(
  t: TestApp,
  options: { table?: number | null; lines?: OrderLine[]; paymentMethod?: 'CASH' | 'CARD' } = {},
): Promise<PlacedOrder> {
  if (!menus.has(t)) menus.set(t, menuItemsByName(t));
  const menu = await menus.get(t)!;
  const table = options.table === undefined ? 1 : options.table;
  const session = table === null ? await startTakeawaySession(t) : await startTableSession(t, table);
  const guest = asGuest(t, session);
  for (const line of options.lines ?? [{ name: 'Rindsgulasch' }]) {
    const item = menu.get(line.name);
    if (!item) throw new Error(`no demo item ${line.name}`);
    const ids = await extraIds(t);
    const addingIds = (line.extras ?? []).map((name) => ids.get(name));
    const res = await guest.add({ menuItemId: item.menuItemId, quantity: line.quantity ?? 1, addingIds });
    expect(res.status).toBe(201);
  }
  const res = await guest.checkout({ paymentMethod: options.paymentMethod ?? 'CASH' });
  expect(res.status).toBe(201);
  return { orderId: res.body.orderId, orderNumber: res.body.orderNumber, totalPrice: res.body.totalPrice };
}

/** The back-office order API as an admin (or with the given token). */
export async function adminOrders(t: TestApp, jwt?: string) {
  const auth = bearer(jwt ?? (await adminToken(t)));
  const base = '/api/admin/orders';
  return {
    jwt: auth.Authorization.slice('Bearer '.length),
    list: (query: Record<string, string | number | string[]> = {}) => t.http.get(base).query(query).set(auth),
    detail: (id: number | string) => t.http.get(`${base}/${id}`).set(auth),
    events: (id: number | string) => t.http.get(`${base}/${id}/events`).set(auth),
    summary: () => t.http.get(`${base}/summary`).set(auth),
    act: (id: number | string, action: string, body?: object) => {
      const req = t.http.post(`${base}/${id}/${action}`).set(auth);
      return body === undefined ? req : req.send(body);
    },
    patch: (id: number | string, body: object) => t.http.patch(`${base}/${id}`).set(auth).send(body),
    invoice: (id: number | string) => t.http.get(`${base}/${id}/invoice`).set(auth).buffer(true).parse(binaryParser),
  };
}

export type AdminOrdersApi = Awaited<ReturnType<typeof adminOrders>>;

/** Collects a binary body into a Buffer (supertest leaves application/pdf unparsed otherwise). */
export function binaryParser(res: unknown, callback: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  const stream = res as NodeJS.ReadableStream;
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => callback(null, Buffer.concat(chunks)));
}
