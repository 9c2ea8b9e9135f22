import { useEffect, useState } from 'react';
import { afterFirstPaint } from '../app/after-first-paint.ts';
import { type AppMetadata, loadAppMetadata } from './app-metadata.ts';

/**
 * App metadata (custom images), loaded once per page after the first paint; null until then, NO_METADATA
 * on failure. The images it names are not asked for before it is known, so a restaurant's own background
 * never follows a flash of the default one.
 */
export function useAppMetadata(): AppMetadata | null {
  const [metadata, setMetadata] = useState<AppMetadata | null>(null);
  useEffect(() => {
    let current = true;
    void afterFirstPaint()
      .then(loadAppMetadata)
      .then((loaded) => current && setMetadata(loaded));
    return () => {
      current = false;
    };
  }, []);
  return metadata;
}
