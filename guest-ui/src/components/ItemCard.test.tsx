import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '../api/menu-items.ts';
import { renderGerman } from '../test-utils.tsx';
import { ItemCard } from './ItemCard.tsx';

const BEER: MenuItem = {
  menuItemId: 7,
  name: 'Zwickl',
  description: null,
  basePrice: 4.9,
  available: true,
  allergens: ['A'],
  imageUrl: null,
  oldPrice: null,
  hasExtras: false,
  updatedAt: null,
};

function card(item: MenuItem, inBasket = 0) {
  const actions = { onChoose: vi.fn(), onAddOne: vi.fn(), onRemoveOne: vi.fn() };
  renderGerman(<ItemCard item={item} defaultImage={null} inBasket={inBasket} {...actions} />);
  return actions;
}

describe('ItemCard', () => {
  it('adds an item no extra fits with one tap on "+", without the dialog', () => {
    const actions = card(BEER);
    fireEvent.click(screen.getByRole('button', { name: 'Zwickl in den Warenkorb legen' }));
    expect(actions.onAddOne).toHaveBeenCalledWith(BEER);
    expect(actions.onChoose).not.toHaveBeenCalled();
  });

  it('shows a stepper once pieces are in the basket', () => {
    const actions = card(BEER, 2);
    const stepper = screen.getByRole('group', { name: 'Zwickl: 2 im Warenkorb' });
    expect(stepper.textContent).toContain('2');
    fireEvent.click(screen.getByRole('button', { name: 'Ein Zwickl entfernen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Noch ein Zwickl' }));
    expect(actions.onRemoveOne).toHaveBeenCalledWith(BEER);
    expect(actions.onAddOne).toHaveBeenCalledWith(BEER);
    expect(actions.onChoose).not.toHaveBeenCalled();
  });

  it('opens the dialog for an item with extras, also with pieces in the basket', () => {
    const actions = card({ ...BEER, hasExtras: true }, 2);
    expect(screen.queryByRole('group')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Zwickl auswählen' }));
    expect(actions.onChoose).toHaveBeenCalled();
    expect(actions.onAddOne).not.toHaveBeenCalled();
  });

  it('opens the dialog from the card itself (details and a note), whatever fits', () => {
    const actions = card(BEER);
    fireEvent.click(screen.getByRole('heading', { name: 'Zwickl' }));
    expect(actions.onChoose).toHaveBeenCalledWith(BEER);
  });
});
