import type { Order } from '../orders/order.types';
import type { StaffServiceCall } from '../common/service-calls/serviceCalls';
import type { OpenTable } from '@tischlein/api-types';

/**
 * What one table waits for: its open calls and its accepted orders (to be served), each oldest first; and what it
 * owes: its served orders not paid yet.
 */
export interface TableService {
  tableId: number;
  tableNumber: number;
  calls: StaffServiceCall[];
  orders: Order[];
  unpaid: Order[];
  /** The unpaid orders' total, in cents. */
  unpaidCents: number;
  /** The table's open bill (every unpaid order, served or not): what is open and since when; null: nothing open. */
  bill: OpenTable | null;
  /** When the oldest call or order to serve began: the table that has waited longest comes first. */
  waitingSince: number;
}

const byTime =
  <T>(time: (item: T) => string) =>
  (a: T, b: T) =>
    Date.parse(time(a)) - Date.parse(time(b));

/**
 * The tables that wait for the floor staff, the longest-waiting first (then by table number): every table with
 * an open call or an order the server says may now be served (`complete` among its `allowedActions`: accepted
 * orders); after them the tables that only owe (served orders with `pay` allowed, or an open bill), by number. Orders without a table
 * (takeaway, delivery) are not served at one.
 */
export function tablesWaiting(calls: StaffServiceCall[], orders: Order[], served: Order[] = [], bills: OpenTable[] = []): TableService[] {
  const tables = new Map<number, TableService>();
  const tableOf = (tableId: number, tableNumber: number) => {
    let table = tables.get(tableId);
    if (!table)
      tables.set(
        tableId,
        (table = { tableId, tableNumber, calls: [], orders: [], unpaid: [], unpaidCents: 0, bill: null, waitingSince: Infinity }),
      );
    return table;
  };
  for (const call of calls) {
    const table = tableOf(call.tableId, call.tableNumber);
    table.calls.push(call);
    table.waitingSince = Math.min(table.waitingSince, Date.parse(call.createdAt));
  }
  for (const order of orders) {
    if (!order.allowedActions.includes('complete') || order.tableId == null || order.tableNumber == null) continue;
    const table = tableOf(order.tableId, order.tableNumber);
    table.orders.push(order);
    table.waitingSince = Math.min(table.waitingSince, Date.parse(order.submittedAt));
  }
  for (const order of served) {
    if (!order.allowedActions.includes('pay') || order.tableId == null || order.tableNumber == null) continue;
    const table = tableOf(order.tableId, order.tableNumber);
    table.unpaid.push(order);
    table.unpaidCents += Math.round(order.grossAmount * 100);
  }
  for (const bill of bills) tableOf(bill.tableId, bill.tableNumber).bill = bill;
  return [...tables.values()]
    .map((table) => ({
      ...table,
      calls: table.calls.sort(byTime((c) => c.createdAt)),
      orders: table.orders.sort(byTime((o) => o.submittedAt)),
      unpaid: table.unpaid.sort(byTime((o) => o.submittedAt)),
    }))
    .sort((a, b) => a.waitingSince - b.waitingSince || a.tableNumber - b.tableNumber);
}
