import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { AppInfoService } from '../src/metadata/app-info.service.js';
import type { Bon, BonLine } from '../src/printing/bon.js';
import type { PrintJobDto } from '../src/printing/dto/print-job.dto.js';
import { PrintQueue } from '../src/printing/print-queue.js';
import { PrintWorker } from '../src/printing/print-worker.js';
import { PrintWorkerRepository } from '../src/printing/print-worker.repository.js';
import { eventually, type FakePrinter, startFakePrinter } from './support/fake-printer.js';
import { adminToken, bearer, staffWithRoles } from './support/staff.js';
import { startTestApp, type TestApp, usingPostgres } from './support/test-app.js';

/** A failing printer shows as FAILING after 1.5 s here (30 s in production); the worker looks every 200 ms. */
const PRINTING = { worker: true, failingAfterMs: 1500, pollMs: 200, leaseMs: 15_000 };

const line = (quantity: number, name: string, more: Partial<BonLine> = {}): BonLine => ({
  quantity,
  name,
  extras: [],
  note: null,
  course: null,
  mark: null,
  held: false,
  ...more,
});

const bonFor = (stationId: number, orderNumber: number, more: Partial<Bon> = {}): Bon => ({
  kind: 'ORDER',
  stationId,
  orderId: null,
  orderNumber,
  place: 'Tisch 5',
  at: '2026-07-01T16:42:00.000Z',
  by: 'anna',
  lines: [line(1, `Gericht ${orderNumber}`)],
  notes: [],
  ...more,
});

