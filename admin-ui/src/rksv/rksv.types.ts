import type { Schema } from '@tischlein/api-types';

/** The register as GET /api/admin/rksv answers it: state, counters, signature units and the last receipts. */
export type RksvRegister = Schema<'RksvRegisterDto'>;
export type RksvReceipt = Schema<'RksvReceiptDto'>;
export type RksvState = RksvRegister['state'];
/** The answer to the Inbetriebnahme: the AES key and its check value, shown this once. */
export type CommissionedRegister = Schema<'CommissionedRegisterDto'>;
/** The receipts staff may make by hand. */
export type ManualReceiptKind = Schema<'ManualReceiptDto'>['kind'];

/** The local days of a DEP export, `YYYY-MM-DD` each; empty: unbounded on that side. */
export interface ExportDays {
  from: string;
  to: string;
}
