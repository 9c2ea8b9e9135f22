import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { TokenService } from '../src/auth/token.service.js';
import { METHOD_NOT_ALLOWED } from '../src/live/live-io.adapter.js';
import { startTableSession, startTakeawaySession } from './support/guest.js';
import {
  ageEventsBefore,
  connectLive,
  FIRST_START_MS,
  listen,
  LiveProbe,
  orderAsGuest,
  pause,
  refusal,
  seqsAfter,
} from './support/live-socket.js';
import { SeqTracker } from '../../live-client/src/index.js';
import { adminToken, bearer, staffWithRoles } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('live order feed (Socket.IO)', () => {
  let t: TestApp;
  let url: string;
  let admin: string;
  const probes: LiveProbe[] = [];
  const open = async (auth: { token?: unknown; lastSeq?: unknown }) => {
    const probe = await connectLive(url, auth);
    probes.push(probe);
    return probe;
  };

  beforeAll(async () => {
    t = await startTestApp();
    url = await listen(t);
    admin = await adminToken(t);
  }, FIRST_START_MS);
  afterEach(() => probes.splice(0).forEach((p) => p.close()));
  afterAll(() => t.close());

  describe('access that ends', () => {
    it('closes the live feed of a deleted staff account within a second, and refuses its token', async () => {
      const waiter = await staffWithRoles(t, admin, ['WAITER']);
      const [feed, adminFeed] = await Promise.all([open({ token: waiter.jwt }), open({ token: admin })]);
      await t.http.delete(`/api/user/${waiter.userId}`).set(bearer(admin)).expect(200);
      expect(await feed.serverDisconnect(1000)).toBeLessThan(1000);
      expect((await refusal(url, { token: waiter.jwt })).message).toBe('Nicht angemeldet oder Sitzung abgelaufen.');
      await pause(100);
      expect(adminFeed.disconnectReason).toBeNull();
    });

    it('closes the live feed when an admin changes the password or takes a role away', async () => {
      const cook = await staffWithRoles(t, admin, ['KITCHEN', 'WAITER']);
      const first = await open({ token: cook.jwt });
      await t.http
        .put(`/api/user/${cook.userId}`)
        .set(bearer(admin))
        .send({ roles: ['KITCHEN'] })
        .expect(200);
      await first.serverDisconnect(1000);

      const again = await t.http.post('/api/auth').send({ username: cook.username, password: cook.password }).expect(200);
      const second = await open({ token: again.body.jwt });
      await t.http.put(`/api/user/${cook.userId}`).set(bearer(admin)).send({ password: 'ein-neues-passwort' }).expect(200);
      await second.serverDisconnect(1000);
    });

    it('keeps the feed of the fresh token when staff change their own password, ends the older ones', async () => {
      const waiter = await staffWithRoles(t, admin, ['WAITER']);
      const old = await open({ token: waiter.jwt });
      const res = await t.http
        .put(`/api/user/${waiter.userId}`)
        .set(bearer(waiter.jwt))
        .send({ password: 'mein-neues-passwort', currentPassword: waiter.password })
        .expect(200);
      await old.serverDisconnect(1000);
      const fresh = await open({ token: res.body.jwt });
      await t.http
        .put(`/api/user/${waiter.userId}`)
        .set(bearer(admin))
        .send({ roles: ['WAITER', 'KITCHEN'] })
        .expect(200);
      await pause(300);
      expect(fresh.disconnectReason).toBeNull();
    });

    it("closes a guest's feed when the table is deactivated or gets a new QR code", async () => {
      const [tableA, tableB] = await Promise.all([startTableSession(t, 9), startTableSession(t, 10)]);
      const [guestA, guestB] = await Promise.all([open({ token: tableA.jwt }), open({ token: tableB.jwt })]);
      await t.http.post(`/api/admin/tables/${tableA.tableId}/regenerate-qr`).set(bearer(admin)).expect(200);
      await guestA.serverDisconnect(1000);
      expect((await refusal(url, { token: tableA.jwt })).message).toBe('Keine Session – bitte QR neu scannen.');
      await t.http.delete(`/api/admin/tables/${tableB.tableId}`).set(bearer(admin)).expect(200);
      await guestB.serverDisconnect(1000);
    });
  });

  describe('delivery', () => {
    it("sends a placed order to staff and to the guest's own session, never to another session", async () => {
      const mine = await startTableSession(t, 2);
      const other = await startTableSession(t, 3);
      const kitchen = await staffWithRoles(t, admin, ['KITCHEN']);
      const [staff, kitchenScreen, guest, stranger] = await Promise.all([
        open({ token: admin }),
        open({ token: kitchen.jwt }),
        open({ token: mine.jwt }),
        open({ token: other.jwt }),
      ]);

      const order = await orderAsGuest(t, mine);
      const [created] = await staff.waitForEvents(1);
      await kitchenScreen.waitForEvents(1);
      await guest.waitForEvents(1);
      await pause(200);

      expect(created).toMatchObject({
        name: 'order.created',
        type: 'CREATED',
        actorUser: null,
        order: { orderId: order.orderId, orderNumber: order.orderNumber, status: 'IN_PROGRESS' },
      });
      expect(Object.keys(created).sort()).toEqual(['actorUser', 'createdAt', 'message', 'name', 'order', 'parts', 'seq', 'type']);
      expect(created.parts).toEqual([{ code: 'created', params: { orderNumber: order.orderNumber } }]);
      expect(created.order.items).toHaveLength(1);
      // The guest gets the same event as the guest view: no timeline text, no staff names, no internals.
      const [forGuest] = guest.events;
      expect(Object.keys(forGuest).sort()).toEqual(['createdAt', 'name', 'order', 'seq', 'type']);
      expect(forGuest).toMatchObject({
        seq: created.seq,
        type: 'CREATED',
        order: { orderId: order.orderId, status: 'IN_PROGRESS', grossAmount: created.order.grossAmount },
      });
      expect(Object.keys(forGuest.order)).not.toEqual(expect.arrayContaining(['note']));
      expect(forGuest.order).not.toHaveProperty('invoiceNumber');
      expect(forGuest.order.items?.[0]).toEqual({
        orderItemId: expect.any(Number),
        menuItemName: 'Rindsgulasch',
        quantity: 1,
        addings: [],
        allergens: ['A', 'C', 'G', 'L'],
        note: null,
        unitPrice: 15.9,
        priceFinal: 15.9,
        progress: null,
      });
      expect(stranger.events).toEqual([]);
    });

    it("sends the staff's changes of an order to staff and to that order's guest", async () => {
      const mine = await startTakeawaySession(t);
      const other = await startTakeawaySession(t);
      const order = await orderAsGuest(t, mine);
      const [staff, guest, stranger] = await Promise.all([open({ token: admin }), open({ token: mine.jwt }), open({ token: other.jwt })]);

      await t.http.post(`/api/admin/orders/${order.orderId}/approve`).set(bearer(admin)).send({}).expect(200);
      const [approved] = await guest.waitForEvents(1);
      await staff.waitForEvents(1);
      await pause(200);

      expect(approved).toMatchObject({ name: 'order.updated', type: 'APPROVED', order: { orderId: order.orderId, status: 'APPROVED' } });
      expect(staff.events[0]).toMatchObject({ seq: approved.seq, actorUser: 'admin', message: 'Bestellung angenommen' });
      expect(staff.events[0].order.allowedActions).toEqual(['reject', 'complete', 'pay', 'cancel', 'edit']);
      expect(approved.order).not.toHaveProperty('allowedActions');
      expect(approved).not.toHaveProperty('actorUser');
      expect(approved).not.toHaveProperty('message');
      expect(stranger.events).toEqual([]);
    });

    it('never shows the guest the staff note, the staff names or timeline texts; a rejection only with its reason', async () => {
      const mine = await startTakeawaySession(t);
      const order = await orderAsGuest(t, mine);
      const [staff, guest] = await Promise.all([open({ token: admin }), open({ token: mine.jwt })]);

      await t.http.patch(`/api/admin/orders/${order.orderId}`).set(bearer(admin)).send({ note: 'Gast war unhöflich' }).expect(200);
      await t.http
        .post(`/api/admin/orders/${order.orderId}/reject`)
        .set(bearer(admin))
        .send({ reason: 'Die Küche hat schon geschlossen.' })
        .expect(200);
      await staff.waitForEvents(2);
      const events = await guest.waitForEvents(2);

      expect(JSON.stringify(staff.events)).toContain('Gast war unhöflich');
      const seen = JSON.stringify(events);
      expect(seen).not.toContain('Gast war unhöflich');
      expect(seen).not.toContain('admin');
      expect(events[1]).toMatchObject({
        type: 'REJECTED',
        order: { status: 'REJECTED', rejectionReason: 'Die Küche hat schon geschlossen.' },
      });
    });

    it('tells a fresh client the newest seq it can see, and replays nothing', async () => {
      const session = await startTableSession(t, 4);
      const staff = await open({ token: admin });
      const guest = await open({ token: session.jwt });
      expect(await staff.hello()).toBe((await seqsAfter(t, 0)).at(-1));
      expect(await guest.hello()).toBe(0);
      expect([...staff.events, ...guest.events]).toEqual([]);
    });
  });

  describe('refusal', () => {
    const signStaff = (claims: object, options: object = {}) =>
      t.app
        .get(JwtService)
        .sign({ username: 'admin', roles: ['ADMIN'], tv: 0, ...claims }, { subject: '1', audience: 'tischlein-staff', ...options });

    it('refuses a handshake without a token', async () => {
      expect(await refusal(url, {})).toMatchObject({
        message: 'Nicht angemeldet oder Sitzung abgelaufen.',
        data: { code: 'UNAUTHORIZED' },
      });
      expect(await refusal(url, { token: 42 })).toMatchObject({ data: { code: 'UNAUTHORIZED' } });
    });

    it('refuses a forged, malformed or foreign-audience token', async () => {
      const forged = new JwtService({ secret: 'another-secret-another-secret-0123456789' }).sign(
        { roles: ['ADMIN'], tv: 0 },
        { subject: '1', audience: 'tischlein-staff' },
      );
      for (const token of [forged, 'not-a-jwt', signStaff({}, { audience: 'somebody-else' }), signStaff({}, { algorithm: 'HS512' })]) {
        expect(await refusal(url, { token })).toMatchObject({
          message: 'Nicht angemeldet oder Sitzung abgelaufen.',
          data: { code: 'UNAUTHORIZED' },
        });
      }
    });

    it('refuses an expired staff token and an expired session token', async () => {
      const past = Math.floor(Date.now() / 1000) - 60;
      expect(await refusal(url, { token: signStaff({ exp: past }) })).toMatchObject({ data: { code: 'EXPIRED' } });
      const session = await startTableSession(t, 5);
      const expiredSession = t.app.get(JwtService).sign({ exp: past }, { subject: session.sessionId, audience: 'tischlein-session' });
      expect(await refusal(url, { token: expiredSession })).toMatchObject({ data: { code: 'EXPIRED' } });
    });

    it('refuses a staff token of a deleted user, an outdated token version, or a user without a role', async () => {
      const dataSource = t.app.get(DataSource);
      const changed = await staffWithRoles(t, admin, ['WAITER']);
      await dataSource.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [changed.userId]);
      const roleless = await staffWithRoles(t, admin, ['WAITER']);
      await dataSource.query(`UPDATE users SET roles = '{}' WHERE id = $1`, [roleless.userId]);
      const ghost = t.app.get(TokenService).signStaffToken({ sub: '999999', username: 'ghost', roles: ['ADMIN'], tv: 0 });
      for (const token of [changed.jwt, roleless.jwt, ghost]) {
        expect(await refusal(url, { token })).toMatchObject({ data: { code: 'UNAUTHORIZED' } });
      }
    });

    it('refuses a session token of an unknown session', async () => {
      const token = t.app.get(TokenService).signSessionToken('00000000-0000-4000-8000-000000000000');
      expect(await refusal(url, { token })).toMatchObject({ message: 'Keine Session – bitte QR neu scannen.' });
    });

    it('ends a connection when its token expires', async () => {
      const probe = await open({ token: signStaff({ exp: Math.floor(Date.now() / 1000) + 2 }) });
      const reason = await new Promise<string>((resolve) => probe.socket.on('disconnect', resolve));
      expect(reason).toBe('io server disconnect');
    });

    it('refuses a lastSeq that is not a non-negative whole number', async () => {
      for (const lastSeq of ['abc', -1, 1.5, { $gt: 0 }, '1e3']) {
        expect(await refusal(url, { token: admin, lastSeq })).toMatchObject({ data: { code: 'BAD_REQUEST' } });
      }
    });
  });

  describe('replay', () => {
    it('replays what a staff client missed while away, in seq order and once, then goes live', async () => {
      const first = await open({ token: admin });
      const lastSeq = await first.hello();
      first.close();
      await ageEventsBefore(t, lastSeq);
      const sessions = await Promise.all([startTableSession(t, 6), startTakeawaySession(t)]);
      const placed = [
        await orderAsGuest(t, sessions[0]),
        await orderAsGuest(t, sessions[1]),
        await orderAsGuest(t, sessions[0], 'Melange'),
      ];
      await t.http.post(`/api/admin/orders/${placed[0].orderId}/approve`).set(bearer(admin)).send({}).expect(200);
      const missed = await seqsAfter(t, lastSeq);
      expect(missed).toHaveLength(4);

      const back = await open({ token: admin, lastSeq });
      expect(back.seqs).toEqual(missed);
      expect(await back.hello()).toBe(missed.at(-1));
      expect(back.received.map((m) => m.name)).toEqual(['order.created', 'order.created', 'order.created', 'order.updated', 'hello']);
      expect(back.events.map((e) => e.order.orderId)).toEqual([placed[0].orderId, placed[1].orderId, placed[2].orderId, placed[0].orderId]);

      await orderAsGuest(t, sessions[1]);
      await back.waitForEvents(5);
      await pause(100);
      expect(back.seqs).toEqual(await seqsAfter(t, lastSeq));
    });

    it("replays to a guest only its own session's events", async () => {
      const mine = await startTableSession(t, 7);
      const other = await startTableSession(t, 8);
      const first = await orderAsGuest(t, mine);
      const guest = await open({ token: mine.jwt });
      const lastSeq = await guest.hello();
      expect(lastSeq).toBe((await seqsAfter(t, 0, mine.sessionId)).at(-1));
      guest.close();
      await orderAsGuest(t, other);
      await orderAsGuest(t, mine, 'Melange');
      await t.http.post(`/api/admin/orders/${first.orderId}/approve`).set(bearer(admin)).send({}).expect(200);

      const back = await open({ token: mine.jwt, lastSeq });
      expect(back.seqs).toEqual(await seqsAfter(t, lastSeq, mine.sessionId));
      expect(back.seqs).toHaveLength(2);
      expect(back.events.map((e) => e.type)).toEqual(['CREATED', 'APPROVED']);
    });

    it('has no gap and no duplicate when orders are placed while the replay is read', async () => {
      const first = await open({ token: admin });
      const lastSeq = await first.hello();
      first.close();
      await ageEventsBefore(t, lastSeq);
      const sessions = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => startTableSession(t, n)));
      await orderAsGuest(t, sessions[0]);
      await orderAsGuest(t, sessions[1]);

      const back = new LiveProbe(url, { token: admin, lastSeq });
      probes.push(back);
      await Promise.all(sessions.slice(2).map((s) => orderAsGuest(t, s)));
      const all = await seqsAfter(t, lastSeq);
      await back.waitForEvents(all.length);
      await pause(200);
      expect([...back.seqs].sort((a, b) => a - b)).toEqual(all);
      expect(new Set(back.seqs).size).toBe(back.seqs.length);
    });

    it('resends the events written in the 30 s before lastSeq (they may have been on their way), which the client drops', async () => {
      const first = await open({ token: admin });
      const newest = await first.hello();
      first.close();
      await ageEventsBefore(t, newest + 1);
      const session = await startTakeawaySession(t);
      await orderAsGuest(t, session);
      await orderAsGuest(t, session, 'Melange');
      const [earlier, last] = await seqsAfter(t, newest);
      const tracker = new SeqTracker(null);
      for (const seq of [earlier, last]) tracker.accept(seq);

      const back = await open({ token: admin, lastSeq: last });
      expect(back.seqs).toEqual([earlier]);
      expect(back.seqs.filter((seq) => tracker.accept(seq))).toEqual([]);
    });

    it('tells a client that missed events older than a day to reload, and where to continue', async () => {
      const first = await open({ token: admin });
      const lastSeq = await first.hello();
      first.close();
      await orderAsGuest(t, await startTakeawaySession(t));
      await t.app.get(DataSource).query(`UPDATE order_events SET created_at = now() - interval '25 hours' WHERE seq > $1`, [lastSeq]);
      const newest = (await seqsAfter(t, 0)).at(-1);

      const back = await open({ token: admin, lastSeq });
      expect(back.received).toEqual([
        { name: 'replay.truncated', payload: { lastSeq: newest } },
        { name: 'hello', payload: { lastSeq: newest } },
      ]);
    });

    it('tells a client whose lastSeq is beyond the newest event to start over', async () => {
      const newest = (await seqsAfter(t, 0)).at(-1)!;
      const back = await open({ token: admin, lastSeq: newest + 1000 });
      expect(back.received).toEqual([
        { name: 'replay.truncated', payload: { lastSeq: newest } },
        { name: 'hello', payload: { lastSeq: newest } },
      ]);
    });
  });

  it('refuses methods other than GET and POST on an open polling session with 405 and a message (engine.io answered 500)', async () => {
    const handshake = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, { signal: AbortSignal.timeout(5_000) });
    const { sid } = JSON.parse((await handshake.text()).slice(1)) as { sid: string };
    for (const method of ['DELETE', 'PUT']) {
      const res = await fetch(`${url}/socket.io/?EIO=4&transport=polling&sid=${sid}`, { method, signal: AbortSignal.timeout(5_000) });
      expect(res.status).toBe(405);
      expect(((await res.json()) as { message: string }).message).toBe(METHOD_NOT_ALLOWED);
    }
  });
});
