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
  RevenueTotals,
  ServiceCallsReport,
  VatRateFigure,
  VatReport,
} from '@tischlein/api-types';

export type { BusyTimesReport, PaymentsReport, ProductsReport, RevenueReport, ServiceCallsReport, VatReport };

export type Granularity = ReportGranularity;
export type MoneyFigures = RevenueTotals;
export type ProductRow = ProductsReport['products'][number];
export type VatRow = VatRateFigure;
export type ServiceCallKindRow = ServiceCallsReport['kinds'][number];
