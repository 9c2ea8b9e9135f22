import type { AppMetadata } from '@tischlein/api-types';
import { apiFetch } from '../providers/http';
import { IMAGE_TOO_LARGE, imageFileProblem } from '../products/imageFile';
import { withVersion } from '../products/productImage';

/** Spec 9: the guest app's shipped background (the guest app lives under /order/). */
export const GUEST_DEFAULT_BACKGROUND = '/order/images/background.png';

/** What the guests see behind their screens: the restaurant's background, else the shipped one. */
export function guestBackground(metadata: AppMetadata | null | undefined): string {
  const url = metadata?.appBackgroundImgUrl;
  return url ? withVersion(url, metadata?.updatedAt) : GUEST_DEFAULT_BACKGROUND;
}

/** Translation key of what is wrong with a chosen background (PNG, JPG or WebP up to 8 MB), or null. */
export function backgroundFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const problem = imageFileProblem(file);
  if (!problem) return null;
  return problem === IMAGE_TOO_LARGE ? 'app.ui_settings.image_too_large' : 'app.ui_settings.image_type';
}

/** Spec 7 "Application metadata": the guest background (changes are ADMIN only). */
export const backgroundApi = {
  load: () => apiFetch<AppMetadata>('/app-metadata'),

  /** Multipart field "file". */
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return apiFetch<AppMetadata>('/app-metadata/upload/background', { method: 'POST', body: form });
  },

  reset: () => apiFetch<AppMetadata>('/app-metadata/upload/background', { method: 'DELETE' }),
};
