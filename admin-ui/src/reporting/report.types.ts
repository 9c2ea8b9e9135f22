/**
 * The answers of GET /api/admin/reports/* (issue 15), from the server's OpenAPI document. Money in integer
 * cents; `from` and `to` are local dates in the restaurant's time zone, both inclusive.
 */
import type {
  BusyTimesReport,
  PaymentsReport,
  ProductsReport,
  ReportGranularity,
  RevenueReport,
  RevenueRow,
  RevenueTotals,
  ServiceCallsReport,
  VatRateFigure,
  VatReport,
} from '@tischlein/api-types';

export type { BusyTimesReport, PaymentsReport, ProductsReport, RevenueReport, RevenueRow, ServiceCallsReport, VatReport };

export type Granularity = ReportGranularity;
export type MoneyFigures = RevenueTotals;
export type ProductRow = ProductsReport['products'][number];
export type CategoryRow = ProductsReport['categories'][number];
export type ExtraRow = ProductsReport['extras'][number];
export type VatRow = VatRateFigure;
export type VatPercent = VatRow['rate'];
export type PaymentMethodCode = PaymentsReport['paymentMethods'][number]['method'];
export type OrderTypeCode = PaymentsReport['orderTypes'][number]['type'];
export type CancellationStatus = PaymentsReport['cancellations'][number]['status'];
export type ServiceCallKindRow = ServiceCallsReport['kinds'][number];
