import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect } from '@jest/globals';
import { io, type Socket } from 'socket.io-client';
import { asGuest, type GuestSessionInfo, menuItemsByName } from './guest.js';
import { dropDatabase } from './postgres-databases.js';
import { startTestApp, type TestApp, type TestAppOptions, usingPostgres } from './test-app.js';

export interface LiveEvent {
  seq: number;
  type: string;
  message: string;
  parts?: unknown;
  createdAt: string;
  actorUser: string | null;
  order: { orderId: number; orderNumber: number; status: string; grossAmount?: number; items?: unknown[]; allowedActions?: string[] };
}

/** Lets the app listen on a free port (sockets need a real one) and returns its origin. */
export async function listen(t: TestApp): Promise<string> {
  if (!t.app.getHttpServer().listening) await t.app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
}

export async function waitUntil(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The first app of a test run builds the embedded template database: slow on a busy machine. */
export const FIRST_START_MS = 180_000;

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw Socket.IO client that records everything the feed sends it. */
export class LiveProbe {
  readonly socket: Socket;
  /** Every message in arrival order: order events, hello, replay.truncated. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- whatever the server sends; tests check it field by field
  readonly received: Array<{ name: string; payload: any }> = [];
  /** Why the connection ended (Socket.IO's reason), null while it is up. */
  disconnectReason: string | null = null;

  constructor(url: string, auth: { token?: unknown; lastSeq?: unknown }) {
    this.socket = io(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
    this.socket.onAny((name: string, payload: unknown) => this.received.push({ name, payload }));
    this.socket.on('disconnect', (reason: string) => (this.disconnectReason = reason));
  }

  /** Resolves with the ms it took the server to end the connection; fails after `withinMs`. */
  async serverDisconnect(withinMs: number): Promise<number> {
    const started = Date.now();
    await waitUntil(() => this.disconnectReason !== null, 'the server to end the connection', withinMs);
    expect(this.disconnectReason).toBe('io server disconnect');
    return Date.now() - started;
  }

  get events(): Array<LiveEvent & { name: string }> {
    return this.received.filter((m) => m.name.startsWith('order.')).map((m) => ({ name: m.name, ...m.payload }));
  }

  /** The payloads of every message of one name, in arrival order (service calls, basket and menu changes). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as `received`
  messages(name: string): any[] {
    return this.received.filter((m) => m.name === name).map((m) => m.payload);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as `received`
  async waitForMessages(name: string, count: number): Promise<any[]> {
    await waitUntil(() => this.messages(name).length >= count, `${count} ${name} (have ${this.messages(name).length})`);
    return this.messages(name);
  }

  get seqs(): number[] {
    return this.events.map((e) => e.seq);
  }

  /** Resolves with hello's lastSeq (the replay is done by then). */
  async hello(): Promise<number> {
    await waitUntil(() => this.received.some((m) => m.name === 'hello'), 'hello');
    return this.received.find((m) => m.name === 'hello')!.payload.lastSeq;
  }

  async waitForEvents(count: number): Promise<Array<LiveEvent & { name: string }>> {
    await waitUntil(() => this.events.length >= count, `${count} events (have ${this.events.length})`);
    return this.events;
  }

  close(): void {
    this.socket.close();
  }
}

/** Connects and waits for hello. */
export async function connectLive(url: string, auth: { token?: unknown; lastSeq?: unknown }): Promise<LiveProbe> {
  const probe = new LiveProbe(url, auth);
  await probe.hello();
  return probe;
}

/** The `connect_error` a refused handshake gives (or an error if it is accepted). */
export function refusal(url: string, auth: object): Promise<{ message: string; data?: { code: string } }> {
  return new Promise((resolve, reject) => {
    const socket = io(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
    socket.on('connect', () => {
      socket.close();
      reject(new Error('connection was accepted'));
    });
    socket.on('connect_error', (err: Error & { data?: { code: string } }) => {
      socket.close();
      resolve({ message: err.message, data: err.data });
    });
  });
}

/** Puts a dish in the guest's basket and checks out; returns the order. */
export async function orderAsGuest(t: TestApp, session: GuestSessionInfo, dish = 'Rindsgulasch') {
  const item = (await menuItemsByName(t)).get(dish)!;
  const guest = asGuest(t, session);
  await guest.add({ menuItemId: item.menuItemId, quantity: 1 }).expect(201);
  return (await guest.checkout().expect(201)).body as { orderId: number; orderNumber: number };
}

/** The seqs in `order_events` after `lastSeq` (of one session when given), ascending. */
export async function seqsAfter(t: TestApp, lastSeq: number, sessionId?: string): Promise<number[]> {
  const { DataSource } = await import('typeorm');
  const rows: Array<{ seq: number | string }> = sessionId
    ? await t.app
        .get(DataSource)
        .query('SELECT seq FROM order_events WHERE seq > $1 AND session_id = $2 ORDER BY seq', [lastSeq, sessionId])
    : await t.app.get(DataSource).query('SELECT seq FROM order_events WHERE seq > $1 ORDER BY seq', [lastSeq]);
  return rows.map((r) => Number(r.seq));
}

/**
 * Makes every event before `seq` an hour older. A replay from `seq` resends the events written in the 30 s before it
 * (they may have been on their way still); after this it has none to resend, so a test can expect an exact replay.
 */
export async function ageEventsBefore(t: TestApp, seq: number): Promise<void> {
  const { DataSource } = await import('typeorm');
  await t.app.get(DataSource).query(`UPDATE order_events SET created_at = created_at - interval '1 hour' WHERE seq < $1`, [seq]);
}

/**
 * An app that can be stopped and started again on the same database (PGlite data dir or
 * PostgreSQL URL); `dispose` closes whatever runs and removes the database.
 */
export async function startRestartableApp() {
  let current: TestApp | null = await startTestApp();
  const { dataDir, databaseUrl } = current.config;
  return {
    first: current,
    async restart(): Promise<TestApp> {
      await current?.close({ keepData: true });
      current = usingPostgres() ? await startTestApp({ databaseUrl: databaseUrl! }) : await startTestApp({ dataDir });
      return current;
    },
    async stop(): Promise<void> {
      await current?.close({ keepData: true });
      current = null;
    },
    async dispose(): Promise<void> {
      await current?.close({ keepData: true });
      // Its close() leaves the database, as every restart does.
      if (databaseUrl) await dropDatabase(process.env.TEST_DATABASE_URL!, new URL(databaseUrl).pathname.slice(1));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until `count` server processes' live adapters LISTEN on PostgreSQL (before anything is published across them). */
export async function adaptersListening(t: TestApp, count: number): Promise<void> {
  const { DataSource } = await import('typeorm');
  await waitUntil(async () => {
    const [{ n }] = await t.app
      .get(DataSource)
      .query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'tischlein-live' AND query LIKE 'LISTEN%'`,
      );
    return n >= count;
  }, `${count} adapters to listen`);
}

/**
 * Two server processes on one PostgreSQL database (the first's), both listening on a port, both live adapters
 * LISTENing: what one publishes reaches the other's connections.
 */
export async function startTwoProcesses(options: TestAppOptions = {}): Promise<[TestApp, TestApp]> {
  const a = await startTestApp(options);
  const b = await startTestApp({ ...options, databaseUrl: a.config.databaseUrl! });
  await Promise.all([listen(a), listen(b)]);
  await adaptersListening(a, 2);
  return [a, b];
}

/** Two processes for a describe block, with the live probes its tests open (closed with the processes). */
export interface TwoProcesses {
  a: TestApp;
  b: TestApp;
  probes: LiveProbe[];
}

/**
 * Starts two processes on one PostgreSQL database before the block's tests (see startTwoProcesses) and closes
 * them, and every probe its tests pushed, after them. Read `a` and `b` inside the tests: they are set then.
 */
export function useTwoProcesses(options: TestAppOptions = {}): TwoProcesses {
  const two = { probes: [] } as unknown as TwoProcesses;
  beforeAll(async () => {
    [two.a, two.b] = await startTwoProcesses(options);
  });
  afterAll(async () => {
    two.probes.forEach((p) => p.close());
    await two.b?.close();
    await two.a?.close();
  });
  return two;
}
