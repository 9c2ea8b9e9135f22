import type { PaymentMethod } from '@tischlein/api-types';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { afterFirstPaint } from '../app/after-first-paint.ts';
import { KEY_PREFIX, readJson, writeJson } from '../prefs/storage.ts';
import type { GuestSession } from '../session/session-store.ts';
import { useLiveNews } from './live-feed.ts';
import { type BillScope, callService, loadServiceCalls, type ServiceCall, type ServiceCallKind } from './service-calls.ts';

/** idle: can be called; waiting: called, nobody has answered yet (calling again would only answer the same call); coming: "Kommt gleich". */
export type CallState = 'idle' | 'waiting' | 'coming';

/** The server keeps acknowledged calls in the table's list this long by default (SERVICE_CALL_MINUTES). */
const ACKNOWLEDGED_SHOWN_MS = 15 * 60_000;
/** Bounds for asking the server again when an open call lapses or an acknowledgement fades (phone clocks may be off). */
const RECHECK_MIN_MS = 60_000;
const RECHECK_MAX_MS = 30 * 60_000;

/** The list with this call in it, replacing an older state of the same call. */
export function withCall(calls: ServiceCall[], call: ServiceCall): ServiceCall[] {
  return [...calls.filter((c) => c.callId !== call.callId), call].sort((a, b) => a.callId - b.callId);
}

const newestOf = (calls: ServiceCall[], kind: ServiceCallKind) =>
  calls.filter((c) => c.kind === kind).reduce<ServiceCall | null>((a, c) => (!a || c.callId > a.callId ? c : a), null);

/** The table's newest call of the kind decides what its button shows. */
export function callState(calls: ServiceCall[], kind: ServiceCallKind): CallState {
  const newest = newestOf(calls, kind);
  if (newest?.status === 'OPEN') return 'waiting';
  if (newest?.status === 'ACKNOWLEDGED') return 'coming';
  return 'idle';
}

/** A bill call as this phone asked for it. */
export type SentBillCall = Pick<ServiceCall, 'callId' | 'paymentMethod' | 'billScope'>;

/** Whom the table's bill call is for, as this phone sees it: its own lines, the whole table, or another guest's lines. */
export type BillFor = 'OWN' | 'TABLE' | 'OTHER';

/**
 * Whom the newest bill call is for. The table's phones all see every call, but only the phone that asked knows that
 * "nur meine Positionen" means its guest: a call with OWN counts as this guest's while it is as this phone sent it
 * (another phone asking with other words takes the call over).
 */
export function billFor(calls: ServiceCall[], sent: SentBillCall[]): BillFor | null {
  const newest = newestOf(calls, 'BILL');
  if (!newest?.billScope || newest.status === 'EXPIRED') return null;
  if (newest.billScope === 'TABLE') return 'TABLE';
  const asSent = sent.some((s) => s.callId === newest.callId && s.paymentMethod === newest.paymentMethod && s.billScope === 'OWN');
  return asSent ? 'OWN' : 'OTHER';
}

// The bill calls this phone sent in its session, kept across a reload.
const SENT_BILL_CALLS_KEY = `${KEY_PREFIX}sent_bill_calls_v1`;
const SENT_KEPT = 10;

function sentBillCalls(sessionId: string | undefined): SentBillCall[] {
  const stored = readJson<{ sessionId?: unknown; calls?: unknown }>(SENT_BILL_CALLS_KEY);
  return sessionId && stored?.sessionId === sessionId && Array.isArray(stored.calls) ? (stored.calls as SentBillCall[]) : [];
}

function rememberSent(sessionId: string, call: ServiceCall): SentBillCall[] {
  const { callId, paymentMethod, billScope } = call;
  const calls = [...sentBillCalls(sessionId).filter((c) => c.callId !== callId), { callId, paymentMethod, billScope }].slice(-SENT_KEPT);
  writeJson(SENT_BILL_CALLS_KEY, { sessionId, calls });
  return calls;
}

