import { restaurantTimeZone } from '../common/time-zone.js';
import { mediaUrl } from '../media/media-url.js';
import type { AppMetadata } from './app-metadata.entity.js';
import type { AppMetadataDto } from './dto/app-metadata.dto.js';

/**
 * Null URLs mean "not set": the UIs then use /images/background.png and /images/default-item.png (and no logo). `configuredZone` is
 * app info's `timezone`; the answer names the zone in effect.
 */
export function toAppMetadataDto(metadata: AppMetadata, configuredZone: string | null): AppMetadataDto {
  return {
    appBackgroundImgUrl: mediaUrl(metadata.backgroundMediaId, metadata.updatedAt),
    appMenuItemDefaultImgUrl: mediaUrl(metadata.defaultItemMediaId, metadata.updatedAt),
    appLogoUrl: mediaUrl(metadata.logoMediaId, metadata.updatedAt),
    timeZone: restaurantTimeZone(configuredZone),
    updatedAt: metadata.updatedAt.toISOString(),
  };
}
