import type { Order } from '../orders/order.types';

export type KitchenStep = 'approve' | 'complete';

/** The kitchen's one button on a ticket: approve or complete, whichever the server allows the order now (or none). */
export function kitchenStep(order: Pick<Order, 'allowedActions'>): KitchenStep | null {
  return order.allowedActions.find((action): action is KitchenStep => action === 'approve' || action === 'complete') ?? null;
}
