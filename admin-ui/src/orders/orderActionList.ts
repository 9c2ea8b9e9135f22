import type { Order } from './order.types';
import { allows, type OrderAction } from './orderRules';

export const ACTION_ORDER: OrderAction[] = ['approve', 'reject', 'complete', 'cancel', 'edit'];

/** The actions the order's status allows, in a stable order. */
export const allowedActions = (order: Pick<Order, 'status'>) => ACTION_ORDER.filter((a) => allows(a, order.status));
