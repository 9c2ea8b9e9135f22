import { ApiProperty } from '@nestjs/swagger';

/** One of an order's documents: an invoice, or a credit note (Stornorechnung) reversing one. */
export class InvoiceDocumentDto {
  @ApiProperty({ example: 'RE-7' })
  invoiceNumber!: string;

  @ApiProperty({ enum: ['INVOICE', 'CREDIT_NOTE'], enumName: 'InvoiceKind' })
  kind!: 'INVOICE' | 'CREDIT_NOTE';

  @ApiProperty({ format: 'date-time' })
  issuedAt!: string;

  @ApiProperty({ type: 'string', nullable: true, description: 'The invoice a credit note reverses' })
  reversesInvoiceNumber!: string | null;
}
