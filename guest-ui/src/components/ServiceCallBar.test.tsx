import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveServer, openLiveConnections } from '../test-live.ts';
import { fakeApi, renderScreen, serviceCall as call, SESSION, storeSession, toastText } from '../test-utils.tsx';
import { TopBar } from './TopBar.tsx';

const CALLS = 'GET /api/sessions/s-1/service-calls';
const CALL = 'POST /api/sessions/s-1/service-calls';

const service = () => screen.getByRole('group', { name: 'Service am Tisch' });

beforeEach(() => storeSession());
afterEach(() => vi.unstubAllGlobals());

describe('ServiceCallBar', () => {
  it('asks "Bar" or "Karte" for the bill, sends the choice, and waits for staff without a second call', async () => {
    const fetchMock = fakeApi({ [CALLS]: [200, []], [CALL]: [201, call(7, 'BILL', 'OPEN')] });
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<TopBar service />);
    fireEvent.click(within(service()).getByRole('button', { name: 'Rechnung bitte' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechnung bitte' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Karte' }));

    const waiting = await within(service()).findByRole('button', { name: 'Rechnung wurde angefordert' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = fetchMock.mock.calls.find(([url, init]) => url.endsWith('/service-calls') && init?.method === 'POST')!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({ kind: 'BILL', paymentMethod: 'CARD' });
    expect(sent[1]!.headers).toMatchObject({ Authorization: 'Bearer jwt-1' });
  });

  it('shows staff\'s answer live: "Kommt gleich", and the waiter can be called again', async () => {
    vi.stubGlobal('fetch', fakeApi({ [CALLS]: [200, [call(3, 'WAITER', 'OPEN')]] }));
    renderScreen(<TopBar service />);
    expect(await within(service()).findByRole('button', { name: 'Kellner wurde gerufen' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(openLiveConnections()).toBe(1));

    liveServer.serviceCall(call(3, 'WAITER', 'ACKNOWLEDGED'));
    const coming = await within(service()).findByRole('button', { name: /Kommt gleich/ });
    expect(coming).toHaveProperty('disabled', false);
    expect(coming.textContent).toContain('Kellner rufen');
  });

  it('loads the calls again when the connection is back (a phone that was offline missed the answer)', async () => {
    let calls = [call(3, 'WAITER', 'OPEN')];
    vi.stubGlobal('fetch', fakeApi({ [CALLS]: () => [200, calls] }));
    renderScreen(<TopBar service />);
    await within(service()).findByRole('button', { name: 'Kellner wurde gerufen' });
    await waitFor(() => expect(openLiveConnections()).toBe(1));

    calls = [call(3, 'WAITER', 'ACKNOWLEDGED')];
    liveServer.state('live');
    liveServer.state('offline');
    liveServer.state('live');
    expect(await within(service()).findByRole('button', { name: /Kommt gleich/ })).toBeTruthy();
  });

  it("shows the server's words when the guest calls too often (429)", async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ [CALLS]: [200, []], [CALL]: [429, { statusCode: 429, message: 'Zu viele Anfragen – bitte einen Moment warten.' }] }),
    );
    renderScreen(<TopBar service />);
    fireEvent.click(within(service()).getByRole('button', { name: 'Kellner rufen' }));
    await waitFor(() => expect(toastText()).toBe('Zu viele Anfragen – bitte einen Moment warten.'));
    expect(within(service()).getByRole('button', { name: 'Kellner rufen' })).toHaveProperty('disabled', false);
  });

  it('is not offered for takeaway', () => {
    storeSession({ ...SESSION, tableId: null, tableNumber: null, entryType: 'TAKEAWAY' });
    const fetchMock = fakeApi({});
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<TopBar service />);
    expect(screen.queryByRole('group', { name: 'Service am Tisch' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kellner rufen' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
