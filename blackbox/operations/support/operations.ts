import type { Client } from '../../harness/http.js';

export interface StaffOrder {
  orderId: number;
  orderNumber: number;
  status: string;
  grossAmount: number;
  itemsCount: number;
  invoiceNumber: string | null;
  allowedActions: string[];
  items: Array<{ menuItemName: string; quantity: number; priceFinal: number; addings: string[]; vatRate: string }>;
}

const PAGE_SIZE = 1000;
const MAX_PAGES = 50;

/** Every order through the back office's list (with items), oldest number first. */
export async function allOrders(client: Client, adminToken: string): Promise<StaffOrder[]> {
  const orders: StaffOrder[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await client.get<{ content: StaffOrder[]; totalElements: number }>(
      `/api/admin/orders?size=${PAGE_SIZE}&page=${page}&sort=orderNumber,asc`,
      adminToken,
    );
    orders.push(...answer.content);
    if (orders.length >= answer.totalElements || answer.content.length === 0) return orders;
  }
  throw new Error(`more than ${MAX_PAGES * PAGE_SIZE} orders`);
}

export const cents = (euro: number) => Math.round(euro * 100);
