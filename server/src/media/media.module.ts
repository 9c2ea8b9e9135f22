import { Module } from '@nestjs/common';
import { ImageStore } from './image-store.service.js';
import { MediaController } from './media.controller.js';
import { MediaRepository } from './media.repository.js';
import { MediaService } from './media.service.js';

/** Uploaded images (`media`): checked, re-encoded and served. Other modules store and remove them through ImageStore. */
@Module({
  controllers: [MediaController],
  providers: [MediaService, MediaRepository, ImageStore],
  exports: [ImageStore],
})
export class MediaModule {}
