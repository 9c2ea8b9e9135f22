/** Sort positions of the catalogue lists (menu types, categories), which guests see in this order. */

/** The spec's rule: a sortOrder that is not a number counts as 1 (numbers are rounded, numeric text is read). */
export function toSortOrder(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? Math.round(number) : 1;
}

/** The position after the last one, so a new entry goes to the end. */
export function nextSortOrder(entries: readonly { sortOrder: number }[]): number {
  return entries.reduce((max, entry) => Math.max(max, toSortOrder(entry.sortOrder)), 0) + 1;
}

export type MoveDirection = -1 | 1;

/** The list with the entry at `index` swapped with its neighbour above (-1) or below (+1); unchanged at either end. */
export function moveInOrder<T>(list: readonly T[], index: number, direction: MoveDirection): T[] {
  const target = index + direction;
  const moved = [...list];
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return moved;
  [moved[index], moved[target]] = [moved[target], moved[index]];
  return moved;
}
