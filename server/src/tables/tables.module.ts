import { Module } from '@nestjs/common';
import { MetadataModule } from '../metadata/metadata.module.js';
import { TableQrController } from './table-qr.controller.js';
import { TableQrService } from './table-qr.service.js';
import { TablesController } from './tables.controller.js';
import { TablesRepository } from './tables.repository.js';
import { TablesService } from './tables.service.js';

/** Dining tables (`dining_tables`) and their QR codes; closing one is told as `tables.closed`. */
@Module({
  // The restaurant's name for the printed codes.
  imports: [MetadataModule],
  // TableQrController first: its `qr-sheet` route must be matched before `:id`.
  controllers: [TableQrController, TablesController],
  providers: [TablesRepository, TablesService, TableQrService],
  exports: [TablesService],
})
export class TablesModule {}
