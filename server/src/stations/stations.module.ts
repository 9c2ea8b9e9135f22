import { Module } from '@nestjs/common';
import { MenuModule } from '../menu/menu.module.js';
import { StationsController } from './stations.controller.js';
import { StationsRepository } from './stations.repository.js';
import { StationsService } from './stations.service.js';

/** Preparation stations (`stations`): which categories each prepares; the orders module routes lines by them. */
@Module({
  imports: [MenuModule],
  controllers: [StationsController],
  providers: [StationsRepository, StationsService],
  exports: [StationsService],
})
export class StationsModule {}
