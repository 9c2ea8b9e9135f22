import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PAYMENT_METHODS, type PaymentMethod } from '../../orders/order-status.js';
import { SERVICE_CALL_KINDS, type ServiceCallKind } from '../service-call.entity.js';

export class CreateServiceCallDto {
  @ApiProperty({ enum: SERVICE_CALL_KINDS, enumName: 'ServiceCallKind', description: 'WAITER: Kellner rufen; BILL: Rechnung bitte' })
  @IsIn(SERVICE_CALL_KINDS, { message: `muss einer von ${SERVICE_CALL_KINDS.join(', ')} sein` })
  kind: ServiceCallKind;

  @ApiPropertyOptional({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod', description: 'Nur bei BILL, dort Pflicht: Bar oder Karte' })
  @IsOptional()
  @IsIn(PAYMENT_METHODS, { message: `muss einer von ${PAYMENT_METHODS.join(', ')} sein` })
  paymentMethod?: PaymentMethod;
}
