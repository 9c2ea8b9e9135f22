import { ApiProperty } from '@nestjs/swagger';
import { enumProperty, nullableProperty, timestampProperty } from '../../common/api-schema.js';
import { PAYMENT_METHODS, type PaymentMethod } from '../../orders/order-status.js';
import {
  BILL_SCOPES,
  type BillScope,
  SERVICE_CALL_KINDS,
  SERVICE_CALL_STATUSES,
  type ServiceCallKind,
  type ServiceCallStatus,
} from '../service-call.entity.js';

/** A service call as the guests at its table see it. */
export class ServiceCallDto {
  @ApiProperty({ type: 'integer' })
  callId!: number;
  @ApiProperty({ type: 'integer' })
  tableNumber!: number;
  @enumProperty('ServiceCallKind', SERVICE_CALL_KINDS)
  kind!: ServiceCallKind;
  @enumProperty('PaymentMethod', PAYMENT_METHODS, { nullable: true, description: 'Bei BILL: Bar oder Karte' })
  paymentMethod!: PaymentMethod | null;
  @enumProperty('BillScope', BILL_SCOPES, {
    nullable: true,
    description: 'Bei BILL: nur meine Positionen (OWN) oder der ganze Tisch (TABLE)',
  })
  billScope!: BillScope | null;
  @enumProperty('ServiceCallStatus', SERVICE_CALL_STATUSES)
  status!: ServiceCallStatus;
  @timestampProperty()
  createdAt!: string;
  @timestampProperty({ description: 'Bis dann bleibt ein unbeantworteter Ruf offen' })
  expiresAt!: string;
  @timestampProperty({ nullable: true, description: '"Kommt gleich": wann ihn jemand vom Personal angenommen hat' })
  acknowledgedAt!: string | null;
}

/** A service call as staff see it: with the table's id and who acknowledged it. */
export class StaffServiceCallDto extends ServiceCallDto {
  @ApiProperty({ type: 'integer' })
  tableId!: number;
  @nullableProperty('string', { description: 'Benutzername dessen, der den Ruf angenommen hat' })
  acknowledgedBy!: string | null;
  @nullableProperty('string', { description: 'Bei BILL mit OWN: der Gast (BillGuestDto.key), dessen Positionen gemeint sind' })
  guestKey!: string | null;
}
