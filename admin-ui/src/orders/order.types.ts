import type { Order as WireOrder, OrderDetail } from '@tischlein/api-types';

export type { OrderAction, OrderEvent, OrderItem, OrderStatus, PaymentMethod } from '@tischlein/api-types';
export { ORDER_STATUSES, ORDER_TYPES, PAYMENT_METHODS } from '@tischlein/api-types';

/** An order as the back office holds it: react-admin's `id` (the orderId), and the detail's fields once loaded. */
export type Order = WireOrder & Partial<Pick<OrderDetail, 'taxBreakdown' | 'invoicedAt'>> & { id: number };
