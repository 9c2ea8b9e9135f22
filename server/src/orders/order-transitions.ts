import { conflict } from '../common/api-error.js';
import type { OrderEventType } from './order-event.entity.js';
import type { OrderStatus } from './order-status.js';
import type { Order } from './order.entity.js';

const STATUS_LABELS: Record<OrderStatus, string> = {
  IN_PROGRESS: 'Neu',
  APPROVED: 'Angenommen',
  REJECTED: 'Abgelehnt',
  COMPLETED: 'Abgeschlossen',
  CANCELED: 'Storniert',
};

/** A change of status; each has its route (`POST /api/admin/orders/{id}/<action>`). */
export type TransitionAction = 'approve' | 'reject' | 'complete' | 'cancel';

/** Everything staff can do to an order, in the order the back office shows the buttons. */
export const ORDER_ACTIONS = ['approve', 'reject', 'complete', 'pay', 'cancel', 'refund', 'correct_payment', 'edit'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

interface Transition {
  label: string;
  from: readonly OrderStatus[];
  to: OrderStatus;
  event: OrderEventType;
}

/** The order state machine (spec section 4); edit is always possible and is not a transition. */
const TRANSITIONS: Record<TransitionAction, Transition> = {
  approve: { label: 'Annehmen', from: ['IN_PROGRESS'], to: 'APPROVED', event: 'APPROVED' },
  reject: { label: 'Ablehnen', from: ['IN_PROGRESS', 'APPROVED'], to: 'REJECTED', event: 'REJECTED' },
  complete: { label: 'Abschließen', from: ['APPROVED'], to: 'COMPLETED', event: 'COMPLETED' },
  cancel: { label: 'Stornieren', from: ['IN_PROGRESS', 'APPROVED', 'REJECTED'], to: 'CANCELED', event: 'CANCELED' },
};

const statusName = (status: OrderStatus) => `„${STATUS_LABELS[status]}“ (${status})`;

type ActionRuleInput = Pick<Order, 'status' | 'paymentStatus'> & Partial<Pick<Order, 'invoiceNumber'>>;

/**
 * Whether each action is possible on an order as it is now. The back office shows exactly these (`allowedActions`
 * of every staff answer) and keeps no rule of its own; a new action is one more line here,
 * and may look at more of the order than its status.
 */
const ALLOWED: Record<OrderAction, (order: ActionRuleInput) => boolean> = {
  approve: (order) => TRANSITIONS.approve.from.includes(order.status),
  reject: (order) => TRANSITIONS.reject.from.includes(order.status) && paidOrderRefusal('reject', order) === null,
  complete: (order) => TRANSITIONS.complete.from.includes(order.status),
  pay: (order) => paymentRefusal(order) === null,
  cancel: (order) => TRANSITIONS.cancel.from.includes(order.status) && paidOrderRefusal('cancel', order) === null,
  refund: (order) => reversalRefusal(order) === null,
  correct_payment: (order) => reversalRefusal(order) === null,
  edit: () => true,
};

/** The actions the order allows now, in ORDER_ACTIONS' order. */
export function allowedActions(order: ActionRuleInput): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => ALLOWED[action](order));
}

/**
 * Why the order cannot be paid now, or null when it can: once, and not when it was rejected or canceled. An order
 * may be paid before it is served (takeaway at the counter) and after.
 */
export function paymentRefusal(order: ActionRuleInput): string | null {
  if (order.paymentStatus === 'PAID') return 'Die Bestellung ist bereits bezahlt.';
  if (order.status === 'REJECTED' || order.status === 'CANCELED')
    return `Bezahlen nicht möglich: die Bestellung ist ${statusName(order.status)}.`;
  return null;
}

/**
 * Rejecting or canceling a paid order would drop money that was collected: a paid order is canceled with a credit
 * note (`refund`).
 */
export function paidOrderRefusal(action: 'reject' | 'cancel', order: ActionRuleInput): string | null {
  if (order.paymentStatus === 'PENDING') return null;
  return `${TRANSITIONS[action].label} nicht möglich: die Bestellung ist bezahlt; eine bezahlte Bestellung storniert eine Stornorechnung.`;
}

/**
 * Why the payment of the order cannot be reversed (refund, correction), or null when it can. An order paid over its
 * table's bill has no invoice of its own (`invoiceNumber` null): its parts are reversed there, one payment each.
 */
export function reversalRefusal(order: ActionRuleInput): string | null {
  if (order.paymentStatus !== 'PAID') return 'Nur die Zahlung einer bezahlten Bestellung wird mit einer Stornorechnung aufgehoben.';
  if (order.invoiceNumber === null)
    return 'Die Bestellung wurde über die Tischrechnung bezahlt: dort die Zahlung des Teils stornieren (Stornorechnung).';
  return null;
}

/** The transition for `action` from `current`, or a 409 naming the current status. */
export function transitionFor(action: TransitionAction, current: OrderStatus): Transition {
  const transition = TRANSITIONS[action];
  if (!transition.from.includes(current)) {
    const allowed = transition.from.map(statusName).join(' oder ');
    throw conflict(`${transition.label} nicht möglich: die Bestellung ist ${statusName(current)}; erlaubt nur bei ${allowed}.`);
  }
  return transition;
}
