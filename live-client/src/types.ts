import type { GuestOrderEventMessage, ServiceCall, StaffOrderEventMessage, StaffServiceCall } from '@tischlein/api-types';

export type LiveEventName = 'order.created' | 'order.updated';

/**
 * One order change, as the server sends it (docs/live-events.md): a staff connection gets the timeline
 * text, the acting user and the staff view of the order; a guest's connection gets the guest view only.
 */
export type LiveOrderEvent = StaffOrderEventMessage | GuestOrderEventMessage;
export type { GuestOrderEventMessage, StaffOrderEventMessage };

/** The order carried by an event. */
export type LiveOrder = LiveOrderEvent['order'];

/** connecting: (re)connecting or catching up; live: caught up; offline: no connection, retrying; refused: the token was refused (log in / scan again). */
export type LiveState = 'connecting' | 'live' | 'offline' | 'refused';

/** Why the server refused a handshake: missing/invalid token, an expired one, a bad lastSeq, or (a guest) too many connections. */
export interface LiveRefusal {
  message: string;
  code?: 'UNAUTHORIZED' | 'EXPIRED' | 'BAD_REQUEST' | 'UNAVAILABLE' | 'TOO_MANY_CONNECTIONS';
}

/** localStorage's shape, so tests (and non-browser hosts) can pass their own. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** A service call as the server sends it: staff get the staff view (table id, who acknowledged), guests the guest view. */
export type LiveServiceCall = ServiceCall | StaffServiceCall;
