import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { enumProperty, euroProperty, nullableProperty, timestampProperty } from '../../common/api-schema.js';
import { TaxLineDto } from '../../common/tax-line.dto.js';
import { COURSES, type Course } from '../../common/course.js';
import { PREPARATION_STATES, type PreparationState } from '../order-item-preparation.entity.js';
import { ORDER_PREPARATION_STATES, type OrderPreparationState } from '../preparation.js';
import { VAT_CATEGORIES, VAT_RATE_CODES, type VatCategory, type VatRate } from '../../common/vat.js';
import { ORDER_EVENT_TYPES, type OrderEventType } from '../order-event.entity.js';
import { ORDER_EVENT_CODES, type OrderEventCode } from '../order-event-text.js';
import { InvoiceRecipientDto } from './invoice-recipient.dto.js';
import { ORDER_ACTIONS, type OrderAction } from '../order-transitions.js';
import {
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type OrderStatus,
  type OrderType,
  type PaymentMethod,
  type PaymentStatus,
} from '../order-status.js';

export const orderStatusProperty = () => enumProperty('OrderStatus', ORDER_STATUSES);
export const paymentMethodProperty = () => enumProperty('PaymentMethod', PAYMENT_METHODS);

/** A line's state at one station it was routed to. */
export class LinePreparationDto {
  @ApiProperty({ type: 'integer' })
  stationId!: number;
  @enumProperty('PreparationState', PREPARATION_STATES, { description: 'Zuzubereiten → Fertig → Serviert' })
  state!: PreparationState;
  @ApiProperty({ description: 'false: ein späterer Gang, der noch auf Abruf wartet' })
  fired!: boolean;
  @timestampProperty({ description: 'Seit wann die Station die Position hat (bei einem abgerufenen Gang: seit dem Abruf)' })
  routedAt!: string;
}

/** One line of an order as staff see it. */
export class OrderItemDto {
  @ApiProperty({ type: 'integer' })
  orderItemId!: number;
  @nullableProperty('integer', { description: 'null, wenn das Produkt nicht mehr existiert' })
  menuItemId!: number | null;
  @ApiProperty()
  menuItemName!: string;
  @nullableProperty('string', { description: 'Menü-Typ-Code zur Zeit der Bestellung' })
  typeCode!: string | null;
  @enumProperty('VatCategory', VAT_CATEGORIES)
  vatCategory!: VatCategory;
  @ApiProperty({ description: 'Ein Getränk (bei der Bestellung festgehalten)' })
  isDrink!: boolean;
  @enumProperty('VatRate', VAT_RATE_CODES)
  vatRate!: VatRate;
  @ApiProperty({ type: 'integer' })
  quantity!: number;
  @ApiProperty({ type: [String], description: 'Namen der Extras' })
  addings!: string[];
  @ApiProperty({ type: [String], description: 'Allergen-Codes des Produkts und seiner Extras bei der Bestellung' })
  allergens!: string[];
  @nullableProperty('string', { description: 'Anmerkung des Gastes zur Position, z. B. "ohne Zwiebel"' })
  note!: string | null;
  @euroProperty({ description: 'Preis eines Stücks mit Extras' })
  unitPrice!: number;
  @euroProperty({ description: 'Zeilensumme' })
  priceFinal!: number;
  @nullableProperty('integer', { description: 'Kategorie bei der Bestellung (bestimmt die Stationen)' })
  categoryId!: number | null;
  @enumProperty('Course', COURSES, { nullable: true, description: 'Gang; null: keiner' })
  course!: Course | null;
  @ApiProperty({ type: [LinePreparationDto], description: 'Der Stand an jeder Station, an die die Position ging; leer: noch an keiner' })
  preparation!: LinePreparationDto[];
}

