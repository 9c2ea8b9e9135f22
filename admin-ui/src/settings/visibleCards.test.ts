import { describe, expect, it } from 'vitest';
import { visibleCards } from './visibleCards';

describe('settings cards', () => {
  const cards = [{ key: 'profile' }, { key: 'language' }, { key: 'app-info', roles: ['ADMIN'] }];

  it('shows admin-only cards to admins, the others to everyone', () => {
    expect(visibleCards(cards, ['ADMIN']).map((card) => card.key)).toEqual(['profile', 'language', 'app-info']);
    expect(visibleCards(cards, ['WAITER']).map((card) => card.key)).toEqual(['profile', 'language']);
    expect(visibleCards(cards, ['KITCHEN', 'WAITER']).map((card) => card.key)).toEqual(['profile', 'language']);
  });
});
