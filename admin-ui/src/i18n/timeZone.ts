/** The restaurant's time zone until the server has named it (app info's `timezone`, else this; as on the server). */
const DEFAULT_TIME_ZONE = 'Europe/Vienna';

/** The zone the back office shows times and counts days in, for code outside React (like the current language). */
let current = DEFAULT_TIME_ZONE;

export const restaurantTimeZone = () => current;

/** Takes the zone the server names (none: the default); one the browser does not know keeps the one before. */
export function setRestaurantTimeZone(zone: string | null | undefined): void {
  if (!zone?.trim()) {
    current = DEFAULT_TIME_ZONE;
    return;
  }
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    current = zone;
  } catch {
    // An unknown zone: keep showing times in the one before rather than fail every date on the page.
  }
}
