import type { ServiceCallDto, StaffServiceCallDto } from './dto/service-call.dto.js';
import type { ServiceCallRow } from './service-calls.repository.js';

export function toServiceCallDto(call: ServiceCallRow): ServiceCallDto {
  return {
    callId: call.id,
    tableNumber: call.tableNumber,
    kind: call.kind,
    paymentMethod: call.paymentMethod,
    billScope: call.billScope,
    status: call.status,
    createdAt: call.createdAt.toISOString(),
    expiresAt: call.expiresAt.toISOString(),
    acknowledgedAt: call.acknowledgedAt?.toISOString() ?? null,
  };
}

export function toStaffServiceCallDto(call: ServiceCallRow): StaffServiceCallDto {
  const guestKey = call.billScope === 'OWN' ? call.sessionId : null;
  return { ...toServiceCallDto(call), tableId: call.tableId, acknowledgedBy: call.acknowledgedBy, guestKey };
}
