import { useEffect, useRef, useState } from 'react';
import { beep, useMuted } from '../common/sound';
import { arrivals, type StationTicket, workKeys } from './stationTickets';

/**
 * Beeps (unless muted) when a ticket gets work it did not have (a new order, a called course, an added line) and
 * answers what to announce to screen readers. What the screen shows when it first loads is known already.
 */
export function useArrivals(tickets: StationTicket[], loaded: boolean, describe: (ticket: StationTicket) => string): string {
  const [muted] = useMuted();
  const known = useRef<Set<string> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!loaded) return;
    const fresh = known.current ? arrivals(known.current, tickets) : [];
    known.current = workKeys(tickets);
    if (fresh.length === 0) return;
    if (!muted) beep();
    setAnnouncement(fresh.map(describe).join('. '));
  }, [tickets, loaded]); // eslint-disable-line react-hooks/exhaustive-deps
  return announcement;
}
