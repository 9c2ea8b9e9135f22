import type { CommissionedRegister, ExportDays, ManualReceiptKind, RksvReceipt, RksvRegister } from '../rksv/rksv.types';
import { apiFetch, apiFetchBlob } from './http';

/** `?from=…&to=…` of the days given (none: every receipt). */
const daysQuery = (days: Partial<ExportDays>) => {
  const query = new URLSearchParams(Object.entries(days).filter((entry): entry is [string, string] => !!entry[1])).toString();
  return query ? `?${query}` : '';
};

/** The cash register under the RKSV (/api/admin/rksv, ADMIN only): the Registrierkasse screen's calls. */
export const rksvMethods = {
  getRksvRegister: () => apiFetch<RksvRegister>('/admin/rksv'),
  commissionRksvRegister: (cashRegisterId: string) =>
    apiFetch<CommissionedRegister>('/admin/rksv/commission', { method: 'POST', body: JSON.stringify({ cashRegisterId }) }),
  makeRksvReceipt: (kind: ManualReceiptKind) =>
    apiFetch<RksvReceipt>('/admin/rksv/receipts', { method: 'POST', body: JSON.stringify({ kind }) }),
  setRksvTrainingMode: (on: boolean) => apiFetch<RksvRegister>('/admin/rksv/training', { method: 'PUT', body: JSON.stringify({ on }) }),
  decommissionRksvRegister: () => apiFetch<RksvReceipt>('/admin/rksv/decommission', { method: 'POST' }),
  /** The DEP export as the server wrote it (JSON), for a download. */
  getRksvDep: (days: Partial<ExportDays>) => apiFetchBlob(`/admin/rksv/dep${daysQuery(days)}`, 'application/json'),
  /** cryptographicMaterialContainer.json, for a download. */
  getRksvCryptoContainer: () => apiFetchBlob('/admin/rksv/crypto-container', 'application/json'),
  /** The journal of every booked order line of the days (§ 131 BAO), as CSV. */
  getJournalCsv: (days: ExportDays) => apiFetchBlob(`/admin/reports/journal.csv${daysQuery(days)}`, 'text/csv'),
  /** A receipt of the register on its own (e.g. the Jahresbeleg) as PDF. */
  getRksvReceiptPdf: (receiptNumber: string) => apiFetchBlob(`/admin/rksv/receipts/${encodeURIComponent(receiptNumber)}/pdf`),
};
