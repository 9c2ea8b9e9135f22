import type { Order } from '../../orders/order.types';

/** A complete order for unit tests; each test names only the fields it is about. */
export function testOrder({ id, ...fields }: Partial<Order> & { id: number }): Order {
  return {
    id,
    orderId: id,
    orderNumber: 100 + id,
    status: 'IN_PROGRESS',
    orderType: 'DINE_IN',
    tableId: null,
    tableNumber: null,
    paymentMethod: 'CASH',
    paymentStatus: 'PENDING',
    grossAmount: 5,
    itemsCount: 1,
    note: null,
    enteredBy: null,
    rejectionReason: null,
    invoiceNumber: null,
    invoiceRecipient: null,
    invoiceRecipientEditable: true,
    submittedAt: '2026-05-08T11:00:00.000Z',
    createdAt: '2026-05-08T11:00:00.000Z',
    updatedAt: '2026-05-08T11:00:00.000Z',
    allowedActions: ['approve', 'reject', 'cancel', 'edit'],
    preparationState: 'NONE',
    nextCourse: null,
    items: [],
    ...fields,
  };
}
