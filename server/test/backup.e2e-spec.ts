import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import type { Response } from 'supertest';
import { BACKUP_ONLY_EMBEDDED } from '../src/backup/backup.controller.js';
import { placeOrder } from './support/admin-orders.js';
import { adminToken, bearer } from './support/staff.js';
import { startTestApp, usingPostgres, type TestApp } from './support/test-app.js';

/** Collects a binary answer (supertest leaves application/gzip unparsed otherwise). */
const binary = (res: Response, done: (err: Error | null, body: Buffer) => void) => {
  // At parse time superagent hands over the raw response stream, typed as its Response.
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('POST /api/admin/backup (the running embedded database dumps itself)', () => {
  let t: TestApp;
  let jwt: string;

  beforeAll(async () => {
    t = await startTestApp();
    jwt = await adminToken(t);
  });
  afterAll(() => t.close());

  (usingPostgres() ? it.skip : it)('answers a tarball of the data folder that opens as a database with the orders', async () => {
    const { orderId } = await placeOrder(t, { lines: [{ name: 'Sachertorte', quantity: 2 }] });
    const res = await t.http.post('/api/admin/backup').set(bearer(jwt)).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="tischlein-embedded-\d{4}-\d\d-\d\dT\d{6}Z\.tar\.gz"$/);
    expect(res.headers['x-tischlein-pid']).toBe(String(process.pid));
    const copy = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(res.body as Buffer)], { type: 'application/gzip' }) });
    try {
      const { rows } = await copy.query<{ name: string; quantity: number }>(
        'SELECT menu_item_name AS name, quantity FROM order_items WHERE order_id = $1',
        [orderId],
      );
      expect(rows).toEqual([{ name: 'Sachertorte', quantity: 2 }]);
    } finally {
      await copy.close();
    }
    // The server goes on serving after the pause.
    await t.http.get('/api/health').expect(200);
  });

  (usingPostgres() ? it : it.skip)('refuses on PostgreSQL with 409, pointing to npm run backup', async () => {
    const res = await t.http.post('/api/admin/backup').set(bearer(jwt)).expect(409);
    expect(res.body).toEqual({ statusCode: 409, error: 'Conflict', message: BACKUP_ONLY_EMBEDDED });
  });
});
