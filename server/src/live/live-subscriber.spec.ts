import { describe, expect, it } from '@jest/globals';
import type { OrderViewer } from '../orders/order-audience.js';
import { LiveSubscriber, type Replay } from './live-subscriber.js';
import type { OrderEventName, PublishedOrderEvent } from '../events/app-events.js';

const STAFF: OrderViewer = { kind: 'staff' };
const GUEST: OrderViewer = { kind: 'session', sessionId: 'a', table: null };
const SAT_DOWN = Date.parse('2026-11-25T18:00:00Z');
const GUEST_AT_TABLE_3: OrderViewer = { kind: 'session', sessionId: 'a', table: { tableId: 3, since: new Date(SAT_DOWN) } };

function event(
  seq: number,
  sessionId: string | null = 'a',
  shared?: { tableId: number; createdAt: string },
): { name: OrderEventName; event: PublishedOrderEvent } {
  const order = { orderId: seq, tableId: shared?.tableId ?? null, createdAt: shared?.createdAt ?? '' } as never;
  return {
    name: 'order.created',
    event: {
      seq,
      type: 'CREATED',
      message: '',
      parts: null,
      createdAt: '',
      actorUser: null,
      order,
      sessionId,
      sharedAtTable: shared !== undefined,
    },
  };
}

function subscriber(viewer: OrderViewer, lastSeq: number | null) {
  const sent: string[] = [];
  const sub = new LiveSubscriber(viewer, lastSeq, {
    send: (name, e) => sent.push(`${name}:${e.seq}`),
    hello: (seq) => sent.push(`hello:${seq}`),
    truncated: (seq) => sent.push(`truncated:${seq}`),
  });
  return { sub, sent };
}

const replay = (seqs: number[], watermark: number, truncated = false): Replay => ({
  events: seqs.map((s) => event(s)),
  watermark,
  truncated,
});

describe('LiveSubscriber', () => {
  it('holds live events back during the replay and drops those the replay carried', () => {
    const { sub, sent } = subscriber(STAFF, 10);
    sub.offer('order.created', event(13).event);
    sub.offer('order.created', event(12).event);
    sub.offer('order.created', event(14).event);
    expect(sent).toEqual([]);
    sub.finishReplay(replay([11, 12, 13], 13));
    expect(sent).toEqual(['order.created:11', 'order.created:12', 'order.created:13', 'hello:13', 'order.created:14']);
  });

  it('sends live events straight away once the replay is done', () => {
    const { sub, sent } = subscriber(STAFF, null);
    sub.finishReplay(replay([], 7));
    sub.offer('order.updated', event(8).event);
    expect(sent).toEqual(['hello:7', 'order.updated:8']);
  });

  it('still sends a held event the replay did not see (committed late, below the watermark)', () => {
    const { sub, sent } = subscriber(STAFF, 10);
    sub.offer('order.created', event(11).event);
    sub.finishReplay(replay([12], 12));
    expect(sent).toEqual(['order.created:12', 'hello:12', 'order.created:11']);
  });

  it('sends a held event below lastSeq: it committed after the client saw a higher seq', () => {
    const { sub, sent } = subscriber(STAFF, 10);
    sub.offer('order.created', event(9).event);
    sub.finishReplay(replay([8], 10));
    expect(sent).toEqual(['order.created:8', 'hello:10', 'order.created:9']);
  });

  it("never passes another session's event to a guest", () => {
    const { sub, sent } = subscriber(GUEST, 0);
    sub.offer('order.created', event(5, 'b').event);
    sub.offer('order.created', event(6, null).event);
    sub.finishReplay({ events: [event(3, 'b'), event(4, 'a')], watermark: 4, truncated: false });
    sub.offer('order.created', event(7, 'b').event);
    sub.offer('order.created', event(8, 'a').event);
    expect(sent).toEqual(['order.created:4', 'hello:4', 'order.created:8']);
  });

  it("passes a guest the table's shared orders sent since they sat down, and no other table's or earlier ones", () => {
    const { sub, sent } = subscriber(GUEST_AT_TABLE_3, null);
    sub.finishReplay(replay([], 0));
    const since = new Date(SAT_DOWN).toISOString();
    const before = new Date(SAT_DOWN - 1).toISOString();
    sub.offer('order.created', event(1, 'b', { tableId: 3, createdAt: since }).event);
    sub.offer('order.created', event(2, 'b', { tableId: 3, createdAt: before }).event);
    sub.offer('order.created', event(3, 'b', { tableId: 4, createdAt: since }).event);
    sub.offer('order.created', event(4, 'b').event);
    sub.offer('order.created', event(5, 'a', { tableId: 3, createdAt: before }).event);
    expect(sent).toEqual(['hello:0', 'order.created:1', 'order.created:5']);
    const takeaway = subscriber(GUEST, null);
    takeaway.sub.finishReplay(replay([], 0));
    takeaway.sub.offer('order.created', event(6, 'b', { tableId: 3, createdAt: since }).event);
    expect(takeaway.sent).toEqual(['hello:0']);
  });

  it('after a truncated replay sends only what came after the watermark', () => {
    const { sub, sent } = subscriber(STAFF, 1);
    sub.offer('order.created', event(50).event);
    sub.offer('order.created', event(51).event);
    sub.finishReplay(replay([], 50, true));
    expect(sent).toEqual(['truncated:50', 'hello:50', 'order.created:51']);
  });
});
