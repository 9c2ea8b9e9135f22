import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Response } from 'supertest';
import { pdfText } from './support/pdf-text.js';
import { adminToken, bearer, staffWithRoles } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Table = {
  tableId: number;
  tableNumber: number;
  name: string | null;
  area: string | null;
  seatingCapacity: number;
  qrCode: string;
  active: boolean;
  orderUrl: string;
};

/** Collects any response body as raw bytes (PDF, PNG, SVG). */
const binary = (res: Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  const stream = res as unknown as NodeJS.ReadableStream;
  stream.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('admin tables API', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let waiterAuth: Record<string, string>;
  const list = (query = '') => t.http.get(`/api/admin/tables${query}`).set(auth);
  const create = (body: object) => t.http.post('/api/admin/tables').set(auth).send(body);
  const tableByNumber = async (n: number): Promise<Table> =>
    (await list(`?q=${n}&size=100`).expect(200)).body.content.find((x: Table) => x.tableNumber === n);

  beforeAll(async () => {
    t = await startTestApp();
    const jwt = await adminToken(t);
    auth = bearer(jwt);
    waiterAuth = bearer((await staffWithRoles(t, jwt, ['WAITER'])).jwt);
  });
  afterAll(() => t.close());

  it('refuses callers without a token (401) and staff without ADMIN (403)', async () => {
    for (const path of ['/api/admin/tables', '/api/admin/tables/1', '/api/admin/tables/1/qr', '/api/admin/tables/qr-sheet']) {
      expect((await t.http.get(path)).status).toBe(401);
      expect((await t.http.get(path).set(waiterAuth)).status).toBe(403);
    }
    await t.http.post('/api/admin/tables').send({ tableNumber: 50 }).expect(401);
    await t.http.post('/api/admin/tables').set(waiterAuth).send({ tableNumber: 50 }).expect(403);
    await t.http.delete('/api/admin/tables/1').set(waiterAuth).expect(403);
    await t.http.get('/api/admin/tables').set({ Authorization: 'Bearer not-a-token' }).expect(401);
  });

  it('documents every route in the OpenAPI document', async () => {
    const paths = (await t.http.get('/api/docs/json').expect(200)).body.paths;
    expect(Object.keys(paths['/api/admin/tables']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/admin/tables/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    for (const path of ['/api/admin/tables/qr-sheet', '/api/admin/tables/{id}/qr']) expect(paths[path].get).toBeDefined();
    expect(paths['/api/admin/tables/{id}/regenerate-qr'].post).toBeDefined();
  });

  it('lists the first 10 active tables by number with the order link of their QR code', async () => {
    const res = await list().expect(200);
    expect(res.body).toMatchObject({ totalElements: 12, page: 0, size: 10 });
    expect(res.body.content.map((x: Table) => x.tableNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const first = res.body.content[0];
    expect(first).toEqual({
      tableId: expect.any(Number),
      tableNumber: 1,
      name: null,
      area: null,
      seatingCapacity: 6,
      qrCode: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      active: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      orderUrl: `${t.config.publicUrl}/order/start?table=${first.qrCode}`,
    });
  });

  it('pages, sorts by each field in both directions and searches number or QR code', async () => {
    expect((await list('?page=1').expect(200)).body.content.map((x: Table) => x.tableNumber)).toEqual([11, 12]);
    expect((await list('?page=2&size=5').expect(200)).body.content.map((x: Table) => x.tableNumber)).toEqual([11, 12]);
    expect((await list('?sort=tableNumber,desc&size=5').expect(200)).body.content.map((x: Table) => x.tableNumber)).toEqual([
      12, 11, 10, 9, 8,
    ]);
    const bySeats = (await list('?sort=seatingCapacity,desc&size=20').expect(200)).body.content as Table[];
    expect(bySeats.slice(0, 4).map((x) => x.seatingCapacity)).toEqual([6, 6, 6, 6]);
    expect(bySeats.at(-1)!.seatingCapacity).toBe(4);
    for (const field of ['createdAt', 'updatedAt']) {
      for (const dir of ['asc', 'desc']) await list(`?sort=${field},${dir}`).expect(200);
    }
    expect((await list('?q=1&size=20').expect(200)).body.content.map((x: Table) => x.tableNumber)).toEqual([1, 10, 11, 12]);
    const five = await tableByNumber(5);
    const byQr = (await list(`?q=${encodeURIComponent(five.qrCode)}`).expect(200)).body;
    expect(byQr).toMatchObject({ totalElements: 1, content: [{ tableNumber: 5 }] });
    expect((await list('?q=%25').expect(200)).body.totalElements).toBe(0);
  });

  it('answers 400 for a page size outside 5, 10, 20, 50, 100, an unknown sort field or a negative page', async () => {
    for (const query of [
      '?size=7',
      '?size=1000',
      '?size=x',
      '?sort=name,asc',
      '?sort=tableNumber,up',
      '?page=-1',
      '?page=1.5',
      '?includeInactive=maybe',
      '?unknown=1',
    ]) {
      const res = await list(query);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
  });

  it('creates a table with a generated QR code and 4 seats by default, refusing a client-chosen QR code', async () => {
    const res = await create({ tableNumber: 20, seatingCapacity: 2 }).expect(201);
    expect(res.body).toMatchObject({ tableNumber: 20, seatingCapacity: 2, active: true });
    expect(res.body.qrCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await create({ tableNumber: 21 }).expect(201)).body.seatingCapacity).toBe(4);
    const withQr = await create({ tableNumber: 22, qrCode: 'chosen-by-client' }).expect(400);
    expect(withQr.body.errors).toEqual([{ field: 'qrCode', message: 'ist kein erlaubtes Feld' }]);
    await t.http.get(`/api/admin/tables/${res.body.tableId}`).set(auth).expect(200);
  });

  it('validates the table form with the German messages', async () => {
    const missing = await create({ seatingCapacity: 2 }).expect(400);
    expect(missing.body.errors).toContainEqual({ field: 'tableNumber', message: 'Pflichtfeld' });
    const noSeats = await create({ tableNumber: 30, seatingCapacity: 0 }).expect(400);
    expect(noSeats.body.errors).toEqual([{ field: 'seatingCapacity', message: 'Mindestens 1 Sitzplatz' }]);
    for (const body of [
      { tableNumber: 0 },
      { tableNumber: -3 },
      { tableNumber: 2.5 },
      { tableNumber: '31' },
      { tableNumber: 31, seatingCapacity: 1.5 },
      { tableNumber: 1e9 },
    ]) {
      const res = await create(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }
  });

  it('refuses a number an active table already carries (409)', async () => {
    const res = await create({ tableNumber: 3, seatingCapacity: 4 }).expect(409);
    expect(res.body).toMatchObject({ statusCode: 409, message: 'Tischnummer ist bereits vergeben.' });
    const concurrent = await Promise.all([create({ tableNumber: 40 }), create({ tableNumber: 40 })]);
    expect(concurrent.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('reads and updates a table; the body tableId must match the path', async () => {
    const six = await tableByNumber(6);
    await t.http.get(`/api/admin/tables/${six.tableId}`).set(auth).expect(200);
    const updated = await t.http
      .put(`/api/admin/tables/${six.tableId}`)
      .set(auth)
      .send({ tableId: six.tableId, tableNumber: 6, seatingCapacity: 8 })
      .expect(200);
    expect(updated.body).toMatchObject({ tableId: six.tableId, tableNumber: 6, seatingCapacity: 8, qrCode: six.qrCode });
    const renumbered = await t.http
      .put(`/api/admin/tables/${six.tableId}`)
      .set(auth)
      .send({ tableNumber: 60, seatingCapacity: 8 })
      .expect(200);
    expect(renumbered.body.tableNumber).toBe(60);
    await t.http.put(`/api/admin/tables/${six.tableId}`).set(auth).send({ tableNumber: 6, seatingCapacity: 8 }).expect(200);
    const mismatch = await t.http
      .put(`/api/admin/tables/${six.tableId}`)
      .set(auth)
      .send({ tableId: six.tableId + 1, tableNumber: 6, seatingCapacity: 8 })
      .expect(400);
    expect(mismatch.body.errors).toEqual([{ field: 'tableId', message: 'muss der Id im Pfad entsprechen' }]);
    const roundTrip = await t.http
      .put(`/api/admin/tables/${six.tableId}`)
      .set(auth)
      .send({ ...updated.body, seatingCapacity: 5, qrCode: 'x', active: false })
      .expect(200);
    expect(roundTrip.body).toMatchObject({ tableId: six.tableId, seatingCapacity: 5, qrCode: six.qrCode, active: true });
    await t.http
      .put(`/api/admin/tables/${six.tableId}`)
      .set(auth)
      .send({ id: six.tableId + 1, tableNumber: 6, seatingCapacity: 8 })
      .expect(400);
    const taken = await t.http.put(`/api/admin/tables/${six.tableId}`).set(auth).send({ tableNumber: 7, seatingCapacity: 8 }).expect(409);
    expect(taken.body.message).toBe('Tischnummer ist bereits vergeben.');
    await t.http.put(`/api/admin/tables/${six.tableId}`).set(auth).send({ seatingCapacity: 8 }).expect(400);
    await t.http.put(`/api/admin/tables/${six.tableId}`).set(auth).send({ tableNumber: 6, seatingCapacity: 0 }).expect(400);
  });

  it('gives a table an optional name and area, found by either; left out they stay, empty clears them', async () => {
    const made = (await create({ tableNumber: 70, name: ' Fensterplatz ', area: 'Terrasse' }).expect(201)).body as Table;
    expect(made).toMatchObject({ tableNumber: 70, name: 'Fensterplatz', area: 'Terrasse' });
    expect((await list('?q=terr').expect(200)).body.content.map((x: Table) => x.tableNumber)).toEqual([70]);
    expect((await list('?q=FENSTER').expect(200)).body.content.map((x: Table) => x.tableNumber)).toEqual([70]);
    // The printed code names it for the guests.
    const svg = await t.http.get(`/api/admin/tables/${made.tableId}/qr?format=svg`).set(auth).buffer(true).parse(binary).expect(200);
    expect(svg.body.toString('utf8')).toContain('>Tisch 70 · Fensterplatz</text>');
    const path = `/api/admin/tables/${made.tableId}`;
    const kept = await t.http.put(path).set(auth).send({ tableNumber: 70, seatingCapacity: 6 }).expect(200);
    expect(kept.body).toMatchObject({ name: 'Fensterplatz', area: 'Terrasse', seatingCapacity: 6 });
    const cleared = await t.http.put(path).set(auth).send({ tableNumber: 70, name: '  ', area: null }).expect(200);
    expect(cleared.body).toMatchObject({ name: null, area: null });
    const tooLong = await create({ tableNumber: 71, area: 'x'.repeat(61) }).expect(400);
    expect(tooLong.body.errors).toEqual([{ field: 'area', message: 'darf höchstens 60 Zeichen lang sein' }]);
    await create({ tableNumber: 71, name: 5 }).expect(400);
  });

  it('creates tables 80–95 in one step with the same seats and area, skipping the numbers taken', async () => {
    await create({ tableNumber: 85 }).expect(201);
    const range = (body: object) => t.http.post('/api/admin/tables/range').set(auth).send(body);
    const res = await range({ from: 80, to: 95, seatingCapacity: 2, area: 'Stube' }).expect(201);
    expect(res.body.skipped).toEqual([85]);
    expect(res.body.created.map((x: Table) => x.tableNumber)).toEqual([80, 81, 82, 83, 84, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95]);
    expect(res.body.created.every((x: Table) => x.area === 'Stube' && x.seatingCapacity === 2 && x.active)).toBe(true);
    expect(new Set(res.body.created.map((x: Table) => x.qrCode)).size).toBe(15);
    expect((await range({ from: 80, to: 95 }).expect(201)).body).toEqual({
      created: [],
      skipped: Array.from({ length: 16 }, (_, i) => 80 + i),
    });

    // Two admins at once: every number once.
    const both = await Promise.all([range({ from: 100, to: 140 }), range({ from: 120, to: 160 })]);
    const numbers = both.flatMap((r) => (r.status === 201 ? r.body.created.map((x: Table) => x.tableNumber) : []));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(both.every((r) => r.status === 201 || r.status === 409)).toBe(true);

    const backwards = await range({ from: 20, to: 10 }).expect(400);
    expect(backwards.body.errors).toEqual([{ field: 'to', message: 'darf nicht kleiner als from sein' }]);
    const tooMany = await range({ from: 1000, to: 1100 }).expect(400);
    expect(tooMany.body.errors).toEqual([{ field: 'to', message: 'höchstens 100 Tische auf einmal' }]);
    await range({ from: 1000 }).expect(400);
    await t.http.post('/api/admin/tables/range').set(waiterAuth).send({ from: 1000, to: 1001 }).expect(403);
    expect((await list('?q=1000').expect(200)).body.totalElements).toBe(0);
  });

  it('answers 404 for an unknown table and 400 for a malformed id', async () => {
    for (const method of ['get', 'put', 'delete'] as const) {
      await t.http[method]('/api/admin/tables/99999').set(auth).send({ tableNumber: 99, seatingCapacity: 1 }).expect(404);
      await t.http[method]('/api/admin/tables/abc').set(auth).send({ tableNumber: 99, seatingCapacity: 1 }).expect(400);
    }
    await t.http.get('/api/admin/tables/99999/qr').set(auth).expect(404);
    await t.http.post('/api/admin/tables/99999/regenerate-qr').set(auth).expect(404);
  });

  it('deactivates on delete: the QR code stops starting sessions and the number is free again', async () => {
    const eight = await tableByNumber(8);
    await t.http.post(`/api/sessions/start/${eight.qrCode}`).expect(201);
    const res = await t.http.delete(`/api/admin/tables/${eight.tableId}`).set(auth).expect(200);
    expect(res.body).toMatchObject({ tableId: eight.tableId, active: false });
    const start = await t.http.post(`/api/sessions/start/${eight.qrCode}`).expect(404);
    expect(start.body.message).toBe('Dieser Tisch ist nicht verfügbar oder existiert nicht.');
    await t.http.delete(`/api/admin/tables/${eight.tableId}`).set(auth).expect(200);
    expect((await list('?size=100').expect(200)).body.content.some((x: Table) => x.tableId === eight.tableId)).toBe(false);
    const withInactive = (await list('?size=100&includeInactive=true').expect(200)).body.content as Table[];
    expect(withInactive.find((x) => x.tableId === eight.tableId)).toMatchObject({ active: false, tableNumber: 8 });
    expect((await t.http.get(`/api/admin/tables/${eight.tableId}`).set(auth).expect(200)).body.active).toBe(false);
    const reused = await create({ tableNumber: 8, seatingCapacity: 2 }).expect(201);
    expect(reused.body.qrCode).not.toBe(eight.qrCode);
    await t.http.post(`/api/sessions/start/${reused.body.qrCode}`).expect(201);
    await t.http.get(`/api/admin/tables/${eight.tableId}/qr`).set(auth).expect(409);
  });

  it('regenerates the QR code, so printed codes stop working', async () => {
    const nine = await tableByNumber(9);
    const res = await t.http.post(`/api/admin/tables/${nine.tableId}/regenerate-qr`).set(auth).expect(200);
    expect(res.body.qrCode).not.toBe(nine.qrCode);
    expect(res.body.orderUrl).toContain(res.body.qrCode);
    await t.http.post(`/api/sessions/start/${nine.qrCode}`).expect(404);
    await t.http.post(`/api/sessions/start/${res.body.qrCode}`).expect(201);
  });

  it('serves a table QR code as PNG (default) or SVG with the table number', async () => {
    const two = await tableByNumber(2);
    const png = await t.http.get(`/api/admin/tables/${two.tableId}/qr`).set(auth).buffer(true).parse(binary).expect(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect((png.body as Buffer).subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.headers['content-disposition']).toBe('inline; filename="tisch-2.png"');
    const svg = await t.http.get(`/api/admin/tables/${two.tableId}/qr?format=svg`).set(auth).buffer(true).parse(binary).expect(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body.toString()).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.body.toString()).toContain('>Tisch 2</text>');
    const bad = await t.http.get(`/api/admin/tables/${two.tableId}/qr?format=gif`).set(auth).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'format', message: 'muss png oder svg sein' }]);
  });

  /** The sheet of a layout as text (pdftotext), with its page count and page size. */
  const sheet = async (query = '') => {
    const res = await t.http.get(`/api/admin/tables/qr-sheet${query}`).set(auth).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const file = join(mkdtempSync(join(tmpdir(), 'qr-sheet-')), 'sheet.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return {
      text: pdfText(pdf),
      pages: Number(/Pages:\s+(\d+)/.exec(info)![1]),
      size: /Page size:\s+(.*)/.exec(info)![1],
      fileName: res.headers['content-disposition'],
    };
  };
  const count = (text: string, part: string) => text.split(part).length - 1;

  it('prints every active table on A4 sheets, nine a page, each code with the restaurant name and "Scannen & bestellen" / "Scan & order"', async () => {
    await t.http.put('/api/admin/app-info').set(auth).send({ appName: 'Gasthaus Zur Linde' }).expect(200);
    const numbers = (await list('?size=100').expect(200)).body.content.map((x: Table) => x.tableNumber);
    for (const query of ['', '?layout=a4', '?layout=A4']) {
      const { text, pages, size, fileName } = await sheet(query);
      for (const n of numbers) expect(text).toMatch(new RegExp(`Tisch ${n}\\b`));
      expect(text).toContain('Tisch-QR-Codes');
      expect(count(text, 'Gasthaus Zur Linde')).toBe(numbers.length);
      expect(count(text, 'Scannen & bestellen')).toBe(numbers.length);
      expect(count(text, 'Scan & order')).toBe(numbers.length);
      expect(pages).toBe(Math.ceil(numbers.length / 9));
      expect(size).toContain('(A4)');
      expect(fileName).toBe('inline; filename="tisch-qr-codes.pdf"');
    }
  });

  it('prints one A6 table tent a table: its face on the lower half, and turned on the upper half to read from the other side', async () => {
    await t.http.put('/api/admin/app-info').set(auth).send({ appName: 'Gasthaus Zur Linde' }).expect(200);
    const numbers = (await list('?size=100').expect(200)).body.content.map((x: Table) => x.tableNumber);
    const { text, pages, size, fileName } = await sheet('?layout=tent');
    expect(pages).toBe(numbers.length);
    expect(size).toBe('297.64 x 419.53 pts');
    expect(fileName).toBe('inline; filename="tischaufsteller.pdf"');
    // Both faces are text, the turned one too.
    expect(count(text, 'Gasthaus Zur Linde')).toBe(2 * numbers.length);
    expect(count(text, 'Scannen & bestellen · Scan & order')).toBe(numbers.length * 2);
    for (const n of numbers) expect(count(text, `Tisch ${n}\n`) + count(text, `Tisch ${n} `)).toBeGreaterThanOrEqual(1);
  });

  it('fits a long restaurant name on the codes and answers 400 for an unknown layout', async () => {
    const long = 'Gasthaus und Heuriger zum goldenen Tischlein an der Alten Donau in Wien-Floridsdorf';
    await t.http.put('/api/admin/app-info').set(auth).send({ appName: long }).expect(200);
    const { pages } = await sheet('?layout=tent');
    expect(pages).toBe((await list('?size=100').expect(200)).body.totalElements);
    const a4 = await sheet();
    expect(a4.text).toContain('Gasthaus und Heuriger');
    expect(a4.pages).toBe(Math.ceil((await list('?size=100').expect(200)).body.totalElements / 9));
    const bad = await t.http.get('/api/admin/tables/qr-sheet?layout=a5').set(auth).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'layout', message: 'muss a4 oder tent sein' }]);
  });
});
