import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { IsId } from '../../common/validation.js';
import { PayOrderDto } from '../../payments/dto/pay-order.dto.js';

/** The most parts a bill is split into, and the most lines one payment names: far above any table. */
export const MAX_PARTS = 50;
const MAX_LINES = 500;
const MAX_PIECES = 1000;

/** Pieces of one line of the bill: 2 of its 3 beers. */
export class BillLinePickDto {
  @ApiProperty({ type: 'integer', description: 'The order line (BillLineDto.orderItemId)' })
  @IsId()
  orderItemId: number;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_PIECES, description: 'How many of its open pieces' })
  @IsInt({ message: 'muss eine ganze Zahl sein' })
  @Min(1, { message: 'mindestens 1' })
  @Max(MAX_PIECES, { message: `höchstens ${MAX_PIECES}` })
  quantity: number;
}

/** One of `parts` equal parts of what is open at the table. */
export class BillShareDto {
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: MAX_PARTS,
    description: 'Pay 1 of this many equal parts of the open bill (1: all of it)',
  })
  @IsInt({ message: 'muss eine ganze Zahl sein' })
  @Min(1, { message: 'mindestens 1' })
  @Max(MAX_PARTS, { message: `höchstens ${MAX_PARTS}` })
  parts: number;
}

/**
 * A payment over a table's bill: either lines (pieces of them) or one equal part of what is open. `expectedCents` is
 * the amount the waiter showed the guest: when the bill changed meanwhile (another waiter paid), the payment is
 * refused instead of collecting another amount; it is required for an equal part.
 */
export class PayBillDto extends PayOrderDto {
  @ApiPropertyOptional({ type: [BillLinePickDto], maxItems: MAX_LINES })
  @IsOptional()
  @IsArray({ message: 'muss eine Liste sein' })
  @ArrayMinSize(1, { message: 'mindestens eine Position' })
  @ArrayMaxSize(MAX_LINES, { message: `höchstens ${MAX_LINES} Positionen` })
  @ValidateNested({ each: true })
  @Type(() => BillLinePickDto)
  lines?: BillLinePickDto[];

  @ApiPropertyOptional({ type: BillShareDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => BillShareDto)
  share?: BillShareDto;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'The amount (without tip) the waiter expects to collect' })
  @IsOptional()
  @IsInt({ message: 'muss eine ganze Zahl (Cent) sein' })
  @Min(0, { message: 'darf nicht negativ sein' })
  expectedCents?: number;
}
