/** The order summary in each event (the admin list's order; `items` when the server loaded them). */
export interface LiveOrder {
  orderId: number;
  orderNumber: number;
  status: string;
  orderType: string;
  tableNumber: number | null;
  paymentMethod: string;
  paymentStatus: string;
  grossAmount: number;
  itemsCount: number;
  submittedAt: string;
  updatedAt: string;
  items?: Array<{ menuItemName: string; quantity: number; addings: string[] }>;
  [field: string]: unknown;
}

export type LiveEventName = 'order.created' | 'order.updated';

/**
 * One order change, as the server sends it (docs/live-events.md). Staff connections get the timeline
 * text and the acting user; a guest's connection gets neither, and the guest view of the order.
 */
export interface LiveOrderEvent {
  seq: number;
  type: 'CREATED' | 'APPROVED' | 'REJECTED' | 'COMPLETED' | 'CANCELED' | 'EDITED' | 'PAYMENT_CHANGED';
  message?: string;
  createdAt: string;
  actorUser?: string | null;
  order: LiveOrder;
}

/** connecting: (re)connecting or catching up; live: caught up; offline: no connection, retrying; refused: the token was refused (log in / scan again). */
export type LiveState = 'connecting' | 'live' | 'offline' | 'refused';

/** Why the server refused a handshake: missing/invalid token, an expired one, or a bad lastSeq. */
export interface LiveRefusal {
  message: string;
  code?: 'UNAUTHORIZED' | 'EXPIRED' | 'BAD_REQUEST' | 'UNAVAILABLE';
}

/** localStorage's shape, so tests (and non-browser hosts) can pass their own. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}
