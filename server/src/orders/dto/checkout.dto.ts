import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { PAYMENT_METHODS, type PaymentMethod } from '../order-status.js';

export class CheckoutDto {
  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod' })
  @IsIn(PAYMENT_METHODS, { message: 'muss CASH oder CARD sein' })
  paymentMethod: PaymentMethod;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Der Warenkorb, den das Handy zeigte; schon von einem anderen Handy gesendet: 409 mit orderId und orderNumber',
  })
  @IsOptional()
  @IsUUID('all', { message: 'muss eine UUID sein' })
  basketId?: string;
}
