import { mediaUrl } from '../media/media-url.js';
import type { AppMetadata } from './app-metadata.entity.js';
import type { AppMetadataDto } from './dto/app-metadata.dto.js';

/** Null URLs mean "not set": the UIs then use /images/background.png and /images/default-item.png. */
export function toAppMetadataDto(metadata: AppMetadata): AppMetadataDto {
  return {
    appBackgroundImgUrl: mediaUrl(metadata.backgroundMediaId, metadata.updatedAt),
    appMenuItemDefaultImgUrl: mediaUrl(metadata.defaultItemMediaId, metadata.updatedAt),
    updatedAt: metadata.updatedAt.toISOString(),
  };
}
