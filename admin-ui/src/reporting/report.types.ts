/**
 * The answers of GET /api/admin/reports/* (issue 15). Money in integer cents; `from` and `to` are local
 * dates (Europe/Vienna), both inclusive. To be replaced by the generated wire types of @tischlein/api-types
 * once the server's report endpoints are merged: keep the field names exactly as they are.
 */
export type Granularity = 'day' | 'week' | 'month';

export interface MoneyFigures {
  orders: number;
  grossCents: number;
  netCents: number;
  vatCents: number;
  averageCents: number;
}

export interface RevenueRow extends MoneyFigures {
  /** '2026-11-23' (day), '2026-W47' (ISO week), '2026-11' (month). */
  period: string;
  /** The first day of the period, YYYY-MM-DD. */
  periodStart: string;
}

/** GET /api/admin/reports/revenue?from&to&granularity: rows only for periods with orders. */
export interface RevenueReport {
  granularity: Granularity;
  rows: RevenueRow[];
  totals: MoneyFigures;
}

/** GET /api/admin/reports/busy-times?from&to: 24 hours and 7 weekdays (1 = Monday). */
export interface BusyTimesReport {
  byHour: { hour: number; orders: number; grossCents: number }[];
  byWeekday: { weekday: number; orders: number; grossCents: number }[];
}

export interface ProductRow {
  menuItemId: number | null;
  name: string;
  categoryName: string | null;
  quantity: number;
  grossCents: number;
}

export interface CategoryRow {
  categoryName: string;
  quantity: number;
  grossCents: number;
}

export interface ExtraRow {
  name: string;
  quantity: number;
  grossCents: number;
}

/** GET /api/admin/reports/products?from&to: products include unsold ones (quantity 0). */
export interface ProductsReport {
  products: ProductRow[];
  categories: CategoryRow[];
  extras: ExtraRow[];
}

export type VatPercent = 0 | 10 | 13 | 20;

export interface VatRow {
  rate: VatPercent;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** GET /api/admin/reports/vat?from&to: all four rates. */
export interface VatReport {
  rates: VatRow[];
  totals: { netCents: number; vatCents: number; grossCents: number };
}

export type PaymentMethodCode = 'CASH' | 'CARD';
export type OrderTypeCode = 'DINE_IN' | 'TAKEAWAY' | 'DELIVERY';
export type CancellationStatus = 'CANCELED' | 'REJECTED';

/** GET /api/admin/reports/payments?from&to. */
export interface PaymentsReport {
  paymentMethods: { method: PaymentMethodCode; orders: number; grossCents: number }[];
  orderTypes: { type: OrderTypeCode; orders: number; grossCents: number }[];
  cancellations: { status: CancellationStatus; orders: number; grossCents: number }[];
}
