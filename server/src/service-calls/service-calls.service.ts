import { Injectable } from '@nestjs/common';
import { conflict, fieldError, guestRefusal, notFound } from '../common/api-error.js';
import { AppConfig } from '../config/app-config.js';
import { EventBus } from '../events/event-bus.service.js';
import type { ActiveSession } from '../sessions/sessions.repository.js';
import type { CreateServiceCallDto } from './dto/create-service-call.dto.js';
import type { ServiceCallDto, StaffServiceCallDto } from './dto/service-call.dto.js';
import { toServiceCallDto, toStaffServiceCallDto } from './service-call.mapper.js';
import { type ServiceCallRow, ServiceCallsRepository } from './service-calls.repository.js';

const ONLY_AT_TABLE = 'Kellner rufen und Rechnung bitte gibt es nur am Tisch.';
const PAYMENT_METHOD_REQUIRED = 'Bei "Rechnung bitte" bitte Bar oder Karte wählen';
const PAYMENT_METHOD_ONLY_FOR_BILL = 'nur bei "Rechnung bitte"';
const CALL_NOT_FOUND = 'Ruf nicht gefunden.';
const CALL_NOT_OPEN = 'Dieser Ruf ist nicht mehr offen.';

/**
 * Guests' calls for the waiter or the bill (one open per table and kind), and staff's acknowledgement
 * ("Kommt gleich"). Every change is told on the event bus: the live feed carries it to staff and the table.
 */
@Injectable()
export class ServiceCallsService {
  constructor(
    private readonly calls: ServiceCallsRepository,
    private readonly config: AppConfig,
    private readonly bus: EventBus,
  ) {}

  /** `created`: a new call (201); otherwise the open one of that kind is answered (200). */
  async call(guest: ActiveSession, dto: CreateServiceCallDto): Promise<{ created: boolean; call: ServiceCallDto }> {
    if (guest.tableId === null) throw conflict(ONLY_AT_TABLE, guestRefusal('ONLY_AT_TABLE'));
    if (dto.kind === 'BILL' && !dto.paymentMethod) throw fieldError('paymentMethod', PAYMENT_METHOD_REQUIRED);
    if (dto.kind === 'WAITER' && dto.paymentMethod) throw fieldError('paymentMethod', PAYMENT_METHOD_ONLY_FOR_BILL);
    if (dto.kind === 'WAITER' && dto.billScope) throw fieldError('billScope', 'nur bei BILL');
    const billScope = dto.kind === 'BILL' ? (dto.billScope ?? 'TABLE') : null;
    const { call, created, changed } = await this.calls.open(
      { tableId: guest.tableId, sessionId: guest.sessionId, kind: dto.kind, paymentMethod: dto.paymentMethod ?? null, billScope },
      this.config.serviceCallMinutes,
    );
    if (changed) this.tell(call);
    return { created, call: toServiceCallDto(call) };
  }

  /** What the guest's table sees: its open calls and those acknowledged lately. */
  async ofTable(guest: ActiveSession): Promise<ServiceCallDto[]> {
    if (guest.tableId === null) return [];
    return (await this.calls.ofTable(guest.tableId, this.config.serviceCallMinutes)).map(toServiceCallDto);
  }

  async open(): Promise<StaffServiceCallDto[]> {
    return (await this.calls.allOpen()).map(toStaffServiceCallDto);
  }

  /** 404 for an unknown call, 409 for one acknowledged or expired already. */
  async acknowledge(callId: number, userId: number): Promise<StaffServiceCallDto> {
    const call = await this.calls.acknowledge(callId, userId);
    if (!call)
      throw (await this.calls.findById(callId)) ? conflict(CALL_NOT_OPEN, guestRefusal('CALL_NOT_OPEN')) : notFound(CALL_NOT_FOUND);
    this.tell(call);
    return toStaffServiceCallDto(call);
  }

  private tell(call: ServiceCallRow): void {
    this.bus.emit('service-call.changed', { tableId: call.tableId, call: toStaffServiceCallDto(call), guestView: toServiceCallDto(call) });
  }
}
