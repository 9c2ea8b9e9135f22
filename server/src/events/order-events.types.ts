import type { OrderEventType } from '../orders/order-event.entity.js';
import type { GuestOrderDto, OrderSummaryDto } from '../orders/order.mapper.js';

/** What the live feed sends staff for every order change (docs/live-events.md). */
export interface OrderEventMessage {
  seq: number;
  type: OrderEventType;
  message: string;
  createdAt: string;
  actorUser: string | null;
  order: OrderSummaryDto;
}

/** What a guest's connection receives: the guest view of the order, no staff text and no staff names. */
export interface GuestOrderEventMessage {
  seq: number;
  type: OrderEventType;
  createdAt: string;
  order: GuestOrderDto;
}

/** A staff account lost access: its tokens below `tokenVersion` (all of them when deleted: null) no longer count. */
export interface StaffRevoked {
  userId: number;
  tokenVersion: number | null;
}

/** Guest sessions that ended (table deactivated, new QR code, idle too long). */
export interface SessionsEnded {
  sessionIds: string[];
}

/** Every event name the application emits in process, with its payload. */
export interface AppEvents {
  'order.created': OrderEventMessage & { sessionId: string | null };
  'order.updated': OrderEventMessage & { sessionId: string | null };
  'staff.revoked': StaffRevoked;
  'sessions.ended': SessionsEnded;
}

export type OrderEventName = 'order.created' | 'order.updated';

/** An order event as it travels inside the server (and between server processes). */
export type PublishedOrderEvent = AppEvents[OrderEventName];

/** What a Socket.IO client receives (docs/live-events.md). */
export interface LiveServerToClientEvents {
  'order.created': (event: OrderEventMessage | GuestOrderEventMessage) => void;
  'order.updated': (event: OrderEventMessage | GuestOrderEventMessage) => void;
  /** Sent once the replay is done: the newest seq the client now stands at. */
  hello: (info: { lastSeq: number }) => void;
  /** More was missed than a replay carries: reload, then continue from `lastSeq`. */
  'replay.truncated': (info: { lastSeq: number }) => void;
}
