import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { InvoiceRecipientInputDto } from '../../orders/dto/invoice-recipient.dto.js';
import { PAYMENT_METHODS, type PaymentMethod } from '../../orders/order-status.js';

/** The most a tip or the cash handed over may be: far above any real one, far below an integer overflow. */
const MAX_CENTS = 1_000_000;

/** Paying a whole order: how, the tip on top, and for cash what the guest handed over (for the change). */
export class PayOrderDto {
  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod' })
  @IsIn(PAYMENT_METHODS, { message: 'muss CASH oder CARD sein' })
  paymentMethod: PaymentMethod;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_CENTS, default: 0, description: 'Trinkgeld in Cent' })
  @IsOptional()
  @IsInt({ message: 'muss eine ganze Zahl (Cent) sein' })
  @Min(0, { message: 'darf nicht negativ sein' })
  @Max(MAX_CENTS, { message: `darf höchstens ${MAX_CENTS} sein` })
  tipCents?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_CENTS, description: 'Nur bar: der gegebene Betrag in Cent' })
  @IsOptional()
  @IsInt({ message: 'muss eine ganze Zahl (Cent) sein' })
  @Min(0, { message: 'darf nicht negativ sein' })
  @Max(MAX_CENTS, { message: `darf höchstens ${MAX_CENTS} sein` })
  givenCents?: number;

  @ApiPropertyOptional({
    type: InvoiceRecipientInputDto,
    nullable: true,
    description:
      'Wen die Rechnung nennt (Firmenrechnung; über 400 € Pflicht mit Anschrift); null: niemanden. Eine Bestellung merkt ' +
      'ihn sich als ihren Rechnungsempfänger; bei der Tischrechnung gilt er nur für die Rechnung dieser Zahlung. Ohne ' +
      'das Feld: der Empfänger, den die Bestellung (bei der Tischrechnung: die bezahlten Bestellungen) nennt.',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => InvoiceRecipientInputDto)
  recipient?: InvoiceRecipientInputDto | null;
}
