import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module.js';
import { AppInfoController } from './app-info.controller.js';
import { AppInfo } from './app-info.entity.js';
import { AppInfoService } from './app-info.service.js';
import { AppMetadataController } from './app-metadata.controller.js';
import { AppMetadata } from './app-metadata.entity.js';
import { AppMetadataService } from './app-metadata.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([AppMetadata, AppInfo]), MediaModule],
  controllers: [AppMetadataController, AppInfoController],
  providers: [AppMetadataService, AppInfoService],
  exports: [AppInfoService],
})
export class MetadataModule {}
