import { Module } from '@nestjs/common';
import { MetadataModule } from '../metadata/metadata.module.js';
import { RksvAdminService } from './rksv-admin.service.js';
import { RksvSigners } from './rksv-signers.js';
import { RksvController } from './rksv.controller.js';
import { RksvRepository } from './rksv.repository.js';
import { RksvService } from './rksv.service.js';

/** The cash register under the RKSV (`rksv_registers`, `rksv_receipts`): signed, chained receipts and their export. */
@Module({
  imports: [MetadataModule],
  controllers: [RksvController],
  providers: [RksvService, RksvRepository, RksvSigners, RksvAdminService],
  exports: [RksvService],
})
export class RksvModule {}
