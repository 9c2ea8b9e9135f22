import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PAYMENT_METHODS, type PaymentMethod } from '../../orders/order-status.js';
import { BILL_SCOPES, type BillScope, SERVICE_CALL_KINDS, type ServiceCallKind } from '../service-call.entity.js';

export class CreateServiceCallDto {
  @ApiProperty({ enum: SERVICE_CALL_KINDS, enumName: 'ServiceCallKind', description: 'WAITER: Kellner rufen; BILL: Rechnung bitte' })
  @IsIn(SERVICE_CALL_KINDS, { message: `muss einer von ${SERVICE_CALL_KINDS.join(', ')} sein` })
  kind: ServiceCallKind;

  @ApiPropertyOptional({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod', description: 'Nur bei BILL, dort Pflicht: Bar oder Karte' })
  @IsOptional()
  @IsIn(PAYMENT_METHODS, { message: `muss einer von ${PAYMENT_METHODS.join(', ')} sein` })
  paymentMethod?: PaymentMethod;

  @ApiPropertyOptional({
    enum: BILL_SCOPES,
    enumName: 'BillScope',
    description: 'Nur bei BILL: nur meine Positionen (OWN) oder für den ganzen Tisch (TABLE, der Standard)',
  })
  @IsOptional()
  @IsIn(BILL_SCOPES, { message: `muss einer von ${BILL_SCOPES.join(', ')} sein` })
  billScope?: BillScope;
}
