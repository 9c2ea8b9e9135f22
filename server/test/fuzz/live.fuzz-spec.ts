import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { io, type Socket } from 'socket.io-client';
import { placeOrder } from '../support/admin-orders.js';
import { startTableSession } from '../support/guest.js';
import { connectLive, FIRST_START_MS, listen, type LiveProbe, pause, waitUntil } from '../support/live-socket.js';
import { adminToken } from '../support/staff.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { badValue, nested } from './bad-values.js';
import { fuzzSeed, seedFor } from './fuzz-seed.js';
import { send } from './raw-http.js';

/**
 * The live feed (Socket.IO at /socket.io) under bad input: malformed handshakes, malformed, oversized and
 * unknown packets from connected clients, nonsense replay requests, garbage Engine.IO requests. Meanwhile a
 * kitchen screen stays connected and must receive every new order; the server must answer health after
 * every batch and never fail a handshake as UNAVAILABLE (its "5xx": an unexpected error inside).
 */

const HANDSHAKES = 150;
const MISBEHAVING_CLIENTS = 150;
const ENGINE_REQUESTS = 100;
const BATCH_SIZE = 15;
const ANSWER_WITHIN_MS = 5_000;
const REFUSAL_CODES = ['UNAUTHORIZED', 'EXPIRED', 'BAD_REQUEST'];

type Auth = Record<string, unknown> | ((cb: (data: unknown) => void) => void);

/** What became of one connection attempt. */
type Outcome =
  { kind: 'refused'; message: string; code?: string } | { kind: 'accepted' } | { kind: 'closed'; reason: string } | { kind: 'no answer' };

function attemptHandshake(url: string, auth: Auth): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = io(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true, timeout: ANSWER_WITHIN_MS });
    const done = (outcome: Outcome) => {
      clearTimeout(timer);
      socket.close();
      resolve(outcome);
    };
    const timer = setTimeout(() => done({ kind: 'no answer' }), ANSWER_WITHIN_MS + 1_000);
    socket.on('hello', () => done({ kind: 'accepted' }));
    socket.on('disconnect', (reason: string) => done({ kind: 'closed', reason }));
    socket.on('connect_error', (err: Error & { data?: { code?: string } }) =>
      done(err.data ? { kind: 'refused', message: err.message, code: err.data.code } : { kind: 'closed', reason: err.message }),
    );
  });
}

/** Handshakes no client of the product sends: tokens of every wrong kind, nonsense lastSeq, huge and odd auth payloads. */
function badHandshakes(tokens: { staff: string; guest: string }): fc.Arbitrary<{ what: string; auth: Auth }> {
  const validToken = fc.constantFrom(tokens.staff, tokens.guest);
  const garbageToken = fc.oneof(
    badValue,
    fc.constantFrom(
      '',
      'x.y.z',
      `${tokens.staff.slice(0, -2)}xx`,
      `Bearer ${tokens.staff}`,
      `${tokens.staff}.${tokens.guest}`,
      'a'.repeat(20_000),
    ),
    fc.string({ maxLength: 200 }),
  );
  const nonsenseLastSeq = fc.oneof(badValue, fc.constantFrom(-1, 1.5, '1e3', '-0', 2 ** 53, 1e308, '9'.repeat(40), 999_999_999, '0007'));
  return fc.oneof(
    garbageToken.map((token) => ({ what: 'garbage token', auth: { token } })),
    fc.tuple(validToken, nonsenseLastSeq).map(([token, lastSeq]) => ({ what: 'nonsense lastSeq', auth: { token, lastSeq } })),
    fc.tuple(garbageToken, nonsenseLastSeq).map(([token, lastSeq]) => ({ what: 'garbage token and lastSeq', auth: { token, lastSeq } })),
    fc.constantFrom<{ what: string; auth: Auth }>(
      { what: 'no auth', auth: {} },
      { what: 'auth not an object', auth: (cb) => cb('token') },
      { what: 'auth an array', auth: (cb) => cb([tokens.staff]) },
      { what: 'auth null', auth: (cb) => cb(null) },
      { what: 'huge auth', auth: { token: tokens.staff, padding: 'x'.repeat(100_000) } },
      { what: 'many keys', auth: Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, i])) },
      { what: 'deep auth', auth: { token: tokens.staff, deep: nested(2_000) } },
      { what: '__proto__ in auth', auth: JSON.parse(`{"__proto__":{"token":"${tokens.staff}"}}`) as Record<string, unknown> },
    ),
  );
}

