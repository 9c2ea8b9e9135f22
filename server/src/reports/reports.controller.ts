import { Controller, Get, Header, Query, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { journalCsv } from './journal-csv.js';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/auth.decorators.js';
import { DailyClosingQueryDto, ReportRangeQueryDto, RevenueQueryDto } from './dto/report-query.dto.js';
import {
  BusyTimesReportDto,
  DailyClosingDto,
  JournalLineDto,
  PaymentsReportDto,
  ProductsReportDto,
  RevenueReportDto,
  ServiceCallsReportDto,
  TodayFiguresDto,
  VatReportDto,
} from './dto/report.dto.js';
import { ReportsService } from './reports.service.js';

const BAD_RANGE = 'Ungültiges Datum, from nach to oder mehr als 1096 Tage';

// Payments (money collected) by the local day they were collected (paid_at in the restaurant's time zone); amounts in cents.
@ApiTags('admin reports')
@Auth('ADMIN')
@Controller('admin/reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('today')
  @ApiOperation({
    summary: "The panel's figures for today so far: takings, tips, open orders and service calls, time from order to served",
  })
  @ApiOkResponse({ type: TodayFiguresDto })
  today() {
    return this.reports.today();
  }

  @Get('revenue')
  @ApiOperation({ summary: 'Revenue (gross, net, VAT), orders and average basket per day, ISO week or month' })
  @ApiOkResponse({ type: RevenueReportDto })
  @ApiBadRequestResponse({ description: BAD_RANGE })
  revenue(@Query() query: RevenueQueryDto) {
    return this.reports.revenue(query, query.granularity);
  }

  @Get('busy-times')
  @ApiOperation({ summary: 'Orders and gross by local hour of day (24) and ISO weekday (7)' })
  @ApiOkResponse({ type: BusyTimesReportDto })
  @ApiBadRequestResponse({ description: BAD_RANGE })
  busyTimes(@Query() query: ReportRangeQueryDto) {
    return this.reports.busyTimes(query);
  }

  @Get('products')
  @ApiOperation({ summary: 'Pieces and gross per product (unsold active ones with 0), per category, and extras sold' })
  @ApiOkResponse({ type: ProductsReportDto })
  @ApiBadRequestResponse({ description: BAD_RANGE })
  products(@Query() query: ReportRangeQueryDto) {
    return this.reports.products(query);
  }

  @Get('vat')
  @ApiOperation({ summary: 'Net, VAT and gross per rate (0, 10, 13, 20 %), computed per payment as its invoice does' })
  @ApiOkResponse({ type: VatReportDto })
  @ApiBadRequestResponse({ description: BAD_RANGE })
  vat(@Query() query: ReportRangeQueryDto) {
    return this.reports.vat(query);
  }

  @Get('service-calls')
  @ApiOperation({ summary: "Guests' calls for the waiter and the bill: how many, acknowledged, expired, mean seconds to acknowledgement" })
  @ApiOkResponse({ type: ServiceCallsReportDto })
  @ApiBadRequestResponse({ description: BAD_RANGE })
  serviceCalls(@Query() query: ReportRangeQueryDto) {
    return this.reports.serviceCalls(query);
  }

  @Get('payments')
  @ApiOperation({ summary: 'Payments by method and order type; canceled and rejected orders' })
  @ApiOkResponse({ type: PaymentsReportDto })
  @ApiBadRequestResponse({ description: BAD_RANGE })
  payments(@Query() query: ReportRangeQueryDto) {
    return this.reports.payments(query);
  }

  @Get('journal')
  @ApiOperation({ summary: 'Every booked order line of the range (§ 131 BAO): invoice, RKSV receipt, order, article, VAT, gross' })
  @ApiOkResponse({ type: [JournalLineDto] })
  @ApiBadRequestResponse({ description: BAD_RANGE })
  journal(@Query() query: ReportRangeQueryDto) {
    return this.reports.journal(query);
  }

  @Get('journal.csv')
  @ApiOperation({ summary: 'The journal of booked order lines as a German CSV (semicolons, comma decimals)' })
  @ApiProduces('text/csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiBadRequestResponse({ description: BAD_RANGE })
  async journalCsv(@Query() query: ReportRangeQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    void reply.header('Content-Disposition', `attachment; filename="journal-${query.from}-${query.to}.csv"`);
    return journalCsv(await this.reports.journal(query));
  }

  @Get('daily-closing')
  @ApiOperation({ summary: 'Daily closing (Tagesabschluss) of one business day' })
  @ApiOkResponse({ type: DailyClosingDto })
  @ApiBadRequestResponse({ description: 'Ungültiges Datum' })
  dailyClosing(@Query() query: DailyClosingQueryDto) {
    return this.reports.dailyClosing(query);
  }

  @Get('daily-closing.pdf')
  @ApiOperation({ summary: 'Daily closing (Tagesabschluss) of one business day as a German PDF' })
  @ApiProduces('application/pdf')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'application/pdf, attachment "tagesabschluss-<date>.pdf"' })
  @ApiBadRequestResponse({ description: 'Ungültiges Datum' })
  async dailyClosingPdf(@Query() query: DailyClosingQueryDto): Promise<StreamableFile> {
    const { fileName, pdf } = await this.reports.dailyClosingPdf(query);
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="${fileName}"`, length: pdf.length });
  }
}
