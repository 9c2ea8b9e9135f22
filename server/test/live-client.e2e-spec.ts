import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import {
  connectLive,
  type KeyValueStorage,
  type LiveConnection,
  type LiveOrderEvent,
  type LiveRefusal,
  type LiveServiceCall,
  type LiveState,
  SeqTracker,
} from '../../live-client/src/index.js';
import { menuItemsByName, startTableSession } from './support/guest.js';
import { FIRST_START_MS, listen, orderAsGuest, seqsAfter, startRestartableApp, waitUntil } from './support/live-socket.js';
import { adminToken } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

class MemoryStorage implements KeyValueStorage {
  readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

/** A connectLive client that records what it reports. */
function liveClient(url: string, token: string, storage = new MemoryStorage()) {
  const seen = {
    events: [] as Array<{ name: string; event: LiveOrderEvent }>,
    states: [] as LiveState[],
    refusals: [] as LiveRefusal[],
    reloads: 0,
    storage,
  };
  const connection: LiveConnection = connectLive({
    url,
    token,
    storage,
    storageKey: 'tischlein_live_seq',
    onEvent: (name, event) => seen.events.push({ name, event }),
    onState: (state, refusal) => {
      seen.states.push(state);
      if (refusal) seen.refusals.push(refusal);
    },
    onReload: () => {
      seen.reloads += 1;
    },
    socketOptions: { reconnectionDelay: 100, reconnectionDelayMax: 200, transports: ['websocket'] },
  });
  return { connection, seen, seqs: () => seen.events.map((e) => e.event.seq) };
}

describe('SeqTracker', () => {
  it('accepts each seq once and keeps the newest as lastSeq', () => {
    const tracker = new SeqTracker(null);
    expect([5, 7, 5, 6, 7].map((s) => tracker.accept(s))).toEqual([true, true, false, true, false]);
    expect(tracker.lastSeq).toBe(7);
  });

  it('forgets the oldest seqs beyond its memory, and resets to a lower seq when told', () => {
    const tracker = new SeqTracker(0, 3);
    [1, 2, 3, 4].forEach((s) => tracker.accept(s));
    expect(tracker.accept(1)).toBe(true);
    tracker.resetTo(2);
    expect(tracker.lastSeq).toBe(2);
    expect(tracker.accept(4)).toBe(true);
  });

  it('starts from seqs taken before (a reloaded page) and tells its newest ones', () => {
    const tracker = new SeqTracker(9, 2000, [7, 9]);
    expect([7, 8, 9].map((s) => tracker.accept(s))).toEqual([false, true, false]);
    expect(tracker.recent(2)).toEqual([9, 8]);
  });
});

describe('live client (connectLive)', () => {
  let t: TestApp;
  let url: string;
  let admin: string;
  const clients: LiveConnection[] = [];
  const open = (token: string, storage?: MemoryStorage) => {
    const client = liveClient(url, token, storage);
    clients.push(client.connection);
    return client;
  };

  beforeAll(async () => {
    t = await startTestApp();
    url = await listen(t);
    admin = await adminToken(t);
  }, FIRST_START_MS);
  afterEach(() => clients.splice(0).forEach((c) => c.close()));
  afterAll(() => t?.close());

  it('goes live, hands over each order event once and remembers the last seq', async () => {
    const client = open(admin);
    await waitUntil(() => client.connection.state === 'live', 'live');
    expect(client.seen.states).toEqual(['live']);
    const order = await orderAsGuest(t, await startTableSession(t, 1));
    await waitUntil(() => client.seen.events.length === 1, 'the event');
    expect(client.seen.events[0]).toMatchObject({ name: 'order.created', event: { order: { orderNumber: order.orderNumber } } });
    expect(client.seen.storage.getItem('tischlein_live_seq')).toBe(String(client.seen.events[0].event.seq));
    expect(client.seen.storage.getItem('tischlein_live_seq.seen')).toBe(JSON.stringify([client.seen.events[0].event.seq]));
    expect(client.connection.lastSeq).toBe(client.seen.events[0].event.seq);
  });

  it('resumes from the seq in storage, receiving what it missed', async () => {
    const storage = new MemoryStorage();
    const first = open(admin, storage);
    await waitUntil(() => first.connection.state === 'live', 'live');
    const lastSeq = first.connection.lastSeq!;
    first.connection.close();
    const session = await startTableSession(t, 2);
    await orderAsGuest(t, session);
    await orderAsGuest(t, session, 'Melange');

    const second = open(admin, storage);
    await waitUntil(() => second.connection.state === 'live', 'live');
    expect(second.seqs()).toEqual(await seqsAfter(t, lastSeq));
    expect(second.seqs()).toHaveLength(2);
  });

  it('reports a refused token and does not retry', async () => {
    const client = open('not-a-token');
    await waitUntil(() => client.connection.state === 'refused', 'refused');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(client.seen.states).toEqual(['refused']);
    expect(client.seen.refusals).toEqual([{ message: 'Nicht angemeldet oder Sitzung abgelaufen.', code: 'UNAUTHORIZED' }]);
  });

  it("asks for a reload and continues from the server's seq when its own is unknown to the server", async () => {
    const storage = new MemoryStorage();
    storage.setItem('tischlein_live_seq', '999999');
    const client = open(admin, storage);
    await waitUntil(() => client.connection.state === 'live', 'live');
    const newest = (await seqsAfter(t, 0)).at(-1);
    expect(client.seen.reloads).toBe(1);
    expect(client.connection.lastSeq).toBe(newest);
    expect(storage.getItem('tischlein_live_seq')).toBe(String(newest));
  });

  it("hands a guest at a table its table's service calls, shared basket changes and menu changes", async () => {
    const guest = await startTableSession(t, 4, { shared: true });
    const seen = { calls: [] as LiveServiceCall[], baskets: [] as string[], menus: 0 };
    const connection = connectLive({
      url,
      token: guest.jwt,
      onServiceCall: (call) => seen.calls.push(call),
      onBasketChanged: ({ basketId }) => seen.baskets.push(basketId),
      onMenuChanged: () => (seen.menus += 1),
      socketOptions: { transports: ['websocket'] },
    });
    clients.push(connection);
    await waitUntil(() => connection.state === 'live', 'live');
    const auth = { Authorization: `Bearer ${guest.jwt}` };
    const placed = await t.http.post(`/api/sessions/${guest.sessionId}/service-calls`).set(auth).send({ kind: 'WAITER' }).expect(201);
    const item = (await menuItemsByName(t)).get('Melange')!;
    const added = await t.http
      .post(`/api/sessions/${guest.sessionId}/basket/items`)
      .set(auth)
      .send({ menuItemId: item.menuItemId })
      .expect(201);
    await t.http
      .patch(`/api/admin/menu/items/${item.menuItemId}/availability`)
      .set({ Authorization: `Bearer ${admin}` })
      .send({ available: true })
      .expect(200);
    await waitUntil(
      () => seen.calls.length === 1 && seen.baskets.length === 1 && seen.menus === 1,
      'a call, a basket change, a menu change',
    );
    expect(seen.calls[0]).toMatchObject({ callId: placed.body.callId, kind: 'WAITER', status: 'OPEN' });
    expect(seen.baskets).toEqual([added.body.basketId]);
  });
});

describe('live client across a server restart', () => {
  let server: Awaited<ReturnType<typeof startRestartableApp>> | undefined;
  let client: ReturnType<typeof liveClient> | undefined;
  afterAll(async () => {
    client?.connection.close();
    await server?.dispose();
  });

  it(
    'reconnects by itself with the last seq it saw and gets what was placed meanwhile, once',
    async () => {
      server = await startRestartableApp();
      const before = server.first;
      const url = await listen(before);
      const port = (before.app.getHttpServer().address() as AddressInfo).port;
      client = liveClient(url, await adminToken(before));
      const live = client;
      await waitUntil(() => live.connection.state === 'live', 'live');
      const session = await startTableSession(before, 3);
      await orderAsGuest(before, session);
      await waitUntil(() => live.seen.events.length === 1, 'the first event');

      await server.stop();
      await waitUntil(() => live.connection.state !== 'live', 'offline');
      const after = await server.restart();
      await orderAsGuest(after, session, 'Melange');
      await orderAsGuest(after, session, 'Apfelstrudel');
      await after.app.listen(port, '127.0.0.1');

      await waitUntil(() => live.seen.events.length === 3, 'the missed events', 20_000);
      await orderAsGuest(after, session, 'Melange');
      await waitUntil(() => live.seen.events.length === 4, 'a live event after the reconnect');
      expect(live.seqs()).toEqual(await seqsAfter(after, 0));
      expect(live.connection.state).toBe('live');
      expect(live.seen.states).toContain('offline');
    },
    FIRST_START_MS,
  );
});
