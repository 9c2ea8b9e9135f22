import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Extra } from './extra.entity.js';
import { ExtrasController } from './extras.controller.js';
import { ExtrasService } from './extras.service.js';
import { AdminExtrasController } from './admin-extras.controller.js';
import { AdminExtrasService } from './admin-extras.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Extra])],
  controllers: [ExtrasController, AdminExtrasController],
  providers: [ExtrasService, AdminExtrasService],
  exports: [ExtrasService],
})
export class ExtrasModule {}
