import type { Order as WireOrder, OrderDetail } from '@tischlein/api-types';

export type { OrderAction, OrderEvent, OrderItem, OrderStatus, PaymentMethod, PaymentStatus } from '@tischlein/api-types';
export { ORDER_STATUSES, ORDER_TYPES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@tischlein/api-types';

/** An order as the back office holds it: react-admin's `id` (the orderId), and the detail's fields once loaded. */
export type Order = WireOrder & Partial<Pick<OrderDetail, 'taxBreakdown' | 'invoicedAt'>> & { id: number };
