/** Where an image is served; the version (a change time) makes browsers fetch a replaced one again. */
export function mediaUrl(mediaId: string | null, version: Date): string | null {
  return mediaId ? `/api/media/${mediaId}?v=${version.getTime()}` : null;
}
