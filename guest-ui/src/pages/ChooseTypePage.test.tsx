import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderScreen } from '../test-utils.tsx';
import ChooseTypePage from './ChooseTypePage.tsx';

const TYPES = [
  { type: 'FOOD', typeName: 'Speisen', sortOrder: 1 },
  { type: 'DRINKS', typeName: 'Getränke', sortOrder: 2 },
];

afterEach(() => vi.unstubAllGlobals());

describe('ChooseTypePage', () => {
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
