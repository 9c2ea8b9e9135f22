import type { GuestInvoiceRecipient, InvoiceRecipientInput } from '@tischlein/api-types';
import type { GuestSession } from '../session/session-store.ts';
import { callApi } from './http.ts';

export type { GuestInvoiceRecipient, InvoiceRecipientInput };

const pathOf = (session: GuestSession, orderId: number) =>
  `/sessions/${encodeURIComponent(session.sessionId)}/orders/${orderId}/invoice-recipient`;

/** GET …/orders/{id}/invoice-recipient: whom the invoice of the guest's own order names (404: not their order). */
export function loadInvoiceRecipient(session: GuestSession, orderId: number, signal?: AbortSignal): Promise<GuestInvoiceRecipient> {
  return callApi(pathOf(session, orderId), { token: session.jwt, signal });
}

/** PUT (a recipient) or DELETE (none) …/invoice-recipient, until the invoice is issued (409 after). */
export function saveInvoiceRecipient(
  session: GuestSession,
  orderId: number,
  recipient: InvoiceRecipientInput | null,
): Promise<GuestInvoiceRecipient> {
  return recipient
    ? callApi(pathOf(session, orderId), { method: 'PUT', body: recipient, token: session.jwt })
    : callApi(pathOf(session, orderId), { method: 'DELETE', token: session.jwt });
}
