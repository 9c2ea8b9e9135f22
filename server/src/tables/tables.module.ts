import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsModule } from '../sessions/sessions.module.js';
import { DiningTable } from './dining-table.entity.js';
import { TableQrController } from './table-qr.controller.js';
import { TableQrService } from './table-qr.service.js';
import { TablesController } from './tables.controller.js';
import { TablesRepository } from './tables.repository.js';
import { TablesService } from './tables.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([DiningTable]), SessionsModule],
  // TableQrController first: its `qr-sheet` route must be matched before `:id`.
  controllers: [TableQrController, TablesController],
  providers: [TablesRepository, TablesService, TableQrService],
  exports: [TablesService],
})
export class TablesModule {}
