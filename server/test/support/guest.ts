import type { TestApp } from './test-app.js';

export interface GuestSessionInfo {
  sessionId: string;
  jwt: string;
  tableId: number | null;
  tableNumber: number | null;
  entryType: string;
}

/** The QR code of an active demo table, read straight from the database. */
export async function tableQrCode(t: TestApp, tableNumber = 1): Promise<string> {
  const dataSource = t.app.get((await import('typeorm')).DataSource);
  const [row] = await dataSource.query('SELECT qr_code FROM dining_tables WHERE table_number = $1 AND active', [tableNumber]);
  return row.qr_code;
}

/**
 * A guest at a table. By default with a basket of their own, so tests of one guest's basket do not meet other
 * tests' guests at the same table; `{ shared: true }` joins the table's shared basket as the guest app does.
 */
export async function startTableSession(t: TestApp, tableNumber = 1, options: { shared?: boolean } = {}): Promise<GuestSessionInfo> {
  const res = await t.http
    .post(`/api/sessions/start/${await tableQrCode(t, tableNumber)}`)
    .send(options.shared ? {} : { privateBasket: true })
    .expect(201);
  return res.body;
}

export async function startTakeawaySession(t: TestApp): Promise<GuestSessionInfo> {
  return (await t.http.post('/api/sessions/start/takeaway').expect(201)).body;
}

export function asGuest(t: TestApp, session: GuestSessionInfo) {
  const auth = { Authorization: `Bearer ${session.jwt}` };
  const base = `/api/sessions/${session.sessionId}`;
  return {
    basket: () => t.http.get(`${base}/basket`).set(auth),
    add: (body: object) => t.http.post(`${base}/basket/items`).set(auth).send(body),
    remove: (itemId: number, quantity?: number) =>
      t.http.delete(`${base}/basket/items/${itemId}${quantity !== undefined ? `?quantity=${quantity}` : ''}`).set(auth),
    removeAdding: (itemId: number, addingId: number) => t.http.delete(`${base}/basket/items/${itemId}/addings/${addingId}`).set(auth),
    checkout: (body: object = { paymentMethod: 'CASH' }, idempotencyKey?: string) => {
      const req = t.http.post(`${base}/checkout`).set(auth);
      if (idempotencyKey) req.set('Idempotency-Key', idempotencyKey);
      return req.send(body);
    },
    orders: () => t.http.get(`${base}/orders`).set(auth),
    order: (orderId: number) => t.http.get(`${base}/orders/${orderId}`).set(auth),
  };
}

/** Menu items of the demo menu by name, as the guest API shows them. */
export async function menuItemsByName(t: TestApp): Promise<Map<string, { menuItemId: number; basePrice: number; categoryId: number }>> {
  const categories = (await t.http.get('/api/menu/categories').expect(200)).body as Array<{ categoryId: number }>;
  const byName = new Map();
  for (const category of categories) {
    const items = (await t.http.get(`/api/menu/items?category=${category.categoryId}`).expect(200)).body;
    for (const item of items) byName.set(item.name, item);
  }
  return byName;
}
