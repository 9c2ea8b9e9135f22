import { useEffect, useState } from 'react';
import { type AppMetadata, loadAppMetadata, NO_METADATA } from './app-metadata.ts';

/** App metadata (custom images), loaded once per page; NO_METADATA until then or on failure. */
export function useAppMetadata(): AppMetadata {
  const [metadata, setMetadata] = useState<AppMetadata>(NO_METADATA);
  useEffect(() => {
    let current = true;
    void loadAppMetadata().then((loaded) => current && setMetadata(loaded));
    return () => {
      current = false;
    };
  }, []);
  return metadata;
}
