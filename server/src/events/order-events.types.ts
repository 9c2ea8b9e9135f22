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
