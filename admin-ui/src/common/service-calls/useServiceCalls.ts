import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { failureText } from '../serverError';
import { useNow } from '../useNow';
import { beep, useMuted } from '../sound';
import { useLiveServiceCalls } from '../../providers/useLiveFeed';
import type { AppDataProvider } from '../../providers/dataProvider';
import {
  applyCallChange,
  boardFromList,
  EMPTY_CALL_BOARD,
  hasNewCall,
  unexpired,
  type CallBoard,
  type StaffServiceCall,
} from './serviceCalls';

const CALLS_KEY = ['service-calls'];
// Live events keep the list; this reload catches a lost one, as the kitchen board does.
const SAFETY_REFETCH_MS = 30_000;
// Ages read in whole minutes, and a lapsed call goes within this long.
const TICK_MS = 10_000;
const TOAST_MS = 2200;

// Changes that arrive while the list loads: the answer may have been read before them, so they are applied to it.
const arrivingWhileLoading = new Set<StaffServiceCall[]>();

/** Beeps (unless muted) when a call shows that was not there before, whether an event or a reload brought it. */
function useNewCallSound(calls: StaffServiceCall[], loaded: boolean) {
  const [muted] = useMuted();
  const known = useRef<StaffServiceCall[] | null>(null);
  useEffect(() => {
    if (!loaded) return;
    if (known.current && hasNewCall(known.current, calls) && !muted) beep();
    known.current = calls;
  }, [calls, loaded, muted]);
}

/**
 * The open service calls, oldest first, for the waiter view and the kitchen screen: loaded once, kept by the live
 * feed (loaded again after each reconnect), lapsed ones hidden; `acknowledge` answers one with "Kommt gleich".
 */
export function useServiceCalls() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const now = useNow(TICK_MS);
  const [busy, setBusy] = useState<number[]>([]);
  const { data, isSuccess, refetch } = useQuery({
    queryKey: CALLS_KEY,
    queryFn: async ({ signal }) => {
      const arriving: StaffServiceCall[] = [];
      arrivingWhileLoading.add(arriving);
      try {
        const list = await dataProvider.getServiceCalls(signal);
        const closed = queryClient.getQueryData<CallBoard>(CALLS_KEY)?.closed ?? [];
        return arriving.reduce(applyCallChange, boardFromList(list, closed));
      } finally {
        arrivingWhileLoading.delete(arriving);
      }
    },
    refetchInterval: SAFETY_REFETCH_MS,
  });

  const apply = (call: StaffServiceCall) => {
    arrivingWhileLoading.forEach((arriving) => arriving.push(call));
    queryClient.setQueryData<CallBoard>(CALLS_KEY, (board) => applyCallChange(board ?? EMPTY_CALL_BOARD, call));
  };
  useLiveServiceCalls((call) => (call ? apply(call) : void refetch()));

  const calls = unexpired((data ?? EMPTY_CALL_BOARD).open, now);
  useNewCallSound(calls, isSuccess);

  const acknowledge = async (call: StaffServiceCall) => {
    setBusy((ids) => [...ids, call.callId]);
    try {
      apply(await dataProvider.acknowledgeServiceCall(call.callId));
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 409 || status === 404) {
        // Someone else was quicker, or it lapsed: it is not open any more.
        apply({ ...call, status: 'EXPIRED' });
        notify('app.service.not_open', { type: 'info', autoHideDuration: TOAST_MS });
      } else {
        notify(failureText(translate('app.service.failed'), error), { type: 'error', autoHideDuration: TOAST_MS });
      }
    } finally {
      setBusy((ids) => ids.filter((id) => id !== call.callId));
    }
  };

  return { calls, now, acknowledge, isBusy: (call: StaffServiceCall) => busy.includes(call.callId) };
}
