import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Adding } from './adding.entity.js';
import { AddingsController } from './addings.controller.js';
import { AddingsService } from './addings.service.js';
import { AdminAddingsController } from './admin-addings.controller.js';
import { AdminAddingsService } from './admin-addings.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Adding])],
  controllers: [AddingsController, AdminAddingsController],
  providers: [AddingsService, AdminAddingsService],
  exports: [AddingsService],
})
export class AddingsModule {}
