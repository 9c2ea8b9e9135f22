import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Extra } from '../api/extras.ts';
import type { MenuItem } from '../api/menu-items.ts';
import { saveAllergenFilter } from '../prefs/allergen-filter.ts';
import { fakeApi, renderGerman } from '../test-utils.tsx';
import { ExtrasDialog } from './ExtrasDialog.tsx';

const COFFEE: MenuItem = {
  menuItemId: 50,
  name: 'Verlängerter',
  description: null,
  basePrice: 3.9,
  available: true,
  allergens: [],
  imageUrl: null,
  oldPrice: null,
  updatedAt: null,
};
const EXTRAS: Extra[] = [
  { addingId: 1, name: 'Schlagobers', price: 1, allergens: ['G'] },
  { addingId: 2, name: 'Zitronenscheibe', price: 0, allergens: [] },
  { addingId: 3, name: 'Hafermilch', price: 0.6, allergens: ['A'] },
];

function openDialog(item: MenuItem = COFFEE) {
  vi.stubGlobal('fetch', fakeApi({ 'GET /api/addings': [200, EXTRAS] }));
  renderGerman(<ExtrasDialog item={item} onClose={() => {}} onAdd={async () => {}} onLegend={() => {}} />);
}

/** The dialog's allergen list as "A Gluten · G Milch/Laktose", or its text when it has none. */
function shownAllergens(): string {
  const section = screen.getByTestId('dialog-allergens');
  const items = within(section).queryAllByRole('listitem');
  return items.length > 0 ? items.map((li) => li.textContent).join(' · ') : section.textContent!;
}

afterEach(() => vi.unstubAllGlobals());

describe('ExtrasDialog: allergens', () => {
  it("shows each extra's codes, and the item's allergens united with the ticked extras' as they are ticked", async () => {
    openDialog();
    const cream = await screen.findByRole('checkbox', { name: /Schlagobers/ });
    expect(cream.closest('label')!.textContent).toMatch(/Schlagobers\s*Allergene: G/);
    expect(screen.getByRole('checkbox', { name: /Hafermilch/ }).closest('label')!.textContent).toMatch(/Hafermilch\s*Allergene: A/);
    expect(shownAllergens()).toBe('Keine Allergene angegeben');

    fireEvent.click(cream);
    expect(shownAllergens()).toBe('G Milch/Laktose');
    fireEvent.click(screen.getByRole('checkbox', { name: /Hafermilch/ }));
    // In the legend's order.
    expect(shownAllergens()).toBe('A Gluten · G Milch/Laktose');
    fireEvent.click(cream);
    expect(shownAllergens()).toBe('A Gluten');
  });

  it("keeps the item's own codes in the union", async () => {
    openDialog({ ...COFFEE, name: 'Melange', allergens: ['G'] });
    fireEvent.click(await screen.findByRole('checkbox', { name: /Hafermilch/ }));
    expect(shownAllergens()).toBe('A Gluten · G Milch/Laktose');
  });

  it('marks in words the extras and the union with an allergen the guest cannot eat', async () => {
    saveAllergenFilter({ codes: ['G'], mode: 'hide' });
    openDialog();
    const cream = await screen.findByRole('checkbox', { name: /Schlagobers/ });
    expect(within(cream.closest('label')!).getByText('Enthält G – Milch/Laktose')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Hafermilch/ }).closest('label')!.textContent).not.toContain('Enthält');
    expect(shownAllergens()).not.toContain('Enthält');

    fireEvent.click(cream);
    expect(within(screen.getByTestId('dialog-allergens')).getByText('Enthält G – Milch/Laktose')).toBeTruthy();
  });
});
