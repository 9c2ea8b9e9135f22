import type { Client } from './http.js';
import { ADMIN } from './server-process.js';

/** What the guest flows and the later measures need to know about the seeded demo data. */
export interface Fixture {
  adminToken: string;
  tableCodes: string[];
  categoryIds: number[];
  itemIds: number[];
  /** Items that offer extras, with up to two of their extras. */
  itemsWithExtras: Array<{ menuItemId: number; addingIds: number[] }>;
}

export async function loadFixture(client: Client): Promise<Fixture> {
  const { jwt } = await client.post<{ jwt: string }>('/api/auth', ADMIN);
  const tables = await client.get<{ content: Array<{ qrCode: string; active: boolean }> }>('/api/admin/tables?size=100', jwt);
  const categories = await client.get<Array<{ categoryId: number }>>('/api/menu/categories');
  const items: Array<{ menuItemId: number; available: boolean }> = [];
  for (const category of categories) items.push(...(await client.get<typeof items>(`/api/menu/items?category=${category.categoryId}`)));
  const itemIds = items.filter((i) => i.available).map((i) => i.menuItemId);
  const itemsWithExtras: Fixture['itemsWithExtras'] = [];
  for (const menuItemId of itemIds) {
    const extras = await client.get<Array<{ addingId: number }>>(`/api/addings?menuItemId=${menuItemId}`);
    if (extras.length > 0) itemsWithExtras.push({ menuItemId, addingIds: extras.slice(0, 2).map((e) => e.addingId) });
  }
  if (itemsWithExtras.length === 0) throw new Error('the demo menu has no item with extras');
  return {
    adminToken: jwt,
    tableCodes: tables.content.filter((t) => t.active).map((t) => t.qrCode),
    categoryIds: categories.map((c) => c.categoryId),
    itemIds,
    itemsWithExtras,
  };
}

/** A guest at a table, ordering alone: start a session on its QR code → 3 basket adds, one with extras → checkout; resolves with the order id. */
export async function guestFlow(client: Client, fixture: Fixture, i: number): Promise<number> {
  const code = fixture.tableCodes[i % fixture.tableCodes.length];
  // Each bench guest orders alone (guests at one table would otherwise share one basket).
  const session = await client.post<{ sessionId: string; jwt: string }>(`/api/sessions/start/${code}`, { privateBasket: true });
  const base = `/api/sessions/${session.sessionId}`;
  const item = (k: number) => fixture.itemIds[(i + k) % fixture.itemIds.length];
  await client.post(`${base}/basket/items`, { menuItemId: item(0), quantity: 2 }, session.jwt);
  await client.post(`${base}/basket/items`, fixture.itemsWithExtras[i % fixture.itemsWithExtras.length], session.jwt);
  await client.post(`${base}/basket/items`, { menuItemId: item(1) }, session.jwt);
  const checkout = await client.post<{ orderId: number }>(`${base}/checkout`, { paymentMethod: i % 2 ? 'CARD' : 'CASH' }, session.jwt);
  return checkout.orderId;
}
