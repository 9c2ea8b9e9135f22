import type { Station, StationInput } from './station.types';

export const WARN_AFTER = { min: 1, max: 240, default: 15 };

/** The dialog's fields as typed; the minutes stay text until saved. */
export interface StationDraft {
  name: string;
  categoryIds: number[];
  isDefault: boolean;
  warnAfterMinutes: string;
  routeOnCheckout: boolean;
}

export function stationDraftOf(station?: Station): StationDraft {
  return {
    name: station?.name ?? '',
    categoryIds: station?.categoryIds ?? [],
    isDefault: station?.isDefault ?? false,
    warnAfterMinutes: String(station?.warnAfterMinutes ?? WARN_AFTER.default),
    routeOnCheckout: station?.routeOnCheckout ?? false,
  };
}

const minutesOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

/** Name 1–60 characters, whole minutes 1–240; answers translation keys by field. */
export function stationFormErrors(draft: StationDraft): Partial<Record<'name' | 'warnAfterMinutes', string>> {
  const minutes = minutesOf(draft.warnAfterMinutes);
  return {
    ...(draft.name.trim() === '' ? { name: 'app.stations.name_required' } : {}),
    ...(!(minutes >= WARN_AFTER.min && minutes <= WARN_AFTER.max) ? { warnAfterMinutes: 'app.stations.minutes_range' } : {}),
  };
}

export function toStationInput(draft: StationDraft): StationInput {
  return {
    name: draft.name.trim(),
    categoryIds: [...new Set(draft.categoryIds)],
    isDefault: draft.isDefault,
    warnAfterMinutes: minutesOf(draft.warnAfterMinutes),
    routeOnCheckout: draft.routeOnCheckout,
  };
}
