import { useEffect, useState } from 'react';

/** The restaurant's name (public app metadata) for the login page; null until it is there or when it cannot be read. */
export function useRestaurantName(): string | null {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/app-metadata', { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ restaurantName?: unknown }>) : null))
      .then((metadata) => typeof metadata?.restaurantName === 'string' && setName(metadata.restaurantName))
      // The login works without the name: it is only shown.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return name;
}
