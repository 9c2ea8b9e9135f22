import { ApiProperty } from '@nestjs/swagger';
import { OrderDetailDto, paymentMethodProperty } from '../../orders/dto/order.dto.js';
import type { PaymentMethod } from '../../orders/order-status.js';

/** A recorded payment; amounts in cents. */
export class PaymentDto {
  @ApiProperty()
  paymentId!: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: "The order of a payment of a whole order; null for one over a table's bill",
  })
  orderId!: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: "The table of a payment over a table's bill" })
  tableNumber!: number | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'The number of its invoice' })
  invoiceNumber!: string | null;

  @paymentMethodProperty()
  method!: PaymentMethod;

  @ApiProperty({ type: 'integer', description: 'The order gross collected (without the tip)' })
  amountCents!: number;

  @ApiProperty({ type: 'integer' })
  tipCents!: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Cash handed over; null for card or when not entered' })
  givenCents!: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Change handed back: given − amount − tip' })
  changeCents!: number | null;

  @ApiProperty()
  staffUsername!: string;

  @ApiProperty({ format: 'date-time' })
  paidAt!: string;
}

/** The answer to a payment: the payment and the order as it now is (paid, with its invoice number). */
export class PaidOrderDto {
  @ApiProperty({ type: PaymentDto })
  payment!: PaymentDto;

  @ApiProperty({ type: OrderDetailDto })
  order!: OrderDetailDto;
}
