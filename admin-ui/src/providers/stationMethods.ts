import type { Identifier } from 'react-admin';
import type { Course, PreparationState } from '@tischlein/api-types';
import type { Order } from '../orders/order.types';
import { recordPath, sendRecord } from './resources';

/** Lines of an order at one station set to a state; without `itemIds` every called line there ("Alles fertig"). */
export interface PreparationChange {
  stationId: number;
  state: PreparationState;
  itemIds?: number[];
}

const orderStep = (id: Identifier, step: string, body: unknown) =>
  sendRecord<Order>('orders', 'POST', `${recordPath('orders', id)}/${step}`, body);

/** The station screens' steps (issue 35); each answers the changed order. */
export const stationMethods = {
  /** POST /api/admin/orders/{id}/preparation: To prepare → Ready → Served, per line or for all of a station. */
  setPreparation: (orderId: Identifier, change: PreparationChange) => orderStep(orderId, 'preparation', change),
  /** POST /api/admin/orders/{id}/fire: calls the next held course ("Hauptgang abrufen"), or the one named. */
  fireCourse: (orderId: Identifier, course?: Course) => orderStep(orderId, 'fire', course ? { course } : {}),
  /** PUT /api/admin/orders/{id}/items/{itemId}: a line's new quantity (0 removes it); its stations get a bon of the change. */
  changeLine: (orderId: Identifier, itemId: number, quantity: number) =>
    sendRecord<Order>('orders', 'PUT', `${recordPath('orders', orderId)}/items/${itemId}`, { quantity }),
};
