import { Injectable } from '@nestjs/common';
import { AppInfoService } from '../metadata/app-info.service.js';
import { ORDER_TYPES, PAYMENT_METHODS } from '../orders/order-status.js';
import { renderDailyClosingPdf } from './daily-closing-document.js';
import type { DailyClosingQueryDto, Granularity, ReportRangeQueryDto } from './dto/report-query.dto.js';
import {
  type BusyTimesReportDto,
  CANCELLATION_STATUSES,
  type DailyClosingDto,
  type PaymentsReportDto,
  type ProductsReportDto,
  REPORT_VAT_PERCENTS,
  type RevenueReportDto,
  type RevenueTotalsDto,
  type ServiceCallsReportDto,
  type TodayFiguresDto,
  type VatReportDto,
} from './dto/report.dto.js';
import { localDateOf } from './report-dates.js';
import { type JournalRecord, type ReportRange, ReportsRepository } from './reports.repository.js';

const average = (grossCents: number, orders: number) => (orders === 0 ? 0 : Math.round(grossCents / orders));
const byGrossThenName = (a: { grossCents: number; name: string }, b: { grossCents: number; name: string }) =>
  b.grossCents - a.grossCents || a.name.localeCompare(b.name, 'de');

/** Sums orders and gross of the groups matching `keep`. */
function tally<T extends { orders: number; grossCents: number }>(groups: T[], keep: (g: T) => boolean) {
  const kept = groups.filter(keep);
  return { orders: kept.reduce((n, g) => n + g.orders, 0), grossCents: kept.reduce((n, g) => n + g.grossCents, 0) };
}

const sumOf = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((n, row) => n + pick(row), 0);