describe('printers and the print queue', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let kitchenId: number;
  let barId: number;
  const fakes: FakePrinter[] = [];
  /** On PostgreSQL, a second server process on the same database. */
  let other: TestApp | null = null;

  const enqueue = (bons: Bon[]) => t.app.get(DataSource).transaction((manager) => t.app.get(PrintQueue).enqueue(manager, bons));
  const printers = async () => (await t.http.get('/api/admin/printers').set(admin).expect(200)).body as Array<Record<string, unknown>>;
  const printer = async (id: number) => (await printers()).find((p) => p.id === id)!;
  const jobs = async (query = '') => (await t.http.get(`/api/admin/print-jobs${query}`).set(admin).expect(200)).body as PrintJobDto[];

  /** A fake printer and the printer row pointing at it. */
  const addPrinter = async (stationId: number | null, options: Parameters<typeof startFakePrinter>[0] = {}) => {
    const fake = await startFakePrinter(options);
    fakes.push(fake);
    const res = await t.http
      .post('/api/admin/printers')
      .set(admin)
      .send({ name: `Drucker ${fakes.length}`, host: '127.0.0.1', port: fake.port, stationId });
    expect(res.status).toBe(201);
    return { fake, id: res.body.id as number };
  };

  beforeAll(async () => {
    t = await startTestApp({ config: { printing: PRINTING } });
    admin = bearer(await adminToken(t));
    const stations = (await t.http.get('/api/admin/stations').set(admin).expect(200)).body as Array<{ id: number; isDefault: boolean }>;
    kitchenId = stations.find((s) => s.isDefault)!.id;
    barId = (await t.http.post('/api/admin/stations').set(admin).send({ name: 'Bar', categoryIds: [] }).expect(201)).body.id;
  });
  afterAll(async () => {
    await other?.close();
    await t.close();
    await Promise.all(fakes.map((fake) => fake.close()));
  });

  describe('the printer settings', () => {
    it.each([
      [{ host: 'http://drucker' }, 'host'],
      [{ host: '300.1.1.1' }, 'host'],
      [{ host: '-drucker' }, 'host'],
      [{ host: '' }, 'host'],
      [{ port: 0 }, 'port'],
      [{ port: 65536 }, 'port'],
      [{ port: '9100' }, 'port'],
      [{ stationId: undefined }, 'stationId'],
      [{ stationId: 999_999 }, 'stationId'],
      [{ enabled: 'yes' }, 'enabled'],
      [{ name: '' }, 'name'],
      [{ paperWidth: 80 }, 'paperWidth'],
    ])('refuses %p naming %s', async (change, field) => {
      const body = { name: 'Küchendrucker', host: 'kuechendrucker.local', port: 9100, stationId: kitchenId, ...change };
      const res = await t.http.post('/api/admin/printers').set(admin).send(body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
    });

    it('creates, lists, changes and deletes a printer; only ADMIN changes, the floor staff read', async () => {
      const created = await t.http
        .post('/api/admin/printers')
        .set(admin)
        .send({ name: 'Bardrucker', host: '192.168.1.50', stationId: barId })
        .expect(201);
      expect(created.body).toEqual({
        id: expect.any(Number),
        name: 'Bardrucker',
        host: '192.168.1.50',
        port: 9100,
        stationId: barId,
        enabled: true,
        status: 'UNKNOWN',
        failingSince: null,
        lastError: null,
        waitingBons: 0,
      });
      const id = created.body.id as number;
      const kitchen = bearer((await staffWithRoles(t, admin.Authorization.slice(7), ['KITCHEN'])).jwt);
      expect(((await t.http.get('/api/admin/printers').set(kitchen).expect(200)).body as Array<{ id: number }>).map((p) => p.id)).toContain(
        id,
      );
      await t.http.post('/api/admin/printers').set(kitchen).send({ name: 'x', host: 'x', stationId: null }).expect(403);
      await t.http.post(`/api/admin/printers/${id}/test`).set(kitchen).expect(403);

      const changed = await t.http
        .put(`/api/admin/printers/${id}`)
        .set(admin)
        .send({ name: 'Bar 2', host: 'bar-drucker', port: 9101, stationId: null, enabled: false })
        .expect(200);
      expect(changed.body).toMatchObject({ name: 'Bar 2', host: 'bar-drucker', port: 9101, stationId: null, enabled: false });
      await t.http.put('/api/admin/printers/999999').set(admin).send({ name: 'x', host: 'x', stationId: null }).expect(404);
      await t.http.post(`/api/admin/printers/${id}/test`).set(admin).expect(409);

      await t.http.delete(`/api/admin/printers/${id}`).set(admin).expect(200);
      expect((await printers()).map((p) => p.id)).not.toContain(id);
      await t.http.delete(`/api/admin/printers/${id}`).set(admin).expect(404);
    });

    it('keeps a printer whose station is deleted, assigned to no station', async () => {
      const station = (await t.http.post('/api/admin/stations').set(admin).send({ name: 'Patisserie', categoryIds: [] }).expect(201)).body;
      const { id } = (
        await t.http.post('/api/admin/printers').set(admin).send({ name: 'P', host: '10.0.0.9', stationId: station.id }).expect(201)
      ).body;
      await t.http.delete(`/api/admin/stations/${station.id}`).set(admin).expect(200);
      expect(await printer(id)).toMatchObject({ stationId: null });
      await t.http.delete(`/api/admin/printers/${id}`).set(admin).expect(200);
    });
  });

  describe('printing', () => {
    it('prints a known bon on every enabled printer of its station, decoded line by line with € and umlauts', async () => {
      const first = await addPrinter(kitchenId);
      const second = await addPrinter(kitchenId);
      const off = await addPrinter(kitchenId);
      await t.http
        .put(`/api/admin/printers/${off.id}`)
        .set(admin)
        .send({ name: 'Aus', host: '127.0.0.1', port: off.fake.port, stationId: kitchenId, enabled: false });
      const bon = bonFor(kitchenId, 12, {
        lines: [
          line(1, 'Grüner Veltliner ¼', { course: null }),
          line(2, 'Frittatensuppe', { course: 'STARTER' }),
          line(2, 'Wiener Schnitzel', { course: 'MAIN', held: true, extras: ['Pommes', 'Preiselbeeren'], note: 'ohne Zitrone, süß-sauer' }),
          line(1, 'Kaiserschmarrn', { course: 'DESSERT', held: true }),
        ],
        notes: ['NOTIZ: Gutschein über 10 € – Größe XL, Ärger vermeiden'],
      });
      await enqueue([bon]);
      const expected = [
        'Küche',
        'Tisch 5',
        'Bestellung 12',
        '18:42 · anna',
        '1× Grüner Veltliner ¼',
        '— Vorspeise —',
        '2× Frittatensuppe',
        '— Hauptgang (auf Abruf) —',
        '2× Wiener Schnitzel',
        '  + Pommes',
        '  + Preiselbeeren',
        '  ! ohne Zitrone, süß-sauer',
        '— Dessert (auf Abruf) —',
        '1× Kaiserschmarrn',
        // 42 characters a line: the note wraps at a space.
        'NOTIZ: Gutschein über 10 € – Größe XL,',
        'Ärger vermeiden',
      ];
      for (const { fake } of [first, second]) {
        const [printed] = await eventually('the bon', () => fake.bons().length > 0 && fake.bons());
        expect(printed.lines.map((l) => l.text)).toEqual(expected);
        expect(printed.cut).toBe(true);
        expect(printed.lines[1]).toMatchObject({ text: 'Tisch 5', width: 2, height: 2 });
      }
      const [job] = await jobs(`?printerId=${first.id}`);
      expect(job).toMatchObject({ printerId: first.id, kind: 'ORDER', status: 'PRINTED', attempts: 1, lastError: null, text: expected });
      expect(await printer(first.id)).toMatchObject({ status: 'OK', waitingBons: 0, lastError: null });
      expect(off.fake.connections).toHaveLength(0);
      expect(await jobs(`?printerId=${off.id}`)).toEqual([]);
      await t.http.delete(`/api/admin/printers/${off.id}`).set(admin).expect(200);
      for (const { id } of [first, second]) await t.http.delete(`/api/admin/printers/${id}`).set(admin).expect(200);
    });

    it('retries while the paper is out and prints once when it is back', async () => {
      const { fake, id } = await addPrinter(barId, { mode: 'paper-out' });
      await enqueue([bonFor(barId, 20)]);
      await eventually('the paper-out error', async () => (await printer(id)).lastError === 'Papier leer');
      const [waiting] = await jobs(`?printerId=${id}`);
      expect(waiting).toMatchObject({ status: 'WAITING', lastError: 'Papier leer' });
      expect(waiting.attempts).toBeGreaterThanOrEqual(1);
      expect(fake.connections.length).toBeGreaterThanOrEqual(1);
      await fake.setMode('online');
      await eventually('the bon', async () => (await jobs(`?printerId=${id}`))[0].status === 'PRINTED');
      expect(fake.texts().map((text) => text[2])).toEqual(['Bestellung 20']);
      // Nothing was sent while the paper was out (status asked, bon held back).
      for (const connection of fake.connections.filter((c) => c.mode === 'paper-out')) expect(connection.bytes.length).toBe(6);
      expect(await printer(id)).toMatchObject({ status: 'OK', lastError: null, failingSince: null });
      await t.http.delete(`/api/admin/printers/${id}`).set(admin).expect(200);
    });

    it('shows an unreachable printer as FAILING with its waiting bons, then prints them in order', async () => {
      const { fake, id } = await addPrinter(barId);
      await fake.setMode('offline');
      await enqueue([30, 31, 32].map((n) => bonFor(barId, n)));
      const failing = await eventually('FAILING', async () => {
        const p = await printer(id);
        return p.status === 'FAILING' && p;
      });
      expect(failing).toMatchObject({ lastError: 'Drucker nicht erreichbar', waitingBons: 3, failingSince: expect.any(String) });
      await enqueue([33, 34].map((n) => bonFor(barId, n)));
      await fake.setMode('online');
      await eventually('five bons', () => fake.bons().length === 5);
      expect(fake.texts().map((text) => text[2])).toEqual([30, 31, 32, 33, 34].map((n) => `Bestellung ${n}`));
      expect(await printer(id)).toMatchObject({ status: 'OK', waitingBons: 0, lastError: null });
      await t.http.delete(`/api/admin/printers/${id}`).set(admin).expect(200);
    });

    it('reprints a bon headed NACHDRUCK, and prints a test bon', async () => {
      const { fake, id } = await addPrinter(barId);
      await enqueue([bonFor(barId, 40)]);
      const [original] = await eventually('the bon', async () => {
        const list = await jobs(`?printerId=${id}`);
        return list[0]?.status === 'PRINTED' && list;
      });
      const reprint = await t.http.post(`/api/admin/print-jobs/${original.id}/reprint`).set(admin).expect(201);
      expect(reprint.body).toMatchObject({
        printerId: id,
        reprintOf: original.id,
        status: 'WAITING',
        text: ['NACHDRUCK', ...original.text],
      });
      const test = await t.http.post(`/api/admin/printers/${id}/test`).set(admin).expect(201);
      expect(test.body).toMatchObject({ kind: 'TEST', orderId: null });
      await eventually('three bons', () => fake.bons().length === 3);
      expect(fake.texts()[1]).toEqual(['NACHDRUCK', ...original.text]);
      expect(fake.texts()[2]).toEqual(expect.arrayContaining(['Bar', 'TESTDRUCK', 'Sonderzeichen: € ä ö ü ß Ä Ö Ü']));
      expect((await jobs(`?printerId=${id}`)).map((j) => j.id)).toEqual([test.body.id, reprint.body.id, original.id]);
      await t.http.post('/api/admin/print-jobs/999999/reprint').set(admin).expect(404);
      await t.http.get('/api/admin/print-jobs?orderId=abc').set(admin).expect(400);
      await t.http.delete(`/api/admin/printers/${id}`).set(admin).expect(200);
    });

    it('does not print to a printer another process holds until its lease runs out (a killed process)', async () => {
      const { fake, id } = await addPrinter(barId);
      const sql = t.app.get(DataSource);
      await sql.query(`UPDATE printers SET lease_owner = 'killed-process', lease_until = now() + interval '1 hour' WHERE id = $1`, [id]);
      await enqueue([bonFor(barId, 50)]);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(fake.connections).toHaveLength(0);
      await sql.query(`UPDATE printers SET lease_until = now() - interval '1 second' WHERE id = $1`, [id]);
      await eventually('the bon', () => fake.bons().length === 1);
      await t.http.delete(`/api/admin/printers/${id}`).set(admin).expect(200);
    });
  });

  describe('several workers', () => {
    it('never print a bon twice, and keep each printer’s order', async () => {
      // The app's own worker, two more in this process, and on PostgreSQL a second server process's.
      // Closed after this app (afterAll): both apps' staff tokens are checked by the passport strategy registered last.
      other = usingPostgres() ? await startTestApp({ databaseUrl: t.config.databaseUrl!, config: { printing: PRINTING } }) : null;
      const workers = [0, 1].map(() => new PrintWorker(t.config, t.app.get(PrintWorkerRepository), t.app.get(AppInfoService)));
      const printersUsed = [await addPrinter(kitchenId, { closeDelayMs: 15 }), await addPrinter(barId, { closeDelayMs: 15 })];
      const numbers = Array.from({ length: 40 }, (_, n) => 100 + n);
      let stop = false;
      const racing = workers.map(async (worker) => {
        while (!stop) {
          await worker.runOnce();
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      });
      for (const n of numbers) await enqueue([bonFor(kitchenId, n), bonFor(barId, n)]);
      for (const { fake } of printersUsed) await eventually('every bon', () => fake.bons().length >= numbers.length, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      stop = true;
      await Promise.all(racing);
      await Promise.all(workers.map((worker) => worker.onModuleDestroy()));
      for (const { fake, id } of printersUsed) {
        expect(fake.texts().map((text) => text[2])).toEqual(numbers.map((n) => `Bestellung ${n}`));
        expect((await jobs(`?printerId=${id}`)).every((job) => job.status === 'PRINTED' && job.attempts === 1)).toBe(true);
      }
    });
  });
});
