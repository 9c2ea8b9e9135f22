import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { ServiceCall } from './api/service-calls.ts';
import { ToastProvider } from './components/Toast.tsx';
import { I18nProvider } from './i18n/i18n.tsx';
import type { Language } from './i18n/languages.ts';

/** Renders with the German dictionary, as a guest with a German phone sees it. */
export function renderGerman(ui: ReactElement) {
  return render(<I18nProvider initial="de">{ui}</I18nProvider>);
}

/** Renders a whole screen as the app does: German (or the given language), with the toast area. */
export function renderScreen(ui: ReactElement, language: Language = 'de') {
  return render(
    <I18nProvider initial={language}>
      <ToastProvider>{ui}</ToastProvider>
    </I18nProvider>,
  );
}

export const SESSION = {
  sessionId: 's-1',
  tableId: 1,
  tableNumber: 1,
  status: 'OPEN',
  createdAt: '2026-11-22T10:00:00Z',
  entryType: 'TABLE',
  jwt: 'jwt-1',
} as const;

/** Stores SESSION as order-start would, started at table QR1. */
export function storeSession(session: object = SESSION): void {
  localStorage.setItem('tischlein_session_v1', JSON.stringify(session));
  localStorage.setItem('tischlein_table_code_v1', JSON.stringify('QR1'));
}

/** The text of the toast on screen ('' when none). */
export const toastText = () => document.querySelector('.toast-area')?.textContent ?? '';

type Route = (init: RequestInit | undefined) => [number, unknown];

/** A fetch stand-in answering "METHOD /api/path" (without query) from the given table; anything else is a 404. */
export function fakeApi(routes: Record<string, Route | [number, unknown]>) {
  return vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    const route = routes[key];
    const [status, body] = typeof route === 'function' ? route(init) : (route ?? [404, { message: `no fake for ${key}` }]);
    return new Response(body === undefined ? '' : JSON.stringify(body), { status });
  });
}

/** A service call at table 1, as the server answers it. */
export function serviceCall(
  callId: number,
  kind: ServiceCall['kind'],
  status: ServiceCall['status'],
  extra: Partial<ServiceCall> = {},
): ServiceCall {
  return {
    callId,
    tableNumber: 1,
    kind,
    paymentMethod: kind === 'BILL' ? 'CARD' : null,
    billScope: kind === 'BILL' ? 'TABLE' : null,
    status,
    createdAt: '2026-11-22T10:00:00Z',
    expiresAt: '2026-11-22T10:15:00Z',
    acknowledgedAt: status === 'ACKNOWLEDGED' ? '2026-11-22T10:02:00Z' : null,
    ...extra,
  };
}
