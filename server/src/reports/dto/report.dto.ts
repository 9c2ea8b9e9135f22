import { ApiProperty } from '@nestjs/swagger';
import { ORDER_TYPES, PAYMENT_METHODS, type OrderType, type PaymentMethod } from '../../orders/order-status.js';
import { GRANULARITIES, type Granularity } from './report-query.dto.js';

// Every amount is integer cents (gross = net + VAT), every count a number of orders unless named otherwise. The
// reports count payments (money collected) by the local day they were collected.

export const REPORT_VAT_PERCENTS = [0, 10, 13, 20] as const;
type VatPercent = (typeof REPORT_VAT_PERCENTS)[number];
export const CANCELLATION_STATUSES = ['CANCELED', 'REJECTED'] as const;
type CancellationStatus = (typeof CANCELLATION_STATUSES)[number];

const cents = (description?: string) => ApiProperty({ type: 'integer', description });
const count = (description?: string) => ApiProperty({ type: 'integer', description });

export class RevenueTotalsDto {
  @count() orders!: number;
  @cents() grossCents!: number;
  @cents() netCents!: number;
  @cents() vatCents!: number;
  @cents('round(grossCents / orders), 0 ohne Bestellungen') averageCents!: number;
}

class RevenueRowDto extends RevenueTotalsDto {
  @ApiProperty({ example: '2026-W47', description: "'2026-11-23' (Tag), '2026-W47' (ISO-Woche), '2026-11' (Monat)" })
  period!: string;
  @ApiProperty({ example: '2026-11-16', description: 'Erster Tag der Periode (JJJJ-MM-TT), auch vor from' })
  periodStart!: string;
}

export class RevenueReportDto {
  @ApiProperty({ enum: GRANULARITIES, enumName: 'ReportGranularity' }) granularity!: Granularity;
  @ApiProperty({ type: [RevenueRowDto], description: 'Nur Perioden mit Bestellungen, aufsteigend' }) rows!: RevenueRowDto[];
  @ApiProperty({ type: RevenueTotalsDto }) totals!: RevenueTotalsDto;
}

class HourFigureDto {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 23 }) hour!: number;
  @count() orders!: number;
  @cents() grossCents!: number;
}

class WeekdayFigureDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 7, description: 'ISO: 1 = Montag' }) weekday!: number;
  @count() orders!: number;
  @cents() grossCents!: number;
}

export class BusyTimesReportDto {
  @ApiProperty({ type: [HourFigureDto], description: 'Immer 24 Einträge, 0–23 Uhr' }) byHour!: HourFigureDto[];
  @ApiProperty({ type: [WeekdayFigureDto], description: 'Immer 7 Einträge, Montag zuerst' }) byWeekday!: WeekdayFigureDto[];
}

class ProductFigureDto {
  @ApiProperty({ type: 'integer', nullable: true, description: 'null: Produkt gelöscht' }) menuItemId!: number | null;
  @ApiProperty() name!: string;
  @ApiProperty({ type: 'string', nullable: true }) categoryName!: string | null;
  @count('Stück') quantity!: number;
  @cents('Verrechneter Zeilenbetrag inkl. Extras') grossCents!: number;
}

class CategoryFigureDto {
  @ApiProperty({ type: 'string', nullable: true, description: 'null: Produkt gelöscht' }) categoryName!: string | null;
  @count('Stück') quantity!: number;
  @cents() grossCents!: number;
}

class ExtraFigureDto {
  @ApiProperty() name!: string;
  @count('Stück') quantity!: number;
  @cents('In den Produktumsätzen enthalten') grossCents!: number;
}

export class ProductsReportDto {
  @ApiProperty({ type: [ProductFigureDto], description: 'Auch aktive Produkte ohne Verkauf (0); Umsatz absteigend, dann Name' })
  products!: ProductFigureDto[];
  @ApiProperty({ type: [CategoryFigureDto] }) categories!: CategoryFigureDto[];
  @ApiProperty({ type: [ExtraFigureDto] }) extras!: ExtraFigureDto[];
}

class VatAmountsDto {
  @cents() netCents!: number;
  @cents() vatCents!: number;
  @cents() grossCents!: number;
}

class VatRateFigureDto extends VatAmountsDto {
  @ApiProperty({ enum: REPORT_VAT_PERCENTS, type: 'integer', description: 'Steuersatz in %' }) rate!: VatPercent;
}

export class VatReportDto {
  @ApiProperty({ type: [VatRateFigureDto], description: 'Immer 0, 10, 13 und 20 %' }) rates!: VatRateFigureDto[];
  @ApiProperty({ type: VatAmountsDto }) totals!: VatAmountsDto;
}

class PaymentMethodFigureDto {
  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod' }) method!: PaymentMethod;
  @count() orders!: number;
  @cents() grossCents!: number;
}

class OrderTypeFigureDto {
  @ApiProperty({ enum: ORDER_TYPES, enumName: 'OrderType' }) type!: OrderType;
  @count() orders!: number;
  @cents() grossCents!: number;
}

class CancellationFigureDto {
  @ApiProperty({ enum: CANCELLATION_STATUSES, enumName: 'CancellationStatus' }) status!: CancellationStatus;
  @count() orders!: number;
  @cents() grossCents!: number;
}

export class PaymentsReportDto {
  @ApiProperty({ type: [PaymentMethodFigureDto], description: 'CASH und CARD' }) paymentMethods!: PaymentMethodFigureDto[];
  @ApiProperty({ type: [OrderTypeFigureDto], description: 'Alle Bestellarten' }) orderTypes!: OrderTypeFigureDto[];
  @ApiProperty({ type: [CancellationFigureDto], description: 'Stornierte und abgelehnte Bestellungen im Zeitraum' })
  cancellations!: CancellationFigureDto[];
}