/** Reports over payments (money collected), by the day they were collected in the restaurant's time zone. */
@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly appInfo: AppInfoService,
  ) {}

  async revenue(query: ReportRangeQueryDto, granularity: Granularity): Promise<RevenueReportDto> {
    const records = await this.reports.revenue(await this.range(query), granularity);
    const rows = records.map((r) => ({
      period: r.period,
      periodStart: r.periodStart,
      ...this.totals(r.orders, r.grossCents, r.vatCents),
    }));
    const sum = (pick: (r: (typeof records)[number]) => number) => records.reduce((n, r) => n + pick(r), 0);
    return {
      granularity,
      rows,
      totals: this.totals(
        sum((r) => r.orders),
        sum((r) => r.grossCents),
        sum((r) => r.vatCents),
      ),
    };
  }

  async busyTimes(query: ReportRangeQueryDto): Promise<BusyTimesReportDto> {
    const cells = await this.reports.busyTimes(await this.range(query));
    const sumOf = (keep: (c: (typeof cells)[number]) => boolean) => {
      const kept = cells.filter(keep);
      return { orders: kept.reduce((n, c) => n + c.orders, 0), grossCents: kept.reduce((n, c) => n + c.grossCents, 0) };
    };
    return {
      byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, ...sumOf((c) => c.hour === hour) })),
      byWeekday: Array.from({ length: 7 }, (_, i) => ({ weekday: i + 1, ...sumOf((c) => c.weekday === i + 1) })),
    };
  }

  async products(query: ReportRangeQueryDto): Promise<ProductsReportDto> {
    const range = await this.range(query);
    const { products, extras } = await this.reports.products(range);
    const categories = new Map<string | null, { categoryName: string | null; quantity: number; grossCents: number }>();
    for (const p of products) {
      const category = categories.get(p.categoryName) ?? { categoryName: p.categoryName, quantity: 0, grossCents: 0 };
      category.quantity += p.quantity;
      category.grossCents += p.grossCents;
      categories.set(p.categoryName, category);
    }
    return {
      products: products.sort(byGrossThenName),
      categories: [...categories.values()].sort((a, b) =>
        byGrossThenName({ ...a, name: a.categoryName ?? '' }, { ...b, name: b.categoryName ?? '' }),
      ),
      extras: extras.sort(byGrossThenName),
    };
  }

  async vat(query: ReportRangeQueryDto): Promise<VatReportDto> {
    return this.vatOf(await this.range(query));
  }

  /** Both kinds always, with zeros when nobody called. */
  async serviceCalls(query: ReportRangeQueryDto): Promise<ServiceCallsReportDto> {
    const records = await this.reports.serviceCalls(await this.range(query));
    const kinds = (['WAITER', 'BILL'] as const).map(
      (kind) => records.find((r) => r.kind === kind) ?? { kind, calls: 0, acknowledged: 0, expired: 0, averageResponseSeconds: null },
    );
    return { kinds };
  }

  async payments(query: ReportRangeQueryDto): Promise<PaymentsReportDto> {
    return this.paymentsOf(await this.range(query));
  }

  /**
   * The day's money: what was collected (by VAT rate, method, order type and staff member), the cash there should be,
   * the invoices issued, and apart from that what was ordered that day and is still unpaid.
   */
  async dailyClosing(query: DailyClosingQueryDto): Promise<DailyClosingDto> {
    const range = await this.range({ from: query.date, to: query.date });
    const [vat, payments, span, staff, openOrders] = await Promise.all([
      this.vatOf(range),
      this.paymentsOf(range),
      this.reports.invoiceSpan(range),
      this.reports.staffTotals(range),
      this.reports.openOrders(range),
    ]);
    const cashTipCents = sumOf(staff, (s) => s.cashTipCents);
    const cashSalesCents = sumOf(staff, (s) => s.cashCents);
    return {
      date: query.date,
      timeZone: range.timeZone,
      orders: sumOf(payments.paymentMethods, (m) => m.orders),
      ...vat.totals,
      vat: vat.rates,
      ...payments,
      firstInvoiceNumber: span.first,
      lastInvoiceNumber: span.last,
      invoices: span.invoices,
      tipCents: sumOf(staff, (s) => s.tipCents),
      cash: { salesCents: cashSalesCents, tipCents: cashTipCents, expectedCents: cashSalesCents + cashTipCents },
      staff: staff.map(({ cashTipCents: _cashTips, ...figures }) => figures),
      openOrders,
      openGrossCents: sumOf(openOrders, (o) => o.grossCents),
    };
  }

  /** The panel's figures for today (the restaurant's day) so far. */
  async today(now = new Date()): Promise<TodayFiguresDto> {
    const timeZone = await this.appInfo.timeZone();
    const date = localDateOf(now, timeZone);
    return { date, timeZone, ...(await this.reports.dayFigures({ from: date, to: date, timeZone })) };
  }

  /** The daily closing as a German PDF ("Tagesabschluss"), with the restaurant's name and address. */
  async dailyClosingPdf(query: DailyClosingQueryDto): Promise<{ fileName: string; pdf: Buffer }> {
    const [closing, info] = await Promise.all([this.dailyClosing(query), this.appInfo.get()]);
    const pdf = await renderDailyClosingPdf(closing, info);
    return { fileName: `tagesabschluss-${query.date}.pdf`, pdf: Buffer.from(pdf) };
  }

  private totals(orders: number, grossCents: number, vatCents: number): RevenueTotalsDto {
    return { orders, grossCents, netCents: grossCents - vatCents, vatCents, averageCents: average(grossCents, orders) };
  }

  private async vatOf(range: ReportRange): Promise<VatReportDto> {
    const found = await this.reports.vatByRate(range);
    const rates = REPORT_VAT_PERCENTS.map((rate) => {
      const { grossCents = 0, vatCents = 0 } = found.find((r) => r.rate === rate) ?? {};
      return { rate, netCents: grossCents - vatCents, vatCents, grossCents };
    });
    const sum = (pick: (r: (typeof rates)[number]) => number) => rates.reduce((n, r) => n + pick(r), 0);
    return { rates, totals: { netCents: sum((r) => r.netCents), vatCents: sum((r) => r.vatCents), grossCents: sum((r) => r.grossCents) } };
  }

  private async paymentsOf(range: ReportRange): Promise<PaymentsReportDto> {
    const [groups, cancellations] = await Promise.all([this.reports.paymentGroups(range), this.reports.cancellations(range)]);
    return {
      paymentMethods: PAYMENT_METHODS.map((method) => ({ method, ...tally(groups, (g) => g.paymentMethod === method) })),
      orderTypes: ORDER_TYPES.map((type) => ({ type, ...tally(groups, (g) => g.orderType === type) })),
      cancellations: CANCELLATION_STATUSES.map((status) => ({ status, ...tally(cancellations, (g) => g.status === status) })),
    };
  }

  /** Every booked order line of the range (§ 131 BAO), as JSON records or as CSV. */
  async journal(query: { from: string; to: string }): Promise<JournalRecord[]> {
    return this.reports.journal(await this.range(query));
  }

  /** The query's days in the restaurant's time zone (the one invoices print in and order filters use). */
  private async range(query: { from: string; to: string }): Promise<ReportRange> {
    return { from: query.from, to: query.to, timeZone: await this.appInfo.timeZone() };
  }
}
