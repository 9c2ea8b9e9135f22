import { ApiProperty } from '@nestjs/swagger';
import { VAT_RATE_CODES, type VatRate } from '../../common/vat.js';
import { PaymentDto } from '../../payments/dto/payment.dto.js';

/** An unpaid (or part-paid) line of the bill; amounts in cents. */
export class BillLineDto {
  @ApiProperty()
  orderItemId!: number;

  @ApiProperty()
  orderId!: number;

  @ApiProperty()
  orderNumber!: number;

  @ApiProperty()
  menuItemName!: string;

  @ApiProperty({ type: [String] })
  extras!: string[];

  @ApiProperty({ type: 'string', nullable: true })
  note!: string | null;

  @ApiProperty({ enum: VAT_RATE_CODES, enumName: 'VatRate' })
  vatRate!: VatRate;

  @ApiProperty({ type: 'integer' })
  quantity!: number;

  @ApiProperty({ type: 'integer' })
  unitPriceCents!: number;

  @ApiProperty({ type: 'integer' })
  priceFinalCents!: number;

  @ApiProperty({ type: 'integer', description: 'Pieces not paid yet (an equal share pays cents, not pieces)' })
  openQuantity!: number;

  @ApiProperty({ type: 'integer' })
  openCents!: number;
}

/** The lines one guest added ("Gast 1", or the name they gave); `key` is stable while the bill is open. */
export class BillGuestDto {
  @ApiProperty({ description: 'The guest (their session) or "table" for lines nobody in particular added' })
  key!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Without a name they gave, n of "Gast n" (the guest app says it in the guest\'s language); else null',
  })
  guestNumber!: number | null;

  @ApiProperty({ type: 'integer' })
  openCents!: number;

  @ApiProperty({ type: [BillLineDto] })
  lines!: BillLineDto[];
}

/** A table's bill: what is open of its unpaid orders, by guest, and the payments made on it so far. */
export class TableBillDto {
  @ApiProperty()
  tableId!: number;

  @ApiProperty()
  tableNumber!: number;

  @ApiProperty({ type: 'integer' })
  openCents!: number;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'When the first open order was placed' })
  firstOrderAt!: string | null;

  @ApiProperty({ description: 'Nothing open: staff may free the table' })
  settled!: boolean;

  @ApiProperty({ type: [BillGuestDto] })
  guests!: BillGuestDto[];

  @ApiProperty({ type: [PaymentDto], description: 'Payments over the bill of its open orders, oldest first' })
  payments!: PaymentDto[];
}

/** A table with open orders, for the waiter's list. */
export class OpenTableDto {
  @ApiProperty()
  tableId!: number;

  @ApiProperty()
  tableNumber!: number;

  @ApiProperty({ type: 'integer' })
  orders!: number;

  @ApiProperty({ type: 'integer', description: "The guests' orders not yet approved" })
  awaitingApproval!: number;

  @ApiProperty({
    description: 'As many orders await approval as the table may have (ORDER_MAX_OPEN_PER_TABLE): "ungewöhnlich viele Bestellungen"',
  })
  unusualOrders!: boolean;

  @ApiProperty({ type: 'integer' })
  openCents!: number;

  @ApiProperty({ type: 'string', format: 'date-time' })
  firstOrderAt!: string;
}

/** The answer to a payment over the bill: the payment (with its invoice number) and the bill as it now is. */
export class BillPaymentDto {
  @ApiProperty({ type: PaymentDto })
  payment!: PaymentDto;

  @ApiProperty({ type: TableBillDto })
  bill!: TableBillDto;
}

/** The bill as a guest at the table sees it: their own lines ("Meine Positionen") and the whole table's. */
export class GuestBillDto {
  @ApiProperty()
  tableNumber!: number;

  @ApiProperty({ type: 'integer', description: 'What is open at the whole table' })
  openCents!: number;

  @ApiProperty({ type: 'integer', description: 'What is open of the lines this guest added' })
  mineOpenCents!: number;

  @ApiProperty({ type: 'string', nullable: true, description: 'The key of this guest among `guests`; null: none of their lines is open' })
  mineKey!: string | null;

  @ApiProperty({ type: [BillGuestDto] })
  guests!: BillGuestDto[];
}
