import { ApiProperty } from '@nestjs/swagger';
import { enumProperty, euroProperty } from './api-schema.js';
import { VAT_RATE_CODES, type VatRate } from './vat.js';

/** The VAT contained in the gross amounts of one rate (baskets, order details). */
export class TaxLineDto {
  @enumProperty('VatRate', VAT_RATE_CODES)
  code!: VatRate;
  @ApiProperty({ type: 'integer', example: 10 })
  percent!: number;
  @euroProperty()
  gross!: number;
  @euroProperty()
  vat!: number;
  @euroProperty()
  net!: number;
}
