/** Which orders this browser has seen, and at which update (spec 4 "Seen marker"). Kept in localStorage. */
export const SEEN_KEY = 'tischlein.seenOrders';
const MAX_ENTRIES = 2000;

type SeenMap = Record<string, string>;
interface SeenOrder {
  id: number | string;
  updatedAt: string;
}

function load(storage: Storage): SeenMap {
  try {
    const parsed = JSON.parse(storage.getItem(SEEN_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

function save(storage: Storage, seen: SeenMap): void {
  const entries = Object.entries(seen);
  // Keep the most recently updated entries so the map cannot grow without bound.
  const kept = entries.length > MAX_ENTRIES ? entries.sort((a, b) => b[1].localeCompare(a[1])).slice(0, MAX_ENTRIES) : entries;
  storage.setItem(SEEN_KEY, JSON.stringify(Object.fromEntries(kept)));
}

/** New = never opened here, or updated after it was last seen. */
export function isUnseen(order: SeenOrder, storage: Storage = localStorage): boolean {
  const seenAt = load(storage)[String(order.id)];
  return !seenAt || Date.parse(order.updatedAt) > Date.parse(seenAt);
}

export function markSeen(orders: SeenOrder[], storage: Storage = localStorage): void {
  if (orders.length === 0) return;
  const seen = load(storage);
  for (const order of orders) seen[String(order.id)] = order.updatedAt;
  save(storage, seen);
}