class StaffFigureDto {
  @ApiProperty({ example: 'kellner1' }) username!: string;
  @count('Zahlungen, die er oder sie kassiert hat') payments!: number;
  @cents('Kassierte Beträge (ohne Trinkgeld)') grossCents!: number;
  @cents('Davon bar') cashCents!: number;
  @cents('Davon mit Karte') cardCents!: number;
  @cents('Trinkgeld (bar und Karte), nicht Teil des Umsatzes') tipCents!: number;
}

class OpenOrderFigureDto {
  @ApiProperty() orderNumber!: number;
  @ApiProperty({ type: 'integer', nullable: true }) tableNumber!: number | null;
  @ApiProperty({ example: 'COMPLETED' }) status!: string;
  @cents() grossCents!: number;
  @ApiProperty({ format: 'date-time' }) submittedAt!: string;
}

class CashCountDto {
  @cents('Barzahlungen des Tages (ohne Trinkgeld)') salesCents!: number;
  @cents('Bar gegebenes Trinkgeld') tipCents!: number;
  @cents('Soll-Bestand aus Zahlungen: salesCents + tipCents') expectedCents!: number;
}

export class DailyClosingDto extends PaymentsReportDto {
  @ApiProperty({ example: '2026-11-23' }) date!: string;
  @ApiProperty({ example: 'Europe/Vienna' }) timeZone!: string;
  @count('Bezahlte Bestellungen') orders!: number;
  @cents() grossCents!: number;
  @cents() netCents!: number;
  @cents() vatCents!: number;
  @ApiProperty({ type: [VatRateFigureDto] }) vat!: VatRateFigureDto[];
  @ApiProperty({ type: 'string', nullable: true }) firstInvoiceNumber!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) lastInvoiceNumber!: string | null;
  @count('Rechnungen des Tages') invoices!: number;
  @cents('Trinkgeld des Tages, nicht Teil des Umsatzes') tipCents!: number;
  @ApiProperty({ type: CashCountDto }) cash!: CashCountDto;
  @ApiProperty({ type: [StaffFigureDto], description: 'Je Mitarbeiter, nach Benutzername' }) staff!: StaffFigureDto[];
  @ApiProperty({ type: [OpenOrderFigureDto], description: 'Am Tag bestellt und noch nicht bezahlt (nicht im Umsatz)' })
  openOrders!: OpenOrderFigureDto[];
  @cents('Summe der offenen Bestellungen') openGrossCents!: number;
}

class ServiceCallKindFigureDto {
  @ApiProperty({ enum: ['WAITER', 'BILL'], enumName: 'ServiceCallKind' }) kind!: 'WAITER' | 'BILL';
  @count('Rufe im Zeitraum') calls!: number;
  @count('vom Personal angenommen ("Kommt gleich")') acknowledged!: number;
  @count('unbeantwortet abgelaufen') expired!: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Mittlere Sekunden vom Ruf bis zur Annahme; null ohne angenommene Rufe' })
  averageResponseSeconds!: number | null;
}

export class ServiceCallsReportDto {
  @ApiProperty({ type: [ServiceCallKindFigureDto], description: 'WAITER und BILL' }) kinds!: ServiceCallKindFigureDto[];
}

export class TodayFiguresDto {
  @ApiProperty({ example: '2026-11-28', description: 'Der heutige Tag in der Zeitzone des Restaurants' }) date!: string;
  @ApiProperty({ example: 'Europe/Vienna' }) timeZone!: string;
  @cents('Heute kassiert (Zahlungen ohne Trinkgeld, abzüglich Gutschriften)') takingsCents!: number;
  @cents('Heute erhaltenes Trinkgeld') tipCents!: number;
  @count('Heutige Zahlungen (Gutschriften zählen −1)') payments!: number;
  @count('Offene Bestellungen jetzt (IN_PROGRESS und APPROVED), gleich welchen Tages') openOrders!: number;
  @count('Offene Service-Rufe jetzt (Kellner und Rechnung)') openServiceCalls!: number;
  @count('Heute servierte Bestellungen') servedOrders!: number;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Mittlere Sekunden von der Bestellung bis serviert, heute; null ohne servierte',
  })
  averageServeSeconds!: number | null;
}

/** One booked order line of the journal (§ 131 BAO). */
export class JournalLineDto {
  @ApiProperty({ description: 'yyyy-MM-ddTHH:mm:ss, Zeitzone des Restaurants' }) bookedAt: string;
  @ApiProperty({ enum: ['PAYMENT', 'CREDIT_NOTE'] }) kind: 'PAYMENT' | 'CREDIT_NOTE';
  @ApiProperty({ type: String, nullable: true }) invoiceNumber: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Belegnummer der Registrierkasse' }) receiptNumber: string | null;
  @ApiProperty({ type: 'integer' }) orderNumber: number;
  @ApiProperty({ type: 'integer', nullable: true }) tableNumber: number | null;
  @ApiProperty() article: string;
  @ApiProperty({ type: 'integer', description: 'Negativ bei Storno' }) quantity: number;
  @ApiProperty({ enum: ['VAT_0', 'VAT_10', 'VAT_13', 'VAT_20'] }) vatRate: string;
  @ApiProperty({ type: 'integer' }) grossCents: number;
  @ApiProperty({ enum: ['CASH', 'CARD'] }) method: string;
  @ApiProperty() staffUsername: string;
}
