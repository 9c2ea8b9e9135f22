import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { PAYMENT_METHODS, type PaymentMethod } from '../order-status.js';

export class CheckoutDto {
  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod' })
  @IsIn(PAYMENT_METHODS, { message: 'muss CASH oder CARD sein' })
  paymentMethod: PaymentMethod;
}
