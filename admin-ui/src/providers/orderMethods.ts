import type { Identifier } from 'react-admin';
import type { InvoiceDocument, InvoiceRecipientInput, PaidOrder, PayOrder } from '@tischlein/api-types';
import type { Order, OrderEvent, PaymentMethod } from '../orders/order.types';
import { apiFetch, apiFetchBlob } from './http';
import { recordPath, sendRecord, withId } from './resources';

/** What the order edit dialog may change (PATCH /admin/orders/{id}): the payment method only before payment. */
export interface OrderChanges {
  note?: string | null;
  paymentMethod?: PaymentMethod;
}

export type { PayOrder };

const orderAction = (id: Identifier, action: string, body?: unknown) =>
  sendRecord<Order>('orders', 'POST', `${recordPath('orders', id)}/${action}`, body);

/** The order calls beyond CRUD: the state machine's actions (each answers the changed order), history, invoice. */
export const orderMethods = {
  approveOrder: (id: Identifier) => orderAction(id, 'approve'),
  completeOrder: (id: Identifier) => orderAction(id, 'complete'),
  cancelOrder: (id: Identifier) => orderAction(id, 'cancel'),
  rejectOrder: (id: Identifier, reason: string) => orderAction(id, 'reject', { reason }),
  /** Records the payment of the whole order (and so issues its invoice); answers the paid order. */
  payOrder: async (id: Identifier, payment: PayOrder) => {
    const paid = await apiFetch<PaidOrder>(`${recordPath('orders', id)}/pay`, { method: 'POST', body: JSON.stringify(payment) });
    return withId('orders', paid.order) as Order;
  },
  /** Cancels a paid order with a credit note (Stornorechnung) reversing its invoice and payment. */
  refundOrder: (id: Identifier) => orderAction(id, 'refund'),
  /** Fixes the payment of a paid order: a credit note, then the new payment with a new invoice. */
  correctPayment: async (id: Identifier, payment: PayOrder) => {
    const paid = await apiFetch<PaidOrder>(`${recordPath('orders', id)}/payment/correct`, {
      method: 'POST',
      body: JSON.stringify(payment),
    });
    return withId('orders', paid.order) as Order;
  },
  /** Names (or with null removes) the recipient of the order's invoice, until the invoice is issued. */
  setInvoiceRecipient: (id: Identifier, recipient: InvoiceRecipientInput | null) =>
    sendRecord<Order>('orders', recipient ? 'PUT' : 'DELETE', `${recordPath('orders', id)}/invoice-recipient`, recipient ?? undefined),
  editOrder: (id: Identifier, changes: OrderChanges) => sendRecord<Order>('orders', 'PATCH', recordPath('orders', id), changes),
  getOrderEvents: (id: Identifier) => apiFetch<OrderEvent[]>(`${recordPath('orders', id)}/events`),
  /** The invoice PDF of a paid order, issued when it was paid (docs/decisions.md, Invoices). */
  getInvoice: (id: Identifier) => apiFetchBlob(`${recordPath('orders', id)}/invoice`),
  /** The order's invoices and credit notes, oldest first. */
  getOrderDocuments: (id: Identifier) => apiFetch<InvoiceDocument[]>(`${recordPath('orders', id)}/invoices`),
  /** One of them as a PDF, by its number. */
  getOrderDocument: (id: Identifier, invoiceNumber: string) =>
    apiFetchBlob(`${recordPath('orders', id)}/invoices/${encodeURIComponent(invoiceNumber)}`),
  countOpenOrders: async () => (await apiFetch<{ count: number }>('/admin/orders/open-count')).count,
};
