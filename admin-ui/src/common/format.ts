const TIME_ZONE = 'Europe/Vienna';

const euro = new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' });
const dateTime = new Intl.DateTimeFormat('de-AT', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const time = new Intl.DateTimeFormat('de-AT', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });

export const formatEuro = (amount: number | null | undefined) => euro.format(amount ?? 0);

/** German date and time in Europe/Vienna, e.g. 22.11.2026, 13:05. */
export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '–');

export const formatTime = (iso: string | null | undefined) => (iso ? time.format(new Date(iso)) : '–');

/** Whole minutes since a moment (never negative). */
export const minutesSince = (iso: string, now = Date.now()) => Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
