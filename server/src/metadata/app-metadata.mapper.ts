import { restaurantTimeZone } from '../common/time-zone.js';
import { mediaUrl } from '../media/media-url.js';
import type { AppMetadata } from './app-metadata.entity.js';
import type { AppInfo } from './app-info.entity.js';
import type { AppMetadataDto } from './dto/app-metadata.dto.js';
import { restaurantName } from './restaurant-face.service.js';

/**
 * Null URLs mean "not set": the UIs then use /images/background.png and /images/default-item.png (and no logo). The
 * time zone is app info's `timezone`, the zone in effect named; the name is the restaurant's as guests see it.
 */
export function toAppMetadataDto(metadata: AppMetadata, info: Pick<AppInfo, 'timezone' | 'appName' | 'companyName'>): AppMetadataDto {
  return {
    restaurantName: restaurantName(info),
    appBackgroundImgUrl: mediaUrl(metadata.backgroundMediaId, metadata.updatedAt),
    appMenuItemDefaultImgUrl: mediaUrl(metadata.defaultItemMediaId, metadata.updatedAt),
    appLogoUrl: mediaUrl(metadata.logoMediaId, metadata.updatedAt),
    timeZone: restaurantTimeZone(info.timezone),
    updatedAt: metadata.updatedAt.toISOString(),
  };
}
