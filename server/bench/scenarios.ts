import type { Client } from './http.js';
import { pool, Recorder, type Stats } from './load.js';
import { ADMIN } from './server-process.js';

/** Sizes of one run; BENCH_SCALE multiplies the counts (not the concurrency). */
export interface BenchSizes {
  menuRequests: number;
  menuConcurrency: number;
  guestFlows: number;
  guestConcurrency: number;
  staffReads: number;
  staffConcurrency: number;
  backgroundFlows: number;
  invoices: number;
  /** No scenario starts new work after this long. */
  maxScenarioMs: number;
}

interface MenuFixture {
  categoryIds: number[];
  itemIds: number[];
  /** Items that offer extras, with up to two of their extras. */
  itemsWithExtras: Array<{ menuItemId: number; addingIds: number[] }>;
}

/** What the guest flows and the invoice burst need to know about the seeded demo data. */
export interface Fixture extends MenuFixture {
  adminToken: string;
  tableCodes: string[];
}

export async function loadFixture(client: Client): Promise<Fixture> {
  const { jwt } = await client.post<{ jwt: string }>('/api/auth', ADMIN);
  const tables = await client.get<{ content: Array<{ qrCode: string; active: boolean }> }>('/api/admin/tables?size=100', jwt);
  const categories = await client.get<Array<{ categoryId: number }>>('/api/menu/categories');
  const items: Array<{ menuItemId: number; available: boolean }> = [];
  for (const category of categories) items.push(...(await client.get<typeof items>(`/api/menu/items?category=${category.categoryId}`)));
  const itemIds = items.filter((i) => i.available).map((i) => i.menuItemId);
  const itemsWithExtras: MenuFixture['itemsWithExtras'] = [];
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

/** One menu request of the rotation: types, categories, items of a category. */
function menuRequest(client: Client, fixture: MenuFixture, i: number): Promise<unknown> {
  const category = fixture.categoryIds[i % fixture.categoryIds.length];
  const paths = ['/api/menu/types', '/api/menu/categories', `/api/menu/items?category=${category}`];
  return client.get(paths[i % paths.length]);
}

/** Unmeasured requests first, so the figures don't include the JIT compiling the hot paths. */
export async function warmUp(client: Client, fixture: Fixture): Promise<void> {
  await pool({ count: 200, concurrency: 4, maxMs: 30_000 }, (i) => menuRequest(client, fixture, i));
  await pool({ count: 8, concurrency: 2, maxMs: 30_000 }, (i) => guestFlow(client, fixture, i));
}

/** a. Guests browsing the menu. */
export async function menuBrowsing(client: Client, fixture: Fixture, sizes: BenchSizes): Promise<Stats[]> {
  const requests = new Recorder('a. menu browsing', `GET menu (c=${sizes.menuConcurrency})`);
  requests.start();
  await pool({ count: sizes.menuRequests, concurrency: sizes.menuConcurrency, maxMs: sizes.maxScenarioMs }, (i) =>
    requests.time(() => menuRequest(client, fixture, i)),
  );
  requests.stop();
  return [requests.stats()];
}

/** Start a session (table or takeaway) → 3 basket adds, one with extras → checkout; resolves with the order id. */
async function guestFlow(client: Client, fixture: Fixture, i: number): Promise<number> {
  const code = i % 4 === 3 ? 'takeaway' : fixture.tableCodes[i % fixture.tableCodes.length];
  const session = await client.post<{ sessionId: string; jwt: string }>(`/api/sessions/start/${code}`);
  const base = `/api/sessions/${session.sessionId}`;
  const item = (k: number) => fixture.itemIds[(i + k) % fixture.itemIds.length];
  await client.post(`${base}/basket/items`, { menuItemId: item(0), quantity: 2 }, session.jwt);
  await client.post(`${base}/basket/items`, fixture.itemsWithExtras[i % fixture.itemsWithExtras.length], session.jwt);
  await client.post(`${base}/basket/items`, { menuItemId: item(1) }, session.jwt);
  const checkout = await client.post<{ orderId: number }>(`${base}/checkout`, { paymentMethod: i % 2 ? 'CARD' : 'CASH' }, session.jwt);
  return checkout.orderId;
}

async function runGuestFlows(
  client: Client,
  fixture: Fixture,
  flows: Recorder,
  count: number,
  concurrency: number,
  maxMs: number,
): Promise<number[]> {
  const orderIds: number[] = [];
  flows.start();
  await pool({ count, concurrency, maxMs }, async (i) => {
    const orderId = await flows.time(() => guestFlow(client, fixture, i));
    if (orderId !== undefined) orderIds.push(orderId);
  });
  flows.stop();
  return orderIds;
}

/** b. Guests ordering in parallel; throughput is checkouts per second. */
export async function guestOrdering(client: Client, fixture: Fixture, sizes: BenchSizes): Promise<{ stats: Stats[]; orderIds: number[] }> {
  const flows = new Recorder('b. guest ordering', `checkout flow, 5 req (c=${sizes.guestConcurrency})`);
  const orderIds = await runGuestFlows(client, fixture, flows, sizes.guestFlows, sizes.guestConcurrency, sizes.maxScenarioMs);
  return { stats: [flows.stats()], orderIds };
}

/** c. The kitchen/back-office list of open orders, read while guests keep ordering. */
export async function staffReads(client: Client, fixture: Fixture, sizes: BenchSizes): Promise<Stats[]> {
  const reads = new Recorder('c. staff reads + orders', `GET open orders size=500 (c=${sizes.staffConcurrency})`);
  const flows = new Recorder('c. staff reads + orders', 'background checkout flow (c=5)');
  const path = '/api/admin/orders?status=IN_PROGRESS&status=APPROVED&size=500';
  const background = runGuestFlows(client, fixture, flows, sizes.backgroundFlows, 5, sizes.maxScenarioMs);
  reads.start();
  await pool({ count: sizes.staffReads, concurrency: sizes.staffConcurrency, maxMs: sizes.maxScenarioMs }, () =>
    reads.time(() => client.get(path, fixture.adminToken)),
  );
  reads.stop();
  await background;
  return [reads.stats(), flows.stats()];
}

/** d. Invoice PDFs rendered in a burst while guests keep browsing the menu. */
export async function invoiceBurst(client: Client, fixture: Fixture, sizes: BenchSizes, openOrderIds: number[]): Promise<Stats[]> {
  const actions = new Recorder('d. invoice burst', 'approve + complete (c=4)');
  const invoices = new Recorder('d. invoice burst', `GET invoice PDF (c=${sizes.invoices})`);
  const atRest = new Recorder('d. invoice burst', 'GET menu before burst (c=4)');
  const menu = new Recorder('d. invoice burst', 'GET menu during burst (c=4)');
  const orderIds = openOrderIds.slice(0, sizes.invoices);
  const completed: number[] = [];
  actions.start();
  await pool({ count: orderIds.length, concurrency: 4, maxMs: sizes.maxScenarioMs }, async (i) => {
    const ok = await actions.time(async () => {
      await client.post(`/api/admin/orders/${orderIds[i]}/approve`, undefined, fixture.adminToken);
      return client.post(`/api/admin/orders/${orderIds[i]}/complete`, undefined, fixture.adminToken);
    });
    if (ok !== undefined) completed.push(orderIds[i]);
  });
  actions.stop();
  atRest.start();
  await pool({ count: 200, concurrency: 4, maxMs: sizes.maxScenarioMs }, (i) => atRest.time(() => menuRequest(client, fixture, i)));
  atRest.stop();
  let burstDone = false;
  menu.start();
  const browsing = pool({ count: 100_000, concurrency: 4, maxMs: sizes.maxScenarioMs, until: () => burstDone }, (i) =>
    menu.time(() => menuRequest(client, fixture, i)),
  );
  invoices.start();
  await pool({ count: completed.length, concurrency: completed.length, maxMs: sizes.maxScenarioMs }, (i) =>
    invoices.time(() => client.get(`/api/admin/orders/${completed[i]}/invoice`, fixture.adminToken)),
  );
  invoices.stop();
  burstDone = true;
  await browsing;
  menu.stop();
  return [actions.stats(), atRest.stats(), invoices.stats(), menu.stats()];
}
