import type { Identifier } from 'react-admin';
import type { Order, OrderEvent, PaymentMethod, PaymentStatus } from '../orders/order.types';
import { apiFetch, apiFetchBlob } from './http';
import { recordPath, sendRecord } from './resources';

/** What the order edit dialog may change (PATCH /admin/orders/{id}). */
export interface OrderChanges {
  note?: string | null;
  paymentMethod?: PaymentMethod;
  paymentStatus?: PaymentStatus;
}

const orderAction = (id: Identifier, action: string, body?: unknown) =>
  sendRecord<Order>('orders', 'POST', `${recordPath('orders', id)}/${action}`, body);

/** The order calls beyond CRUD: the state machine's actions (each answers the changed order), history, invoice. */
export const orderMethods = {
  approveOrder: (id: Identifier) => orderAction(id, 'approve'),
  completeOrder: (id: Identifier) => orderAction(id, 'complete'),
  cancelOrder: (id: Identifier) => orderAction(id, 'cancel'),
  rejectOrder: (id: Identifier, reason: string) => orderAction(id, 'reject', { reason }),
  editOrder: (id: Identifier, changes: OrderChanges) => sendRecord<Order>('orders', 'PATCH', recordPath('orders', id), changes),
  getOrderEvents: (id: Identifier) => apiFetch<OrderEvent[]>(`${recordPath('orders', id)}/events`),
  /** The invoice PDF of a completed order; the first download issues it (docs/decisions.md, Invoices). */
  getInvoice: (id: Identifier) => apiFetchBlob(`${recordPath('orders', id)}/invoice`),
  countOpenOrders: async () => (await apiFetch<{ count: number }>('/admin/orders/open-count')).count,
};
