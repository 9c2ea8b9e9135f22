import type { Order } from '../orders/order.types';
import type { StaffServiceCall } from '../common/service-calls/serviceCalls';

/** What one table waits for: its open calls and its accepted orders (to be served), each oldest first. */
export interface TableService {
  tableId: number;
  tableNumber: number;
  calls: StaffServiceCall[];
  orders: Order[];
  /** When the oldest of them began: the table that has waited longest comes first. */
  waitingSince: number;
}

const byTime =
  <T>(time: (item: T) => string) =>
  (a: T, b: T) =>
    Date.parse(time(a)) - Date.parse(time(b));

/**
 * The tables that wait for the floor staff, the longest-waiting first (then by table number): every table with
 * an open call or an order the server says may now be served (`complete` among its `allowedActions`: accepted
 * orders). Orders without a table (takeaway, delivery) are not served at one.
 */
export function tablesWaiting(calls: StaffServiceCall[], orders: Order[]): TableService[] {
  const tables = new Map<number, TableService>();
  const tableOf = (tableId: number, tableNumber: number) => {
    let table = tables.get(tableId);
    if (!table) tables.set(tableId, (table = { tableId, tableNumber, calls: [], orders: [], waitingSince: Infinity }));
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
  return [...tables.values()]
    .map((table) => ({
      ...table,
      calls: table.calls.sort(byTime((c) => c.createdAt)),
      orders: table.orders.sort(byTime((o) => o.submittedAt)),
    }))
    .sort((a, b) => a.waitingSince - b.waitingSince || a.tableNumber - b.tableNumber);
}
