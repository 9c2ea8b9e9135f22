import type { AppMetadata as WireMetadata } from '@tischlein/api-types';
import { callApi } from './http.ts';

/** The restaurant's images (all the guest app uses of it); updatedAt null when the server could not be asked. */
export type AppMetadata = Pick<WireMetadata, 'appBackgroundImgUrl' | 'appMenuItemDefaultImgUrl'> & {
  updatedAt: string | null;
};

export const NO_METADATA: AppMetadata = { appBackgroundImgUrl: null, appMenuItemDefaultImgUrl: null, updatedAt: null };

let loaded: Promise<AppMetadata> | null = null;

/** GET /app-metadata once per page; any failure means "no custom images" (spec: swallowed silently). */
export function loadAppMetadata(): Promise<AppMetadata> {
  loaded ??= callApi<Partial<AppMetadata> | null>('/app-metadata').then(
    (data) => ({ ...NO_METADATA, ...(data && typeof data === 'object' ? data : {}) }),
    () => NO_METADATA,
  );
  return loaded;
}