/** When to ask the server again: once the first open call lapses or acknowledgement fades; null when nothing will. */
export function recheckIn(calls: ServiceCall[], now: number): number | null {
  const moments = calls.flatMap((c) => {
    if (c.status === 'OPEN') return [Date.parse(c.expiresAt)];
    if (c.status === 'ACKNOWLEDGED' && c.acknowledgedAt) return [Date.parse(c.acknowledgedAt) + ACKNOWLEDGED_SHOWN_MS];
    return [];
  });
  const first = Math.min(...moments.filter(Number.isFinite));
  return Number.isFinite(first) ? Math.min(RECHECK_MAX_MS, Math.max(RECHECK_MIN_MS, first - now)) : null;
}

interface ServiceCallsState {
  waiter: CallState;
  bill: CallState;
  /** Whom the bill call (open or acknowledged) is for; null without one. */
  billFor: BillFor | null;
  /** The kind being sent right now, else null. */
  sending: ServiceCallKind | null;
  /** Calls staff; throws what the server refused (429: too fast). */
  call: (kind: ServiceCallKind, paymentMethod?: PaymentMethod, billScope?: BillScope) => Promise<void>;
}

/**
 * The table's service calls: loaded on mount and when the live connection is back after a loss, changed live
 * by the calls any phone at the table makes and by staff's acknowledgement. Nothing for takeaway.
 */
export function useServiceCalls(session: GuestSession | null): ServiceCallsState {
  const [calls, setCalls] = useState<ServiceCall[]>([]);
  const [sending, setSending] = useState<ServiceCallKind | null>(null);
  const [loads, setLoads] = useState(0);
  const atTable = session?.entryType === 'TABLE';
  const sessionId = atTable ? session.sessionId : undefined;
  const [sent, setSent] = useState(() => sentBillCalls(sessionId));
  // The session object is re-read from storage on each render; its id is what matters.
  const currentSession = useEffectEvent(() => session);
  const reload = () => setLoads((n) => n + 1);
  // A call answered or heard while a load was under way may be missing from its answer: that load asks again.
  const changes = useRef(0);
  const learn = (call: ServiceCall) => {
    changes.current += 1;
    setCalls((shown) => withCall(shown, call));
  };

  useEffect(() => {
    const session = currentSession();
    if (!sessionId || !session) return;
    const abort = new AbortController();
    const changesBefore = changes.current;
    // Not part of the first screen: the request waits until that is painted.
    void afterFirstPaint()
      .then(() => loadServiceCalls(session, abort.signal))
      .then(
        (list) => (changes.current === changesBefore ? setCalls(list) : setLoads((n) => n + 1)),
        (err: unknown) => {
          if ((err as Error).name !== 'AbortError') console.warn('Loading the service calls failed', err);
        },
      );
    return () => abort.abort();
  }, [sessionId, loads]);

  useLiveNews(atTable ? session.jwt : undefined, (news) => {
    if (news.kind === 'service-call') learn(news.call);
    // Whatever changed while the connection was lost was missed.
    if (news.kind === 'live' && news.again) reload();
  });

  useEffect(() => {
    const wait = recheckIn(calls, Date.now());
    if (wait === null) return;
    const timer = setTimeout(() => setLoads((n) => n + 1), wait);
    return () => clearTimeout(timer);
  }, [calls]);

  const call = async (kind: ServiceCallKind, paymentMethod?: PaymentMethod, billScope?: BillScope) => {
    if (!session) return;
    setSending(kind);
    try {
      const answer = await callService(session, kind, paymentMethod, billScope);
      if (answer.kind === 'BILL') setSent(rememberSent(session.sessionId, answer));
      learn(answer);
    } finally {
      setSending(null);
    }
  };

  return { waiter: callState(calls, 'WAITER'), bill: callState(calls, 'BILL'), billFor: billFor(calls, sent), sending, call };
}
