import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaController } from './media.controller.js';
import { Media } from './media.entity.js';
import { ImageStore } from './image-store.service.js';
import { MediaService } from './media.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Media])],
  controllers: [MediaController],
  providers: [MediaService, ImageStore],
  exports: [MediaService, ImageStore],
})
export class MediaModule {}
