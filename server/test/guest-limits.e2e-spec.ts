import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { adminOrders } from './support/admin-orders.js';
import { asGuest, menuItemsByName, startTableSession, tableQrCode } from './support/guest.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const TOO_MANY = {
  statusCode: 429,
  error: 'Too Many Requests',
  message: 'Zu viele Anfragen – bitte einen Moment warten und es dann erneut versuchen.',
  code: 'RATE_LIMITED',
};

// Behind a trusted proxy (loopback here), so each test acts from client addresses of its own.
describe('rate limits on the open guest routes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => t.close());

  const start = (path: string, address: string) => t.http.post(`/api/sessions/start/${path}`).set('X-Forwarded-For', address);
  async function takeawayOrder(address: string) {
    const session = (await start('takeaway', address).expect(201)).body;
    const guest = asGuest(t, session);
    await guest.add({ menuItemId: 1 }).expect(201);
    return guest.checkout().set('X-Forwarded-For', address);
  }

  const phone = (n: number) => `phone-${String(n).padStart(12, '0')}`;

  it("counts each phone's session starts on its own, refused ones too: 30 in ten minutes, with a German 429 and Retry-After", async () => {
    const junk = await Promise.all(Array.from({ length: 35 }, () => start('unknown-code', '203.0.113.5').set('X-Device-Id', phone(1))));
    expect(junk.filter((res) => res.status === 404)).toHaveLength(30);
    const refused = junk.filter((res) => res.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0].body).toEqual(TOO_MANY);
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
    // Another phone behind the same address, and a client without a device id, are not affected.
    await start('takeaway', '203.0.113.5').set('X-Device-Id', phone(2)).expect(201);
    await start('takeaway', '203.0.113.5').expect(201);
  });

  it("cannot use up a table's code: 40 starts at one table from one address, and the table's guests still start", async () => {
    const code = await tableQrCode(t, 4);
    for (let i = 0; i < 40; i++)
      await start(code, '198.51.100.1')
        .set('X-Device-Id', phone(100 + i))
        .expect(201);
    await start(code, '198.51.100.2').set('X-Device-Id', phone(200)).expect(201);
    await start(code, '198.51.100.1').set('X-Device-Id', phone(201)).expect(201);
  });

  it('limits takeaway orders to 10 per address in ten minutes, counting only orders made: a script cannot fill the kitchen', async () => {
    // Refused checkouts (empty baskets) spend only their own session's budget.
    const empty = asGuest(t, (await start('takeaway', '192.0.2.77').expect(201)).body);
    for (let i = 0; i < 10; i++) await empty.checkout().set('X-Forwarded-For', '192.0.2.77').expect(409);
    await empty.checkout().set('X-Forwarded-For', '192.0.2.77').expect(429);
    for (let i = 0; i < 10; i++) expect((await takeawayOrder('192.0.2.77')).status).toBe(201);
    const refused = await takeawayOrder('192.0.2.77');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect((await takeawayOrder('192.0.2.78')).status).toBe(201);
    // A table's guests behind the same address still order.
    const atTable = asGuest(t, (await start(await tableQrCode(t, 6), '192.0.2.77').expect(201)).body);
    await atTable.add({ menuItemId: 1 }).expect(201);
    await atTable.checkout().set('X-Forwarded-For', '192.0.2.77').expect(201);
  });

  it('limits checkouts per session to 10 in ten minutes', async () => {
    const guest = asGuest(t, (await start(await tableQrCode(t, 7), '192.0.2.90').expect(201)).body);
    for (let i = 0; i < 10; i++)
      await guest
        .checkout()
        .set('X-Forwarded-For', `192.0.2.${100 + i}`)
        .expect(409);
    await guest.checkout().set('X-Forwarded-For', '192.0.2.111').expect(429);
  });
});

describe('RATE_LIMIT_FACTOR', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_FACTOR: '0.05' } });
  });
  afterAll(() => t.close());

  it('scales the limits (0.05: twelve session starts a minute per address, two per phone in ten minutes)', async () => {
    const start = () => t.http.post('/api/sessions/start/takeaway');
    // Refused starts (unknown codes) do not spend the address's budget, which every guest behind it shares.
    for (let i = 0; i < 20; i++) await t.http.post(`/api/sessions/start/unknown-${i}`).expect(404);
    for (let i = 0; i < 2; i++) await start().set('X-Device-Id', 'one-phone-0000000001').expect(201);
    await start().set('X-Device-Id', 'one-phone-0000000001').expect(429);
    for (let i = 0; i < 10; i++) await start().expect(201);
    const refused = await start().expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("scales a guest's basket writes (0.05: six a minute per session), which never touch another session's", async () => {
    const guest = asGuest(t, await startTableSession(t, 2));
    for (let i = 0; i < 6; i++) await guest.add({ menuItemId: 1 }).expect(201);
    await guest.add({ menuItemId: 1 }).expect(429);
    await asGuest(t, await startTableSession(t, 2))
      .add({ menuItemId: 1 })
      .expect(201);
  });
});

