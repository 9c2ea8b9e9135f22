import type { OrderEventMessage } from '../events/app-events.js';
import type { GuestOrderEventMessageDto } from '../orders/dto/guest-order.dto.js';
import type { ServiceCallDto, StaffServiceCallDto } from '../service-calls/dto/service-call.dto.js';

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
  /** A service call was opened or acknowledged: staff get the staff view, the table's phones the guest view. */
  'service-call': (call: ServiceCallDto | StaffServiceCallDto) => void;
  /** The table's shared basket changed: its phones reload it (GET …/basket). */
  'basket.changed': (info: { basketId: string }) => void;
  /** The guests' menu changed (an item, menu type or extra switched off or on): reload menu and basket. */
  'menu.changed': () => void;
}
