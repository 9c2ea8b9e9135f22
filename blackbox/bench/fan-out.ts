import { io, type Socket } from 'socket.io-client';
import { guestFlow, type Fixture } from '../harness/guest-flow.js';
import type { Client } from '../harness/http.js';
import { percentile } from './load.js';

const CONNECT_TIMEOUT_MS = 15_000;
const DELIVERY_TIMEOUT_MS = 5_000;
const CONNECT_BATCH = 20;

interface OrderCreated {
  order: { orderId: number };
}

/** Staff sockets, spread round-robin over `origins`, each recording when it received which order. */
class StaffSockets {
  private readonly sockets: Socket[] = [];
  /** orderId → receipt times (performance.now()) of order.created, one per socket. */
  readonly receipts = new Map<number, number[]>();

  async connect(origins: string[], count: number, token: string): Promise<void> {
    for (let first = 0; first < count; first += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - first) }, (_, k) =>
        this.open(origins[(first + k) % origins.length], token),
      );
      await Promise.all(batch);
    }
  }

  private open(origin: string, token: string): Promise<void> {
    const socket = io(origin, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      forceNew: true,
      reconnection: false,
      timeout: CONNECT_TIMEOUT_MS,
    });
    this.sockets.push(socket);
    socket.on('order.created', (event: OrderCreated) => {
      const at = performance.now();
      const list = this.receipts.get(event.order.orderId) ?? [];
      list.push(at);
      this.receipts.set(event.order.orderId, list);
    });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`socket to ${origin}: no hello after ${CONNECT_TIMEOUT_MS} ms`)), CONNECT_TIMEOUT_MS);
      socket.once('hello', () => {
        clearTimeout(timer);
        resolve();
      });
      socket.once('connect_error', (err: Error) => {
        clearTimeout(timer);
        reject(new Error(`socket to ${origin}: ${err.message}`));
      });
    });
  }

  get size(): number {
    return this.sockets.length;
  }

  close(): void {
    for (const socket of this.sockets) socket.disconnect();
  }
}

export interface FanOutResult {
  p95Ms: number;
  deliveries: number;
  /** Sockets that did not get an order within DELIVERY_TIMEOUT_MS, and failed checkouts. */
  errors: number;
  firstError?: string;
}

/**
 * Connects `sockets` staff sockets spread over `origins`, then sends `checkouts` guest checkouts one after
 * another to `client`: for each, the delay from the checkout answer arriving at the guest to each socket's
 * order.created (a socket that was first counts as 0).
 */
export async function measureFanOut(
  client: Client,
  fixture: Fixture,
  origins: string[],
  sockets: number,
  checkouts: number,
): Promise<FanOutResult> {
  const staff = new StaffSockets();
  const delays: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  try {
    await staff.connect(origins, sockets, fixture.adminToken);
    for (let i = 0; i < checkouts; i += 1) {
      let orderId: number;
      try {
        orderId = await guestFlow(client, fixture, 10_000 + i);
      } catch (err) {
        errors += 1;
        firstError ??= err instanceof Error ? err.message : String(err);
        continue;
      }
      const answeredAt = performance.now();
      const deadline = answeredAt + DELIVERY_TIMEOUT_MS;
      while ((staff.receipts.get(orderId)?.length ?? 0) < staff.size && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      const receipts = staff.receipts.get(orderId) ?? [];
      if (receipts.length < staff.size) {
        errors += staff.size - receipts.length;
        firstError ??= `order ${orderId}: ${staff.size - receipts.length} sockets got no order.created within ${DELIVERY_TIMEOUT_MS} ms`;
      }
      delays.push(...receipts.map((at) => Math.max(0, at - answeredAt)));
    }
  } finally {
    staff.close();
  }
  delays.sort((a, b) => a - b);
  return { p95Ms: percentile(delays, 95), deliveries: delays.length, errors, ...(firstError ? { firstError } : {}) };
}
