import { IsIn } from 'class-validator';
import { PAYMENT_METHODS, type PaymentMethod } from '../order-status.js';

export class CheckoutDto {
  @IsIn(PAYMENT_METHODS, { message: 'muss CASH oder CARD sein' })
  paymentMethod: PaymentMethod;
}
