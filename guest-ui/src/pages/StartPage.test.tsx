import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSession } from '../session/session-store.ts';
import { renderGerman } from '../test-utils.tsx';
import { StartPage } from './StartPage.tsx';

const SESSION = {
  sessionId: 's-1',
  tableId: 1,
  tableNumber: 1,
  status: 'OPEN',
  createdAt: '2026-11-22T10:00:00Z',
  entryType: 'TABLE',
  jwt: 'j',
};

function answer(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
}

beforeEach(() => window.history.replaceState(null, '', '/order/start?table=QR1'));
afterEach(() => vi.unstubAllGlobals());

describe('StartPage', () => {
  it('says a table order is starting, stores the session and goes on to choose-type', async () => {
    const fetchMock = answer(201, SESSION);
    vi.stubGlobal('fetch', fetchMock);
    renderGerman(<StartPage tableCode="QR1" />);
    expect(screen.getByText('Tisch-Bestellung wird gestartet…')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/order/choose'));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/sessions/start/QR1');
    expect(loadSession()?.sessionId).toBe('s-1');
  });

  it('starts takeaway without a table', async () => {
    const fetchMock = answer(201, { ...SESSION, tableId: null, tableNumber: null, entryType: 'TAKEAWAY' });
    vi.stubGlobal('fetch', fetchMock);
    renderGerman(<StartPage tableCode={null} />);
    expect(screen.getByText('Takeaway wird gestartet…')).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls[0][0]).toBe('/api/sessions/start/takeaway'));
  });

  it('shows "Fehler" for an unknown table and starts again on OK', async () => {
    const fetchMock = answer(404, { statusCode: 404, message: 'Dieser Tisch ist nicht verfügbar oder existiert nicht.' });
    vi.stubGlobal('fetch', fetchMock);
    renderGerman(<StartPage tableCode="QR1" />);
    const dialog = await screen.findByRole('dialog', { name: 'Fehler' });
    expect(dialog.textContent).toContain('Dieser Tisch ist nicht verfügbar oder existiert nicht.');
    expect(dialog.style.maxWidth).toBe('350px');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(window.location.pathname + window.location.search).toBe('/order/start?table=QR1');
  });

  it('shows the generic message for other failures', async () => {
    vi.stubGlobal('fetch', answer(500, { message: 'kaputt' }));
    renderGerman(<StartPage tableCode="QR1" />);
    expect((await screen.findByRole('dialog')).textContent).toContain('Beim Starten der Session ist ein Fehler aufgetreten.');
  });

  it("shows the server's words when sessions are started too fast (429)", async () => {
    vi.stubGlobal('fetch', answer(429, { statusCode: 429, error: 'Too Many Requests', message: 'Zu viele Anfragen – bitte kurz warten.' }));
    renderGerman(<StartPage tableCode="QR1" />);
    const dialog = await screen.findByRole('dialog', { name: 'Fehler' });
    expect(dialog.textContent).toContain('Zu viele Anfragen – bitte kurz warten.');
    expect(dialog.textContent).not.toContain('Beim Starten der Session ist ein Fehler aufgetreten.');
  });

  it('falls back to the generic message for a 429 without a message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 429 })),
    );
    renderGerman(<StartPage tableCode={null} />);
    expect((await screen.findByRole('dialog')).textContent).toContain('Beim Starten der Session ist ein Fehler aufgetreten.');
  });

  it('keeps a session that arrives after the guest left the start screen (Back while starting)', async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { unmount } = renderGerman(<StartPage tableCode="QR1" />);
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    unmount();
    window.history.replaceState(null, '', '/order/basket');
    answer(new Response(JSON.stringify(SESSION), { status: 201 }));
    await waitFor(() => expect(loadSession()?.sessionId).toBe('s-1'));
    expect(window.location.pathname).toBe('/order/basket');
  });
});
