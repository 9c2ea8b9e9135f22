import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { asGuest, menuItemsByName, startTableSession } from './support/guest.js';
import { startTestApp, usingPostgres } from './support/test-app.js';

// These behaviours belong to the embedded database; on PostgreSQL the server owns neither files nor locks.
const describeEmbedded = usingPostgres() ? describe.skip : describe;

describeEmbedded('embedded database (PGlite)', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'tischlein-embedded-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('keeps orders, sessions and baskets across a server restart', async () => {
    const dataDir = freshDir();
    const first = await startTestApp({ dataDir });
    const items = await menuItemsByName(first);
    const session = await startTableSession(first, 2);
    const guest = asGuest(first, session);
    await guest.add({ menuItemId: items.get('Melange')!.menuItemId, quantity: 2 }).expect(201);
    const order = (await guest.checkout().expect(201)).body;
    await guest.add({ menuItemId: items.get('Apfelstrudel')!.menuItemId }).expect(201);
    await first.close({ keepData: true });

    const second = await startTestApp({ dataDir });
    try {
      const again = asGuest(second, session);
      expect((await again.orders().expect(200)).body.map((o: { orderNumber: number }) => o.orderNumber)).toEqual([order.orderNumber]);
      expect((await again.basket().expect(200)).body.items.map((i: { name: string }) => i.name)).toEqual(['Apfelstrudel']);
      expect((await second.http.get('/api/menu/types')).body).toHaveLength(3);
    } finally {
      await second.close({ keepData: true });
    }
  });

  it('refuses a DATA_DIR that another running process holds, naming it', async () => {
    const dataDir = freshDir();
    mkdirSync(dataDir, { recursive: true });
    const other = spawn('sleep', ['30']);
    try {
      writeFileSync(join(dataDir, 'tischlein.lock'), `${other.pid}@${hostname()}`);
      await expect(startTestApp({ dataDir })).rejects.toThrow(`in use by another Tischlein process (pid ${other.pid})`);
    } finally {
      other.kill();
    }
  });

  it('refuses to open one DATA_DIR twice in the same process', async () => {
    const dataDir = freshDir();
    const first = await startTestApp({ dataDir });
    try {
      await expect(startTestApp({ dataDir })).rejects.toThrow('already open in this process');
    } finally {
      await first.close({ keepData: true });
    }
  });

  it('takes over the lock of a process that is gone (a crash)', async () => {
    const dataDir = freshDir();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'tischlein.lock'), `999999@${hostname()}`);
    const app = await startTestApp({ dataDir });
    await app.close({ keepData: true });
  });
});

describe('transactions under concurrency', () => {
  it('rolls back a failed request completely while concurrent requests commit', async () => {
    const t = await startTestApp();
    try {
      const items = await menuItemsByName(t);
      const addings = (await t.http.get('/api/addings')).body as Array<{ addingId: number; name: string }>;
      const egg = addings.find((a) => a.name === 'Spiegelei')!.addingId;
      const gulasch = items.get('Rindsgulasch')!.menuItemId;
      const guest = asGuest(t, await startTableSession(t));
      await guest.add({ menuItemId: gulasch, quantity: 48 }).expect(201);
      const withEgg = (await guest.add({ menuItemId: gulasch, quantity: 5, addingIds: [egg] }).expect(201)).body.items[1];

      // Removing the egg deletes the line, then merging would exceed 50 pieces: the request fails inside its transaction.
      const others = await Promise.all(Array.from({ length: 6 }, () => startTableSession(t)));
      const [failed, ...committed] = await Promise.all([
        guest.removeAdding(withEgg.itemId, egg),
        ...others.map((s) => asGuest(t, s).add({ menuItemId: items.get('Cola 0,33 l')!.menuItemId, quantity: 2 })),
      ]);
      expect(failed.status).toBe(400);
      expect(committed.map((r) => r.status)).toEqual(Array(6).fill(201));

      const lines = (await guest.basket().expect(200)).body.items;
      expect(lines.map((l: { quantity: number; addings: unknown[] }) => [l.quantity, l.addings.length])).toEqual([
        [48, 0],
        [5, 1],
      ]);
      const dataSource = t.app.get(DataSource);
      const [{ count }] = await dataSource.query('SELECT count(*)::int AS count FROM basket_items WHERE session_id = ANY($1::uuid[])', [
        others.map((s) => s.sessionId),
      ]);
      expect(count).toBe(6);
    } finally {
      await t.close();
    }
  });
});