describe('plausibility limits of a basket', () => {
  let t: TestApp;
  let items: Awaited<ReturnType<typeof menuItemsByName>>;
  const id = (name: string) => items.get(name)!.menuItemId;

  beforeAll(async () => {
    t = await startTestApp();
    items = await menuItemsByName(t);
  });
  afterAll(() => t.close());

  it('allows 50 pieces in a line by default, not 51, also when added in parts', async () => {
    const guest = asGuest(t, await startTableSession(t));
    const over = await guest.add({ menuItemId: id('Frittatensuppe'), quantity: 51 }).expect(400);
    expect(over.body).toMatchObject({
      message: 'Höchstens 50 Stück pro Position.',
      errors: [{ field: 'quantity', message: 'Höchstens 50 Stück pro Position.' }],
      // The guest app says it in the guest's language.
      code: 'TOO_MANY_PIECES',
      max: 50,
    });
    await guest.add({ menuItemId: id('Frittatensuppe'), quantity: 30 }).expect(201);
    await guest.add({ menuItemId: id('Frittatensuppe'), quantity: 21 }).expect(400);
    expect((await guest.basket()).body.items[0].quantity).toBe(30);
  });

  it('refuses a basket above 2.000 € by default, and leaves the basket as it was', async () => {
    const guest = asGuest(t, await startTableSession(t));
    const dearest = [...items.values()].sort((a, b) => b.basePrice - a.basePrice);
    let total = 0;
    for (const item of dearest) {
      const res = await guest.add({ menuItemId: item.menuItemId, quantity: 50 });
      if (res.status === 400) {
        expect(res.body.message).toBe('Der Warenkorb darf höchstens 2.000,00 € betragen.');
        break;
      }
      expect(res.status).toBe(201);
      total = res.body.totalPrice;
    }
    expect(total).toBeLessThanOrEqual(2000);
    expect((await guest.basket()).body.totalPrice).toBe(total);
  });

  it('refuses a 41st line by default', async () => {
    const guest = asGuest(t, await startTableSession(t));
    const cheapest = [...items.values()].sort((a, b) => a.basePrice - b.basePrice);
    for (const item of cheapest.slice(0, 40)) await guest.add({ menuItemId: item.menuItemId }).expect(201);
    const res = await guest.add({ menuItemId: cheapest[40].menuItemId }).expect(400);
    expect(res.body.message).toBe('Höchstens 40 verschiedene Positionen im Warenkorb.');
    expect((await guest.basket()).body.items).toHaveLength(40);
    await guest.checkout().expect(201);
  });

  it('holds the limits under parallel adds of one session', async () => {
    const guest = asGuest(t, await startTableSession(t));
    const answers = await Promise.all(Array.from({ length: 12 }, () => guest.add({ menuItemId: id('Frittatensuppe'), quantity: 5 })));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(10);
    expect((await guest.basket()).body.items[0].quantity).toBe(50);
  });
});

describe('limits are settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { ORDER_MAX_QUANTITY: '3', ORDER_MAX_LINES: '2', ORDER_MAX_TOTAL: '30' } });
  });
  afterAll(() => t.close());

  it('applies ORDER_MAX_QUANTITY, ORDER_MAX_LINES and ORDER_MAX_TOTAL', async () => {
    const items = await menuItemsByName(t);
    const guest = asGuest(t, await startTableSession(t));
    expect((await guest.add({ menuItemId: items.get('Frittatensuppe')!.menuItemId, quantity: 4 }).expect(400)).body.message).toBe(
      'Höchstens 3 Stück pro Position.',
    );
    await guest.add({ menuItemId: items.get('Frittatensuppe')!.menuItemId, quantity: 1 }).expect(201);
    await guest.add({ menuItemId: items.get('Melange')!.menuItemId, quantity: 1 }).expect(201);
    expect((await guest.add({ menuItemId: items.get('Apfelstrudel')!.menuItemId }).expect(400)).body).toMatchObject({
      message: 'Höchstens 2 verschiedene Positionen im Warenkorb.',
      code: 'TOO_MANY_LINES',
      max: 2,
    });
    const melange = (await guest.basket()).body.items.find((line: { name: string }) => line.name === 'Melange');
    await guest.remove(melange.itemId).expect(200);
    const dear = await guest.add({ menuItemId: items.get('Rindsgulasch')!.menuItemId, quantity: 2 }).expect(400);
    expect(dear.body).toMatchObject({
      message: 'Der Warenkorb darf höchstens 30,00 € betragen.',
      code: 'BASKET_TOTAL_TOO_HIGH',
      max: 3000,
    });
    expect((await guest.basket()).body.items).toHaveLength(1);
  });
});

describe('open orders a session may have', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { ORDER_MAX_OPEN_PER_SESSION: '2', ORDER_MAX_OPEN_PER_TABLE: '8' } });
  });
  afterAll(() => t.close());

  it('refuses a checkout beyond ORDER_MAX_OPEN_PER_SESSION orders awaiting approval, and takes it once the waiter approved one', async () => {
    const admin = await adminOrders(t);
    const guest = asGuest(t, await startTableSession(t, 3));
    const orderIds: number[] = [];
    for (let i = 0; i < 2; i++) {
      await guest.add({ menuItemId: 1 }).expect(201);
      orderIds.push((await guest.checkout().expect(201)).body.orderId);
    }
    await guest.add({ menuItemId: 1 }).expect(201);
    const refused = await guest.checkout().expect(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_OPEN_ORDERS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Refused, the basket is as it was; another guest at the table still orders.
    expect((await guest.basket()).body.items).toHaveLength(1);
    const other = asGuest(t, await startTableSession(t, 3));
    await other.add({ menuItemId: 1 }).expect(201);
    await other.checkout().expect(201);
    await admin.act(orderIds[0], 'approve').expect(200);
    await guest.checkout().expect(201);
  });
});
