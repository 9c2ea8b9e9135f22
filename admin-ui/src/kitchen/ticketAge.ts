export interface AgeThresholds {
  amber: number;
  red: number;
}

export const DEFAULT_THRESHOLDS: AgeThresholds = { amber: 10, red: 20 };

type AgeLevel = 'fresh' | 'amber' | 'red';

/** How urgent a ticket looks after `minutes` since submission. */
export function ageLevel(minutes: number, { amber, red }: AgeThresholds): AgeLevel {
  if (minutes >= red) return 'red';
  if (minutes >= amber) return 'amber';
  return 'fresh';
}

/** Keeps stored thresholds sane: whole minutes ≥ 1, red not before amber. */
export function sanitizeThresholds(raw: unknown): AgeThresholds {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof AgeThresholds, unknown>>;
  const minutes = (v: unknown, fallback: number) =>
    typeof v === 'number' && Number.isFinite(v) && v >= 1 ? Math.min(Math.round(v), 600) : fallback;
  const amber = minutes(value.amber, DEFAULT_THRESHOLDS.amber);
  const red = Math.max(amber, minutes(value.red, DEFAULT_THRESHOLDS.red));
  return { amber, red };
}
