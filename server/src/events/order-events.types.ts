import type { OrderEventType } from '../orders/order-event.entity.js';
import type { OrderSummaryDto } from '../orders/order.mapper.js';

/** What the live feed sends for every order change (design.md "Events"). */
export interface OrderEventMessage {
  seq: number;
  type: OrderEventType;
  message: string;
  createdAt: string;
  actorUser: string | null;
  order: OrderSummaryDto;
}

/** Every event name the application emits in process, with its payload. */
export interface AppEvents {
  'order.created': OrderEventMessage & { sessionId: string | null };
  'order.updated': OrderEventMessage & { sessionId: string | null };
}

export type AppEventName = keyof AppEvents;

/** An order event as it travels inside the server (and between server processes). */
export type PublishedOrderEvent = AppEvents[AppEventName];

/** What a Socket.IO client receives (docs/live-events.md). */
export interface LiveServerToClientEvents {
  'order.created': (event: OrderEventMessage) => void;
  'order.updated': (event: OrderEventMessage) => void;
  /** Sent once the replay is done: the newest seq the client now stands at. */
  hello: (info: { lastSeq: number }) => void;
  /** More was missed than a replay carries: reload, then continue from `lastSeq`. */
  'replay.truncated': (info: { lastSeq: number }) => void;
}