/** The order as staff lists, the detail and the live feed show it; `items` when they were loaded. */
export class OrderDto {
  @ApiProperty({ type: 'integer' })
  orderId!: number;
  @ApiProperty({ type: 'integer', description: 'Kurze Nummer, die Gästen aufgerufen wird' })
  orderNumber!: number;
  @orderStatusProperty()
  status!: OrderStatus;
  @enumProperty('OrderType', ORDER_TYPES)
  orderType!: OrderType;
  @nullableProperty('integer')
  tableId!: number | null;
  @nullableProperty('integer')
  tableNumber!: number | null;
  @paymentMethodProperty()
  paymentMethod!: PaymentMethod;
  @enumProperty('PaymentStatus', PAYMENT_STATUSES)
  paymentStatus!: PaymentStatus;
  @euroProperty()
  grossAmount!: number;
  @ApiProperty({ type: 'integer' })
  itemsCount!: number;
  @nullableProperty('string', { description: 'Notiz des Personals' })
  note!: string | null;
  @nullableProperty('string', { description: 'Vom Service für die Gäste erfasst: der Benutzername; null: von den Gästen bestellt' })
  enteredBy!: string | null;
  @nullableProperty('string')
  rejectionReason!: string | null;
  @nullableProperty('string')
  invoiceNumber!: string | null;
  @ApiProperty({ type: InvoiceRecipientDto, nullable: true, description: 'Wen die Rechnung nennt (Firmenrechnung); null: niemanden' })
  invoiceRecipient!: InvoiceRecipientDto | null;
  @ApiProperty({ description: 'Der Rechnungsempfänger lässt sich noch ändern: bis die Rechnung ausgestellt ist' })
  invoiceRecipientEditable!: boolean;
  @timestampProperty()
  submittedAt!: string;
  @timestampProperty()
  createdAt!: string;
  @timestampProperty()
  updatedAt!: string;
  @ApiProperty({
    enum: ORDER_ACTIONS,
    enumName: 'OrderAction',
    isArray: true,
    description: 'Was das Personal mit der Bestellung jetzt tun kann (der Server entscheidet; die Oberfläche zeigt genau diese Aktionen)',
  })
  allowedActions!: OrderAction[];
  @enumProperty('OrderPreparationState', ORDER_PREPARATION_STATES, {
    description: 'NONE: noch an keiner Station; PREPARING; READY: alles Abgerufene fertig (Abholbereit); SERVED: alles serviert',
  })
  preparationState!: OrderPreparationState;
  @enumProperty('Course', COURSES, { nullable: true, description: 'Der nächste Gang, der auf Abruf wartet; null: keiner' })
  nextCourse!: Course | null;
  @ApiPropertyOptional({ type: [OrderItemDto] })
  items?: OrderItemDto[];
}

/** The order detail: the order with its items, its tax breakdown and its invoice date. */
export class OrderDetailDto extends OrderDto {
  @nullableProperty('string', { format: 'date-time' })
  invoicedAt!: string | null;
  @ApiProperty({ type: [TaxLineDto] })
  taxBreakdown!: TaxLineDto[];
}

/** One entry of an order's timeline. */
export class OrderEventPartDto {
  @ApiProperty({ enum: ORDER_EVENT_CODES, enumName: 'OrderEventCode' })
  code!: OrderEventCode;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Werte des Texts: Beträge in Cent (…Cents), Zahlungsarten als Code (CASH, CARD)',
  })
  params?: Record<string, unknown>;
}

export class OrderEventDto {
  @ApiProperty({ type: 'integer', description: 'Laufende Nummer im Live-Feed' })
  seq!: number;
  @enumProperty('OrderEventType', ORDER_EVENT_TYPES)
  type!: OrderEventType;
  @ApiProperty({ description: 'Der Text auf Deutsch' })
  message!: string;
  @ApiProperty({
    type: [OrderEventPartDto],
    nullable: true,
    description:
      'Derselbe Text als Codes mit Werten, in der Sprache des Lesers darzustellen (Teile mit "; " verbunden); null bei älteren Einträgen',
  })
  parts!: OrderEventPartDto[] | null;
  @timestampProperty()
  createdAt!: string;
  @nullableProperty('string', { description: 'Benutzername des Personals' })
  actorUser!: string | null;
}

export class OrderCountsDto {
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, description: 'Bestellungen je Status' })
  counts!: Record<OrderStatus, number>;
  @ApiProperty({ type: 'integer', description: 'IN_PROGRESS + APPROVED' })
  open!: number;
  @ApiProperty({ type: 'integer' })
  total!: number;
}

export class OpenOrderCountDto {
  @ApiProperty({ type: 'integer' })
  count!: number;
}
