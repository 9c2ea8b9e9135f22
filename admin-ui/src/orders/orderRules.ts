import type { OrderStatus } from './order.types';

export type OrderAction = 'approve' | 'reject' | 'complete' | 'cancel' | 'edit';

/** The order state machine (spec 4): which action each status allows. */
export function allows(action: OrderAction, status: OrderStatus): boolean {
  switch (action) {
    case 'approve':
      return status === 'IN_PROGRESS';
    case 'reject':
      return status === 'IN_PROGRESS' || status === 'APPROVED';
    case 'complete':
      return status === 'APPROVED';
    case 'cancel':
      return status !== 'COMPLETED' && status !== 'CANCELED';
    case 'edit':
      return true;
  }
}
