import { conflict } from '../common/api-error.js';
import type { OrderEventType } from './order-event.entity.js';
import type { OrderStatus, PaymentMethod, PaymentStatus } from './order-status.js';

export const STATUS_LABELS: Record<OrderStatus, string> = {
  IN_PROGRESS: 'Neu',
  APPROVED: 'Angenommen',
  REJECTED: 'Abgelehnt',
  COMPLETED: 'Abgeschlossen',
  CANCELED: 'Storniert',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = { PENDING: 'Offen', PAID: 'Bezahlt' };
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { CASH: 'Bar', CARD: 'Karte' };

export type OrderAction = 'approve' | 'reject' | 'complete' | 'cancel';

interface Transition {
  label: string;
  from: readonly OrderStatus[];
  to: OrderStatus;
  event: OrderEventType;
}

/** The order state machine (spec section 4); edit is always possible and is not a transition. */
export const TRANSITIONS: Record<OrderAction, Transition> = {
  approve: { label: 'Annehmen', from: ['IN_PROGRESS'], to: 'APPROVED', event: 'APPROVED' },
  reject: { label: 'Ablehnen', from: ['IN_PROGRESS', 'APPROVED'], to: 'REJECTED', event: 'REJECTED' },
  complete: { label: 'Abschließen', from: ['APPROVED'], to: 'COMPLETED', event: 'COMPLETED' },
  cancel: { label: 'Stornieren', from: ['IN_PROGRESS', 'APPROVED', 'REJECTED'], to: 'CANCELED', event: 'CANCELED' },
};

const statusName = (status: OrderStatus) => `„${STATUS_LABELS[status]}“ (${status})`;

/** The transition for `action` from `current`, or a 409 naming the current status. */
export function transitionFor(action: OrderAction, current: OrderStatus): Transition {
  const transition = TRANSITIONS[action];
  if (!transition.from.includes(current)) {
    const allowed = transition.from.map(statusName).join(' oder ');
    throw conflict(`${transition.label} nicht möglich: die Bestellung ist ${statusName(current)}; erlaubt nur bei ${allowed}.`);
  }
  return transition;
}

/** The timeline text of a status change. */
export function transitionMessage(action: OrderAction, reason?: string): string {
  switch (action) {
    case 'approve':
      return 'Bestellung angenommen';
    case 'reject':
      return `Bestellung abgelehnt: ${reason}`;
    case 'complete':
      return 'Bestellung abgeschlossen, Zahlung: Bezahlt';
    case 'cancel':
      return 'Bestellung storniert';
  }
}
