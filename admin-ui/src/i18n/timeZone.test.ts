import { afterEach, describe, expect, it } from 'vitest';
import { restaurantTimeZone, setRestaurantTimeZone } from './timeZone';

describe("the restaurant's time zone", () => {
  afterEach(() => setRestaurantTimeZone(null));

  it('is Europe/Vienna until the server names one, and again when app info names none', () => {
    expect(restaurantTimeZone()).toBe('Europe/Vienna');
    setRestaurantTimeZone('America/New_York');
    expect(restaurantTimeZone()).toBe('America/New_York');
    setRestaurantTimeZone(null);
    expect(restaurantTimeZone()).toBe('Europe/Vienna');
  });

  it('keeps the zone before when the browser does not know the new one', () => {
    setRestaurantTimeZone('Asia/Tokyo');
    setRestaurantTimeZone('Mars/Olympus');
    expect(restaurantTimeZone()).toBe('Asia/Tokyo');
  });
});
