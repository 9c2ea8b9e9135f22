import { LINE_PROGRESS, type LineProgress } from '../preparation.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { enumProperty, euroProperty, nullableProperty, timestampProperty } from '../../common/api-schema.js';
import { ORDER_EVENT_TYPES, type OrderEventType } from '../order-event.entity.js';
import {
  ORDER_TYPES,
  PAYMENT_STATUSES,
  type OrderStatus,
  type OrderType,
  type PaymentMethod,
  type PaymentStatus,
} from '../order-status.js';
import { OrderDto, OrderEventPartDto, orderStatusProperty, paymentMethodProperty } from './order.dto.js';

class GuestOrderItemDto {
  @ApiProperty({ type: 'integer' })
  orderItemId!: number;
  @ApiProperty()
  menuItemName!: string;
  @ApiProperty({ type: 'integer' })
  quantity!: number;
  @ApiProperty({ type: [String], description: 'Namen der Extras' })
  addings!: string[];
  @ApiProperty({ type: [String], description: 'Allergen-Codes des Produkts und seiner Extras bei der Bestellung' })
  allergens!: string[];
  @nullableProperty('string', { description: 'Anmerkung des Gastes zur Position, z. B. "ohne Zwiebel"' })
  note!: string | null;
  @euroProperty()
  unitPrice!: number;
  @euroProperty()
  priceFinal!: number;
  @enumProperty('LineProgress', LINE_PROGRESS, {
    nullable: true,
    description: 'In Zubereitung, fertig, serviert; null: noch nicht in der Küche',
  })
  progress!: LineProgress | null;
}

/** The order as its guest sees it: never the staff note, staff names, the invoice or internal ids. */
export class GuestOrderDto {
  @ApiProperty({ type: 'integer' })
  orderId!: number;
  @ApiProperty({ type: 'integer' })
  orderNumber!: number;
  @orderStatusProperty()
  status!: OrderStatus;
  @enumProperty('OrderType', ORDER_TYPES)
  orderType!: OrderType;
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
  @nullableProperty('string', { description: 'Nur bei REJECTED' })
  rejectionReason!: string | null;
  @timestampProperty()
  submittedAt!: string;
  @timestampProperty()
  updatedAt!: string;
  @ApiPropertyOptional({ type: [GuestOrderItemDto] })
  items?: GuestOrderItemDto[];
}

/** The checkout's answer (201, or 200 for a repeated Idempotency-Key). */
export class CheckoutAnswerDto {
  @ApiProperty({ type: 'integer' })
  orderId!: number;
  @ApiProperty({ type: 'integer' })
  orderNumber!: number;
  @euroProperty()
  totalPrice!: number;
  @orderStatusProperty()
  status!: OrderStatus;
  @ApiProperty({ type: GuestOrderDto })
  order!: GuestOrderDto;
}

/** A live `order.created` / `order.updated` event on a staff connection (docs/live-events.md). */
export class StaffOrderEventMessageDto {
  @ApiProperty({ type: 'integer' })
  seq!: number;
  @enumProperty('OrderEventType', ORDER_EVENT_TYPES)
  type!: OrderEventType;
  @ApiProperty()
  message!: string;
  @ApiProperty({ type: [OrderEventPartDto], nullable: true, description: 'Der Text als Codes mit Werten (wie im Verlauf)' })
  parts!: OrderEventPartDto[] | null;
  @timestampProperty()
  createdAt!: string;
  @nullableProperty('string')
  actorUser!: string | null;
  @ApiProperty({ type: OrderDto })
  order!: OrderDto;
}

/** The same event on a guest's connection: the guest view of the order, no staff text or names. */
export class GuestOrderEventMessageDto {
  @ApiProperty({ type: 'integer' })
  seq!: number;
  @enumProperty('OrderEventType', ORDER_EVENT_TYPES)
  type!: OrderEventType;
  @timestampProperty()
  createdAt!: string;
  @ApiProperty({ type: GuestOrderDto })
  order!: GuestOrderDto;
}
