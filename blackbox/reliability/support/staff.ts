import { send, type Tally } from './traffic.js';

interface ListedOrder {
  orderId: number;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  invoiceNumber: string | null;
}

const PAGE_SIZE = 500;

/** Every order, through the back office's list; null when a page went unanswered (the server restarting). */
async function listOrders(baseUrl: string, token: string, tally: Tally): Promise<ListedOrder[] | null> {
  const orders: ListedOrder[] = [];
  for (let page = 0; ; page++) {
    const answer = await send(tally, baseUrl, 'GET', `/api/admin/orders?size=${PAGE_SIZE}&page=${page}&sort=orderNumber,asc`, { token });
    if (answer.status !== 200) return null;
    const { content, totalElements } = answer.body as { content: ListedOrder[]; totalElements: number };
    orders.push(...content);
    if (orders.length >= totalElements || content.length === 0) return orders;
  }
}

/** The next step of an order toward a paid and printed invoice, or null when it has one. */
function nextStep(order: ListedOrder): { method: string; path: string; body?: object } | null {
  const base = `/api/admin/orders/${order.orderId}`;
  if (order.status === 'IN_PROGRESS') return { method: 'POST', path: `${base}/approve` };
  if (order.status === 'APPROVED') return { method: 'POST', path: `${base}/complete` };
  if (order.status === 'COMPLETED' && order.paymentStatus !== 'PAID') {
    return { method: 'POST', path: `${base}/pay`, body: { paymentMethod: order.paymentMethod } };
  }
  if (order.status === 'COMPLETED' && !order.invoiceNumber) return { method: 'GET', path: `${base}/invoice` };
  return null;
}

/**
 * A waiter working through the orders: each is approved, completed (served) and paid, which issues its invoice.
 * One sweep reads every order and takes each one step; a request that went unanswered is simply tried again
 * in the next sweep from what the order then is. A 409 is an answer lost in a kill whose change had committed.
 * Resolves with the number of orders still short of an invoice.
 */
export async function sweepOrders(baseUrl: () => string, token: string, tally: Tally): Promise<number | null> {
  const orders = await listOrders(baseUrl(), token, tally);
  if (!orders) return null;
  let left = 0;
  for (const order of orders) {
    const step = nextStep(order);
    if (!step) continue;
    left += 1;
    const answer = await send(tally, baseUrl(), step.method, step.path, { token, body: step.body });
    if (answer.status >= 400 && answer.status < 500 && answer.status !== 409) {
      tally.failures.push(`${step.method} ${step.path} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    }
  }
  return left;
}

/** Sweeps until `stopped()` and then until every order has its invoice (or `deadlineMs` passes). */
export async function serveUntilDone(baseUrl: () => string, token: string, tally: Tally, stopped: () => boolean, deadlineMs: number) {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const left = await sweepOrders(baseUrl, token, tally);
    if (stopped() && left === 0) return;
    if (Date.now() > deadline) throw new Error('the orders were not all invoiced in time');
    await new Promise((resolve) => setTimeout(resolve, left === null ? 200 : 100));
  }
}