/** What a connected client may do wrong: unknown events, the server's own event names, oversized and malformed packets. */
type Misbehaviour = { what: string; act: (socket: Socket) => void };
const misbehaviour: fc.Arbitrary<Misbehaviour> = fc.oneof<fc.Arbitrary<Misbehaviour>[]>(
  fc
    .tuple(fc.string({ maxLength: 30 }), badValue)
    .map(([name, payload]) => ({ what: `unknown event "${name}"`, act: (s) => s.emit(name || 'x', payload) })),
  fc
    .tuple(fc.constantFrom('hello', 'order.created', 'order.updated', 'replay.truncated', 'disconnect', 'connect', 'error'), badValue)
    .map(([name, payload]) => ({
      what: `client sends "${name}"`,
      act: (s) =>
        ['disconnect', 'connect', 'error'].includes(name)
          ? s.io.engine.write(`42${JSON.stringify([name, payload ?? null])}`)
          : s.emit(name, payload),
    })),
  fc
    .integer({ min: 17_000, max: 300_000 })
    .map((size) => ({ what: `oversized payload (${size})`, act: (s) => s.emit('x', 'x'.repeat(size)) })),
  fc.uint8Array({ maxLength: 4_000 }).map((bytes) => ({ what: 'binary payload', act: (s) => s.emit('x', Buffer.from(bytes)) })),
  fc
    .constantFrom(
      '',
      'x',
      '2[',
      '2["a"',
      '2{}',
      '0',
      '0{"token":1}',
      '1',
      '3[]',
      '5-',
      '51-["x",{"_placeholder":true,"num":0}]',
      '9',
      '2/nope,["a"]',
      '21["a"]',
      `2${'['.repeat(5_000)}`,
    )
    .map((packet) => ({ what: `malformed packet ${JSON.stringify(packet.slice(0, 40))}`, act: (s) => s.io.engine.write(packet) })),
  fc
    .tuple(fc.string({ maxLength: 10 }), badValue)
    .map(([name, payload]) => ({ what: 'event with an ack', act: (s) => s.emit(name || 'x', payload, () => undefined) })),
);

