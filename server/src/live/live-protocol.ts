import type { OrderEventMessage } from '../events/app-events.js';
import type { GuestOrderEventMessageDto } from '../orders/dto/guest-order.dto.js';

/** What a guest's connection receives: the guest view of the order, no staff text and no staff names. */
export type GuestOrderEventMessage = GuestOrderEventMessageDto;

/** What a Socket.IO client receives (docs/live-events.md). */
export interface LiveServerToClientEvents {
  'order.created': (event: OrderEventMessage | GuestOrderEventMessage) => void;
  'order.updated': (event: OrderEventMessage | GuestOrderEventMessage) => void;
  /** Sent once the replay is done: the newest seq the client now stands at. */
  hello: (info: { lastSeq: number }) => void;
  /** More was missed than a replay carries: reload, then continue from `lastSeq`. */
  'replay.truncated': (info: { lastSeq: number }) => void;
}
