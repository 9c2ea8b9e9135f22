import { describe, expect, it } from 'vitest';
import { moveInOrder, nextSortOrder, toSortOrder } from './sortOrder';

describe('sort order', () => {
  it('counts a sortOrder that is not a number as 1 (spec 5)', () => {
    expect(toSortOrder(4)).toBe(4);
    expect(toSortOrder('7')).toBe(7);
    expect(toSortOrder(2.6)).toBe(3);
    for (const value of ['', ' ', 'zuletzt', null, undefined, NaN, Infinity, {}]) expect(toSortOrder(value)).toBe(1);
  });

  it('puts a new entry after the last one', () => {
    expect(nextSortOrder([])).toBe(1);
    expect(nextSortOrder([{ sortOrder: 3 }, { sortOrder: 9 }, { sortOrder: 1 }])).toBe(10);
  });

  it('swaps an entry with its neighbour and leaves the ends alone', () => {
    expect(moveInOrder(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveInOrder(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveInOrder(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveInOrder(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    const list = ['a', 'b'];
    moveInOrder(list, 0, 1);
    expect(list).toEqual(['a', 'b']);
  });
});
