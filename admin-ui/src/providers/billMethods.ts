import type { BillPayment, OpenTable, OrderDetail, PayBill, TableBill } from '@tischlein/api-types';
import { apiFetch, apiFetchBlob } from './http';

const post = <T>(path: string, body?: unknown) =>
  apiFetch<T>(path, { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

/** Tables' bills (docs/decisions.md, "The table's bill"): open tables, a table's open lines by guest, paying parts. */
export const billMethods = {
  /** Tables with open orders: what is open and since when. */
  getOpenTables: (signal?: AbortSignal) => apiFetch<OpenTable[]>('/admin/bills', { signal }),
  getTableBill: (tableId: number, signal?: AbortSignal) => apiFetch<TableBill>(`/admin/bills/${tableId}`, { signal }),
  /** Pays lines (pieces of them) or one equal part; answers the payment (with its invoice number) and the bill now. */
  payBill: (tableId: number, payment: PayBill) => post<BillPayment>(`/admin/bills/${tableId}/payments`, payment),
  /** "Tische zusammenlegen": the other table's open orders move to this one. */
  mergeTables: (tableId: number, fromTableId: number) => post<TableBill>(`/admin/bills/${tableId}/merge`, { fromTableId }),
  /** "Tisch freigeben": the guest sessions of a settled table end. */
  freeTable: (tableId: number) => post<TableBill>(`/admin/bills/${tableId}/free`),
  moveOrder: (orderId: number, tableId: number) => post<OrderDetail>(`/admin/orders/${orderId}/move`, { tableId }),
  /** Reverses a part's payment with a credit note (ADMIN). */
  refundBillPayment: (paymentId: number) => post<BillPayment>(`/admin/payments/${paymentId}/refund`),
  /** An invoice or credit note as a PDF, by its number. */
  getInvoiceByNumber: (invoiceNumber: string) => apiFetchBlob(`/admin/invoices/${encodeURIComponent(invoiceNumber)}`),
};
