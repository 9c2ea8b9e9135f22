import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SeqTracker } from '../../live-client/src/index.js';
import { DataSource, type QueryRunner } from 'typeorm';
import { OrderEventsRepository } from '../src/orders/order-events.repository.js';
import { placeOrder } from './support/admin-orders.js';
import { ageEventsBefore, connectLive, listen } from './support/live-socket.js';
import { adminToken } from './support/staff.js';
import { startTestApp, type TestApp, usingPostgres } from './support/test-app.js';

// PGlite runs one transaction at a time: two events can never commit out of seq order there.
const describeOnPostgres = usingPostgres() ? describe : describe.skip;

/**
 * Order events are written without a lock, so on PostgreSQL a lower seq can commit after a higher one.
 * A client that saw the higher one and reconnects must still get the lower one, once.
 */
describeOnPostgres('live replay when events commit out of seq order (PostgreSQL)', () => {
  let t: TestApp;
  let url: string;
  let admin: string;
  let orderId: number;

  beforeAll(async () => {
    t = await startTestApp();
    url = await listen(t);
    admin = await adminToken(t);
    orderId = (await placeOrder(t)).orderId;
  });
  afterAll(() => t.close());

  /** An event written in a transaction of its own that stays open until the caller commits it. */
  async function openEventTransaction(): Promise<{ runner: QueryRunner; seq: number }> {
    const runner = t.app.get(DataSource).createQueryRunner();
    await runner.startTransaction();
    const event = await t.app
      .get(OrderEventsRepository)
      .insert(runner.manager, { orderId, sessionId: null, type: 'EDITED', message: 'out of order', parts: null, actorUser: 'test' });
    return { runner, seq: Number(event.seq) };
  }

  async function commit(runner: QueryRunner): Promise<void> {
    await runner.commitTransaction();
    await runner.release();
  }

  /** Connects like a live client resuming from the tracker's lastSeq; answers the seqs it accepted. */
  async function reconnect(tracker: SeqTracker): Promise<{ received: number[]; accepted: number[] }> {
    const probe = await connectLive(url, { token: admin, lastSeq: tracker.lastSeq });
    probe.close();
    const received = probe.seqs;
    const accepted = received.filter((seq) => tracker.accept(seq));
    tracker.advanceTo(probe.received.find((m) => m.name === 'hello')!.payload.lastSeq);
    return { received, accepted };
  }

  it('replays a lower seq that committed after the client saw a higher one, and the client takes it once', async () => {
    const before = await connectLive(url, { token: admin });
    const tracker = new SeqTracker(await before.hello());
    before.close();
    await ageEventsBefore(t, tracker.lastSeq!);

    const slow = await openEventTransaction();
    const fast = await openEventTransaction();
    expect(fast.seq).toBeGreaterThan(slow.seq);
    await commit(fast.runner);

    // The client reconnects while the lower seq is still uncommitted: it sees only the higher one.
    expect(await reconnect(tracker)).toEqual({ received: [fast.seq], accepted: [fast.seq] });
    expect(tracker.lastSeq).toBe(fast.seq);

    await commit(slow.runner);
    // Aged, so only the look-back through the snapshot of `fast` finds it, not the one over recent events.
    await ageEventsBefore(t, fast.seq);
    // With only `seq > lastSeq` this replay would be empty and the lower seq lost for good.
    expect(await reconnect(tracker)).toEqual({ received: [slow.seq], accepted: [slow.seq] });
    expect(tracker.lastSeq).toBe(fast.seq);

    // Once both have committed, a later reconnect may be sent the lower seq again; the client drops it.
    const again = await reconnect(tracker);
    expect(again.accepted).toEqual([]);
  });

  it('replays nothing before lastSeq when no transaction overlapped and nothing was written just before', async () => {
    const lone = await openEventTransaction();
    await commit(lone.runner);
    await ageEventsBefore(t, lone.seq);
    const probe = await connectLive(url, { token: admin, lastSeq: lone.seq });
    probe.close();
    expect(probe.seqs).toEqual([]);
  });
});
