import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type AdminOrdersApi, adminOrders, placeOrder } from './support/admin-orders.js';
import { eventually, type FakePrinter, startFakePrinter } from './support/fake-printer.js';
import { adminToken, bearer } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The worker looks every 200 ms here. */
const PRINTING = { worker: true, failingAfterMs: 1500, pollMs: 200, leaseMs: 15_000 };
const TIME_AND_WAITER = /^\d\d:\d\d · .+$/;

/**
 * Issue 35, "done when": Küche and Bar with one printer each; a guest order with a beer and a schnitzel prints one
 * bon on each printer, read back from the bytes line by line; calling a course, a changed note and a rejection print
 * what changed; any bon can be printed again.
 */
describe('bons of an order at its stations', () => {
  let t: TestApp;
  let api: AdminOrdersApi;
  let auth: { Authorization: string };
  let kitchenPrinter: FakePrinter;
  let barPrinter: FakePrinter;

  /** Each printed bon's lines, the time-and-waiter line replaced by a mark (the clock moves). */
  const printed = (printer: FakePrinter) =>
    printer.texts().map((lines) => lines.map((l) => (TIME_AND_WAITER.test(l) ? '<Zeit · Wer>' : l)));
  const bonsPrinted = (printer: FakePrinter, count: number) => eventually(`${count} bons`, () => printer.texts().length >= count);

  beforeAll(async () => {
    t = await startTestApp({ config: { printing: PRINTING } });
    auth = bearer(await adminToken(t));
    api = await adminOrders(t);
    const categories = (await t.http.get('/api/admin/menu-categories').set(auth).expect(200)).body as Array<{
      categoryId: number;
      name: string;
    }>;
    const drinks = categories.filter((c) => ['Bier & Wein', 'Alkoholfreie Getränke'].includes(c.name)).map((c) => c.categoryId);
    const kitchen = (await t.http.get('/api/admin/stations').set(auth).expect(200)).body[0];
    const bar = (await t.http.post('/api/admin/stations').set(auth).send({ name: 'Bar', categoryIds: drinks }).expect(201)).body;
    kitchenPrinter = await startFakePrinter();
    barPrinter = await startFakePrinter();
    const addPrinter = (name: string, port: number, stationId: number) =>
      t.http.post('/api/admin/printers').set(auth).send({ name, host: '127.0.0.1', port, stationId }).expect(201);
    await addPrinter('Küchendrucker', kitchenPrinter.port, kitchen.id);
    await addPrinter('Bardrucker', barPrinter.port, bar.id);
  });

  afterAll(async () => {
    await t.close();
    await kitchenPrinter?.close();
    await barPrinter?.close();
  });

  it('prints one bon on each printer for a beer and a schnitzel, and what changes after', async () => {
    const { orderId, orderNumber } = await placeOrder(t, {
      table: 8,
      lines: [{ name: 'Zwickl Bier 0,5 l', quantity: 2 }, { name: 'Wiener Schnitzel vom Kalb' }, { name: 'Kaiserschmarrn' }],
    });
    expect(kitchenPrinter.texts()).toEqual([]);
    await api.act(orderId, 'approve').expect(200);
    await bonsPrinted(kitchenPrinter, 1);
    await bonsPrinted(barPrinter, 1);
    const head = (station: string) => [station, 'Tisch 8', `Bestellung ${orderNumber}`, '<Zeit · Wer>'];
    expect(printed(barPrinter)).toEqual([[...head('Bar'), '2× Zwickl Bier 0,5 l']]);
    expect(printed(kitchenPrinter)).toEqual([
      [...head('Küche'), '— Hauptgang —', '1× Wiener Schnitzel vom Kalb', '— Dessert (auf Abruf) —', '1× Kaiserschmarrn'],
    ]);
    expect(kitchenPrinter.texts()[0][3]).toMatch(/ · Gast$/);

    await t.http.post(`/api/admin/orders/${orderId}/fire`).set(auth).send({}).expect(200);
    await bonsPrinted(kitchenPrinter, 2);
    expect(printed(kitchenPrinter)[1]).toEqual([...head('Küche'), 'ABRUF Dessert', '— Dessert —', '1× Kaiserschmarrn']);
    expect(kitchenPrinter.texts()[1][3]).toMatch(/ · admin$/);

    await api.patch(orderId, { note: 'Allergie: Nüsse' }).expect(200);
    await bonsPrinted(kitchenPrinter, 3);
    await bonsPrinted(barPrinter, 2);
    expect(printed(barPrinter)[1]).toEqual([
      'Bar',
      'ÄNDERUNG',
      'Tisch 8',
      `Bestellung ${orderNumber}`,
      '<Zeit · Wer>',
      'NOTIZ: Allergie: Nüsse',
    ]);

    await api.act(orderId, 'reject', { reason: 'Küche zu' }).expect(200);
    await bonsPrinted(barPrinter, 3);
    await bonsPrinted(kitchenPrinter, 4);
    expect(printed(barPrinter)[2]).toEqual([
      'Bar',
      'ÄNDERUNG',
      'Tisch 8',
      `Bestellung ${orderNumber}`,
      '<Zeit · Wer>',
      'STORNO 2× Zwickl Bier 0,5 l',
    ]);
    expect(printed(kitchenPrinter)[3]).toEqual([
      'Küche',
      'ÄNDERUNG',
      'Tisch 8',
      `Bestellung ${orderNumber}`,
      '<Zeit · Wer>',
      '— Hauptgang —',
      'STORNO 1× Wiener Schnitzel vom Kalb',
      '— Dessert —',
      'STORNO 1× Kaiserschmarrn',
    ]);

    // The order's bons, newest first, each printable again.
    const jobs = (await t.http.get('/api/admin/print-jobs').query({ orderId }).set(auth).expect(200)).body;
    expect(jobs).toHaveLength(7);
    const first = jobs.at(-1);
    await t.http.post(`/api/admin/print-jobs/${first.id}/reprint`).set(auth).expect(201);
    const printer = first.printerName === 'Bardrucker' ? barPrinter : kitchenPrinter;
    const before = printer.texts().length;
    await bonsPrinted(printer, before + 1);
    expect(printer.texts().at(-1)).toEqual(['NACHDRUCK', ...printer.texts()[0]]);
    // Nothing printed twice meanwhile.
    expect([kitchenPrinter.texts().length, barPrinter.texts().length].sort()).toEqual(printer === barPrinter ? [4, 4] : [3, 5]);
  });

  it('prints nothing for a station without a printer, and nothing before approval', async () => {
    const before = [kitchenPrinter.texts().length, barPrinter.texts().length];
    const { orderId } = await placeOrder(t, { table: 9, lines: [{ name: 'Cola 0,33 l' }] });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect([kitchenPrinter.texts().length, barPrinter.texts().length]).toEqual(before);
    await api.act(orderId, 'approve').expect(200);
    await bonsPrinted(barPrinter, before[1] + 1);
    expect(kitchenPrinter.texts()).toHaveLength(before[0]);
  });

  it('strikes the lines of a paid order canceled with a credit note', async () => {
    const { orderId, orderNumber } = await placeOrder(t, { table: 10, lines: [{ name: 'Märzen Bier 0,3 l' }] });
    const before = barPrinter.texts().length;
    await api.act(orderId, 'approve').expect(200);
    await bonsPrinted(barPrinter, before + 1);
    await api.act(orderId, 'pay', { paymentMethod: 'CARD' }).expect(200);
    await api.act(orderId, 'refund').expect(200);
    await bonsPrinted(barPrinter, before + 2);
    expect(printed(barPrinter).at(-1)).toEqual([
      'Bar',
      'ÄNDERUNG',
      'Tisch 10',
      `Bestellung ${orderNumber}`,
      '<Zeit · Wer>',
      'STORNO 1× Märzen Bier 0,3 l',
    ]);
  });

  it('prints only the change when a line is edited: NEU for pieces added, STORNO for pieces taken away', async () => {
    const { orderId, orderNumber } = await placeOrder(t, {
      table: 11,
      lines: [{ name: 'Almdudler 0,35 l', quantity: 2 }, { name: 'Rindsgulasch' }],
    });
    const before = [kitchenPrinter.texts().length, barPrinter.texts().length];
    const approved = (await api.act(orderId, 'approve').expect(200)).body;
    await bonsPrinted(barPrinter, before[1] + 1);
    await bonsPrinted(kitchenPrinter, before[0] + 1);
    const line = (name: string) => approved.items.find((i: { menuItemName: string }) => i.menuItemName === name).orderItemId;
    const change = (itemId: number, quantity: number) =>
      t.http.put(`/api/admin/orders/${orderId}/items/${itemId}`).set(auth).send({ quantity });

    const more = (await change(line('Almdudler 0,35 l'), 3).expect(200)).body;
    expect(more.grossAmount).toBeCloseTo(
      approved.grossAmount + approved.items.find((i: { orderItemId: number }) => i.orderItemId === line('Almdudler 0,35 l')).unitPrice,
    );
    await bonsPrinted(barPrinter, before[1] + 2);
    const head = (station: string) => [station, 'ÄNDERUNG', 'Tisch 11', `Bestellung ${orderNumber}`, '<Zeit · Wer>'];
    expect(printed(barPrinter).at(-1)).toEqual([...head('Bar'), 'NEU 1× Almdudler 0,35 l']);

    await change(line('Rindsgulasch'), 0).expect(200);
    await bonsPrinted(kitchenPrinter, before[0] + 2);
    expect(printed(kitchenPrinter).at(-1)).toEqual([...head('Küche'), '— Hauptgang —', 'STORNO 1× Rindsgulasch']);
    const history = (await api.events(orderId)).body.map((e: { message: string }) => e.message);
    expect(history).toEqual(expect.arrayContaining(['Menge Almdudler 0,35 l: 2 → 3', 'Position entfernt: 1× Rindsgulasch']));
    // The last line is removed by canceling the order; a paid order keeps its lines.
    expect((await change(line('Almdudler 0,35 l'), 0)).status).toBe(409);
    expect((await change(line('Almdudler 0,35 l'), 100)).status).toBe(400);
    expect((await change(999_999, 1)).status).toBe(404);
    await api.act(orderId, 'pay', { paymentMethod: 'CASH' }).expect(200);
    const paid = await change(line('Almdudler 0,35 l'), 1);
    expect(paid.status).toBe(409);
    expect(paid.body.message).toContain('bezahlt');
  });
});
