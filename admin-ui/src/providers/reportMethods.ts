import type {
  BusyTimesReport,
  PaymentsReport,
  ProductsReport,
  ReportGranularity,
  RevenueReport,
  ServiceCallsReport,
  TodayFigures,
  VatReport,
} from '@tischlein/api-types';
import type { DateRange } from '../reporting/dateRange';
import { apiFetch, apiFetchBlob } from './http';

const days = ({ from, to }: DateRange) => `from=${from}&to=${to}`;

/** GET /api/admin/reports/* (ADMIN only). */
export const reportMethods = {
  getRevenueReport: (range: DateRange, granularity: ReportGranularity) =>
    apiFetch<RevenueReport>(`/admin/reports/revenue?${days(range)}&granularity=${granularity}`),
  getBusyTimesReport: (range: DateRange) => apiFetch<BusyTimesReport>(`/admin/reports/busy-times?${days(range)}`),
  getProductsReport: (range: DateRange) => apiFetch<ProductsReport>(`/admin/reports/products?${days(range)}`),
  getVatReport: (range: DateRange) => apiFetch<VatReport>(`/admin/reports/vat?${days(range)}`),
  getPaymentsReport: (range: DateRange) => apiFetch<PaymentsReport>(`/admin/reports/payments?${days(range)}`),
  getServiceCallsReport: (range: DateRange) => apiFetch<ServiceCallsReport>(`/admin/reports/service-calls?${days(range)}`),
  getTodayFigures: () => apiFetch<TodayFigures>('/admin/reports/today'),
  getDailyClosingPdf: (date: string) => apiFetchBlob(`/admin/reports/daily-closing.pdf?date=${date}`),
};
