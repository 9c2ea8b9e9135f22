/** Spec 9: uploads up to 8 MB, PNG, JPG or WebP. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** What the file picker offers. */
export const IMAGE_ACCEPT = [...IMAGE_TYPES, '.png', '.jpg', '.jpeg', '.webp'].join(',');

const EXTENSION_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };

export const IMAGE_TOO_LARGE = 'app.products.validation.image_too_large';
export const IMAGE_WRONG_TYPE = 'app.products.validation.image_type';

/** The file's type; browsers leave it empty for some files, then its extension decides. */
function typeOf(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type.toLowerCase();
  return EXTENSION_TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? '';
}

/** Translation key of what is wrong with a chosen image ("Nur PNG, JPG oder WebP erlaubt", "Bild zu groß (>8 MB)"), or null. */
export function imageFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(typeOf(file))) return IMAGE_WRONG_TYPE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return null;
}
