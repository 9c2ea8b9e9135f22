export const ORDER_STATUSES = ['IN_PROGRESS', 'APPROVED', 'REJECTED', 'COMPLETED', 'CANCELED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_TYPES = ['DINE_IN', 'TAKEAWAY', 'DELIVERY'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const PAYMENT_METHODS = ['CASH', 'CARD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['PENDING', 'PAID'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const OPEN_STATUSES: OrderStatus[] = ['IN_PROGRESS', 'APPROVED'];

export interface OrderItem {
  orderItemId: number;
  menuItemName: string;
  quantity: number;
  addings: string[];
  unitPrice?: number;
  priceFinal: number;
  typeCode?: string | null;
  vatCategory?: string | null;
}

export interface Order {
  id: number;
  orderId: number;
  orderNumber: string;
  status: OrderStatus;
  orderType: OrderType;
  tableId?: number | null;
  tableNumber?: number | string | null;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  grossAmount: number;
  itemsCount?: number;
  note?: string | null;
  rejectionReason?: string | null;
  invoiceNumber?: string | null;
  submittedAt: string;
  createdAt: string;
  updatedAt: string;
  items?: OrderItem[];
  taxBreakdown?: { code: string; percent: number; gross: number; vat: number }[];
}

export interface OrderEvent {
  seq: number;
  type: string;
  message: string;
  createdAt: string;
  actorUser: string | null;
}
