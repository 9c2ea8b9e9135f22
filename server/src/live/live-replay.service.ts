import { Injectable } from '@nestjs/common';
import type { Replay } from './live-subscriber.js';
import type { OrderViewer } from '../orders/order-audience.js';
import { OrderEventFeed } from '../orders/order-event-feed.service.js';

/** A replay carries at most this many events after the client's last seq … */
export const MAX_REPLAY_EVENTS = 1000;
/** … and none older than this; a client away longer reloads instead. */
export const REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class LiveReplayService {
  constructor(private readonly feed: OrderEventFeed) {}

  /** What a client that has seen `lastSeq` missed (null: a fresh client, nothing to replay). */
  async read(viewer: OrderViewer, lastSeq: number | null, now = Date.now()): Promise<Replay> {
    const watermark = await this.feed.maxSeq(viewer);
    if (lastSeq === null) return { events: [], watermark, truncated: false };
    // A seq beyond the newest the database knows: the client saw another database; start over.
    if (lastSeq > watermark) return { events: [], watermark, truncated: true };
    const missed = await this.feed.eventsAfter(viewer, lastSeq, MAX_REPLAY_EVENTS + 1);
    // Judged by the seqs after lastSeq: those before it (late or still on their way) are as recent as lastSeq.
    const after = missed.filter((e) => e.seq > lastSeq);
    const tooOld = after.length > 0 && after[0].createdAt.getTime() < now - REPLAY_WINDOW_MS;
    if (after.length > MAX_REPLAY_EVENTS || tooOld) return { events: [], watermark, truncated: true };
    const newest = missed.length ? missed[missed.length - 1].seq : 0;
    return { events: await this.feed.withOrders(missed), watermark: Math.max(watermark, newest), truncated: false };
  }
}
