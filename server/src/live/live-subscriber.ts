import { canSee, type OrderViewer } from '../orders/order-audience.js';
import { toGuestOrderDto } from '../orders/order.mapper.js';
import type { OrderEventMessage, OrderEventName, PublishedOrderEvent } from '../events/app-events.js';
import type { GuestOrderEventMessage } from './live-protocol.js';

export interface LiveSink {
  send(name: OrderEventName, event: OrderEventMessage | GuestOrderEventMessage): void;
  hello(lastSeq: number): void;
  truncated(lastSeq: number): void;
}

export interface Replay {
  events: Array<{ name: OrderEventName; event: PublishedOrderEvent }>;
  /** The newest seq the viewer may see when the replay was read; the client continues from here. */
  watermark: number;
  /** More was missed than the replay carries: the client must reload. */
  truncated: boolean;
}

/**
 * An event as this connection may see it: staff get it whole (without the session id only the server
 * needs), a guest gets the guest view of the order and no staff text or names.
 */
function forClient(viewer: OrderViewer, event: PublishedOrderEvent): OrderEventMessage | GuestOrderEventMessage {
  const { seq, type, message, parts, createdAt, actorUser, order } = event;
  if (viewer.kind === 'session') return { seq, type, createdAt, order: toGuestOrderDto(order) };
  return { seq, type, message, parts, createdAt, actorUser, order };
}

/**
 * One connection's view of the feed. Live events that arrive while its replay is read are held
 * back, then sent after the replay without those it already carried: no gap and no duplicate
 * at the seam.
 */
export class LiveSubscriber {
  private held: Array<{ name: OrderEventName; event: PublishedOrderEvent }> | null = [];

  constructor(
    readonly viewer: OrderViewer,
    /** The seq the client said it has seen; null: a fresh client, live events only. */
    readonly lastSeq: number | null,
    private readonly sink: LiveSink,
  ) {}

  get replaying(): boolean {
    return this.held !== null;
  }

  offer(name: OrderEventName, event: PublishedOrderEvent): void {
    if (!canSee(this.viewer, event)) return;
    if (this.held) this.held.push({ name, event });
    else this.sink.send(name, forClient(this.viewer, event));
  }

  finishReplay(replay: Replay): void {
    const held = this.held ?? [];
    this.held = null;
    const sent = new Set<number>();
    if (replay.truncated) this.sink.truncated(replay.watermark);
    else {
      for (const { name, event } of replay.events) {
        if (!canSee(this.viewer, event) || sent.has(event.seq)) continue;
        sent.add(event.seq);
        this.sink.send(name, forClient(this.viewer, event));
      }
    }
    this.sink.hello(Math.max(replay.watermark, ...sent));
    // After a truncation the client reloads, which covers everything up to the watermark. Otherwise a held
    // event below lastSeq is one that committed late (seqs may commit out of order): the client lacks it.
    const floor = replay.truncated ? replay.watermark : 0;
    for (const { name, event } of held.sort((a, b) => a.event.seq - b.event.seq)) {
      if (event.seq <= floor || sent.has(event.seq)) continue;
      sent.add(event.seq);
      this.sink.send(name, forClient(this.viewer, event));
    }
  }
}
