import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Extra } from '../api/extras.ts';
import type { MenuItem } from '../api/menu-items.ts';
import { saveAllergenFilter } from '../prefs/allergen-filter.ts';
import { fakeApi, renderGerman } from '../test-utils.tsx';
import { I18nProvider } from '../i18n/i18n.tsx';
import { ExtrasDialog, keepSoldOutExtras } from './ExtrasDialog.tsx';

const COFFEE: MenuItem = {
  menuItemId: 50,
  name: 'Verlängerter',
  description: null,
  basePrice: 3.9,
  available: true,
  allergens: [],
  imageUrl: null,
  oldPrice: null,
  hasExtras: true,
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

describe('ExtrasDialog: sold out while open', () => {
  it('keeps an extra switched off meanwhile as "Ausverkauft", unticks it, adds without it, and offers it again (unticked) when it is back', async () => {
    let offered = EXTRAS;
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/addings': () => [200, offered] }));
    const onAdd = vi.fn(async (_ids: number[]) => {});
    const dialog = (menuVersion: number) => (
      <ExtrasDialog item={COFFEE} onClose={() => {}} onAdd={onAdd} onLegend={() => {}} menuVersion={menuVersion} />
    );
    const { rerender } = renderGerman(dialog(0));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Schlagobers/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Hafermilch/ }));
    expect(screen.getByRole('button', { name: /In den Warenkorb/ }).textContent).toContain('5,50');

    offered = EXTRAS.filter((extra) => extra.addingId !== 1);
    rerender(<I18nProvider initial="de">{dialog(1)}</I18nProvider>);
    const cream = screen.getByRole('checkbox', { name: /Schlagobers/ });
    await waitFor(() => expect(cream.closest('label')!.textContent).toContain('Ausverkauft'));
    expect((cream as HTMLInputElement).checked).toBe(false);
    expect((cream as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: /In den Warenkorb/ }).textContent).toContain('4,50');
    fireEvent.click(screen.getByRole('button', { name: /In den Warenkorb/ }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith([3], ''));

    offered = EXTRAS;
    rerender(<I18nProvider initial="de">{dialog(2)}</I18nProvider>);
    await waitFor(() => expect(cream.closest('label')!.textContent).not.toContain('Ausverkauft'));
    expect((cream as HTMLInputElement).disabled).toBe(false);
    // Back, but not ticked again behind the guest's back.
    expect((cream as HTMLInputElement).checked).toBe(false);
  });

  it('offers no "In den Warenkorb" for an item switched off while its dialog is open, and says "Ausverkauft"', async () => {
    openDialog({ ...COFFEE, available: false });
    await screen.findByRole('checkbox', { name: /Schlagobers/ });
    expect(screen.queryByRole('button', { name: /In den Warenkorb/ })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Ausverkauft');
  });
});

describe('ExtrasDialog: a note for the kitchen', () => {
  it('sends the trimmed note with the extras and counts the characters up to 140', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/addings': [200, EXTRAS] }));
    const onAdd = vi.fn(async () => {});
    renderGerman(<ExtrasDialog item={COFFEE} onClose={() => {}} onAdd={onAdd} />);
    const note = screen.getByLabelText('Anmerkung (z. B. ohne Zwiebel)');
    expect(note.getAttribute('maxlength')).toBe('140');
    expect(screen.getByText('0/140')).toBeTruthy();

    fireEvent.change(note, { target: { value: '  ohne Zucker ' } });
    expect(screen.getByText('14/140')).toBeTruthy();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Schlagobers/ }));
    fireEvent.click(screen.getByRole('button', { name: /In den Warenkorb/ }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith([1], 'ohne Zucker'));
  });
});

describe('keepSoldOutExtras', () => {
  it('keeps the shown order, marks what is missing as sold out, and appends what is new', () => {
    const first = keepSoldOutExtras(null, EXTRAS.slice(0, 2));
    expect([...first.soldOut]).toEqual([]);
    const next = keepSoldOutExtras(first, [EXTRAS[1], EXTRAS[2]]);
    expect(next.extras.map((e) => e.addingId)).toEqual([1, 2, 3]);
    expect([...next.soldOut]).toEqual([1]);
  });
});
