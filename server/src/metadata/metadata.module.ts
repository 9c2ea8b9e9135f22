import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module.js';
import { AppInfoController } from './app-info.controller.js';
import { AppInfoService } from './app-info.service.js';
import { AppMetadataController } from './app-metadata.controller.js';
import { AppMetadataService } from './app-metadata.service.js';
import { MetadataRepository } from './metadata.repository.js';
import { RestaurantFaceService } from './restaurant-face.service.js';

/** The restaurant's data and look (`app_info`, `app_metadata`), including the invoice counter and the favicon. */
@Module({
  imports: [MediaModule],
  controllers: [AppMetadataController, AppInfoController],
  providers: [AppMetadataService, AppInfoService, MetadataRepository, RestaurantFaceService],
  exports: [AppInfoService, RestaurantFaceService],
})
export class MetadataModule {}
