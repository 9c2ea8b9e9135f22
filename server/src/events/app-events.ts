import type { StaffOrderEventMessageDto } from '../orders/dto/guest-order.dto.js';
import type { OrderAudience } from '../orders/order-audience.js';
import type { ServiceCallDto, StaffServiceCallDto } from '../service-calls/dto/service-call.dto.js';

/** What the live feed sends staff for every order change (docs/live-events.md). */
export type OrderEventMessage = StaffOrderEventMessageDto;

/** A staff account lost access: its tokens below `tokenVersion` (all of them when deleted: null) no longer count. */
export interface StaffRevoked {
  userId: number;
  tokenVersion: number | null;
}

/** Guest sessions that ended (table deactivated, new QR code, freed or settled, idle too long). */
export interface SessionsEnded {
  sessionIds: string[];
}

/**
 * Every event one module tells the others, with its payload. Emitted after commit: the order
 * events and `staff.revoked` (for the live feed), `menu.changed` (cached menu pages). Dispatched, waiting for the reactions: `table.paid` (a
 * settled table's party ends), `tables.closed` (sessions end), `sessions.ended` (baskets are emptied, live connections closed), and, inside the
 * deleting transaction, `menu.typeRemoved` and `menu.categoryRemoved` (extras forget them).
 */
export interface AppEvents {
  /** With who besides staff may see it (orders/order-audience.ts). */
  'order.created': OrderEventMessage & OrderAudience;
  'order.updated': OrderEventMessage & OrderAudience;
  'staff.revoked': StaffRevoked;
  'sessions.ended': SessionsEnded;
  /** A table was deactivated or got a new QR code: guests may no longer order with its old code. */
  /** The table's party ends (deactivated, new QR code, "Tisch freigeben", or settled): its guest sessions end. */
  'tables.closed': { tableId: number };
  /** A payment over the table's bill was booked (after commit): when nothing is open any more, the party ends. */
  'table.paid': { tableId: number };
  'menu.typeRemoved': { typeId: number };
  /** The guests' menu changed (emitted after a back-office menu write, and relayed to the other server processes). */
  'menu.changed': { fromOtherProcess: boolean };
  'menu.categoryRemoved': { categoryId: number };
  /** A guest called (or changed the payment method of a bill call), or staff acknowledged a call (after commit). */
  'service-call.changed': { tableId: number; call: StaffServiceCallDto; guestView: ServiceCallDto };
  /** A guest at a table changed their name or basket switch (after commit). */
  'session.changed': { sessionId: string; tableId: number };
  /** A table's shared basket changed (after commit): the phones at the table reload it. */
  'basket.changed': { tableId: number; basketId: string };
}

export type OrderEventName = 'order.created' | 'order.updated';

/** An order event as it travels inside the server (and between server processes). */
export type PublishedOrderEvent = AppEvents[OrderEventName];
