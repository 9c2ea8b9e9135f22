import type { AppMetadata } from '@tischlein/api-types';
import { setRestaurantTimeZone } from '../i18n/timeZone';
import { apiFetch } from './http';

/**
 * Reads the restaurant's time zone (public app metadata) before the back office shows its first date. A failed read
 * keeps Europe/Vienna: the screens still work, with times as the server's default zone has them.
 */
export async function loadRestaurantTimeZone(): Promise<void> {
  try {
    setRestaurantTimeZone((await apiFetch<AppMetadata>('/app-metadata')).timeZone);
  } catch {
    // Keep the default zone.
  }
}
