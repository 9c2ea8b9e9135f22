import type { Fixture } from '../harness/guest-flow.js';
import type { Client } from '../harness/http.js';
import { pool, Recorder, type Stats } from './load.js';

interface ServerMetrics {
  rssBytes: number;
  eventLoopDelay: { p50Ms: number; p99Ms: number; maxMs: number };
}

export interface InvoiceResult {
  single: Stats;
  burst: Stats;
  /** Event-loop delay p99 of the server while the burst rendered (GET /api/admin/metrics, reset before). */
  eventLoopDelayP99Ms: number;
  errors: number;
}

/**
 * Approves, completes and pays `count` of the given orders (paying issues the invoice), renders each one's invoice
 * PDF alone, then all of them at once and reads the server's event-loop delay over that burst.
 */
export async function measureInvoices(client: Client, fixture: Fixture, orderIds: number[], count: number): Promise<InvoiceResult> {
  const token = fixture.adminToken;
  const completed: number[] = [];
  for (const orderId of orderIds.slice(0, count)) {
    await client.post(`/api/admin/orders/${orderId}/approve`, undefined, token);
    await client.post(`/api/admin/orders/${orderId}/complete`, undefined, token);
    await client.post(`/api/admin/orders/${orderId}/pay`, { paymentMethod: 'CARD' }, token);
    completed.push(orderId);
  }
  const single = new Recorder('invoice', 'one at a time');
  single.start();
  for (const orderId of completed) await single.time(() => client.get(`/api/admin/orders/${orderId}/invoice`, token));
  single.stop();
  const burst = new Recorder('invoice', `${completed.length} at once`);
  await client.get('/api/admin/metrics?reset=true', token);
  burst.start();
  await pool({ count: completed.length, concurrency: completed.length, maxMs: 60_000 }, (i) =>
    burst.time(() => client.get(`/api/admin/orders/${completed[i]}/invoice`, token)),
  );
  burst.stop();
  const metrics = await client.get<ServerMetrics>('/api/admin/metrics', token);
  const [singleStats, burstStats] = [single.stats(), burst.stats()];
  return {
    single: singleStats,
    burst: burstStats,
    eventLoopDelayP99Ms: metrics.eventLoopDelay.p99Ms,
    errors: singleStats.errors + burstStats.errors,
  };
}