/** Engine.IO HTTP requests with garbage in them (the polling transport). */
type EngineRequest = { method: string; path: string; body?: string; headers: Record<string, string> };
function engineRequests(sid: string): fc.Arbitrary<EngineRequest> {
  const query = fc.constantFrom(
    'EIO=3&transport=polling',
    'EIO=99&transport=polling',
    'EIO=abc&transport=polling',
    'EIO=4&transport=carrier-pigeon',
    'EIO=4&transport=websocket',
    'EIO=4&transport=polling&sid=garbage',
    `EIO=4&transport=polling&sid=${sid}x`,
    `EIO=4&transport=polling&sid=${sid}`,
    'EIO=4',
    'transport=polling',
    '',
    `EIO=4&transport=polling&j=${'9'.repeat(2_000)}`,
    'EIO=4&transport=polling&b64=%zz',
  );
  const body = fc.oneof(
    fc.constant(undefined),
    fc.constantFrom('4x', '1:4', '40', '42["x"]', '\u001e\u001e', 'x'.repeat(200_000), '6'),
    fc.string({ maxLength: 100 }),
  );
  const openSession = `EIO=4&transport=polling&sid=${sid}`;
  return (
    fc
      .tuple(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'), query, body)
      // A GET on the open session is a long poll that waits for data (25 s): the transport working, not bad input.
      .filter(([method, q]) => !(method === 'GET' && q === openSession))
      .map(([method, q, payload]): EngineRequest => ({
        method,
        path: `/socket.io/?${q}`,
        body: method === 'GET' ? undefined : payload,
        headers: payload === undefined || method === 'GET' ? {} : { 'content-type': 'text/plain;charset=UTF-8' },
      }))
  );
}

describe('live feed under bad input', () => {
  let t: TestApp;
  let url: string;
  let tokens: { staff: string; guest: string };
  let kitchen: LiveProbe;
  let seed: number;
  const ordersSeen: number[] = [];

  beforeAll(async () => {
    seed = fuzzSeed('Live fuzz');
    // The guest limits are not under test here; the orders placed between batches would run into them.
    t = await startTestApp({ env: { RATE_LIMIT_FACTOR: '0' } });
    url = await listen(t);
    tokens = { staff: await adminToken(t), guest: (await startTableSession(t, 2)).jwt };
    kitchen = await connectLive(url, { token: tokens.staff });
  }, FIRST_START_MS);
  afterAll(async () => {
    kitchen?.close();
    await t?.close();
    process.stdout.write(`Live fuzz (seed ${seed}): the kitchen screen received all ${ordersSeen.length} orders placed between batches.\n`);
  });

  /** After a batch: the server is healthy and the kitchen screen, connected all along, gets a new order. */
  async function stillServing(): Promise<void> {
    expect((await send(url, { method: 'GET', path: '/api/health', headers: {} })).status).toBe(200);
    const { orderId } = await placeOrder(t, { table: 1 });
    await waitUntil(
      () => kitchen.events.some((e) => e.name === 'order.created' && e.order.orderId === orderId),
      `order ${orderId} on the kitchen screen`,
    );
    expect(kitchen.disconnectReason).toBeNull();
    ordersSeen.push(orderId);
  }

  async function inBatches<T>(items: T[], each: (item: T) => Promise<string | null>): Promise<string[]> {
    const problems: string[] = [];
    for (let i = 0; i < items.length; i += BATCH_SIZE) {
      const found = await Promise.all(items.slice(i, i + BATCH_SIZE).map(each));
      problems.push(...found.filter((p): p is string => p !== null));
      await stillServing();
    }
    return problems;
  }

  it(`refuses ${HANDSHAKES} malformed handshakes with a reason, never as UNAVAILABLE`, async () => {
    const cases = fc.sample(badHandshakes(tokens), { seed: seedFor(seed, 'handshakes'), numRuns: HANDSHAKES });
    const outcomes = new Map<string, number>();
    const problems = await inBatches(cases, async ({ what, auth }) => {
      const outcome = await attemptHandshake(url, auth);
      const label = outcome.kind === 'refused' ? `refused ${outcome.code}` : outcome.kind;
      outcomes.set(label, (outcomes.get(label) ?? 0) + 1);
      if (outcome.kind === 'no answer') return `${what}: no answer within ${ANSWER_WITHIN_MS} ms`;
      if (outcome.kind === 'refused' && (!REFUSAL_CODES.includes(outcome.code ?? '') || !outcome.message))
        return `${what}: refused as ${outcome.code} "${outcome.message}"`;
      return null;
    });
    expect(problems).toEqual([]);
    expect(outcomes.get('refused UNAUTHORIZED')).toBeGreaterThan(0);
    expect(outcomes.get('refused BAD_REQUEST')).toBeGreaterThan(0);
    process.stdout.write(`Live fuzz handshakes: ${[...outcomes].map(([k, v]) => `${k} ×${v}`).join(', ')}\n`);
  });

  it(`survives ${MISBEHAVING_CLIENTS} connected clients sending unknown, oversized and malformed packets`, async () => {
    const cases = fc.sample(misbehaviour, { seed: seedFor(seed, 'packets'), numRuns: MISBEHAVING_CLIENTS });
    let closedByServer = 0;
    const problems = await inBatches(cases, async ({ what, act }) => {
      // A guest client has a session of its own: one session holds at most 5 live connections.
      const token = Math.random() < 0.5 ? tokens.staff : (await startTableSession(t, 2)).jwt;
      const probe = await connectLive(url, { token }).catch(() => null);
      if (!probe) return `${what}: a valid client could not connect`;
      act(probe.socket);
      await pause(100);
      if (probe.disconnectReason) closedByServer += 1;
      probe.close();
      return null;
    });
    expect(problems).toEqual([]);
    process.stdout.write(
      `Live fuzz packets: ${MISBEHAVING_CLIENTS} misbehaving clients, ${closedByServer} of them disconnected by the server.\n`,
    );
  });

  it(`answers ${ENGINE_REQUESTS} garbage Engine.IO requests without a 5xx`, async () => {
    const handshake = await send(url, { method: 'GET', path: '/socket.io/?EIO=4&transport=polling', headers: {} });
    expect(handshake.status).toBe(200);
    const sid = (JSON.parse(handshake.text.slice(1)) as { sid: string }).sid;
    const cases = fc.sample(engineRequests(sid), { seed: seedFor(seed, 'engine'), numRuns: ENGINE_REQUESTS });
    const problems = await inBatches(cases, async (request) => {
      const answer = await send(url, request).catch((err: Error) => ({ status: 0, text: err.message }));
      return answer.status >= 500 || answer.status === 0
        ? `${request.method} ${request.path} → ${answer.status} ${answer.text.slice(0, 200)}`
        : null;
    });
    expect(problems).toEqual([]);
  });
});
