export const ORDER_STATUSES = ['IN_PROGRESS', 'APPROVED', 'REJECTED', 'COMPLETED', 'CANCELED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_TYPES = ['DINE_IN', 'TAKEAWAY', 'DELIVERY'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const PAYMENT_METHODS = ['CASH', 'CARD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** REFUNDED: the order was paid and then canceled; a credit note reversed its payment. */
export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
