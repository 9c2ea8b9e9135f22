import type { Station } from './station.entity.js';

/**
 * The stations a line of `categoryId` goes to: every station that prepares its category, else the default station
 * (a line ordered before stations existed, without a category, goes there too).
 */
export function stationsFor(stations: readonly Station[], categoryId: number | null): Station[] {
  const preparing = categoryId === null ? [] : stations.filter((s) => s.categoryIds.includes(categoryId));
  if (preparing.length) return preparing;
  const fallback = stations.find((s) => s.isDefault);
  return fallback ? [fallback] : [];
}
