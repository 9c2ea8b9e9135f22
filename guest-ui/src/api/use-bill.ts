import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Language } from '../i18n/languages.ts';
import type { GuestSession } from '../session/session-store.ts';
import { type GuestBill, loadBill } from './bill.ts';
import { HttpError } from './http.ts';
import { useLiveNews } from './live-feed.ts';

/** Live news often come in a burst (one payment over several orders): they load the bill once, this long after the last. */
const BILL_RELOAD_DELAY_MS = 300;

interface BillState {
  bill: GuestBill | null;
  /** The last load failed (the bill shown, if any, is the one before). */
  failed: boolean;
  /** The server has no table bill for this session (404: takeaway). */
  notAtTable: boolean;
  reload: () => void;
}

/**
 * The table's open bill: loaded on mount, and again when the live feed tells of an order change (placed, paid,
 * cancelled) or is back after a loss.
 */
export function useBill(session: GuestSession | null, lang: Language): BillState {
  const [bill, setBill] = useState<GuestBill | null>(null);
  const [failed, setFailed] = useState(false);
  const [notAtTable, setNotAtTable] = useState(false);
  const [loads, setLoads] = useState(0);
  const sessionId = session?.sessionId;
  // The session object is re-read from storage on each render; its id is what matters.
  const currentSession = useEffectEvent(() => session);
  const later = useRef<ReturnType<typeof setTimeout>>(undefined);
  const reload = () => setLoads((n) => n + 1);

  useEffect(() => {
    const session = currentSession();
    if (!session) return;
    const abort = new AbortController();
    loadBill(session, lang, abort.signal).then(
      (loaded) => {
        setBill(loaded);
        setFailed(false);
      },
      (err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        if (err instanceof HttpError && err.status === 404) setNotAtTable(true);
        else {
          console.warn('Loading the bill failed', err);
          setFailed(true);
        }
      },
    );
    return () => abort.abort();
  }, [sessionId, loads, lang]);

  useEffect(() => () => clearTimeout(later.current), []);

  useLiveNews(session?.jwt, (news) => {
    if (news.kind === 'order' || (news.kind === 'live' && news.again)) {
      clearTimeout(later.current);
      later.current = setTimeout(reload, BILL_RELOAD_DELAY_MS);
    }
  });

  return { bill, failed, notAtTable, reload };
}
