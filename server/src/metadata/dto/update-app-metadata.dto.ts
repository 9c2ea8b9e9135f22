import { ignoredProperty } from '../../common/api-schema.js';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * Images are set only by upload. A URL field may be null (removes the image) or the URL the
 * server gave out (unchanged, so a client can send back what it read); absent means unchanged.
 */
export class UpdateAppMetadataDto {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'null removes the background image' })
  @IsOptional()
  @IsString({ message: 'muss eine Bild-URL oder null sein' })
  @MaxLength(500, { message: 'ist zu lang' })
  appBackgroundImgUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'null removes the default item image' })
  @IsOptional()
  @IsString({ message: 'muss eine Bild-URL oder null sein' })
  @MaxLength(500, { message: 'ist zu lang' })
  appMenuItemDefaultImgUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'null removes the logo' })
  @IsOptional()
  @IsString({ message: 'muss eine Bild-URL oder null sein' })
  @MaxLength(500, { message: 'ist zu lang' })
  appLogoUrl?: string | null;

  /** Read-only; accepted so the metadata object can be sent back as read, and ignored. */
  @ignoredProperty()
  @Allow()
  updatedAt?: unknown;

  /** Read-only (set in the app info); accepted so the metadata object can be sent back as read, and ignored. */
  @ignoredProperty()
  @Allow()
  timeZone?: unknown;

  /** Read-only (from the app info); accepted so the metadata object can be sent back as read, and ignored. */
  @ignoredProperty()
  @Allow()
  restaurantName?: unknown;
}
