import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderScreen } from '../test-utils.tsx';
import { TYPES_CACHE_KEY } from '../api/menu-types.ts';
import ChooseTypePage from './ChooseTypePage.tsx';

const TYPES = [
  { type: 'FOOD', typeName: 'Speisen', sortOrder: 1 },
  { type: 'DRINKS', typeName: 'Getränke', sortOrder: 2 },
];

afterEach(() => vi.unstubAllGlobals());

describe('ChooseTypePage', () => {
  it('while the session starts, shows the types it has with their buttons off, and asks nothing', () => {
    const fetchMock = fakeApi({});
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(TYPES_CACHE_KEY, JSON.stringify({ savedAt: Date.now(), lang: 'de', types: TYPES }));
    renderScreen(<ChooseTypePage starting="Tisch-Bestellung wird gestartet…" />);
    expect((screen.getByRole('button', { name: 'Speisen' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Tisch-Bestellung wird gestartet…').getAttribute('role')).toBe('status');
    expect(screen.queryByText('Lade Typen…')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers one button per menu type, the last chosen one with focus', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/menu/types': [200, TYPES] }));
    localStorage.setItem('tischlein_last_menu_type', 'DRINKS');
    renderScreen(<ChooseTypePage />);
    expect(screen.getByText('Lade Typen…')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Speisen' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Getränke' }));
  });

  it('says when the types could not be loaded, and loads them again on "Erneut versuchen"', async () => {
    let answers = 0;
    const fetchMock = fakeApi({ 'GET /api/menu/types': () => (answers++ === 0 ? [500, { message: 'kaputt' }] : [200, TYPES]) });
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<ChooseTypePage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Konnte Typen nicht laden.');

    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Lade Typen…')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Getränke' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
