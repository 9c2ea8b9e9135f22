import type { Fixture } from '../../harness/guest-flow.js';

const REQUEST_TIMEOUT_MS = 15_000;
/** How long a guest keeps resending a checkout whose answer it did not get (the server restarting meanwhile). */
const CHECKOUT_RETRY_MS = 90_000;
const RETRY_PAUSE_MS = 150;

export interface Answer {
  /** The HTTP status, or 0 when no answer came (connection refused or reset, timeout). */
  status: number;
  body: unknown;
}

/** What every request of a run was answered, for the summary and the "no 5xx" check. */
export class Tally {
  readonly statuses = new Map<number, number>();
  /** Each 5xx or unexpected 4xx, described (method, path, status, body). */
  readonly failures: string[] = [];

  count(status: number): void {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }

  get requests(): number {
    return [...this.statuses.values()].reduce((a, b) => a + b, 0);
  }

  get unanswered(): number {
    return this.statuses.get(0) ?? 0;
  }

  get serverErrors(): number {
    return [...this.statuses].filter(([status]) => status >= 500).reduce((n, [, count]) => n + count, 0);
  }

  summary(): string {
    return [...this.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status === 0 ? 'no answer' : status}: ${count}`)
      .join(', ');
  }
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One request that never throws: no answer is status 0. Every 5xx is recorded as a failure. */
export async function send(tally: Tally, baseUrl: string, method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let answer: Answer;
  try {
    const response = await fetch(baseUrl + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON (a PDF, say): the text will do
    }
    answer = { status: response.status, body };
  } catch {
    answer = { status: 0, body: null };
  }
  tally.count(answer.status);
  if (answer.status >= 500) tally.failures.push(`${method} ${path} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;

export interface BasketLine {
  menuItemId: number;
  quantity?: number;
  addingIds?: number[];
}

/** A checkout a guest got an answer to: what it answered, and what the guest had put in the basket. */
export interface AnsweredCheckout {
  orderId: number;
  orderNumber: number;
  idempotencyKey: string;
  lines: BasketLine[];
  /** The statuses of every answered attempt with this key (201 once, 200 for each replay). */
  statuses: number[];
}

/** How a guest sends its checkout: once, again after the answer, or several copies at once (same key). */
export type Retry = 'none' | 'again-after-answer' | 'three-at-once';

export interface GuestOptions {
  /** Where the guest's requests go; asked before each attempt (a guest may move to another server). */
  baseUrl: () => string;
  tally: Tally;
  /** Keep going through failed requests (a server killed and restarted): start over, resend the checkout. */
  persevere: boolean;
}

/** The three basket lines the bench's guest flow orders, for guest `i`. */
export function basketFor(fixture: Fixture, i: number): BasketLine[] {
  const item = (k: number) => fixture.itemIds[(i + k) % fixture.itemIds.length];
  return [{ menuItemId: item(0), quantity: 2 }, fixture.itemsWithExtras[i % fixture.itemsWithExtras.length], { menuItemId: item(1) }];
}

class Abandoned extends Error {}

function expectOk(answer: Answer, what: string, options: GuestOptions): void {
  if (ok(answer)) return;
  if (answer.status === 0 && options.persevere) throw new Abandoned(what);
  const failure = `${what} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
  if (answer.status < 500) options.tally.failures.push(failure);
  throw new Error(failure);
}

/** Session, basket: resolves with the session, or throws Abandoned when a request went unanswered. */
async function fillBasket(fixture: Fixture, i: number, lines: BasketLine[], options: GuestOptions) {
  const code = fixture.tableCodes[i % fixture.tableCodes.length];
  // Each guest orders alone: guests at one table would otherwise share one basket.
  const started = await send(options.tally, options.baseUrl(), 'POST', `/api/sessions/start/${code}`, { body: { privateBasket: true } });
  expectOk(started, 'session start', options);
  const session = started.body as { sessionId: string; jwt: string };
  for (const line of lines) {
    const added = await send(options.tally, options.baseUrl(), 'POST', `/api/sessions/${session.sessionId}/basket/items`, {
      token: session.jwt,
      body: line,
    });
    expectOk(added, 'basket add', options);
  }
  return session;
}

/** Sends the checkout until it is answered (persevering) or once; every answered attempt's status is kept. */
async function checkoutOnce(
  session: { sessionId: string; jwt: string },
  key: string,
  i: number,
  options: GuestOptions,
  statuses: number[],
) {
  const deadline = Date.now() + CHECKOUT_RETRY_MS;
  for (;;) {
    const answer = await send(options.tally, options.baseUrl(), 'POST', `/api/sessions/${session.sessionId}/checkout`, {
      token: session.jwt,
      body: { paymentMethod: i % 2 ? 'CARD' : 'CASH' },
      headers: { 'Idempotency-Key': key },
    });
    if (answer.status !== 0) statuses.push(answer.status);
    if (ok(answer)) return answer.body as { orderId: number; orderNumber: number };
    if (answer.status !== 0 || !options.persevere || Date.now() > deadline) {
      const failure = `checkout ${key} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
      if (answer.status > 0 && answer.status < 500) options.tally.failures.push(failure);
      throw new Error(failure);
    }
    await pause(RETRY_PAUSE_MS);
  }
}

/**
 * A guest orders: session, three basket lines, checkout with an Idempotency-Key, retried as `retry` says. When
 * persevering, a session or basket request without an answer makes the guest start over with a new session (what
 * a phone does after "no connection"), and a checkout without an answer is sent again with the same key.
 */
export async function placeOrder(fixture: Fixture, i: number, key: string, retry: Retry, options: GuestOptions): Promise<AnsweredCheckout> {
  const lines = basketFor(fixture, i);
  for (;;) {
    let session;
    try {
      session = await fillBasket(fixture, i, lines, options);
    } catch (err) {
      if (err instanceof Abandoned) {
        await pause(RETRY_PAUSE_MS);
        continue;
      }
      throw err;
    }
    const statuses: number[] = [];
    const copies = retry === 'three-at-once' ? 3 : 1;
    const answers = await Promise.all(Array.from({ length: copies }, () => checkoutOnce(session, key, i, options, statuses)));
    if (retry === 'again-after-answer') answers.push(await checkoutOnce(session, key, i, options, statuses));
    const [first] = answers;
    if (answers.some((a) => a.orderId !== first.orderId || a.orderNumber !== first.orderNumber)) {
      options.tally.failures.push(`checkout ${key}: one key, several orders ${JSON.stringify(answers)}`);
    }
    return { orderId: first.orderId, orderNumber: first.orderNumber, idempotencyKey: key, lines, statuses };
  }
}
