import { describe, expect, it, jest } from '@jest/globals';
import type { OrderEvent } from '../orders/order-event.entity.js';
import { LiveReplayService, MAX_REPLAY_EVENTS, REPLAY_WINDOW_MS } from './live-replay.service.js';
import type { OrderViewer } from '../orders/order-audience.js';
import type { OrderEventFeed } from '../orders/order-event-feed.service.js';

const STAFF: OrderViewer = { kind: 'staff' };
const NOW = Date.parse('2026-11-22T12:00:00Z');

const row = (seq: number, ageMs = 0) => ({ seq, orderId: seq, type: 'CREATED', createdAt: new Date(NOW - ageMs) }) as OrderEvent;

/** A feed whose every method is a strict fake: an unexpected call fails the test. */
function feed(maxSeq: number, missed: OrderEvent[]) {
  const fake = {
    maxSeq: jest.fn(async () => maxSeq),
    eventsAfter: jest.fn(async (_viewer: OrderViewer, _lastSeq: number, _limit: number) => missed),
    withOrders: jest.fn(async (events: OrderEvent[]) =>
      events.map((e) => ({ name: 'order.created' as const, event: { seq: e.seq } as never })),
    ),
  };
  return { fake, service: new LiveReplayService(fake as unknown as OrderEventFeed) };
}

describe('LiveReplayService', () => {
  it('replays nothing to a fresh client, only tells it the newest seq', async () => {
    const { fake, service } = feed(42, []);
    expect(await service.read(STAFF, null, NOW)).toEqual({ events: [], watermark: 42, truncated: false });
    expect(fake.eventsAfter).not.toHaveBeenCalled();
  });

  it('replays what came after lastSeq, asking for one more than it may send', async () => {
    const { fake, service } = feed(12, [row(11), row(12)]);
    const replay = await service.read(STAFF, 10, NOW);
    expect(replay.events.map((e) => e.event.seq)).toEqual([11, 12]);
    expect(replay).toMatchObject({ watermark: 12, truncated: false });
    expect(fake.eventsAfter).toHaveBeenCalledWith(STAFF, 10, MAX_REPLAY_EVENTS + 1);
  });

  it('truncates when more than the maximum came after lastSeq; those before it do not count', async () => {
    const before = Array.from({ length: 5 }, (_, i) => row(i + 1));
    const atMost = Array.from({ length: MAX_REPLAY_EVENTS }, (_, i) => row(i + 11));
    const full = feed(5000, [...before, ...atMost]);
    expect((await full.service.read(STAFF, 10, NOW)).events).toHaveLength(MAX_REPLAY_EVENTS + 5);
    const over = feed(5000, [...before, ...atMost, row(MAX_REPLAY_EVENTS + 11)]);
    expect(await over.service.read(STAFF, 10, NOW)).toMatchObject({ events: [], truncated: true });
  });

  it('truncates when more than the maximum was missed', async () => {
    const missed = Array.from({ length: MAX_REPLAY_EVENTS + 1 }, (_, i) => row(i + 1));
    const { fake, service } = feed(5000, missed);
    expect(await service.read(STAFF, 0, NOW)).toEqual({ events: [], watermark: 5000, truncated: true });
    expect(fake.withOrders).not.toHaveBeenCalled();
  });

  it('truncates when the oldest missed event is older than the replay window', async () => {
    const { service } = feed(3, [row(2, REPLAY_WINDOW_MS + 1), row(3)]);
    expect(await service.read(STAFF, 1, NOW)).toMatchObject({ events: [], truncated: true, watermark: 3 });
  });

  it('sends late commits below lastSeq first and judges the age by the first event after lastSeq', async () => {
    const fresh = feed(12, [row(8), row(11), row(12)]);
    expect((await fresh.service.read(STAFF, 10, NOW)).events.map((e) => e.event.seq)).toEqual([8, 11, 12]);
    const stale = feed(12, [row(8), row(11, REPLAY_WINDOW_MS + 1), row(12)]);
    expect(await stale.service.read(STAFF, 10, NOW)).toMatchObject({ events: [], truncated: true, watermark: 12 });
  });

  it('truncates when lastSeq is beyond the newest seq (another database)', async () => {
    const { fake, service } = feed(3, []);
    expect(await service.read(STAFF, 9, NOW)).toEqual({ events: [], watermark: 3, truncated: true });
    expect(fake.eventsAfter).not.toHaveBeenCalled();
  });
});
