import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentMethod, type PaymentStatus } from '../order-status.js';
import { Trim } from '../../common/transforms.js';

/** What staff may edit on an order; everything else (items, prices, status) is refused by the whitelist. */
export class UpdateOrderDto {
  /** Empty or null clears the note. */
  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: 1000 })
  @ValidateIf((_dto, value) => value !== null && value !== undefined)
  @Trim()
  @IsString({ message: 'muss ein Text sein' })
  @MaxLength(1000, { message: 'darf höchstens 1000 Zeichen lang sein' })
  note?: string | null;

  @ApiPropertyOptional({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod' })
  @IsOptional()
  @IsIn(PAYMENT_METHODS, { message: 'muss CASH oder CARD sein' })
  paymentMethod?: PaymentMethod;

  @ApiPropertyOptional({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus' })
  @IsOptional()
  @IsIn(PAYMENT_STATUSES, { message: 'muss PENDING oder PAID sein' })
  paymentStatus?: PaymentStatus;
}
