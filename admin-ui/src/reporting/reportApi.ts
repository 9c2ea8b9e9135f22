import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch, apiFetchBlob } from '../providers/http';
import type { DateRange } from './dateRange';
import type {
  BusyTimesReport,
  Granularity,
  PaymentsReport,
  ProductsReport,
  RevenueReport,
  ServiceCallsReport,
  VatReport,
} from './report.types';

const range = ({ from, to }: DateRange) => `from=${from}&to=${to}`;

/** GET /api/admin/reports/* with the staff token (ADMIN only). */
export const reportApi = {
  revenue: (days: DateRange, granularity: Granularity) =>
    apiFetch<RevenueReport>(`/admin/reports/revenue?${range(days)}&granularity=${granularity}`),
  busyTimes: (days: DateRange) => apiFetch<BusyTimesReport>(`/admin/reports/busy-times?${range(days)}`),
  products: (days: DateRange) => apiFetch<ProductsReport>(`/admin/reports/products?${range(days)}`),
  vat: (days: DateRange) => apiFetch<VatReport>(`/admin/reports/vat?${range(days)}`),
  payments: (days: DateRange) => apiFetch<PaymentsReport>(`/admin/reports/payments?${range(days)}`),
  serviceCalls: (days: DateRange) => apiFetch<ServiceCallsReport>(`/admin/reports/service-calls?${range(days)}`),
  dailyClosingPdf: (date: string) => apiFetchBlob(`/admin/reports/daily-closing.pdf?date=${date}`),
};

/** One report for a range; the last answer stays on screen while the next range loads. */
export function useReport<T>(name: string, days: DateRange, load: () => Promise<T>, ...more: string[]) {
  return useQuery({
    queryKey: ['reports', name, days.from, days.to, ...more],
    queryFn: load,
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
